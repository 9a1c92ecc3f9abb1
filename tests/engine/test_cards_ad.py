"""Absolute Discord (AD) cards, each as a judge scenario on a small board: the card's text
happens and the test checks what it says (the numbers, the zone, the choice offered)."""

from __future__ import annotations

import json
import re

import pytest

from engine.core.errors import BoardFormatError
from engine.mlp.api import default_library
from engine.mlp.boardstate import export_board, load_board
from engine.mlp.editor import MLP_EDITING
from engine.mlp.procedures.invariants import broken_invariants
from engine.mlp.state.game import MlpGame
from engine.mlp.table import mlp_table
from engine.mlp.values import power
from engine.mlp.view import card_detail, position_view
from tests.engine.card_play import (
    PINK,
    TROUBLEMAKER,
    cart_board,
    challenge_gala,
    confront_board,
    confronted,
    find,
    flipped,
    gala_board,
    golden_parachute,
    play,
    play_entered,
    problem_enters,
    rich_board,
    start_challenge,
    support_board,
    use_only_ability,
)
from tests.engine.helpers import (
    Board,
    answer,
    keys,
    log_text,
    option_with,
    rules_cited,
    shipped_game,
    zone_codes,
)


def _fake_faceoff(g, areas=("problem:0",), kind="problem"):
    """Mark a faceoff as running at `areas` (power "while involved in a faceoff" reads it)."""
    g.s["faceoff"] = {"kind": kind, "areas": list(areas), "challenger": 0, "tm": None,
                      "flipped": [[], []], "ignored": [], "flagged": [], "used": []}


# ----- Power, keywords and abilities that depend on the board --------------------------------
def test_ad11_little_strongheart_is_swift_while_an_opposing_mane_is_boosted():
    for boosted, cost in ((True, 1), (False, 2)):  # 609.2b: moving costs 2, Swift 1 less
        b = Board()
        b.cards[b.mane[1] - 1]["boosted"] = boosted
        heart = b.add("AD11", 0, "play", "home:0")
        g = shipped_game(b)
        answer(g, f"move|{heart}|problem:0")
        assert g.s["players"][0]["tokens"] == 2 - cost, boosted


def test_ad14_spike_the_new_rainbow_dash_has_plus_two_while_involved_in_a_faceoff():
    b = Board()
    spike = b.add("AD14", 0, "play", "problem:0")
    g = shipped_game(b)
    assert power.power(g, spike) == 2
    _fake_faceoff(g)
    assert power.power(g, spike) == 4
    _fake_faceoff(g, areas=("problem:1",))  # a faceoff elsewhere: not involved
    assert power.power(g, spike) == 2


def test_ad19_bloomberg_has_plus_one_with_a_friend_in_the_discard_pile():
    b = Board()
    tree = b.add("AD19", 0, "play", "home:0")
    b.add("DE93", 0, "discard")  # an Event: not a Friend
    assert power.power(shipped_game(b), tree) == 2
    b.add("PR20", 0, "discard")
    assert power.power(shipped_game(b), tree) == 3


def test_ad24_granny_smith_respect_your_elders_plus_two_and_stubborn_against_a_boosted_mane():
    for boosted in (False, True):
        b = Board()
        b.cards[b.mane[1] - 1]["boosted"] = boosted
        granny = b.add("AD24", 0, "play", "home:0")
        g = shipped_game(b)
        assert power.power(g, granny) == (4 if boosted else 2)
        assert ("Stubborn" in power.keywords(g, granny)) is boosted


def test_ad39_snips_and_snails_have_plus_one_per_card_in_the_opponents_hand():
    b = Board()
    snips = b.add("AD39", 0, "play", "home:0")
    for _ in range(3):
        b.add("PR20", 1, "hand")
    b.add("PR20", 0, "hand")  # their own hand does not count
    assert power.power(shipped_game(b), snips) == 1 + 3


def test_ad73_letrotski_has_plus_one_per_action_token():
    b = Board()
    b.players[0] = {"tokens": 4}
    pony = b.add("AD73", 0, "play", "home:0")
    assert power.power(shipped_game(b), pony) == 1 + 4


def test_ad129_clipped_wings_its_friend_loses_its_abilities():
    b = Board()
    b.add("PR20", 0, "hand")
    snips = b.add("AD39", 1, "play", "home:1")
    assert power.power(shipped_game(b), snips) == 2
    b.add("AD129", 0, "play", "home:1", host=snips)
    assert power.power(shipped_game(b), snips) == 1  # no longer +1 per card in P0's hand


def test_ad133_growing_pains_troublemakers_here_have_plus_two():
    b = Board()
    here = b.add("PR157", 1, "play", "problem:0")
    there = b.add("PR157", 1, "play", "problem:1")
    b.add("AD133", 0, "play", "problem:0", host=b.problem[0])
    g = shipped_game(b)
    assert power.power(g, here) == power.power(g, there) + 2


def test_ad190_traitor_troublemakers_here_have_plus_two():
    b = Board(problems=("AD190", "PR190"))
    here = b.add("PR157", 1, "play", "problem:0")
    there = b.add("PR157", 1, "play", "problem:1")
    g = shipped_game(b)
    assert power.power(g, here) == power.power(g, there) + 2


def test_ad166_twilight_sparkle_drained_opposing_characters_at_her_problem_have_no_colors():
    b = Board()
    b.add("AD166", 1, "play", "problem:0")
    here = b.add("PR20", 0, "play", "problem:0")
    there = b.add("PR20", 0, "play", "problem:1")
    mine = b.add("PR20", 1, "play", "problem:0")
    g = shipped_game(b)
    assert not power.colors(g, here)
    assert "blue" in power.colors(g, there) and "blue" in power.colors(g, mine)


def test_ad191_un_unicorned_characters_here_lose_their_abilities():
    b = Board(problems=("AD191", "PR190"))
    b.add("PR20", 1, "hand")
    here = b.add("AD39", 0, "play", "problem:0")
    there = b.add("AD39", 0, "play", "problem:1")
    g = shipped_game(b)
    assert power.power(g, here) == 1 and power.power(g, there) == 2


def test_ad196_iron_will_opposing_friends_here_lose_their_abilities():
    b = Board()
    b.add("PR20", 0, "hand")
    b.add("AD196", 0, "play", "problem:1")
    here = b.add("AD39", 1, "play", "problem:1")
    there = b.add("AD39", 1, "play", "problem:0")
    g = shipped_game(b)
    assert power.power(g, here) == 1 and power.power(g, there) == 2


# ----- Friends as they are played or enter play ----------------------------------------------
def test_ad8_cloudchaser_ready_and_willing_may_ready_a_character_when_played():
    b = support_board()
    tired = b.add("PR20", 0, "play", "problem:0", exhausted=True)
    g, _ = play_entered(b, "AD8")
    answer(g, "yes")
    if g.pending().kind == "target":
        answer(g, f"card:{tired}")
    assert not g.card(tired)["exhausted"]


def test_ad27_princess_luna_the_sandmare_may_exhaust_a_character_as_she_enters_play():
    b = support_board()
    foe = b.add("PR36", 1, "play", "problem:1")
    g, _ = play_entered(b, "AD27")
    answer(g, "yes")
    answer(g, f"card:{foe}")
    assert g.card(foe)["exhausted"]


def test_ad40_tom_rolling_rock_may_dismiss_a_friend_as_he_enters_play():
    b = support_board()
    foe = b.add("PR36", 1, "play", "problem:1")
    g, _ = play_entered(b, "AD40")
    answer(g, "yes")
    answer(g, f"card:{foe}")
    assert zone_codes(g, 1, "discard") == ["PR36"]


def test_ad66_big_mac_all_bark_no_bite_may_return_a_friend_as_he_enters_play():
    b = support_board()
    foe = b.add("PR36", 1, "play", "problem:1")
    g, _ = play_entered(b, "AD66")
    answer(g, "yes")
    answer(g, f"card:{foe}")
    assert zone_codes(g, 1, "hand") == ["PR36"]


# ----- Chaos: when the card is flipped in a faceoff ------------------------------------------
def test_ad8_cloudchaser_chaos_readies_a_character_involved():
    b, ids = gala_board(tokens=0)
    tired = b.add("PR20", 0, "play", "problem:0", exhausted=True)
    b.add("PR20", 0, "play", "home:0", exhausted=True)  # not involved
    b.deck_top("AD8", 0)
    g = start_challenge(b, ids["tm"])
    assert f"712: Sweetie Sunrise, Early Riser #{tired} is readied" in log_text(g)
    assert log_text(g).count("is readied") == 1


def test_ad14_spike_the_new_rainbow_dash_chaos_has_plus_two_as_it_is_flipped():
    g, _ = flipped("AD14")
    assert "+2 power until the end of the faceoff" in log_text(g)


def _discord_chaos(code: str) -> None:
    """"Chaos: When this card is flipped, one of your cards involved in the faceoff gets +2
    power until the end of the faceoff": Red Gala is the only such card."""
    g, ids = flipped(code)
    assert f"Red Gala, Favorite Cousin #{ids['pony']} gets +2 power until the end of the faceoff" in log_text(g)


def test_ad23_discord_down_to_earth_chaos_gives_plus_two():
    _discord_chaos("AD23")


def test_ad30_discord_tricksy_chaos_gives_plus_two():
    _discord_chaos("AD30")


def test_ad44_discord_sorceror_supreme_chaos_gives_plus_two():
    _discord_chaos("AD44")


def test_ad57_discord_artiste_de_anarchy_chaos_gives_plus_two():
    _discord_chaos("AD57")


def test_ad68_discord_gone_cuckoo_chaos_gives_plus_two():
    _discord_chaos("AD68")


def test_ad27_princess_luna_the_sandmare_chaos_exhausts_a_weak_character_involved():
    g, ids = flipped("AD27")
    assert f"Red Gala, Favorite Cousin #{ids['pony']} becomes exhausted" in log_text(g)


def test_ad40_tom_rolling_rock_chaos_dismisses_a_weak_friend_involved():
    g, _ids = flipped("AD40")
    assert "PR33" in zone_codes(g, 0, "discard")


def test_ad66_big_mac_all_bark_no_bite_chaos_returns_a_friend_involved():
    g, _ids = flipped("AD66")
    assert "PR33" in zone_codes(g, 0, "hand")


def test_ad91_cutie_pox_outbreak_chaos_dismisses_a_friend_with_printed_power_three_or_more():
    g, ids = flipped("AD91")
    assert f"card:{ids['foe']}" in keys(g) and f"card:{ids['pony']}" not in keys(g)  # Red Gala: 2
    answer(g, f"card:{ids['foe']}")
    assert "PR36" in zone_codes(g, 1, "discard") and not find(g, "PR36", owner=1)


def test_ad115_spooky_scary_story_chaos_frightens_a_friend_at_home():
    g, ids = flipped("AD115")
    assert f"card:{ids['pony']}" not in keys(g)  # at a Problem
    answer(g, f"card:{ids['foe']}")
    assert g.card(ids["foe"])["frightened"]


# ----- Events --------------------------------------------------------------------------------
def test_ad92_damsel_in_distress_moves_a_troublemaker_to_a_problem():
    b = support_board()
    tm = b.add("PR157", 1, "play", "problem:0")
    b.add("PR79", 0, "play", "home:0")
    event = b.add("AD92", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")  # the only Troublemaker, the only other Problem
    assert g.card(tm)["area"] == "problem:1"


def test_ad96_enchanting_duet_adds_laughter_and_kindness_until_the_end_of_the_phase():
    b = support_board()
    pony = b.add("PR44", 0, "play", "home:0")  # pink 1
    event = b.add("AD96", 0, "hand")
    g = shipped_game(b)
    before = {c: power.color_power(g, 0, c) for c in ("pink", "yellow", "blue")}
    answer(g, f"play|{event}|event")
    answer(g, f"card:{pony}")
    # 1 + 1 + 1 power, now pink and yellow: it counts fully toward each of its colors
    assert power.power(g, pony) == 3 and set(power.colors(g, pony)) == {"pink", "yellow"}
    assert {c: power.color_power(g, 0, c) for c in before} == \
        {"pink": before["pink"] + 2, "yellow": before["yellow"] + 3, "blue": before["blue"]}
    g.expire_mods("phase")
    assert {c: power.color_power(g, 0, c) for c in before} == before


def test_ad98_faint_of_heart_dismisses_a_frightened_friend():
    b = support_board()
    scared = b.add("PR36", 1, "play", "home:1", frightened=True)
    b.add("PR33", 1, "play", "home:1")  # not frightened
    b.add("PR12", 0, "play", "home:0")
    b.add("PR12", 0, "play", "home:0")
    event = b.add("AD98", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    assert scared not in g.s["cards"] or g.card(scared)["zone"] != "play"
    assert zone_codes(g, 1, "discard") == ["PR36"]


def test_ad115_spooky_scary_story_frightens_up_to_two_friends_at_home():
    b = support_board()
    one = b.add("PR36", 1, "play", "home:1")
    two = b.add("PR33", 1, "play", "home:1")
    away = b.add("PR33", 1, "play", "problem:1")
    b.add("PR12", 0, "play", "problem:1")
    event = b.add("AD115", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    assert sorted(keys(g)) == sorted([f"card:{one}", f"card:{two}"])  # not the Friend at a Problem
    # asked in the card's words, not as "Choose up to 2 cards to frighten"
    led_by, asked = g.pending().prompt.split(": ")
    assert led_by.startswith("Spooky Scary Story #") and asked == "Frighten which Friends at home? (up to 2)"
    answer(g, f"card:{one}", f"card:{two}")  # one choice for both
    assert g.card(one)["frightened"] and g.card(two)["frightened"] and not g.card(away)["frightened"]


def _extra_flips(g) -> list[str]:
    """The cards P0 flipped by card text (705.2e), besides the faceoff's own flip (514.3)."""
    return [t for _, r, t in g.log if r == "705.2e" and t.startswith("P0 flips")]


def test_ad95_double_trouble_flips_an_additional_card_in_a_troublemaker_faceoff():
    b, ids = gala_board("AD95")
    g = challenge_gala(b, ids)
    answer(g, f"play|{ids['AD95']}|event")
    assert len(_extra_flips(g)) == 1


def test_ad89_beauty_and_the_beast_flips_more_with_fluttershy_and_discord():
    b, ids = gala_board("AD89")
    b.add("AD78", 0, "play", "problem:0")  # Fluttershy, Discorded
    b.add("AD44", 0, "play", "problem:0")  # Discord
    g = challenge_gala(b, ids)
    answer(g, f"play|{ids['AD89']}|event")
    assert len(_extra_flips(g)) == 2
    b, ids = gala_board("AD89")
    b.add("AD44", 0, "play", "problem:0")  # Discord alone: one more
    g = challenge_gala(b, ids)
    answer(g, f"play|{ids['AD89']}|event")
    assert len(_extra_flips(g)) == 1


def test_ad91_cutie_pox_outbreak_dismisses_a_friend_with_printed_power_two_or_less():
    b, ids = gala_board("AD91")
    g = challenge_gala(b, ids)
    answer(g, f"play|{ids['AD91']}|event")
    assert f"card:{ids['foe']}" not in keys(g)  # Apple Brown Betty: 3
    answer(g, f"card:{ids['pony']}")
    assert "PR33" in zone_codes(g, 0, "discard")


# ----- Activated abilities -------------------------------------------------------------------
def test_ad20_caramel_pays_one_to_unfrighten_a_friend():
    b = support_board(tokens=2)
    caramel = b.add("AD20", 0, "play", "home:0")
    scared = b.add("PR36", 0, "play", "home:0", frightened=True)
    g = shipped_game(b)
    use_only_ability(g, caramel)
    if g.pending().kind == "target":
        answer(g, f"card:{scared}")
    assert not g.card(scared)["frightened"] and g.s["players"][0]["tokens"] == 1


def test_ad59_prince_blueblood_moves_a_troublemaker_to_his_problem():
    b = support_board(tokens=2)
    blue = b.add("AD59", 0, "play", "problem:1")
    tm = b.add("PR157", 1, "play", "problem:0")
    g = shipped_game(b)
    use_only_ability(g, blue)
    if g.pending().kind == "target":
        answer(g, f"card:{tm}")
    assert g.card(tm)["area"] == "problem:1"
    assert g.card(blue)["exhausted"] and g.s["players"][0]["tokens"] == 1


def test_ad122_bag_of_leaflets_moves_one_of_your_characters_to_its_area():
    b = support_board()
    host = b.add("PR20", 0, "play", "problem:0")
    bag = b.add("AD122", 0, "play", "problem:0", host=host)
    g = shipped_game(b)
    use_only_ability(g, bag)
    answer(g, f"card:{b.mane[0]}")
    assert g.card(b.mane[0])["area"] == "problem:0" and g.card(bag)["exhausted"]


def test_ad128_cider_stand_discards_for_one_less_on_the_next_friend():
    b = support_board(tokens=4)
    stand = b.add("AD128", 0, "play", "home:0")
    b.add("PR20", 0, "hand")
    b.add("PR31", 0, "hand")  # cost 4
    g = shipped_game(b)
    use_only_ability(g, stand)
    answer(g, keys(g)[0])  # the card to discard
    assert g.card(stand)["exhausted"] and len(g.s["players"][0]["discard"]) == 1
    (friend,) = g.s["players"][0]["hand"]
    answer(g, f"play|{friend}|home:0")
    assert g.s["players"][0]["tokens"] == 4 - 3


# ----- Resources: when you flip a Chaotic card -----------------------------------------------
def _flip_chaotic(resource: str, *, top: str = "AD14", extra: tuple[tuple[str, int, str, dict], ...] = ()):
    """P0's Red Gala challenges P1's Parasprites; P0 flips `top` (a Chaotic card) with
    `resource` at P0's home; `extra` cards (code, owner, area, flags) in play too."""
    b, ids = gala_board(tokens=0)
    ids["res"] = b.add(resource, 0, "play", "home:0")
    for code, owner, area, flags in extra:
        ids.setdefault(code, b.add(code, owner, "play", area, **flags))
    b.deck_top(top, 0)
    g = start_challenge(b, ids["tm"])
    _resource_first(g, ids["res"])
    return g, ids


def _resource_first(g, res: int) -> None:
    """511.7a: P0 orders the Resource's trigger before the flipped card's own Chaos."""
    if g.pending() is not None and g.pending().kind == "trigger_order":
        answer(g, option_with(g, g.spec(res).name))


def test_ad120_a_tiny_glass_of_water_may_retire_to_score_a_point():
    g, _ = _flip_chaotic("AD120")
    answer(g, "yes")
    assert "P0 scores 1 point for A Tiny Glass of Water" in log_text(g)
    assert "AD120" in zone_codes(g, 0, "discard")


def test_ad127_chocolate_rain_may_retire_to_dismiss_friends_with_printed_power_one_or_less():
    g, _ = _flip_chaotic("AD127", extra=(("PR20", 1, "home:1", {}), ("PR44", 0, "home:0", {})))
    answer(g, "yes")
    assert "PR20" in zone_codes(g, 1, "discard") and "PR44" in zone_codes(g, 0, "discard")
    assert not find(g, "PR36", "discard") and "AD127" in zone_codes(g, 0, "discard")


def test_ad134_haunted_castle_may_exhaust_to_frighten_a_friend():
    g, ids = _flip_chaotic("AD134")
    answer(g, "yes")
    answer(g, f"card:{ids['foe']}")
    assert g.card(ids["foe"])["frightened"] and g.card(ids["res"])["exhausted"]


def test_ad139_megaphone_unfrightens_all_your_friends():
    g, ids = _flip_chaotic("AD139", extra=(("PR44", 0, "home:0", {"frightened": True}),
                                           ("PR33", 1, "home:1", {"frightened": True})))
    assert not g.card(ids["PR44"])["frightened"] and g.card(ids["PR33"])["frightened"]


def test_ad149_tempting_offer_may_move_an_opposing_character_involved():
    b, ids = cart_board()
    offer = b.add("AD149", 0, "play", "home:0")
    b.deck_top("AD14", 0)
    g = shipped_game(b, phase="score", step="confront")
    _resource_first(g, offer)
    answer(g, "yes")
    assert set(keys(g)) == {f"card:{b.mane[1]}", f"card:{ids['foe']}"}  # opposing, involved
    answer(g, f"card:{ids['foe']}")
    answer(g, "home:1")
    assert f"Sweetie Sunrise, Early Riser #{ids['foe']} is moved from Runaway Cart #4 (P1's) to home:1" in log_text(g)


# ----- Triggered abilities -------------------------------------------------------------------
def _p0_turn_starts(b: Board):
    """P1's turn ends and P0's begins on board `b` (Ready Phase, then the Troublemaker Phase)."""
    return shipped_game(b, phase="score", step="end", turn_player=1)


def test_ad152_tread_mill_gains_a_token_when_the_opponent_has_three():
    for theirs, gained in ((3, True), (2, False)):
        b = Board()
        b.players[1] = {"tokens": theirs}
        b.add("AD152", 0, "play", "home:0")
        g = _p0_turn_starts(b)
        assert ("712: P0 gains 1 action token" in log_text(g)) is gained, theirs


def test_ad158_fluttershy_brute_each_player_retires_a_resource_at_their_troublemaker_phase():
    b = Board()
    b.add("AD158", 1, "play", "problem:0")
    stand = b.add("AD128", 0, "play", "home:0")
    mill = b.add("AD152", 0, "play", "home:0")
    g = _p0_turn_starts(b)
    assert g.pending().player == 0 and set(keys(g)) == {f"card:{stand}", f"card:{mill}"}
    answer(g, f"card:{stand}")
    assert zone_codes(g, 0, "discard") == ["AD128"] and mill in g.s["play"]


def test_ad163_rarity_hoarder_may_draw_at_the_start_of_her_troublemaker_phase():
    b = Board()
    b.add("AD163", 0, "play", "problem:1")
    g = _p0_turn_starts(b)
    hand = len(g.s["players"][0]["hand"])
    answer(g, "yes")
    assert len(g.s["players"][0]["hand"]) == hand + 1


def test_ad157_discord_master_of_chaos_each_player_retires_a_friend_when_uncovered():
    b = Board()
    b.add("AD157", 0, "play", "problem:1", face_down=True)
    b.add("PR20", 0, "play", "home:0")
    b.add("PR33", 1, "play", "home:1")
    g = shipped_game(b, phase="troublemaker", step="uncover")
    assert zone_codes(g, 0, "discard") == ["PR20"] and zone_codes(g, 1, "discard") == ["PR33"]


def test_ad52_zecora_flashing_back_may_put_a_card_from_hand_on_top_of_the_deck():
    b = Board()
    b.add("AD52", 0, "play", "home:0")
    b.add("DE93", 0, "hand")
    g = shipped_game(b, phase="troublemaker", step="challenge")
    assert g.s["phase"] == "main"
    answer(g, "yes")
    assert zone_codes(g, 0, "deck")[-1] == "DE93" and g.s["players"][0]["hand"] == []


def test_ad52_zecora_flashing_back_asks_which_card_goes_on_top_of_the_deck():
    b = Board()
    zecora = b.add("AD52", 0, "play", "home:0")
    b.add("DE93", 0, "hand")
    b.add("PR20", 0, "hand")
    g = shipped_game(b, phase="troublemaker", step="challenge")
    answer(g, "yes")
    assert g.pending().prompt == f"Zecora, Flashing Back #{zecora}: Put which card from your hand on top of your deck?"


def test_ad78_fluttershy_discorded_may_exhaust_to_weaken_an_opposing_friend_here():
    b = Board()
    flutter = b.add("AD78", 0, "play", "problem:1")
    foe = b.add("PR36", 1, "play", "problem:1")
    g = shipped_game(b)
    answer(g, "pass")
    answer(g, "yes")
    if g.pending().kind == "target":
        answer(g, f"card:{foe}")
    assert f"Apple Brown Betty, Pastry Chef #{foe} gets -2 power until the end of the turn" in log_text(g)
    assert f"Fluttershy, Discorded #{flutter} becomes exhausted" in log_text(g)


def test_ad78_fluttershy_discorded_asks_for_an_opposing_friend_here_in_the_opponents_score_phase():
    """"At the start of the Score Phase" is each Score Phase, the opponent's too; with two
    opposing Friends here the question says which cards it offers and what for, in the card's
    words."""
    b = Board()
    b.players[1] = {"tokens": 2}
    flutter = b.add("AD78", 0, "play", "problem:1")
    foes = [b.add("PR36", 1, "play", "problem:1"), b.add("PR33", 1, "play", "problem:1")]
    b.add("PR36", 1, "play", "problem:0")  # (not here)
    g = shipped_game(b, turn_player=1, first_player=0)
    answer(g, "pass")
    assert g.pending().player == 0
    answer(g, "yes")
    assert g.pending().prompt == (f"Fluttershy, Discorded #{flutter}: Choose an opposing Friend here: "
                                  "That Friend has -2 power until the end of the turn")
    assert sorted(keys(g)) == sorted(f"card:{i}" for i in foes)


def test_ad81_rainbow_dash_discorded_may_go_home_at_the_start_of_the_score_phase():
    b = Board()
    dash = b.add("AD81", 0, "play", "problem:0")
    g = shipped_game(b)
    answer(g, "pass")
    answer(g, "yes")
    assert g.card(dash)["area"] == "home:0"


def test_ad201_king_sombra_retires_another_friend_for_a_counter_at_the_end_of_turn():
    b = Board()
    sombra = b.add("AD201", 0, "play", "home:0")
    b.add("PR20", 0, "play", "home:0")
    g = shipped_game(b, phase="score", step="end")
    assert zone_codes(g, 0, "discard") == ["PR20"] and g.card(sombra)["counters"] == {"power": 1}
    b = Board()
    sombra = b.add("AD201", 0, "play", "home:0")  # no other Friend: no counter
    g = shipped_game(b, phase="score", step="end")
    assert g.card(sombra)["counters"] == {}


def _sombra_ends_the_turn(parachute_answer: str | None):
    """AD201 King Sombra ("At the end of your turn, retire another one of your Friends. If you
    do, put a +1 power counter on this card.") retires P0's only other Friend, PR20; P0's LL108
    Golden Parachute ("If one of your Friends would leave play, you may retire this card and
    discard 2 cards instead") may replace that (`parachute_answer`: "instead" or "none"; None:
    no Golden Parachute in play)."""
    b = Board()
    sombra = b.add("AD201", 0, "play", "home:0")
    friend = b.add("PR20", 0, "play", "home:0")
    parachute = b.add("LL108", 0, "play", "home:0") if parachute_answer else None
    hand = [b.add("PR12", 0, "hand") for _ in range(2)]
    g = shipped_game(b, phase="score", step="end")
    if parachute_answer is not None:
        assert g.pending().kind == "replacement"
        answer(g, f"instead:{parachute}:1" if parachute_answer == "instead" else "none")
        if g.pending() is not None and g.pending().kind == "cost":
            answer(g, *[f"card:{i}" for i in hand])
    return g, sombra, friend, parachute


def test_ad201_king_sombra_gets_no_counter_when_golden_parachute_keeps_the_friend_in_play():
    """CR 3.4 710.1: Golden Parachute replaced the retirement (it was retired and two cards
    discarded instead), so the Friend was not retired and "if you do" does not happen, even
    though cards went to P0's discard pile."""
    g, sombra, friend, parachute = _sombra_ends_the_turn("instead")
    assert friend in g.s["play"] and parachute not in g.s["play"]
    assert sorted(zone_codes(g, 0, "discard")) == ["LL108", "PR12", "PR12"]
    assert g.card(sombra)["counters"] == {}


def test_ad201_king_sombra_gets_its_counter_when_golden_parachute_is_declined():
    """Golden Parachute offered and declined: the Friend is retired, so the counter comes."""
    g, sombra, friend, parachute = _sombra_ends_the_turn("none")
    assert friend not in g.s["play"] and parachute in g.s["play"]
    assert zone_codes(g, 0, "discard") == ["PR20"]
    assert g.card(sombra)["counters"] == {"power": 1}


def test_ad201_king_sombra_gets_no_counter_when_the_friend_is_banished_instead():
    """HM74 Hoity Toity ("If a card would enter your discard pile from play, banish it
    instead"): the Friend leaves play but is banished, not put into the discard pile, so it
    was not retired (410.2, 710.1) and no counter comes."""
    b = Board()
    sombra = b.add("AD201", 0, "play", "home:0")
    friend = b.add("PR20", 0, "play", "home:0")
    b.add("HM74", 0, "play", "home:0")
    g = shipped_game(b, phase="score", step="end")
    if g.pending() is not None and g.pending().kind == "target":
        answer(g, f"card:{friend}")  # (Hoity Toity is another Friend of P0's too)
    assert friend not in g.s["play"] and zone_codes(g, 0, "banished") == ["PR20"]
    assert g.card(sombra)["counters"] == {}


def test_ad50_truffle_may_exhaust_to_gain_a_token_when_an_opponent_moves():
    b = Board()
    b.players[1] = {"tokens": 3}
    truffle = b.add("AD50", 0, "play", "home:0")
    mover = b.add("PR20", 1, "play", "home:1")
    g = shipped_game(b, turn_player=1)
    answer(g, f"move|{mover}|problem:1")
    answer(g, "yes")
    assert g.card(truffle)["exhausted"] and g.s["players"][0]["tokens"] == 2 + 1


def test_ad80_pinkie_pie_discorded_weakens_an_opposing_friend_entering_play_here():
    b = Board()
    b.players[1] = {"tokens": 4}  # one left: P1's Main Phase goes on
    b.add("AD80", 0, "play", "problem:1")
    card = b.add("PR36", 1, "hand")
    g = shipped_game(b, turn_player=1)
    answer(g, f"play|{card}|problem:1")
    (pony,) = find(g, "PR36")
    assert power.power(g, pony) == 2
    g.expire_mods("turn")
    assert power.power(g, pony) == 3


# ----- Reactions and Problems ----------------------------------------------------------------
def test_ad88_beast_bulk_up_pumps_your_critters_after_the_score_phase_starts():
    b = Board()
    b.players[0] = {"tokens": 3}
    critters = [b.add("PR81", 0, "play", "problem:0") for _ in range(3)]
    pony = b.add("PR20", 0, "play", "problem:0")
    event = b.add("AD88", 0, "hand")
    g = shipped_game(b)
    answer(g, "pass")
    assert g.s["phase"] == "score"
    answer(g, f"react|{event}|")  # (the turn then runs on: the log shows the phase's bonus)
    pumped = [t for _, r, t in g.log if r == "708.2" and "+1 power until the end of the phase" in t]
    # (the Event is named by the number it has as it resolves, not its number in hand)
    by = re.search(r" \(by the text of Beast Bulk Up #\d+\)$", pumped[0]).group()
    assert pumped == [f"Blue Jay, Warbler #{c} gets +1 power until the end of the phase{by}" for c in critters]
    assert f"#{pony} gets" not in log_text(g)


def test_ad119_two_of_a_kind_moves_up_to_two_characters_to_the_uncovered_troublemaker():
    b = Board()
    b.players[0] = {"tokens": 3}
    first = b.add("PR20", 0, "play", "home:0")
    second = b.add("PR33", 0, "play", "home:0")
    for _ in range(2):
        b.add("PR12", 0, "play", "home:0")  # 2 blue for the play requirement
    b.add("PR157", 0, "play", "problem:1", face_down=True)
    event = b.add("AD119", 0, "hand")
    g = _p0_turn_starts(b)
    answer(g, f"react|{event}|")
    answer(g, f"card:{first}", f"card:{second}")
    assert g.card(first)["area"] == "problem:1" and g.card(second)["area"] == "problem:1"


def test_ad188_slippery_slopes_the_confronter_moves_a_character_there_home():
    b = confront_board("AD188")
    g = confronted(b)
    mover = g.pending().player
    assert mover == 0 and g.pending().prompt == f"Slippery Slopes #{g.s['areas']['problem:0']['problem']}: " \
        "Move which of your characters here home?"
    answer(g, f"card:{b.mane[0]}")
    assert g.card(b.mane[0])["area"] == "home:0"


def test_ad182_high_speed_chase_each_player_may_move_a_character_to_it():
    b, _ = cart_board()
    b.add("AD182", 1, "problem_deck")  # the replacement Problem, on top
    home = b.add("PR20", 0, "play", "home:0")
    g = shipped_game(b, phase="score", step="confront")
    assert "613.2: P1 puts High Speed Chase" in log_text(g)
    answer(g, "yes")
    # the characters offered are elsewhere, and go here: not "Move which of your characters here?"
    assert g.pending().prompt.endswith(": Which of your characters do you move here?")
    answer(g, f"card:{home}")
    assert g.pending().player == 1 and g.pending().kind == "may"  # then P1 may move one too
    assert g.card(home)["area"] == "home:0"  # (801.1: moved once both players have decided)
    answer(g, "yes")
    answer(g, f"card:{b.mane[1]}")
    assert g.card(home)["area"] == "problem:1" and g.card(b.mane[1])["area"] == "problem:1"


def test_ad182_high_speed_chase_each_player_decides_before_any_character_moves():
    """801.1: "each player may move one of their characters to this Problem" is a
    simultaneous decision. P0 moves Prim Hemline, Precise Pony there, whose "While an
    opponent's Mane Character is at home, that opponent can't move Friends to this card's
    Problem" would bar P1's Friend had she moved first; P1 chooses before she moves, so both
    characters move together."""
    b, _ = cart_board()
    b.add("AD182", 1, "problem_deck")  # the replacement Problem, on top
    prim = b.add("CG69", 0, "play", "home:0")
    walker = b.add("PR20", 1, "play", "home:1")
    g = shipped_game(b, phase="score", step="confront")
    answer(g, "yes")
    answer(g, f"card:{prim}")
    assert g.pending().player == 1 and g.pending().kind == "may"
    answer(g, "yes")
    assert g.card(b.mane[1])["area"] == "home:1" and f"card:{walker}" in keys(g)
    answer(g, f"card:{walker}")
    assert g.card(prim)["area"] == "problem:1" and g.card(walker)["area"] == "problem:1"


def test_ad182_high_speed_chase_tolls_are_those_owed_before_the_characters_move_together():
    """801.1: both players' moves happen together, so what a move owes is what it owed
    before either character moved. P0 moves Silver Spoon, High and Mighty ("Opposing
    characters here can't be moved unless their controller pays [1]") from problem:0, and P1
    the Friend beside her there: that Friend was with her as the moves happen, so P1 pays 1,
    though Silver Spoon's move is carried out first. (Storm King, Force of Nature is a
    Troublemaker, which no "move one of their characters" moves, so no toll can arrive with
    a character in the same step.)"""
    b, _ = cart_board()
    b.add("AD182", 1, "problem_deck")  # the replacement Problem, on top
    spoon = b.add("MT72", 0, "play", "problem:0")
    walker = b.add("PR20", 1, "play", "problem:0")
    b.players[1] = {"tokens": 3}
    g = shipped_game(b, phase="score", step="confront")
    answer(g, "yes")
    answer(g, f"card:{spoon}")
    answer(g, "yes")
    answer(g, f"card:{walker}")
    assert g.pending().kind == "cost" and g.pending().player == 1, g.pending().prompt
    answer(g, "pay")
    assert g.card(spoon)["area"] == "problem:1" and g.card(walker)["area"] == "problem:1"
    assert g.s["players"][1]["tokens"] == 2


def test_ad142_repair_team_may_be_retired_instead_of_another_resource_being_dismissed():
    b = Board()
    b.players[1] = {"tokens": 3}
    team = b.add("AD142", 0, "play", "home:0")
    stand = b.add("AD128", 0, "play", "home:0")
    for _ in range(2):
        b.add("PR81", 1, "play", "home:1")  # yellow 4 for The Horror! The Horror!
    horror = b.add("PR123", 1, "hand")
    g = shipped_game(b, turn_player=1)
    answer(g, f"play|{horror}|event")
    answer(g, f"card:{stand}")
    assert g.pending().kind == "replacement" and g.pending().player == 0
    answer(g, f"instead:{team}:")
    assert stand in g.s["play"] and zone_codes(g, 0, "discard") == ["AD142"]
    assert team not in g.s["play"]


# ----- Searching an opponent's deck: a Friend set aside, a name, a guess ---------------------
BETTY = "Apple Brown Betty, Pastry Chef"  # PINK (PR36)
SUNRISE = "Sweetie Sunrise, Early Riser"  # the Friends filling the decks (PR20)


def _risky_business_sets_betty_aside() -> tuple[MlpGame, int]:
    """P0 plays Risky Business (AD114) and searches P1's deck (Sweetie Sunrises, an Event and
    Apple Brown Betty): only Friends are offered, and failing to find one is allowed (518.1).
    P0 sets Betty aside: the game at P1's naming, and Betty's id set aside."""
    b = rich_board()
    event = b.add("PR106", 1, "deck")
    betty = b.add(PINK, 1, "deck")
    g = play(b, "AD114", "event")
    assert g.pending().player == 0 and "none" in keys(g) and f"card:{betty}" in keys(g)
    assert f"card:{event}" not in keys(g)
    answer(g, f"card:{betty}")
    [aside] = g.s["players"][1]["aside"]
    assert g.card(aside)["zone"] == "aside" and g.card(aside)["face_down"] and g.spec(aside).code == PINK
    assert len(g.s["players"][1]["deck"]) == 11 and "518.2: P1 shuffles their deck" in log_text(g)
    assert g.pending().player == 1 and g.pending().kind == "name"
    assert not broken_invariants(g)
    return g, aside


def test_ad114_risky_business_named_right_the_opponent_may_put_the_friend_into_play_under_their_control():
    g, _ = _risky_business_sets_betty_aside()
    answer(g, f"name:{BETTY}")
    assert f"P0 reveals the Friend set aside: {BETTY}" in log_text(g)
    assert g.pending().player == 1 and g.pending().kind == "may"
    answer(g, "yes")
    answer(g, "problem:1")
    [betty] = find(g, PINK, owner=1)
    assert g.card(betty)["ctrl"] == 1 and g.card(betty)["area"] == "problem:1"
    assert "aside" not in g.s["players"][1] and zone_codes(g, 0, "discard") == ["AD114"]
    assert not broken_invariants(g)


def test_ad114_risky_business_named_wrong_you_may_put_the_friend_into_play_under_your_control():
    g, _ = _risky_business_sets_betty_aside()
    answer(g, f"name:{SUNRISE}")  # the likeliest guess, and wrong
    assert g.pending().player == 0 and g.pending().kind == "may"
    answer(g, "yes")
    answer(g, "home:0")
    [betty] = find(g, PINK, owner=1)
    assert g.card(betty)["ctrl"] == 0 and g.card(betty)["area"] == "home:0"  # 513.2: P1 still owns it
    assert g.controller_of(betty) == 0 and "aside" not in g.s["players"][1]
    assert not broken_invariants(g)


def test_ad114_risky_business_a_friend_nobody_puts_into_play_is_shuffled_back_into_its_owners_deck():
    for named, chooser in ((SUNRISE, 0), (BETTY, 1)):
        g, _ = _risky_business_sets_betty_aside()
        answer(g, f"name:{named}")
        assert g.pending().player == chooser
        answer(g, "no")
        assert not find(g, PINK, owner=1) and "aside" not in g.s["players"][1]
        assert len(g.s["players"][1]["deck"]) == 12 and PINK in zone_codes(g, 1, "deck")
        assert f"no player puts {BETTY}" in log_text(g)
        assert f"304.2: P1 shuffles {BETTY} #" in log_text(g) and "back into their deck (by the text of Risky " \
            "Business #" in log_text(g)
        assert not broken_invariants(g)


def test_ad114_risky_business_finding_no_friend_sets_nothing_aside_and_asks_no_name():
    b = rich_board()
    b.add(PINK, 1, "deck")
    g = play(b, "AD114", "event", "none")
    assert g.pending().kind == "priority" and "aside" not in g.s["players"][1]
    assert len(g.s["players"][1]["deck"]) == 11 and "518.2: P1 shuffles their deck" in log_text(g)
    assert "201.1" not in rules_cited(g)


def test_ad114_risky_business_a_board_saved_with_the_friend_set_aside_loads_and_plays_on_identically():
    g, aside = _risky_business_sets_betty_aside()
    # the table shows the card with its owner's zones, face-down (dimmed), and counts it
    zone = position_view(g).players[1].zones[-1]
    assert zone.key == "aside" and [c.iid for c in zone.cards] == [aside] and zone.cards[0].hidden
    assert ("set aside", 1) in position_view(g).players[1].tally
    assert "set aside" in card_detail(g, aside).where
    # (the editor's note names it: the judge who starts again puts it back by hand)
    name = g.lib.card(g.s["cards"][aside]["card"]).full_name
    assert f"1 card set aside by a text resolving ({name} #{aside})" in MLP_EDITING.setup_from(g).note
    for answers in ((f"name:{SUNRISE}", "yes", "home:0"), (f"name:{BETTY}", "no")):
        for saved_at in range(len(answers)):  # at the naming, then at each later decision
            g, aside = _risky_business_sets_betty_aside()
            for given in answers[:saved_at]:
                answer(g, given)
            doc = json.loads(json.dumps(export_board(g)))
            assert doc["players"][1]["aside"] == [aside]
            loaded = load_board(doc, default_library())
            assert export_board(loaded) == doc and loaded.digest() == g.digest()
            assert loaded.card(aside)["face_down"] == (saved_at == 0)  # revealed once named
            logged = {id(game): len(game.log) for game in (g, loaded)}
            for game in (g, loaded):
                for given in answers[saved_at:]:
                    answer(game, given)
            assert loaded.digest() == g.digest() and "aside" not in loaded.s["players"][1]
            assert [str(e) for e in loaded.log[logged[id(loaded)]:]] == [str(e) for e in g.log[logged[id(g)]:]]


def test_ad114_the_table_shows_risky_business_resolving_in_its_owners_queue_zone():
    """While P1 names a card, Risky Business is in the queue zone (408.1): the table lists it
    with P0's zones, and the card panel says where it is in words."""
    g, _ = _risky_business_sets_betty_aside()
    [event] = g.s["queue"]
    zones = {zone.key: zone for zone in position_view(g).players[0].zones}
    assert [c.iid for c in zones["queue"].cards] == [event]
    assert zones["queue"].title == "Resolving or waiting to resolve (queue zone)"
    assert "queue" not in {zone.key for zone in position_view(g).players[1].zones}
    assert card_detail(g, event).where == "Player 1's card, resolving or waiting to resolve (queue zone)"
    # the flip zone too, while a faceoff holds flipped cards (409.1)
    flipped = g.relocate(g.s["players"][1]["deck"][-1], "flip")
    zones = {zone.key: zone for zone in position_view(g).players[1].zones}
    assert [c.iid for c in zones["flip"].cards] == [flipped]
    assert card_detail(g, flipped).where == "Player 2's flip zone (flipped in the faceoff)"
    # a card in play: its place, its controller and its state, as its row on the table gives them
    b = rich_board()
    tired = b.add(PINK, 0, "play", "problem:1", exhausted=True)
    scared = b.add(PINK, 0, "play", "home:0", frightened=True, face_down=True)
    trouble = b.add(TROUBLEMAKER, 1, "play", "problem:0", face_down=True)
    board = shipped_game(b)
    assert card_detail(board, tired).where.endswith("; controlled by Player 1; exhausted")
    assert card_detail(board, scared).where == "in play: Player 1's home; controlled by Player 1; frightened"
    assert card_detail(board, trouble).where.endswith("; controlled by Player 2; face-down")
    # the judge's "Why can't…?" names those zones in the same words
    why = "\n".join(mlp_table().why_not(g, f"play Risky Business #{event}").lines())
    assert "Risky Business is in Player 1's queue zone, not in a hand" in why
    [aside] = g.s["players"][1]["aside"]
    why = "\n".join(mlp_table().why_not(g, f"move Apple Brown Betty #{aside} to home").lines())
    assert "is in Player 2's set-aside cards (set aside by a text resolving), not in play" in why


def test_ad114_a_board_with_a_card_set_aside_and_no_text_resolving_is_refused():
    b = Board()
    b.add(PINK, 1, "aside", face_down=True)
    with pytest.raises(BoardFormatError, match=r"players\[1\]\.aside"):
        shipped_game(b)


# ----- AD206 Discord, Utter Pandemonium: the top cards it banishes, for whoever defeats it -------
def _pandemonium(tm_owner: int = 1, face_down: bool = False) -> tuple[Board, int]:
    """P1's (or P0's) Discord, Utter Pandemonium at problem:0; a Hard Hat on top of each deck."""
    b = Board()
    discord = b.add("AD206", tm_owner, "play", "problem:0", face_down=face_down)
    for p in (0, 1):
        b.deck_top("PR139", p)
    return b, discord


def test_ad206_discord_utter_pandemonium_each_player_banishes_their_top_card_at_their_troublemaker_phase():
    for turn_player in (0, 1):  # (its controller's phase and the opponent's alike)
        b, discord = _pandemonium()
        b.players[turn_player] = {"tokens": 2}  # (the game stops at that player's Main Phase)
        g = shipped_game(b, phase="troublemaker", step="troublemaker", turn_player=turn_player)
        assert zone_codes(g, turn_player, "banished") == ["PR139"], turn_player
        assert zone_codes(g, 1 - turn_player, "banished") == [] and zone_codes(g, 1 - turn_player, "deck")[-1] == "PR139"
        (banished,) = g.s["players"][turn_player]["banished"]
        assert g.card(discord)["exiled"] == [[banished, "this_way"]]
        assert power.play_requirements(g, banished, g.spec(banished)) == ()  # no color requirement
    b, _ = _pandemonium(face_down=True)  # face-down, it has no text (505.2)
    g = shipped_game(b, phase="troublemaker", step="troublemaker")
    assert zone_codes(g, 0, "banished") == []


def test_ad206_discord_utter_pandemonium_logs_which_card_the_banished_card_was():
    """The banished card is a new card with a number of its own (410.6): the log says the card
    banished from the top of the deck (Hard Hat #N) is the one that now has no color requirement,
    not a Hard Hat of another number out of nowhere, and whose deck it came from (the line of its
    banishing, "Hard Hat #N (now #M) is banished", names neither player nor zone)."""
    b, _ = _pandemonium()
    top = b.cards[-2]["iid"]  # P0's Hard Hat, the top of P0's deck
    g = shipped_game(b, phase="troublemaker", step="troublemaker")
    (banished,) = g.s["players"][0]["banished"]
    assert (f"Hard Hat #{top}, the top card of P0's deck, banished, is Hard Hat #{banished} (a new card, "
            "410.6): it has no color requirement while it remains banished") in log_text(g)


def _defeated_pandemonium() -> tuple[object, dict[str, int]]:
    """P1's Discord, Utter Pandemonium, which has banished P1's Finish Line (blue 2 to play) and
    P0's Amethyst Star (yellow 2), is challenged by P0's four 3-power pink Friends (P0 has no
    blue or yellow power) and defeated: the game at P0's next priority after the faceoff."""
    b = Board()
    b.players[0] = {"tokens": 6}
    ids = {"theirs": b.add("PR9", 1, "banished"), "mine": b.add("PR80", 0, "banished")}
    ids["discord"] = b.add("AD206", 1, "play", "problem:0",
                           exiled=[[ids["theirs"], "this_way"], [ids["mine"], "this_way"]])
    for _ in range(4):
        b.add("PR36", 0, "play", "problem:0")
    g = shipped_game(b, phase="troublemaker", step="challenge",
                     flags={"no_play_requirement": [ids["theirs"], ids["mine"]]})
    assert not [k for k in keys(g) if k.startswith(f"play|{ids['theirs']}|")]  # not before it is defeated
    answer(g, f"challenge:{ids['discord']}")
    while not (g.pending().kind == "priority" and g.s["faceoff"] is None and g.s["phase"] == "main"):
        answer(g, *(["yes"] if "yes" in keys(g) else keys(g)[: max(1, g.pending().min)]))
    assert "P0 defeats Discord, Utter Pandemonium" in log_text(g)
    return g, ids


def test_ad206_discord_utter_pandemonium_its_defeater_plays_the_banished_cards_with_no_color_requirement():
    g, ids = _defeated_pandemonium()
    offered = keys(g)
    assert f"play|{ids['mine']}|home:0" in offered  # P0's own card, yellow 2 not met
    assert f"play|{ids['theirs']}|home:0" in offered  # the opponent's card, as though in P0's hand
    answer(g, f"play|{ids['theirs']}|home:0")
    (entered,) = [i for i in g.s["play"] if g.spec(i).code == "PR9"]
    c = g.card(entered)
    assert (c["area"], c["owner"], c["ctrl"]) == ("home:0", 1, 0)  # owned by P1, controlled by P0 (513.2)
    assert g.s["players"][0]["tokens"] == 3  # its cost, 3, paid
    assert f"play|{ids['theirs']}|home:0" not in keys(g)  # played once: a new card (400.7)


def test_ad206_discord_utter_pandemonium_a_banished_card_keeps_its_requirement_once_it_leaves():
    """Only while that card remains banished: the same card elsewhere asks its requirement again."""
    g, ids = _defeated_pandemonium()
    assert power.play_requirements(g, ids["mine"], g.spec(ids["mine"])) == ()
    back = g.to_hand(ids["mine"], "test")
    assert power.play_requirements(g, back, g.spec(back)) == (("yellow", 2),)
    assert f"play|{back}|home:0" not in keys(g)  # P0 has no yellow power


def test_ad206_discord_utter_pandemonium_why_not_answers_for_the_defeater():
    """The judge asks about the opponent's banished card: the answer is about its defeater, who
    may play it (offered), not about its owner, who may not."""
    g, _ = _defeated_pandemonium()
    answer_ = mlp_table().why_not(g, "play Finish Line")
    assert answer_.offered is not None, answer_.lines()


def test_ad114_risky_business_is_not_offered_while_somnambulas_blindfold_closes_decks():
    for blindfold in (True, False):
        b = rich_board()
        if blindfold:
            b.add("FF113", 1, "play", "home:1")  # "Players can't search decks ..."
        risky = b.add("AD114", 0, "hand")
        g = shipped_game(b)
        assert (f"play|{risky}|event" in keys(g)) is not blindfold


def test_ad114_risky_business_a_friend_entering_under_your_control_is_opposing_to_its_owners_cards():
    """P1's Study Session (CG153) and Desert Road (SB110) act on Friends entering play under the
    control of an opponent of theirs: Betty, P1's own card, put into play under P0's control, is
    such a Friend (513.2: whoever puts it into play controls it as it enters), so it enters
    exhausted and without its abilities."""
    b = rich_board()
    b.add("CG153", 1, "play", "home:1")  # "Opposing Friends enter play exhausted."
    b.add("SB110", 1, "play", "home:1")  # Desert Road: "... opposing Friends enter play without abilities ..."
    betty = b.add(PINK, 1, "deck")
    g = play(b, "AD114", "event")
    answer(g, f"card:{betty}")
    answer(g, f"name:{SUNRISE}")
    answer(g, "yes")
    answer(g, "home:0")
    [betty] = find(g, PINK, owner=1)
    assert g.card(betty)["ctrl"] == 0 and g.card(betty)["exhausted"]
    assert betty in g.lost_abilities() and "enters play without its abilities" in log_text(g)


def test_ad184_plunderseeds_friends_dismissed_together_each_hear_of_the_others():
    """704.1b: "dismiss all Friends with 2 or less power" is one occurrence, so Saffron Masala's
    "When a Friend leaves play, your Mane Character gets +2 power" triggers for each other
    Friend dismissed with it, whether it is dismissed first or last (it hears as it was in
    play, 410.6a): twice either way."""
    for saffron_first in (True, False):
        b = Board()
        if saffron_first:
            b.add("DE77", 0, "play", "home:0")
        b.add("PR20", 0, "play", "home:0")
        b.add("PR33", 1, "play", "home:1")
        if not saffron_first:
            b.add("DE77", 0, "play", "home:0")
        g = problem_enters(b, "AD184")
        boosts = [line for line in log_text(g).splitlines() if "gets +2 power" in line]
        assert len(boosts) == 2, (saffron_first, boosts)



def test_ad184_plunderseeds_friends_whose_replacement_is_declined_leave_with_the_others():
    """710.5, 704.1b: "dismiss all Friends with 2 or less power" asks Applejack, Breeziefied's
    "If another of your Friends here would be dismissed, you may retire this card instead" for
    Saffron Masala and Sweetie Sunrise before any Friend leaves; declined, all three leave
    together, so Saffron Masala, asked first, still hears of the other two ("When a Friend
    leaves play, your Mane Character gets +2 power"): twice."""
    b = Board()
    applejack = b.add("CG20", 0, "play", "home:0")
    b.add("DE77", 0, "play", "home:0")
    b.add("PR20", 0, "play", "home:0")
    g = problem_enters(b, "AD184")
    asked = []
    while g.pending().kind != "priority":
        d = g.pending()
        asked.append(d.prompt)
        if d.kind == "order":
            answer(g, next(o.key for o in d.options if "Saffron" in o.label))
        elif d.kind == "replacement":
            assert f"instead:{applejack}:0" in keys(g)
            answer(g, "none")
        else:
            answer(g, keys(g)[0])
    assert [c for c in find(g, "CG20") + find(g, "DE77") + find(g, "PR20")] == []
    boosts = [line for line in log_text(g).splitlines() if "gets +2 power" in line]
    assert len(boosts) == 2, (asked, boosts)


def test_ad184_plunderseeds_golden_parachute_is_asked_before_the_friends_leave_together():
    """710.5, 704.1b: Golden Parachute's "If one of your Friends would leave play, you may retire
    this card and discard 2 cards instead" is asked for each Friend Plunderseeds in Ponyville
    dismisses before any leaves; declined, Saffron Masala and Sweetie Sunrise leave together
    and Saffron Masala hears of Sweetie Sunrise whichever was asked first: +2 power once."""
    for saffron_first in (True, False):
        b = Board()
        parachute, _ = golden_parachute(b)
        b.add("DE77", 0, "play", "home:0")
        b.add("PR20", 0, "play", "home:0")
        g = problem_enters(b, "AD184")
        asked = 0
        while g.pending().kind != "priority":
            d = g.pending()
            if d.kind == "order":
                answer(g, next(o.key for o in d.options if ("Saffron" in o.label) == saffron_first))
            else:
                assert d.kind == "replacement" and f"instead:{parachute}:1" in keys(g), d.prompt
                asked += 1
                answer(g, "none")
        assert asked == 2 and find(g, "DE77") == find(g, "PR20") == []
        boosts = [line for line in log_text(g).splitlines() if "gets +2 power" in line]
        assert len(boosts) == 1, (saffron_first, boosts)
