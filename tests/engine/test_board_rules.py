"""A board the rules can't have is refused, naming the card, where it is and the rule.

Each kind of refused position once at the loader (a judge's board-state file); the
board editor and the command line reach the same check through the loader
(tests/cards/test_board_editor_service.py, tests/engine/test_cli_and_coverage.py).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from engine.core.errors import BoardFormatError
from tests.engine.helpers import Board, log_text, shipped_game

EVENT = "PR95"  # Spread Your Wings
TROUBLEMAKER = "PR155"  # Flim
HARD_HAT = "PR139"  # Hard Hat: "Play on a Friend"
HOME_RESOURCE = "PR132"  # Carousel Boutique: goes to its owner's home
FRIEND = "PR54"  # Comet Tail, Hale Bopper


def _hat_on_nothing(b: Board) -> int:
    return b.add(HARD_HAT, 0, "play", "home:0")


def _friend_with_host(b: Board) -> int:
    b.add(FRIEND, 0, "play", "home:0")
    return b.add(FRIEND, 0, "play", "home:0", host=len(b.cards))


def _hat_away_from_its_host(b: Board) -> int:
    friend = b.add(FRIEND, 0, "play", "problem:1")
    return b.add(HARD_HAT, 0, "play", "home:0", host=friend)


REFUSED: list[tuple[str, Callable[[Board], int], str, str]] = [
    ("an Event in play", lambda b: b.add(EVENT, 0, "play", "home:0"),
     "Spread Your Wings #{iid} is an Event: P0's home holds no Event: an Event never enters play", "(304.2)"),
    ("an attachment with no host", _hat_on_nothing,
     "Hard Hat #{iid} (a Resource) is at P0's home: this Resource is played \"on\" a card", "(305.1b, 509.2)"),
    ("an attachment away from its host", _hat_away_from_its_host,
     "Hard Hat #{iid} (a Resource) is at P0's home: an attachment is always at its host's area (509.3), "
     "and its host Comet Tail, Hale Bopper #{host} is at P1's Problem", "(509.3)"),
    ("a Friend attached to a card", _friend_with_host,
     "Comet Tail, Hale Bopper #{iid} (a Friend) is at P0's home: only a card played \"on\"", "(509.1)"),
    ("a Problem in a hand", lambda b: b.add("PR190", 0, "hand"),
     "#{iid} is a Problem: P0's hand holds only the cards of a Draw Deck: Friends, Events, Resources and "
     "Troublemakers", "(101.2)"),
    ("a Problem in a draw deck", lambda b: b.add("PR190", 1, "deck"),
     "#{iid} is a Problem: P1's draw deck holds only the cards of a Draw Deck", "(101.2)"),
    ("a Friend in a Problem deck", lambda b: b.add(FRIEND, 0, "problem_deck"),
     "Comet Tail, Hale Bopper #{iid} is a Friend: P0's Problem deck holds only Problems", "(101.3b)"),
    ("a Mane Character in a deck", lambda b: b.add("PR2", 0, "deck"),
     "#{iid} is a Mane Character: P0's draw deck holds only the cards of a Draw Deck", "(101.2)"),
    ("a Mane Character in a discard pile", lambda b: b.add("PR2", 1, "discard"),
     "#{iid} is a Mane Character: P1's discard pile holds no Mane Character: a Mane Character can't leave play",
     "(301.5)"),
    ("a Friend at no area of the board", lambda b: b.add(FRIEND, 0, "play", "nowhere"),
     "Comet Tail, Hale Bopper #{iid} is in play at \"nowhere\", no area of this board: a card in play is at a "
     "home or a Problem (405.1, 302.1), here home:0 (P0's home), home:1 (P1's home), problem:0 (P0's Problem) or "
     "problem:1 (P1's Problem)", "(405.1, 302.1)"),
    ("a Problem at a home", lambda b: b.add("PR190", 1, "play", "home:1"),
     "#{iid} is a Problem: P1's home holds no Problem: a Problem is in play only at a Problem area",
     "(303.1, 522.2)"),
    ("a second Mane Character of one player", lambda b: b.add("PR2", 0, "play", "problem:0"),
     "Applejack, Steadfast Farmpony #{iid} is a second Mane Character of P0's in play, at P0's Problem, beside "
     "Twilight Sparkle, Faithful Student #1 at P0's home: each player has one Mane Character", "(102.1)"),
    ("a second Problem at a Problem area", lambda b: b.add("PR168", 1, "play", "problem:1"),
     "Cloudbursting #{iid} (a Problem) is at P1's Problem, where Runaway Cart #4 is already: a Problem area holds "
     "one Problem, its owner's", "(303.1)"),
    # floor rules, Tournament Penalties, Game Loss: "Playing a non-Troublemaker as a face-down Troublemaker"
    ("a face-down Friend at a Problem", lambda b: b.add(FRIEND, 1, "play", "problem:0", face_down=True),
     "Comet Tail, Hale Bopper #{iid} (a Friend) is at P0's Problem: only a Troublemaker is face down in play "
     "without being frightened", "playing a non-Troublemaker as a face-down Troublemaker is a Game Loss "
     "(floor rules, Tournament Penalties: Game Loss)"),
]


@pytest.mark.parametrize(("what", "place", "words", "rule"), REFUSED, ids=[r[0] for r in REFUSED])
def test_a_position_the_rules_cannot_have_is_refused(
        what: str, place: Callable[[Board], int], words: str, rule: str) -> None:
    b = Board()
    iid = place(b)
    with pytest.raises(BoardFormatError) as refused:
        shipped_game(b)
    assert refused.value.field.startswith(f"cards[iid={iid}].")
    assert words.format(iid=iid, host=iid - 1) in refused.value.detail
    assert rule in refused.value.detail


def test_the_same_cards_where_the_rules_put_them_load() -> None:
    """The cards of the refusals above, each where it can be: the check refuses the place, not the card."""
    b = Board()
    b.add(TROUBLEMAKER, 1, "play", "problem:0", face_down=True)
    b.add(EVENT, 0, "hand")
    friend = b.add(FRIEND, 0, "play", "home:0")
    b.add(HARD_HAT, 0, "play", "home:0", host=friend)
    b.add(HOME_RESOURCE, 1, "play", "home:1")
    b.add("PR190", 1, "problem_deck")
    b.add("PR190", 0, "discard")
    b.add(FRIEND, 1, "play", "problem:0")
    b.add(FRIEND, 1, "play", "problem:0", frightened=True)  # face down as it became frightened (504.1)
    game = shipped_game(b)
    assert game.pending() is not None


def test_a_troublemaker_a_text_sent_home_is_not_refused() -> None:
    """Princess Mi Amore Cadenza CN156: "This card is sent to that Friend's controller's home
    and they gain control of it." The rules never put a Troublemaker at a home (306.1,
    506.2a), but this text does, and a game saved after it loads (found by the whole-pool
    soak's save round trips)."""
    b = Board()
    cadenza = b.add("CN156", 1, "play", "home:0")
    game = shipped_game(b)
    assert game.card(cadenza)["area"] == "home:0"


def test_a_character_at_another_player_s_home_is_sent_home_not_refused() -> None:
    """511.5: the game itself sends it to its controller's home, so the position can be."""
    b = Board()
    friend = b.add(FRIEND, 0, "play", "home:1")
    game = shipped_game(b)
    assert game.card(friend)["area"] == "home:0"


def test_no_position_of_a_played_game_is_refused() -> None:
    """The check refuses only what play can't lead to: seeded bot games (pool and theme decks)
    pass it at every decision."""
    from engine.mlp.board_rules import check_positions
    from tests.engine.helpers import play_checking, pool_and_theme_games

    checked = sum(play_checking(g, bots, 30, lambda g: check_positions(g.s, g.lib))
                  for g, bots in pool_and_theme_games())
    assert checked > 1000


@pytest.mark.parametrize(("turn", "top"), [(1, {}), (0, {})], ids=["turn 1", "turn 0, turn 1 to begin"])
def test_turn_1_of_the_player_who_did_not_go_first_is_refused(turn: int, top: dict[str, object]) -> None:
    """102.3: the players determine who plays first, and turn 1 is that player's; an extra
    turn comes only after a turn (602), so nothing gives turn 1 to the other player."""
    with pytest.raises(BoardFormatError) as refused:
        shipped_game(Board(), turn=turn, turn_player=0, first_player=1, **top)
    assert refused.value.field == "turn_player"
    assert "turn 1 is the turn of the player who plays first (102.3), P1 here, not P0" in refused.value.detail
    assert "(602)" in refused.value.detail


def test_a_later_turn_of_either_player_loads() -> None:
    """Extra turns (602) let either player take any turn after the first."""
    for turn_player in (0, 1):
        assert shipped_game(Board(), turn=2, turn_player=turn_player, first_player=1).pending() is not None
    assert shipped_game(Board(), turn=1, turn_player=1, first_player=1).pending() is not None


@pytest.mark.parametrize(("scores", "said"), [((3, 15), "P1 wins: reached 15 points"),
                                              ((16, 15), "The game is a draw: both players reached 15 points at once")])
def test_a_board_giving_a_player_15_points_is_a_game_won(scores: tuple[int, int], said: str) -> None:
    """103.2: a player with a score of 15 or more wins, and the game ends at once (103.1). A
    board written by hand with P1 at 15 points and no `result` went on to P0's Main Phase as
    though nobody had won."""
    b = Board()
    for player, score in enumerate(scores):
        b.players[player]["score"] = score
    g = shipped_game(b)
    assert g.pending() is None and g.result is not None
    assert f"103.2{'a' if 'draw' in said else ''}: {said}" in log_text(g).splitlines(), log_text(g)
