"""Texts printed on one card of High Magic, each played on a judge's board.

Each test names its card's code and shows what the card's own wording does.
"""

from __future__ import annotations

from engine.mlp.values import power
from tests.engine.helpers import Board, shipped_game


def test_hm49_prim_hemline_gives_no_power_to_confronting_but_keeps_it():
    b = Board()
    prim = b.add("HM49", 0, "play", "problem:0")
    b.add("PR36", 0, "play", "problem:0")
    g = shipped_game(b)
    assert power.power(g, prim) == 4
    assert power.confront_power(g, 0, "problem:0") == 3  # the other Friend only
