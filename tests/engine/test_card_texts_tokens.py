"""Texts printed on the Tokens set's cards, each played on a judge's board.

Each test names its card's code and shows what the card's own wording does.
"""

from __future__ import annotations

from engine.mlp.values import power
from tests.engine.card_play import BIG, TROUBLEMAKER, start_challenge
from tests.engine.helpers import Board, log_text, shipped_game


def test_t2_unicorn_token_gains_its_controller_a_token_when_an_opponent_starts_a_faceoff_there():
    b = Board()
    b.players[1] = {"tokens": 0}
    for _ in range(2):
        b.add(BIG, 0, "play", "problem:0")
    unicorn = b.add("T2", 1, "play", "problem:0", token=True)
    b.add("T2", 1, "play", "problem:1", token=True)  # at another Problem: nothing
    tm = b.add(TROUBLEMAKER, 1, "play", "problem:0")
    g = start_challenge(b, tm)
    assert "Prepared" in power.keywords(g, unicorn)
    assert g.s["players"][1]["tokens"] == 1
    assert "P1 gains 1 action token" in log_text(g)


def test_t2b_pegasus_token_moves_for_one_action_token_less():
    b = Board()
    pegasus = b.add("T2b", 0, "play", "home:0", token=True)
    plain = b.add(BIG, 0, "play", "home:0")
    g = shipped_game(b)
    assert power.move_cost(g, 0, pegasus, "problem:0") == 1
    assert power.move_cost(g, 0, plain, "problem:0") == 2
