"""A judge's boards on the power of a card with none: a frightened Friend is face down and has
no power, which "is not the same as having a power of zero" (505.1b), so it fits no text asking
for a stated power ("with 0 power", "with 2 or less power"); compared with another card's
power, an undefined value is treated as zero (105.2), so it fits "with power less than or
equal to this card's power" and "with power less than the revealed card's power". A power
below 0 is checked as 0 (105.2: only calculating a character's power keeps it negative)."""

from __future__ import annotations

from engine.mlp.table import mlp_table
from engine.mlp.values import power
from tests.engine.card_play import board, rich_board
from tests.engine.helpers import Board, answer, keys, log_text, shipped_game, zone_codes


def test_hm124_fluttershys_worst_nightmare_leaves_a_frightened_friend_with_no_power_in_play():
    """P0 confronts Fluttershy's Worst Nightmare (HM124: "At the start of a Problem faceoff
    here, put each opposing Friend here with 0 power into its owners' hand"), where P1 has
    three Apple Brown Betty and a frightened fourth: it has no power, not 0 power (505.1b)."""
    b = Board(problems=("HM124", "PR190"))
    for code in ("PR81", "PR36", "PR36"):
        b.add(code, 0, "play", "problem:0")
    for _ in range(3):
        b.add("PR36", 1, "play", "problem:0")
    scared = b.add("PR36", 1, "play", "problem:0", frightened=True)
    zero = b.add("FF68", 1, "play", "problem:0")  # Berry Punch: as many as cards in hand, 0
    g = shipped_game(b, phase="score", step="confront", start="score")
    while "Power totals" not in log_text(g) and g.pending() is not None:
        answer(g, keys(g)[0])
    assert power.power(g, scared) is None and g.card(scared)["frightened"]
    assert scared in g.s["play"] and "PR36" not in zone_codes(g, 1, "hand")
    assert zero not in g.s["cards"] and "FF68" in zone_codes(g, 1, "hand")


def test_eo68_joe_con_mane_keeps_a_frightened_character_from_being_moved_to_his_problem():
    """P1's Joe, Con Mane (EO68, 2 power: "Opponents can't move characters with power lower
    than or equal to this card's power to this card's Problem") is at P0's Problem. P0's
    frightened Apple Brown Betty has no power, which compares as 0 with Joe's 2 (105.2): P0
    can't move it there, only to P1's Problem; the judge's answer names Joe."""
    b = Board()
    b.add("EO68", 1, "play", "problem:0")
    scared = b.add("PR36", 0, "play", "home:0", frightened=True)
    g = shipped_game(b)
    assert f"move|{scared}|problem:0" not in keys(g) and f"move|{scared}|problem:1" in keys(g)
    said = "\n".join(mlp_table().why_not(g, f"move #{scared} to problem:0").lines())
    assert "Joe, Con Mane" in said


def test_ll98_power_shift_may_move_a_frightened_opposing_character():
    """P0 plays Power Shift (LL98: "reveal the top card of your deck, then move an opposing
    character with power less than the revealed card's power") revealing Apple Brown Betty
    (3): P1's frightened Friend, with no power, compares as 0 (105.2) and may be moved; a
    3-power one may not."""
    b = rich_board()
    b.deck_top("PR36", 0)
    scared = b.add("PR36", 1, "play", "home:1", frightened=True)
    strong = b.add("PR36", 1, "play", "home:1")
    card = b.add("LL98", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|event")
    assert f"card:{scared}" in keys(g) and f"card:{strong}" not in keys(g)
    answer(g, f"card:{scared}")
    answer(g, "problem:1")
    assert g.card(scared)["area"] == "problem:1" and g.card(scared)["frightened"]


def test_de65_cloudchaser_and_flitter_do_not_follow_a_frightened_friend_with_no_power():
    """P0 moves a frightened Sweetie Sunrise (printed 1 power) from home with Cloudchaser &
    Flitter (DE65: "When you move another character with 2 or less power, you may move this
    card") at home: it has no power, not 2 or less (505.1b), so nothing triggers."""
    b = board(tokens=3)
    team = b.add("DE65", 0, "play", "home:0")
    scared = b.add("PR20", 0, "play", "home:0", frightened=True)
    g = shipped_game(b)
    answer(g, f"move|{scared}|problem:0")
    assert g.card(scared)["area"] == "problem:0"
    assert g.pending().kind == "priority" and g.card(team)["area"] == "home:0"


def test_eo87_nurse_redheart_puts_back_an_opposing_friend_below_zero_power_as_one_with_0_power():
    """P0's Fluttershy, Stare Master (EO82) gives P1's Forest Owl (printed 0 power) at P1's
    Problem -1 power: -1 is its power, but checked against the 0 of Nurse Redheart's "put
    an opposing Friend with 0 power into its owner's hand" (EO87) it is treated as zero
    (105.2: only calculating a character's power keeps it negative)."""
    b = board(tokens=5)
    stare = b.add("EO82", 0, "play", "problem:1")
    nurse = b.add("EO87", 0, "play", "home:0")
    owl = b.add("PR85", 1, "play", "problem:1")
    g = shipped_game(b)
    answer(g, f"act|{stare}|0")
    assert power.power(g, owl) == -1
    answer(g, f"act|{nurse}|0")
    assert owl not in g.s["play"] and zone_codes(g, 1, "hand") == ["PR85"]


def test_ll1_rainbow_dash_boosted_brings_a_frightened_character_after_a_one_power_one():
    """P0's boosted Rainbow Dash, Flight Instructor (LL1: "... you may move another one of your
    characters with 1 less power to the same Problem") sees Sweetie Sunrise (1 power) moved:
    P0's frightened Apple Brown Betty has no power, which compared with Sweetie Sunrise's 1
    counts as 0 (105.2), 1 less: it may follow, and does."""
    b = board(tokens=6, manes=("LL1", "PR2"))
    b.cards[b.mane[0] - 1].update(boosted=True, area="problem:1")
    moved = b.add("PR20", 0, "play", "home:0")
    scared = b.add("PR36", 0, "play", "home:0", frightened=True)
    g = shipped_game(b)
    answer(g, f"move|{moved}|problem:0")
    answer(g, "yes")
    assert g.card(scared)["area"] == "problem:0" and g.card(scared)["frightened"]


def test_ad71_gravy_boat_is_not_lower_than_a_frightened_friend_there():
    """P0's Gravy Boat (AD71, 2 power: "Main Phase: While this card has lower power than any
    other Friends here, you may exhaust it and pay [1] ...") beside P1's Apple Brown Betty (3)
    and a frightened one: the frightened Friend's lack of power compares as 0 (105.2), not more
    than Gravy Boat's 2, so the ability is not offered; without it, it is."""
    b = board(tokens=2)
    gravy = b.add("AD71", 0, "play", "problem:0")
    b.add("PR36", 1, "play", "problem:0")
    scared = b.add("PR36", 1, "play", "problem:0", frightened=True)
    assert not [k for k in keys(shipped_game(b)) if k.startswith(f"act|{gravy}|")]
    b.cards.pop(scared - 1)
    assert [k for k in keys(shipped_game(b)) if k.startswith(f"act|{gravy}|")]
