"""Keywords a card has for a while or with a number that changes, played on a judge's board.

Each test names its card's code and shows what the card's own wording does, and that the
keyword is not given to cards the text does not reach, nor kept once its duration ends.
"""

from __future__ import annotations

from engine.mlp.values import power
from tests.engine.card_play import (
    HOME_SUPPORT,
    TROUBLEMAKER,
    board,
    problem_faceoff,
    rich_board,
    settle,
)
from tests.engine.helpers import answer, keys, shipped_game, zone_codes


def _activation(g, card: int) -> str:
    """The key of the option activating `card`'s (first) ability."""
    found = [k for k in keys(g) if k.startswith(f"act|{card}|")]
    assert found, keys(g)
    return found[0]


def _next_turn(g) -> None:
    """Pass and answer as `settle` does until P1's turn has begun."""
    settle(g, "pass", until=lambda g: g.s["turn_player"] == 1 and g.s["phase"] == "main")


def test_ff17_garble_lets_race_gives_a_troublemaker_here_competitive_4_until_the_end_of_the_turn():
    b = board()
    garble = b.add("FF17", 0, "play", "problem:0")
    trouble = b.add(TROUBLEMAKER, 1, "play", "problem:0")
    elsewhere = b.add(TROUBLEMAKER, 1, "play", "problem:1")
    g = shipped_game(b)
    assert "Competitive" not in power.keywords(g, trouble)
    answer(g, _activation(g, garble))
    settle(g, f"card:{trouble}")
    assert g.s["cards"][garble]["exhausted"]
    assert power.keywords(g, trouble)["Competitive"] == 4
    assert "Competitive" not in power.keywords(g, elsewhere)  # only a Troublemaker here
    _next_turn(g)
    assert "Competitive" not in power.keywords(g, trouble)  # the end of the turn ended it


def test_mt19_igneous_rock_and_cloudy_quartz_give_stubborn_until_the_start_of_your_next_turn():
    b = board()
    ranchers = b.add("MT19", 0, "play", "home:0")
    tired = b.add("PR36", 0, "play", "problem:0", exhausted=True)
    foe = b.add("PR36", 1, "play", "problem:0")
    gone = b.add("PR20", 0, "discard")
    g = shipped_game(b)
    assert not power.contributes(g, tired)
    answer(g, _activation(g, ranchers))
    settle(g, f"card:{gone}", f"card:{tired}")
    assert zone_codes(g, 0, "banished") == ["PR20"] and not g.s["players"][0]["discard"]  # the cost
    assert "Stubborn" in power.keywords(g, tired) and power.contributes(g, tired)
    assert "Stubborn" not in power.keywords(g, foe)
    _next_turn(g)
    assert "Stubborn" in power.keywords(g, tired)  # still in the opponent's turn
    settle(g, "pass", until=lambda g: g.s["turn_player"] == 0)
    assert "Stubborn" not in power.keywords(g, tired)  # gone as P0's next turn starts


def test_mt19_igneous_rock_and_cloudy_quartz_need_a_card_to_banish():
    b = board()
    ranchers = b.add("MT19", 0, "play", "home:0")
    g = shipped_game(b)
    assert not [k for k in keys(g) if k.startswith(f"act|{ranchers}|")]  # an empty discard pile


def test_hm87_call_in_the_dream_cavalry_gives_your_characters_swift_this_turn():
    b = rich_board(tokens=6)
    mine = b.add("PR36", 0, "play", "problem:0")
    foe = b.add("PR36", 1, "play", "problem:0")
    event = b.add("HM87", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    settle(g)
    assert "Swift" in power.keywords(g, mine) and "Swift" in power.keywords(g, g.s["players"][0]["mane"])
    assert "Swift" not in power.keywords(g, foe)
    assert power.move_cost(g, 0, mine, "problem:1") == 1
    _next_turn(g)
    assert "Swift" not in power.keywords(g, mine)


def test_mt90_the_rainbow_connection_gives_plus_3_and_diligent_3_until_the_end_of_the_faceoff():
    b, mine, theirs, cards = problem_faceoff(hand=("MT90",), tokens=3)
    for code in HOME_SUPPORT:  # power of every color for its play requirement
        b.add(code, 0, "play", "home:0")
    g = shipped_game(b, phase="score", step="confront")
    assert g.s["faceoff"] is not None and g.pending().player == 0
    before = power.power(g, mine[0])
    answer(g, f"play|{cards[0]}|event")
    answer(g, f"card:{mine[0]}")
    assert power.power(g, mine[0]) == before + 3
    assert power.keywords(g, mine[0])["Diligent"] == 3
    assert "Diligent" not in power.keywords(g, theirs[0]) and "Diligent" not in power.keywords(g, mine[1])
    settle(g, "pass", until=lambda g: g.s["faceoff"] is None or g.pending().kind == "bottom_order")
    assert "Diligent" not in power.keywords(g, mine[0])  # the faceoff's end ended both
    assert not [m for m in g.s["mods"] if m["target"] == mine[0]]
