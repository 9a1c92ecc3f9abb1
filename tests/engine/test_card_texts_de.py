"""Texts printed on one card of Defenders of Equestria, each played on a judge's board.

Each test names its card's code and shows what the card's own wording does.
"""

from __future__ import annotations

from engine.mlp.values import power
from tests.engine.helpers import Board, shipped_game


def test_de45_plaid_stripes_opponents_pay_one_more_for_cards_costing_two_or_less():
    b = Board()
    b.add("DE45", 0, "play", "home:0")
    cheap = b.add("PR12", 1, "hand")  # cost 2
    dear = b.add("PR36", 1, "hand")  # cost 3
    event = b.add("EO133", 1, "hand")  # an Event of cost 1
    mine = b.add("PR12", 0, "hand")
    g = shipped_game(b)
    assert power.play_cost(g, 1, cheap, "home:1", None) == 2 + 1
    assert power.play_cost(g, 1, dear, "home:1", None) == 3
    assert power.play_cost(g, 1, event, None, None) == 1 + 1
    assert power.play_cost(g, 0, mine, "home:0", None) == 2  # only opponents pay more
