"""Judge scenarios: cost changes from two or three cards that meet on one card played (705.2c).

A player pays the increases and takes the discounts in the order best for them: the
increases first, then the discounts "to a minimum of [1]" (which together stop at 1), then
the other discounts (which may take a cost to 0). `power.floored_discount` reads it so.
"""

from __future__ import annotations

from engine.mlp.procedures.actions import legal
from engine.mlp.values import power
from engine.mlp.values.power import friend_floor_discount_flag
from tests.engine.helpers import Board, answer, shipped_game

CADANCE = "FF138"  # Princess Cadance, Family Matters: Friends [1] less, to a minimum of [1]; opponents' Events +[2]
PLAID = "DE45"  # Plaid Stripes, Spoony: opponents pay +[1] to play cards with cost 2 or less
COCO = "MT71"  # Coco Pommel, Set Designer: Events [1] less, to a minimum of [1], alone at her Problem
TWILIGHT = "CN65"  # Twilight Sparkle, Element of Magic: Events [1] less
SUNRISE, GALA = "PR20", "PR33"  # Friends with cost 1 and 2
TOUCH, DOWNRIGHT = "PR103", "PR110"  # Events with cost 1 and 2


def _cost(cards: list[tuple[str, int, str]], played: str, dest: str | None, flags: dict | None = None) -> int:
    b = Board()
    for code, owner, area in cards:
        b.add(code, owner, "play", area)
    card = b.add(played, 0, "hand")
    g = shipped_game(b, flags=flags or {})
    return power.play_cost(g, 0, card, dest, None)


def test_cadance_takes_off_plaid_stripes_tax_on_a_friend_with_cost_one():
    """Plaid Stripes makes P0's Sweetie Sunrise cost 2; Cadance's [1] less leaves 1, the
    minimum: P0 plays it with their one token."""
    b = Board()
    b.players[0] = {"tokens": 1}
    b.add(CADANCE, 0, "play", "home:0")
    b.add(PLAID, 1, "play", "home:1")
    sunrise = b.add(SUNRISE, 0, "hand")
    g = shipped_game(b)
    assert power.play_cost(g, 0, sunrise, "home:0", None) == 1
    assert f"play|{sunrise}|home:0" in [key for key, _ in legal(g, 0, "main")]
    answer(g, f"play|{sunrise}|home:0")
    assert g.s["players"][0]["tokens"] == 0
    assert "Sweetie Sunrise" in [g.spec(i).title for i in g.characters(0)]


def test_coco_pommel_takes_off_an_event_tax():
    # Cadance's "+[2]" on P0's Event with cost 1 makes 3; Coco's [1] less leaves 2
    assert _cost([(COCO, 0, "problem:0"), (CADANCE, 1, "home:1")], TOUCH, None) == 2
    assert _cost([(COCO, 0, "problem:0"), (PLAID, 1, "home:1")], TOUCH, None) == 1


def test_two_discounts_to_a_minimum_of_one_stop_at_one_together():
    # two Coco Pommels on an Event with cost 2: the first leaves 1, the second nothing
    assert _cost([(COCO, 0, "problem:0"), (COCO, 0, "problem:0")], DOWNRIGHT, None) == 1
    # DJ Pon-3's "[1] less for your next Friend this turn, to a minimum of [1]" and Cadance
    floor = {friend_floor_discount_flag(0): 1}
    assert _cost([(CADANCE, 0, "home:0")], GALA, "home:0", floor) == 1
    # DJ Pon-3's discount takes off Plaid Stripes' tax as Cadance's does
    assert _cost([(PLAID, 1, "home:1")], SUNRISE, "home:0", floor) == 1


def test_a_discount_without_a_minimum_still_takes_the_last_token():
    # Coco's [1] first (down to 1), then Twilight Sparkle's [1] less: 0
    assert _cost([(COCO, 0, "problem:0"), (TWILIGHT, 0, "home:0")], DOWNRIGHT, None) == 0
