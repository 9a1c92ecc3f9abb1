"""Texts printed on one card of Friends Forever, each played on a judge's board.

Each test names its card's code and shows what the card's own wording does.
"""

from __future__ import annotations

from engine.mlp.procedures.faceoff import power_total
from tests.engine.helpers import Board, shipped_game


def _faceoff(kind: str) -> dict:
    return {"kind": kind, "areas": ["problem:0"], "challenger": 0, "tm": None,
            "flipped": [[], []], "ignored": [], "flagged": [], "used": []}


def test_ff104_flash_magnus_shield_four_more_power_in_troublemaker_faceoffs_only():
    b = Board()
    b.add("FF104", 0, "play", "home:0")
    b.add("PR36", 0, "play", "problem:0")
    b.add("PR36", 1, "play", "problem:0")
    g = shipped_game(b)
    g.s["faceoff"] = _faceoff("problem")
    problem_faceoff = power_total(g, 0)
    g.s["faceoff"] = _faceoff("troublemaker")
    assert power_total(g, 0) == problem_faceoff + 4
    g.s["faceoff"]["challenger"] = 1  # P1 challenges: no character of P0's is involved here
    assert power_total(g, 0) == 4  # the shield still adds to P0's total


def test_ff15_ember_dragon_lord_your_friends_with_power_counters_cant_be_frightened():
    b = Board()
    b.add("FF15", 0, "play", "home:0")
    countered = b.add("PR36", 0, "play", "problem:0", counters={"power": 1})
    plain = b.add("PR36", 0, "play", "problem:0")
    theirs = b.add("PR36", 1, "play", "problem:0", counters={"power": 1})
    g = shipped_game(b)
    for iid in (countered, plain, theirs):
        g.frighten(iid)
    assert not g.card(countered)["frightened"]
    assert g.card(plain)["frightened"] and g.card(theirs)["frightened"]
