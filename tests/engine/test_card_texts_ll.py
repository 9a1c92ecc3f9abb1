"""Texts printed on one card of Luna Eclipsed, each played on a judge's board.

Each test names its card's code and shows what the card's own wording does.
"""

from __future__ import annotations

from engine.mlp.values import power
from tests.engine.helpers import Board, shipped_game


def _need(g, player: int, area: str) -> int:
    """The power in all `player` needs to confront the Problem at `area`."""
    reqs = power.requirements(g, player, area)
    assert reqs is not None
    return sum(amount for _, _, amount in reqs)


def test_ll129_cramped_caravan_its_controller_needs_two_less_at_opposing_problems():
    plain = shipped_game(Board())
    g = shipped_game(Board(problems=("LL129", "PR190")))
    assert _need(g, 0, "problem:1") == _need(plain, 0, "problem:1") - 2  # an opposing Problem
    assert _need(g, 1, "problem:0") == g.spec(g.problem_card("problem:0")).confront_opp  # its opponent: as printed
    assert power.requirements(g, 0, "problem:0") == list(g.spec(g.problem_card("problem:0")).confront_owner)


def test_ll91_dramatic_entrance_adds_two_to_your_faceoff_totals_this_turn_and_draws():
    from engine.mlp.procedures.faceoff import power_total

    b = Board()
    b.players[0] = {"tokens": 3}
    b.add("PR36", 0, "play", "problem:0")
    b.add("PR36", 1, "play", "problem:0")
    entrance = b.add("LL91", 0, "hand")
    g = shipped_game(b)
    hand = len(g.s["players"][0]["hand"])
    g.submit([f"play|{entrance}|event"])
    assert len(g.s["players"][0]["hand"]) == hand - 1 + 1  # played it, drew a card
    g.s["faceoff"] = {"kind": "problem", "areas": ["problem:0"], "challenger": 0, "tm": None,
                      "flipped": [[], []], "ignored": [], "flagged": [], "used": []}
    assert power_total(g, 0) == 3 + 2 and power_total(g, 1) == 3
    g.expire_mods("turn")
    assert power_total(g, 0) == 3


def test_ll37_celestia_restricted_section_counts_events_in_both_banished_zones():
    b = Board()
    b.players[0] = {"tokens": 2}
    celestia = b.add("LL37", 0, "play", "home:0")  # printed power 2
    b.add("EO134", 0, "banished")
    b.add("PR36", 1, "banished")  # a Friend: not counted
    event = b.add("EO133", 1, "discard")
    g = shipped_game(b)
    assert power.power(g, celestia) == 2 + 1
    g.submit([f"act|{celestia}|0"])  # "Exhaust this card to banish an Event from a discard pile"
    if g.pending() is not None and g.pending().kind != "priority":
        g.submit([f"card:{event}"])
    assert [g.spec(i).code for i in g.s["players"][1]["banished"]] == ["PR36", "EO133"]
    assert power.power(g, celestia) == 2 + 2
