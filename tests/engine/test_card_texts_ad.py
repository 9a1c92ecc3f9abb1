"""Texts printed on one card of Absolute Discord, each played on a judge's board.

Each test names its card's code and shows what the card's own wording does.
"""

from __future__ import annotations

from engine.mlp.values import power
from tests.engine.helpers import Board, shipped_game


def test_ad46_mr_waddle_has_minus_three_power_in_the_opponents_score_phase_only():
    b = Board()
    waddle = b.add("AD46", 0, "play", "problem:0")
    g = shipped_game(b)
    assert power.power(g, waddle) == 3  # P0's Main Phase
    g.s["phase"] = "score"
    assert power.power(g, waddle) == 3  # its controller's own Score Phase
    g.s["turn_player"] = 1
    assert power.power(g, waddle) == 3 - 3


def test_ad83_twilight_discorded_counts_each_color_among_friends_in_discard_piles_once():
    b = Board()
    twilight = b.add("AD83", 0, "play", "home:0")  # printed power 2
    b.add("PR36", 0, "discard")  # pink
    b.add("PR33", 0, "discard")  # orange
    b.add("PR36", 1, "discard")  # pink again, in the other pile
    b.add("EO134", 1, "discard")  # blue and purple, but an Event
    g = shipped_game(b)
    assert power.power(g, twilight) == 2 + 2
