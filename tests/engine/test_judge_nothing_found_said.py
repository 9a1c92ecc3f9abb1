"""A text that did nothing says what it lacked where the log wrote "finds nothing to act on"
in the seeded whole-pool games (seeds 10000-10149): a card named before its verb ("your
Troublemakers get +2 power"), a choice made as a card enters play, a card's own code, and
one player's part of an "each player ..." instruction. Each on the judge's board."""

from __future__ import annotations

from engine.mlp.api import default_library
from engine.mlp.state.library import dilemma_id
from tests.engine.card_play import (
    BLUE,
    CRITTER,
    TROUBLEMAKER,
    YELLOW,
    activate,
    board,
    play,
    problem_faceoff,
    rich_board,
    settle,
)
from tests.engine.helpers import Board, answer, keys, log_text, shipped_game
from tests.engine.nothing_done import NOTHING_HAPPENS as NOTHING
from tests.engine.nothing_done import nothing_texts


def test_sb20_boyle_entering_with_only_the_mane_to_copy_says_it_has_no_counter():
    """Judge scenario (706.1b): P0 plays Boyle, Power Up ("This card enters play with a number
    of +1 power counters on it equal to the number of +1 power counters on another one of your
    characters") with their Mane Character, without a counter, their only other character
    (seed 10074): the Mane has no +1 power counter, said so."""
    b = board(manes=("PR2", "PR4"))  # (Applejack: an orange Mane Character)
    boyle = b.add("SB20", 0, "hand")
    # (3 orange power to play it: Applejack has +2 power until the end of the turn, no counter)
    g = shipped_game(b, mods=[{"kind": "power", "target": b.mane[0], "amount": 2, "color": "", "until": "turn",
                               "ctrl": 0, "src": b.mane[0], "ts": 1}])
    answer(g, f"play|{boyle}|home:0")
    mane = g.name(b.mane[0])
    assert (f"is not done: {mane} has no +1 power counter (by the text of Boyle") in "\n".join(nothing_texts(g)), \
        log_text(g)


def test_ad202_queen_chrysalis_identity_theft_with_no_non_unique_friend_says_none_can_be_chosen():
    """Judge scenario (706.1a): P0 plays Queen Chrysalis, Identity Theft ("As this card enters
    play, choose a non-Unique Friend. This card has the printed abilities of that Friend") with
    no other Friend in play (seed 10136): no non-Unique Friend can be chosen."""
    g = play(board(), "AD202", "home:0")
    assert any(line.startswith(f"{NOTHING}“As this card enters play, choose a non-Unique Friend. This card has the "
                               "printed abilities of that Friend” is not done: no non-Unique Friend can be chosen")
               for line in nothing_texts(g)), log_text(g)


def test_eo150_daring_do_poster_with_no_troublemaker_says_its_player_has_none():
    """Judge scenario (705.2): P1's turn starts with their Daring Do Poster ("Your Troublemakers
    have "At the start of your turn, gain [1]."") in play and no Troublemaker of theirs (seed
    10129): P1 has no face-up Troublemaker in play."""
    b = board()
    b.add("EO150", 1, "play", "home:1")
    b.add(TROUBLEMAKER, 1, "play", "problem:0", face_down=True)  # (no abilities face-down, 505.2)
    g = shipped_game(b)
    settle(g, "pass", until=lambda g: g.s["turn_player"] == 1 and g.s["phase"] == "main")
    assert any("is not done: P1 has no face-up Troublemaker in play (by the text of Daring Do Poster" in line
               for line in nothing_texts(g)), log_text(g)


def test_ll4_princess_twilight_sparkle_with_an_empty_deck_says_the_deck_is_empty():
    """Judge scenario (705.2): P0's turn starts with Princess Twilight Sparkle, There's A Spell
    For That! Boosted ("At the start of your turn, you may reveal the top card of your deck.
    ...") and an empty deck (seed 10032): P0's deck is empty, said so."""
    b = Board(manes=("LL4", "PR2"))
    b.cards[b.mane[0] - 1]["boosted"] = True
    b.cards = [c for c in b.cards if not (c["zone"] == "deck" and c["owner"] == 0)]
    g = shipped_game(b, turn=2, turn_player=1)
    settle(g, "pass", until=lambda g: g.s["turn_player"] == 0 and g.s["phase"] == "main")
    assert any("is not done: P0's deck is empty (by the text of Princess Twilight Sparkle" in line
               for line in nothing_texts(g)), log_text(g)


def test_cn190_princess_celestia_with_no_yellow_friend_says_so_after_retiring_the_resource():
    """Judge scenario (705.2e): P0 uses Princess Celestia, Equestrian Leader's Boosted "Retire one
    of your Resources to add its power to one of your Yellow Friends until the end of this turn
    and turn this card over" with only a Blue Friend (seed 10072): the Resource is retired (the
    cost), and P0 has no face-up Yellow Friend in play."""
    b = Board(manes=("CN190", "PR2"))
    b.cards[b.mane[0] - 1]["boosted"] = True
    b.add("CN154", 0, "play", "home:0")
    b.add(BLUE, 0, "play", "problem:0")
    g = shipped_game(b)
    activate(g, b.mane[0])
    assert any(line.startswith(f"{NOTHING}“Add its power to one of your Yellow Friends until the end of this turn” is "
                               "not done: P0 has no face-up Yellow Friend in play") for line in nothing_texts(g)), \
        log_text(g)


def test_adneg2_gummy_with_opposing_characters_of_equal_power_names_them():
    """Judge scenario (514.2d): Gummy, Things Just Got Real ("At the start of a Problem faceoff
    involving this card, the opposing character with higher power than that of any other
    opposing character involved ... is no longer involved") faces two opposing characters of
    the same highest power (seed 10029): no one is stronger than each other one, named."""
    b, _, theirs, _ = problem_faceoff(p0=("AD-2", "PR60", "PR60"), p1=(YELLOW, YELLOW))
    b.cards[b.mane[1] - 1]["area"] = "home:1"
    g = shipped_game(b, phase="score", step="confront")
    names = " and ".join(g.name(i) for i in theirs)
    assert any(f"is not done: {names} share the highest power among P1's characters involved" in line
               for line in nothing_texts(g)), log_text(g)


def test_adneg2_gummy_with_three_opposing_characters_of_equal_power_lists_them_as_a_sentence():
    """Three opposing characters share the highest power: the line lists them "A, B and C"
    (`and_listed`), as every list a judge reads, not "A and B and C"."""
    b, _, theirs, _ = problem_faceoff(p0=("AD-2", "PR60", "PR60"), p1=(YELLOW, YELLOW, YELLOW))
    b.cards[b.mane[1] - 1]["area"] = "home:1"
    g = shipped_game(b, phase="score", step="confront")
    first, second, third = (g.name(i) for i in theirs)
    assert any(f"is not done: {first}, {second} and {third} share the highest power among P1's characters "
               "involved" in line for line in nothing_texts(g)), log_text(g)


def test_pr115_fears_must_be_faced_with_no_character_at_home_says_so():
    """Judge scenario (705.2): P0 plays Fears Must be Faced ("Choose up to 2 of your characters
    at home. Move each of them to a different Problem.") with every character of theirs at a
    Problem (seed 10039): P0 has no character at home."""
    b = board()
    b.cards[b.mane[0] - 1]["area"] = "problem:0"
    b.add(BLUE, 0, "play", "problem:0")
    b.add(BLUE, 0, "play", "problem:0")
    event = b.add("PR115", 0, "hand")
    g = shipped_game(b, phase="troublemaker", step="uncover")
    answer(g, f"play|{event}|event")
    assert any(line.startswith(f"{NOTHING}“Choose up to 2 of your characters at home” is not done: P0 has no "
                               "character at home") for line in nothing_texts(g)), log_text(g)


def test_sb112_guards_guards_with_no_troublemaker_says_its_player_has_none():
    """Judge scenario (705.2): P0 moves a Friend to Guards, Guards! ("When you move a character to
    this Problem, your Troublemakers get +2 power until the start of your next turn") with no
    Troublemaker of theirs (seed 10097): P0 has no Troublemaker in play."""
    area = "dilemma:90"
    b = Board()
    b.players[0] = {"tokens": 2}
    b.add(dilemma_id(default_library().find("SB112").id), 0, "play", area)
    b.top["areas"] = {
        "home:0": {"owner": 0, "kind": "home", "problem": None},
        "home:1": {"owner": 1, "kind": "home", "problem": None},
        "problem:0": {"owner": 0, "kind": "problem", "problem": b.problem[0]},
        "problem:1": {"owner": 1, "kind": "problem", "problem": b.problem[1]},
        area: {"owner": 0, "kind": "problem", "problem": len(b.cards)},
    }
    pony = b.add("PR20", 0, "play", "home:0")
    g = b.game(default_library())
    answer(g, f"move|{pony}|{area}")
    assert any(line.startswith(f"{NOTHING}“When you move a character to this Problem, your Troublemakers get +2 "
                               "power until the start of your next turn” is not done: P0 has no Troublemaker in play")
               for line in nothing_texts(g)), log_text(g)


def test_ad157_discord_master_of_chaos_says_a_player_with_no_friend_has_none_to_retire():
    """Judge scenario (705.2, 707.2): P0's Discord, Master of Chaos ("When this card is uncovered,
    each player retires a Friend") is uncovered while only P0 has a Friend (seed 10016): P0's
    Friend is retired, and the log says P1 has no Friend to retire."""
    b = Board()
    discord = b.add("AD157", 0, "play", "problem:1", face_down=True)
    b.add("PR20", 0, "play", "home:0")
    g = shipped_game(b, phase="troublemaker", step="uncover")
    assert f"P1 has no Friend in play to retire (by the text of {g.name(discord)})" in log_text(g), log_text(g)


def test_ad70_flitter_sitter_moving_through_a_toll_is_not_said_to_find_nothing():
    """Judge scenario (506.4, 705.2): P0 uses Flitter, Sitter ("Main Phase: Pay [1] to move this
    card to a Problem where you have a Critter or Foal Friend") toward the one Problem with their
    Critter, where P1's Storm King, Force of Nature ("Characters can't move to or from this card's
    Problem unless their controller pays [2]") is (seed 10024). The log said her text "finds
    nothing to act on" before P0 paid the 2 and she moved: she moves, and no such line."""
    b = board(tokens=6)
    flitter = b.add("AD70", 0, "play", "home:0")
    b.add(CRITTER, 0, "play", "problem:1")
    b.add("SB142", 1, "play", "problem:1")
    g = shipped_game(b)
    activate(g, flitter)
    settle(g, "yes")
    assert g.card(flitter)["area"] == "problem:1", log_text(g)
    assert not nothing_texts(g), log_text(g)


def test_pr6_fluttershy_beastmaster_with_no_critter_in_play_says_so():
    """Judge scenario (705.2): a Problem faceoff involving Fluttershy, Beastmaster Boosted ("At the
    start of a faceoff involving this card, you may move a Critter Friend to this card's Problem")
    starts with no Critter Friend in play (seed 10039): no Critter Friend is in play."""
    b, _mine, _theirs, _cards = problem_faceoff(manes=("PR6", "PR2"))
    b.cards[b.mane[0] - 1]["boosted"] = True
    g = shipped_game(b, phase="score", step="confront")
    assert any(line.startswith(f"{NOTHING}“At the start of a faceoff involving this card, you may move a Critter "
                               "Friend to this card's Problem” is not done: no Critter Friend is in play")
               for line in nothing_texts(g)), log_text(g)


def test_pr6_fluttershy_beastmaster_with_every_critter_there_already_names_the_problem():
    """Judge scenario (506.2): the same faceoff with the only Critter Friend at Fluttershy's Problem
    already: no Critter Friend can be moved to that Problem, named."""
    b, _mine, _theirs, _cards = problem_faceoff(manes=("PR6", "PR2"))
    b.cards[b.mane[0] - 1]["boosted"] = True
    b.add(CRITTER, 1, "play", "problem:1")
    g = shipped_game(b, phase="score", step="confront")
    # (the Problem as it was then: replaced once the faceoff is over, 613.2)
    problem = f"{g.lib.find(b.cards[b.problem[1] - 1]['card']).title} #{b.problem[1]}"
    assert any(f"is not done: no Critter Friend can be moved to {problem} (P1's" in line
               for line in nothing_texts(g)), log_text(g)


def test_mt97_cybernetic_limb_actuator_dismissed_for_uniqueness_says_it_is_on_no_friend():
    """Judge scenario (516.3, 410.6): P0 plays a second Cybernetic Limb Actuator ("When this card
    enters play, move that Friend") on a Friend and keeps the first, so the new one is dismissed
    before its text resolves (seed 10064): it has left play, so it is attached to no Friend."""
    b = rich_board()
    first_host = b.add(BLUE, 0, "play", "home:0")
    kept = b.add("MT97", 0, "play", "home:0", host=first_host)
    pony = b.add(BLUE, 0, "play", "home:0")
    card = b.add("MT97", 0, "hand")
    g = shipped_game(b)
    answer(g, next(k for k in keys(g) if k.startswith(f"play|{card}|") and str(pony) in k.split("|")[2]))
    assert g.pending().kind == "uniqueness"
    answer(g, next(k for k in keys(g) if k != f"card:{kept}"))  # (the new one is dismissed)
    settle(g)
    assert g.card(pony)["area"] == "home:0"
    assert any(line.startswith(f"{NOTHING}“Move that Friend” is not done: this card has left play, so it is attached "
                               "to no Friend") for line in nothing_texts(g)), log_text(g)
