"""Resources played on a card (509), from the whole card pool: what they give their host.

Each test puts the Resource on its host as a judge would and reads the host's values;
the placement itself is played where the wording is new.
"""

from __future__ import annotations

from engine.mlp.values import power
from tests.engine.helpers import Board, answer, keys, shipped_game


def test_cn129_a_fiery_temper_gives_its_troublemaker_two_power():
    b = Board()
    tm = b.add("PR157", 1, "play", "problem:0")  # Purple Parasprite, 4 power
    temper = b.add("CN129", 1, "play", "problem:0", host=tm)
    g = shipped_game(b)
    assert power.power(g, tm) == 6
    g.dismiss(temper, "test")
    assert power.power(g, tm) == 4


def test_eo168_umbrella_hat_makes_its_friend_also_pink_and_goes_back_on_the_deck():
    b = Board()
    b.players[0] = {"tokens": 3}
    pony = b.add("PR33", 0, "play", "home:0")  # Red Gala: orange
    hat = b.add("EO168", 0, "play", "home:0", host=pony)
    g = shipped_game(b)
    assert set(power.colors(g, pony)) == {"orange", "pink"}
    own = [k for k in keys(g) if k.startswith(f"act|{hat}|")]
    assert own, keys(g)
    answer(g, own[0])
    assert g.s["players"][0]["deck"][-1] not in g.s["play"]
    assert g.spec(g.s["players"][0]["deck"][-1]).code == "EO168"  # on top of its owner's deck
    assert set(power.colors(g, pony)) == {"orange"}


def test_hm105_cheese_shoes_gives_two_power_and_eccentric_2():
    b = Board()
    pony = b.add("PR20", 0, "play", "problem:0")
    b.add("HM105", 0, "play", "problem:0", host=pony)
    g = shipped_game(b)
    assert power.power(g, pony) == 3
    assert power.keywords(g, pony).get("Eccentric") == 2
    # 9 (Eccentric): opponents need 2 more power to confront this Problem
    assert power.requirements(g, 1, "problem:0") == [("wild", None, g.spec(b.problem[0]).confront_opp + 2)]


def test_mt98_detective_duds_gives_three_power_and_prepared():
    b = Board()
    pony = b.add("PR20", 0, "play", "home:0")
    b.add("MT98", 0, "play", "home:0", host=pony)
    g = shipped_game(b)
    assert power.power(g, pony) == 4
    assert power.has_keyword(g, pony, "Prepared")


def test_sb115_pirate_couture_gives_showy_2_and_is_played_on_a_friend():
    b = Board()
    b.players[0] = {"tokens": 5}
    b.add("PR79", 0, "play", "home:0")  # Sugar Twist: 2 white for the requirement
    pony = b.add("PR20", 0, "play", "home:0")
    couture = b.add("SB115", 0, "hand")
    g = shipped_game(b)
    placements = [k for k in keys(g) if k.startswith(f"play|{couture}|")]
    assert placements and all("|on:" in k for k in placements)  # 305: only on a Friend
    answer(g, f"play|{couture}|on:{pony}")
    assert power.keywords(g, pony).get("Showy") == 2


def test_cg152_stone_cold_its_friend_cant_be_frightened():
    b = Board()
    pony = b.add("PR33", 1, "play", "problem:1")
    other = b.add("PR33", 1, "play", "problem:1")
    b.add("CG152", 0, "play", "problem:1", host=pony)
    g = shipped_game(b)
    g.frighten(pony)
    g.frighten(other)
    assert not g.card(pony)["frightened"] and g.card(other)["frightened"]
    assert "104.2" in [rule for _, rule, _ in g.log]


def test_eo147_cardboard_box_its_character_cant_contribute_to_faceoffs():
    """The Staff of Sacanas starts a faceoff between P0's Mane Character and P1's Friend;
    with the Box on the Mane Character its power is left out of P0's total (514.4)."""
    b = Board(deck_size=0)
    b.players[0] = {"tokens": 3}
    staff = b.add("SB141", 0, "play", "home:0")
    b.add("EO147", 1, "play", "home:0", host=b.mane[0])
    foe = b.add("PR20", 1, "play", "problem:1")
    for _ in range(8):
        b.add("PR20", 0, "deck")
        b.add("PR20", 1, "deck")
    g = shipped_game(b)
    answer(g, f"act|{staff}|")
    totals = [text for _, rule, text in g.log if rule == "514.4"]
    assert totals == ["Power totals: P0 1, P1 2"]  # only P0's flipped 1-power card counts
    assert not g.card(foe)["frightened"]
