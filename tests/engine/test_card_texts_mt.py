"""Texts printed on one card of Marks in Time, each played on a judge's board.

Each test names its card's code and shows what the card's own wording does.
"""

from __future__ import annotations

from tests.engine.helpers import Board, answer, shipped_game, zone_codes


def test_mt83_magical_misfire_banishes_a_whole_discard_pile_then_draws():
    b = Board()
    b.players[0] = {"tokens": 3}
    b.add("PR60", 0, "play", "home:0")  # purple power for its requirement
    b.add("PR36", 1, "discard")
    b.add("PR12", 1, "discard")
    b.add("PR33", 0, "discard")
    misfire = b.add("MT83", 0, "hand")
    g = shipped_game(b)
    deck = len(g.s["players"][0]["deck"])
    answer(g, f"play|{misfire}|event")
    answer(g, "player:1")
    assert zone_codes(g, 1, "discard") == [] and sorted(zone_codes(g, 1, "banished")) == ["PR12", "PR36"]
    assert zone_codes(g, 0, "discard") == ["PR33", "MT83"]  # the other pile stays (the Event then goes on it)
    assert len(g.s["players"][0]["deck"]) == deck - 1
