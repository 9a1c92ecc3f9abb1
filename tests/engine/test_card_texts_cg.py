"""Texts printed on one card of Crystal Games, each played on a judge's board.

Each test names its card's code and shows what the card's own wording does.
"""

from __future__ import annotations

from engine.mlp.values import power
from tests.engine.helpers import Board, shipped_game


def test_cg21_applejack_crystallized_has_two_power_for_each_color_it_has():
    b = Board()
    applejack = b.add("CG21", 0, "play", "home:0")  # printed power 1, orange
    g = shipped_game(b)
    assert power.power(g, applejack) == 1 + 2
    g.add_mod("color", applejack, 0, "blue", until="turn", ctrl=0)  # "is also [Loyalty]"
    assert set(power.colors(g, applejack)) == {"orange", "blue"}
    assert power.power(g, applejack) == 1 + 2 * 2


def test_cg149_slick_shades_host_gets_one_power_per_slick_shades_in_play():
    b = Board()
    mine = b.add("PR36", 0, "play", "problem:0")
    b.add("CG149", 0, "play", "problem:0", host=mine)
    theirs = b.add("PR36", 1, "play", "problem:1")
    b.add("CG149", 1, "play", "problem:1", host=theirs)
    bare = b.add("PR36", 0, "play", "problem:0")
    g = shipped_game(b)
    assert power.power(g, mine) == 3 + 2  # both pairs of Slick Shades count, whoever controls them
    assert power.power(g, theirs) == 3 + 2
    assert power.power(g, bare) == 3  # only the Friend wearing them
