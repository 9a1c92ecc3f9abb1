"""Rules 102 (starting a game), 103 (winning, losing, draws, conceding), 601-605 (ready phase)."""

from __future__ import annotations

import pytest

from engine.core.errors import StateFormatError
from engine.mlp.api import default_library
from engine.mlp.boardstate import load_board
from engine.mlp.bot import RandomBot, play_out
from engine.mlp.procedures.endmatch import call_time
from engine.mlp.procedures.setup import DeckError, deck_from_cards, new_game
from engine.mlp.table import mlp_table
from engine.mlp.view import position_view
from tests.engine.cardsource import THEME_DECKS, theme_deck
from tests.engine.helpers import Board, answer, keys, library, log_text, pass_until, rules_cited


def _decks():
    lib = library()
    return [deck_from_cards(lib, theme_deck(path)) for path in THEME_DECKS[:2]]


def test_102_setup_starting_problems_first_player_hands_and_mulligan():
    """102.1-102.5: Mane at home, chosen Starting Problems in play, 6 cards, mulligan in turn order."""
    g = new_game(library(), _decks(), seed=5)
    s = g.s
    assert g.pending().kind == "starting_problem" and g.pending().player == 0
    for p in (0, 1):
        mane = s["players"][p]["mane"]
        assert s["cards"][mane]["area"] == f"home:{p}"
    choice = keys(g)[0]
    answer(g, choice)
    answer(g, keys(g)[-1])
    # both Starting Problems are now in play; first player chosen; 6 cards each
    for p in (0, 1):
        problem = s["areas"][f"problem:{p}"]["problem"]
        assert problem is not None and g.spec(problem).card.starting_problem
        assert len(s["players"][p]["hand"]) == 6
    first = s["first_player"]
    assert g.pending().kind == "mulligan" and g.pending().player == first
    hand_before = list(s["players"][first]["hand"])
    answer(g, "mulligan")
    assert g.pending().player == 1 - first
    answer(g, "keep")
    assert len(s["players"][first]["hand"]) == 6
    assert s["players"][first]["hand"] != hand_before  # new cards (new instances, 410.6)
    assert "102.4a" in rules_cited(g) and "102.5" in rules_cited(g)
    assert s["turn"] == 1 and s["turn_player"] == first


def test_102_3_and_102_4a_the_opening_hands_are_no_draws_for_a_when_you_draw_text_in_play():
    """102.3 and 102.4a put the top 6 cards into the hand, with no word "draw" (410.4a): DJ
    Pon-3, Party Starter, in play from 102.1 ("When you draw your third card during a turn,
    shuffle your deck and turn this card over"), sees no draw as its player takes a hand and
    mulligans, and neither player has drawn a card when the game starts (102.5)."""
    lib = default_library()
    theme = deck_from_cards(lib, theme_deck(THEME_DECKS[0]))
    [dj] = [card.id for card in lib.cards() if card.code == "RRf2"]
    g = new_game(lib, [{**theme, "mane": dj}, {**theme, "mane": dj}], seed=5)
    while g.pending().kind == "starting_problem":
        answer(g, keys(g)[0])
    answer(g, "mulligan")
    answer(g, "mulligan")
    assert [len(g.s["players"][p]["hand"]) for p in (0, 1)] == [6, 6]
    assert not any(g.card(g.s["players"][p]["mane"])["boosted"] for p in (0, 1))
    assert "shuffles their deck" not in log_text(g)
    assert [g.s["players"][p]["drawn"] for p in (0, 1)] == [0, 0]
    assert "P0 puts the top 6 cards of their draw deck into their hand" in log_text(g)
    assert " draws " not in log_text(g)


def test_102_3_no_first_player_is_shown_before_one_is_chosen():
    """102.3: the first player is chosen at random once both Starting Problems are in play;
    before that, the table's view of the position names no first player (the state holds a
    placeholder 0), and from the first mulligan decision on it names the chosen one."""
    g = new_game(library(), _decks(), seed=5)
    assert g.pending().kind == "starting_problem"
    assert position_view(g).first_player is None
    answer(g, keys(g)[0])
    assert g.pending().kind == "starting_problem" and position_view(g).first_player is None
    answer(g, keys(g)[-1])
    assert g.pending().kind == "mulligan"
    assert position_view(g).first_player == g.s["first_player"] == g.pending().player


def test_102_2_a_problem_deck_without_a_starting_problem_is_refused():
    """102.2: each player puts a Starting Problem from their Problem deck into play, so a
    deck with none can't start a game; the error names the deck and the rule."""
    lib = library()
    good, other = _decks()
    no_start = [card for card in other["problems"] if not lib.card(card).starting_problem]
    assert no_start
    bad = {**other, "problems": [no_start[0]] * len(other["problems"])}
    with pytest.raises(DeckError, match=r"decks\[1\].*Starting Problem.*\(102\.2\)"):
        new_game(lib, [good, bad], seed=5)
    assert new_game(lib, [good, other], seed=5).pending().kind == "starting_problem"


def test_102_1_a_deck_with_two_mane_characters_or_none_is_refused_naming_the_deck_and_the_manes():
    """102.1: each player has one Mane Character; the refusal names the deck (as the command
    line's file name replaces "decks[N]") and both Mane Characters."""
    lib = library()
    ids = [*theme_deck(THEME_DECKS[0]), theme_deck(THEME_DECKS[1])[0]]
    manes = [lib.spec(card).name for card in ids if lib.spec(card).type == "mane"]
    assert len(manes) == 2
    with pytest.raises(DeckError, match=rf"decks\[1\] has two Mane Characters, {manes[0]} and {manes[1]}.*\(102\.1\)"):
        deck_from_cards(lib, ids, "decks[1]")
    no_mane = [card for card in ids if lib.spec(card).type != "mane"]
    with pytest.raises(DeckError, match=r"the deck has no Mane Character \(102\.1\)"):
        deck_from_cards(lib, no_mane)


def test_605_1a_first_player_skips_first_draw_and_604_tokens():
    g = new_game(library(), _decks(), seed=11)
    answer(g, keys(g)[0])
    answer(g, keys(g)[0])
    answer(g, "keep")
    answer(g, "keep")
    first = g.s["first_player"]
    assert len(g.s["players"][first]["hand"]) == 6
    assert "605.1a" in rules_cited(g)
    assert g.s["players"][first]["tokens"] == 2  # 604.1a: highest score 0


def test_604_action_tokens_follow_the_highest_score():
    for high, tokens in ((1, 2), (2, 3), (5, 3), (6, 4), (10, 4), (11, 5)):
        b = Board()
        b.players[1] = {"score": high}
        g = b.game(turn_player=1, phase="ready", step="ready", turn=4)
        # the turn that starts at the ready step belongs to P1
        assert g.s["players"][1]["tokens"] == tokens, high


def test_103_2_reaching_15_points_wins_immediately():
    b = Board()
    b.players[0] = {"score": 14, "tokens": 0}
    # P0's Mane (1 power, purple) at P0's own problem Cloudbursting needs 1 blue + 1 non-blue: add a blue friend
    b.add("PR20", 0, "play", "problem:0")
    b.cards[b.mane[0] - 1]["area"] = "problem:0"
    g = b.game(phase="score", step="confront")
    assert g.result == {"winner": 0, "reason": "reached 15 points", "rule": "103.2"}
    assert g.pending() is None


def test_103_2a_simultaneous_winners_draw():
    b = Board()
    b.players[0] = {"score": 15}
    b.players[1] = {"score": 15}
    g = b.game()
    g.check_win()
    assert g.result["winner"] is None and g.result["rule"] == "103.2a"


def test_103_4_concede_loses():
    g = Board().game()
    mlp_table().concede(g, 0)  # (every game records a concession through its table rules)
    assert g.result["winner"] == 1 and g.result["rule"] == "103.4"
    assert g.pending() is None


def test_603_ready_step_readies_only_the_turn_players_cards():
    b = Board()
    b.cards[b.mane[0] - 1]["exhausted"] = True
    b.cards[b.mane[1] - 1]["exhausted"] = True
    g = b.game(phase="ready", step="ready", turn_player=0)
    assert not g.card(b.mane[0])["exhausted"]
    assert g.card(b.mane[1])["exhausted"]
    assert "603.1" in rules_cited(g)


def test_end_of_match_first_players_turn_gives_the_opponent_one_more_turn():
    """Floor rules, end of match: finish the turn, extra turn if the first player was active."""
    b = Board()
    b.players[0] = {"score": 4, "tokens": 2}
    b.players[1] = {"score": 6}
    g = b.game(first_player=0, turn_player=0)
    assert g.s["turn"] == 3 and g.pending().player == 0
    call_time(g)
    pass_until(g, phase="ready", limit=50)
    turn_when_called = 3
    while g.pending() is not None:
        assert g.s["turn"] <= turn_when_called + 1
        answer(g, "pass" if "pass" in keys(g) else keys(g)[0])
    assert g.result["winner"] == 1 and "end of match" in g.result["rule"]
    assert "Time is called" in log_text(g)


def test_end_of_match_second_players_turn_ends_after_that_turn_and_ties_draw():
    b = Board()
    b.players[0] = {"score": 5, "tokens": 2}
    b.players[1] = {"score": 5}
    g = b.game(first_player=1, turn_player=0)
    assert g.s["turn"] == 3 and g.pending().player == 0
    call_time(g)
    while g.pending() is not None:
        assert g.s["turn"] == 3
        answer(g, "pass" if "pass" in keys(g) else keys(g)[0])
    assert g.result["winner"] is None


def test_end_of_match_time_called_during_the_setup_gives_each_player_a_turn():
    """Floor rules, End of Match Procedures: time is called while the players choose their
    Starting Problems (102.2), before any turn. The first turn is played as the current one
    and the other player takes one more, then the points decide (equal: a draw); before, the
    first player's turn ended the game and the other player had none."""
    g = new_game(library(), _decks(), seed=3)
    assert g.s["turn"] == 0 and g.pending().kind == "starting_problem"
    call_time(g)
    turns = set()
    while g.pending() is not None:
        turns.add((g.s["turn"], g.s["turn_player"]))
        answer(g, "pass" if "pass" in keys(g) else keys(g)[0])
    first = g.s["first_player"]
    assert {(t, p) for t, p in turns if t > 0} == {(1, first), (2, 1 - first)}
    assert "Time is called before the first turn" in log_text(g)
    assert g.result["rule"] == "floor rules: end of match"


def test_random_bots_finish_a_game():
    g = new_game(library(), _decks(), seed=3)
    play_out(g, [RandomBot(1), RandomBot(2)])
    assert g.result is not None
    assert max(p["score"] for p in g.s["players"]) >= 15


def test_a_board_state_keeps_a_64_bit_generator_state_and_refuses_another():
    """The shuffles and random choices of a game read from a file go on from its `rng`,
    which is a 64-bit state (engine/core/rng.py; the compiled engine computes on 64 bits)."""
    assert load_board(Board().doc(rng=2**64 - 1), library()).s["rng"] == 2**64 - 1
    for bad in (2**64, -1):
        with pytest.raises(StateFormatError) as err:
            load_board(Board().doc(rng=bad), library())
        assert err.value.field == "rng"


def test_102_2_a_starting_problem_enters_play_so_its_when_played_text_triggers_before_the_first_turn():
    """102.2 puts a Starting Problem into play: it enters play (706.1), as a Problem replacing
    another does (613.2), and a Problem is never played (705.1), so Mean Meanie Pants's "When
    this Problem is played, each player draws a card" triggers at setup (706.1d). It waits
    while no player has priority (704.1c) and resolves before the first turn (511.7), after
    the hands and mulligans: each player then holds 7 cards."""
    lib = default_library()
    theme = deck_from_cards(lib, theme_deck(THEME_DECKS[0]))
    [meanie] = [card.id for card in lib.cards() if card.code == "PR172"]
    g = new_game(lib, [theme, {**theme, "problems": [meanie, *theme["problems"][1:]]}], seed=5)
    while g.pending().kind == "starting_problem":
        answer(g, keys(g)[0])
    assert g.spec(g.s["areas"]["problem:1"]["problem"]).code == "PR172"
    assert [len(g.s["players"][p]["hand"]) for p in (0, 1)] == [6, 6]  # (not yet: the hands come first)
    answer(g, "keep")
    answer(g, "keep")
    assert [len(g.s["players"][p]["hand"]) for p in (0, 1)] == [7, 7]
    text = log_text(g)
    started = text.index("The game starts")
    assert started < text.index("P0 draws 1 card (by the text of Mean Meanie Pants")
    assert started < text.index("P1 draws 1 card (by the text of Mean Meanie Pants") < text.index("Turn 1:")
