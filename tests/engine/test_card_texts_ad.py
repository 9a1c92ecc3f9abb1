"""Texts printed on one card of Absolute Discord, each played on a judge's board.

Each test names its card's code and shows what the card's own wording does.
"""

from __future__ import annotations

from engine.mlp.values import power
from tests.engine.helpers import Board, answer, keys, log_text, shipped_game


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


def test_ad148_tea_set_may_pay_and_exhaust_for_players_to_flip_one_fewer_card():
    b = Board()
    b.players[0] = {"tokens": 2}
    tea = b.add("AD148", 0, "play", "home:0")
    for _ in range(2):
        b.add("PR36", 0, "play", "problem:0")
    tm = b.add("PR157", 1, "play", "problem:0")
    g = shipped_game(b, phase="troublemaker", step="challenge")
    answer(g, f"challenge:{tm}")
    while "yes" not in keys(g):
        answer(g, keys(g)[0])
    answer(g, "yes")
    while g.s["faceoff"] is not None and g.pending() is not None:
        answer(g, "pass" if "pass" in keys(g) else keys(g)[0])
    assert g.card(tea)["exhausted"] and "P0 pays 1 action token(s)" in log_text(g)
    assert "flips" not in log_text(g)  # each player flips 1 card, less 1: none
