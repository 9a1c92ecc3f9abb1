"""Cards of the later sets (Defenders of Equestria, Seaquestria and Beyond, Friends Forever,
Leaders & Legends) a judge played on a board, where the engine did something other than the
printed text and the comprehensive rules ask: each on the judge's board, checking what
happens."""

from __future__ import annotations

from tests.engine.helpers import Board, log_text, shipped_game

# ----- "this card's Problem" for a card at home is no Problem ---------------------------------


def test_de40_zecora_brewing_a_plan_at_home_gains_nothing():
    """"At the end of each opponent's turn, if this card's Problem was not confronted, gain
    [1].": Zecora at home has no Problem, so there is no Problem of hers that went
    unconfronted, and she gains nothing (the condition is checked as it triggers, 712.2)."""
    b = Board()
    b.add("DE40", 0, "play", "home:0")
    g = shipped_game(b, phase="score", step="end", turn_player=1)
    assert "P0 gains 1 action token(s)" not in log_text(g)
    assert g.s["players"][0]["tokens"] == 2 + 2  # the tokens she had and the turn's own
