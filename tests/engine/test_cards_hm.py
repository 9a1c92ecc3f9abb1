"""High Magic (HM) cards, each as a judge scenario on a small board: the card's text happens
and the test checks what it says (the numbers, the zone, the choice offered)."""

from __future__ import annotations

import pytest

from engine.mlp.values import power
from tests.engine.card_play import (
    cart_board,
    confront_board,
    confronted,
    play_entered,
    support_board,
    use_only_ability,
)
from tests.engine.helpers import (
    Board,
    answer,
    keys,
    log_text,
    option_with,
    shipped_game,
    zone_codes,
)

# Theme-deck Mane Characters by color: Rainbow Dash, Applejack, Pinkie Pie, Twilight, Rarity, Fluttershy
_MANE_OF = {"blue": "PR1", "orange": "PR2", "pink": "PR3", "purple": "PR4", "white": "PR5", "yellow": "PR6"}


# ----- Keywords while your Mane Character is of a color ---------------------------------------
def _keyword_with_mane(code: str, color: str, keyword: str, value: int) -> None:
    """"While your Mane Character is [color], this card has <keyword> N": with a Mane of that
    color it has it (with its number), with another it doesn't."""
    other = "orange" if color != "orange" else "blue"
    for mane, has in ((_MANE_OF[color], True), (_MANE_OF[other], False)):
        b = Board(manes=(mane, "PR2"))
        card = b.add(code, 0, "play", "home:0")
        kws = power.keywords(shipped_game(b), card)
        assert (keyword in kws) is has, (code, mane)
        if has:
            assert kws[keyword] == value


def test_hm10_scootaloo_has_competitive_2_with_a_loyalty_mane():
    _keyword_with_mane("HM10", "blue", "Competitive", 2)


def test_hm14_apple_bloom_has_diligent_2_with_an_honesty_mane():
    _keyword_with_mane("HM14", "orange", "Diligent", 2)


def test_hm24_berry_punch_has_eccentric_2_with_a_laughter_mane():
    _keyword_with_mane("HM24", "pink", "Eccentric", 2)


def test_hm37_owlowiscious_has_meticulous_1_with_a_magic_mane():
    _keyword_with_mane("HM37", "purple", "Meticulous", 1)


def test_hm53_sweetie_belle_has_showy_1_with_a_generosity_mane():
    _keyword_with_mane("HM53", "white", "Showy", 1)


def test_hm55_angel_has_calming_2_with_a_kindness_mane():
    _keyword_with_mane("HM55", "yellow", "Calming", 2)


# ----- Power and abilities that depend on the board ------------------------------------------
def test_hm50_princess_cadance_spa_day_is_showy_2_with_no_opposing_characters_here():
    b = Board()
    cadance = b.add("HM50", 0, "play", "problem:1")
    assert power.keywords(shipped_game(b), cadance).get("Showy") == 2
    b.add("PR20", 1, "play", "problem:1")
    assert "Showy" not in power.keywords(shipped_game(b), cadance)


def test_hm72_skunk_troublemakers_here_have_minus_two():
    b = Board()
    b.add("HM72", 0, "play", "problem:0")
    here = b.add("PR157", 1, "play", "problem:0")
    there = b.add("PR157", 1, "play", "problem:1")
    g = shipped_game(b)
    assert power.power(g, here) == power.power(g, there) - 2


def test_hm108_fast_food_your_critters_have_plus_one():
    b = Board()
    b.add("HM108", 0, "play", "home:0")
    mine = b.add("PR81", 0, "play", "home:0")
    pony = b.add("PR20", 0, "play", "home:0")
    theirs = b.add("PR81", 1, "play", "home:1")
    g = shipped_game(b)
    assert (power.power(g, mine), power.power(g, pony), power.power(g, theirs)) == (3, 1, 2)


def test_hm110_magic_wings_its_friend_has_plus_seven():
    b = Board()
    pony = b.add("PR20", 0, "play", "home:0")
    b.add("HM110", 0, "play", "home:0", host=pony)
    assert power.power(shipped_game(b), pony) == 8


def test_hm141_applejack_mistress_mare_velous_plus_two_per_other_exhausted_character_there():
    b = Board()
    aj = b.add("HM141", 0, "play", "problem:0", exhausted=True)  # herself: not counted
    b.add("PR20", 0, "play", "problem:0", exhausted=True)
    b.add("PR20", 1, "play", "problem:0", exhausted=True)
    b.add("PR20", 0, "play", "problem:0")  # ready
    b.add("PR20", 0, "play", "problem:1", exhausted=True)  # elsewhere
    assert power.power(shipped_game(b), aj) == 2 + 2 * 2


def test_hm149_trixie_highest_level_unicorn_friends_here_lose_their_abilities():
    b = Board()
    b.add("PR20", 1, "hand")
    b.add("HM149", 1, "play", "problem:0")
    here = b.add("AD39", 0, "play", "problem:0")
    there = b.add("AD39", 0, "play", "problem:1")
    g = shipped_game(b)
    assert power.power(g, here) == 1 and power.power(g, there) == 2


# ----- Friends as they enter or leave play ---------------------------------------------------
def _entering_board() -> tuple[Board, dict[str, int]]:
    """P0 ready to play at P1's Problem; P1 has 2 tokens, Red Gala there, Apple Brown Betty at home."""
    b = support_board()
    b.players[1] = {"tokens": 2}
    return b, {"there": b.add("PR33", 1, "play", "problem:1"), "home": b.add("PR36", 1, "play", "home:1")}


def test_hmneg1_orange_you_glad_takes_a_token_from_the_opponent_in_your_turn():
    b, _ = _entering_board()
    g, _ = play_entered(b, "HM-1", "problem:1")
    assert g.s["players"][1]["tokens"] == 1 and g.s["players"][0]["tokens"] == 10 - 2 + 1


def test_hm12_spitfire_wing_leader_may_put_three_swift_pegasus_tokens_into_play():
    b, _ = _entering_board()
    g, _ = play_entered(b, "HM12", "problem:1")
    answer(g, "yes")
    while g.pending().kind == "area":
        answer(g, "problem:1")
    tokens = [i for i in g.s["play"] if g.card(i).get("token")]
    assert len(tokens) == 3
    assert all(g.spec(t).power == 1 and "Swift" in g.spec(t).keywords and "pegasus" in g.spec(t).traits
               for t in tokens)


def test_hm27_mega_mare_may_dismiss_a_friend_here():
    b, ids = _entering_board()
    g, _ = play_entered(b, "HM27", "problem:1")
    answer(g, "yes")
    assert f"card:{ids['home']}" not in keys(g)  # not here
    answer(g, f"card:{ids['there']}")
    assert zone_codes(g, 1, "discard") == ["PR33"]


def test_hm42_trixie_center_stage_may_move_an_opposing_character_at_her_problem():
    b, ids = _entering_board()
    g, _ = play_entered(b, "HM42", "problem:1")
    answer(g, "yes")
    if g.pending().kind == "target":
        assert f"card:{ids['home']}" not in keys(g)
        answer(g, f"card:{ids['there']}")
    answer(g, "home:1")
    assert g.card(ids["there"])["area"] == "home:1"


def test_hm84_kevin_fitting_in_is_the_color_named_as_he_enters_play():
    b, _ = _entering_board()
    g, kevin = play_entered(b, "HM84", "problem:1")
    answer(g, "color:white")
    assert set(power.colors(g, kevin)) == {"white"}


def _leaves_play(code: str) -> tuple[object, dict[str, int]]:
    """P0's `code` is dismissed by P0's own Tom, Rolling Rock entering play; P1 has Red Gala at
    P1's Problem and Parasprites at P0's."""
    b = support_board()
    ids = {"card": b.add(code, 0, "play", "home:0"), "foe": b.add("PR33", 1, "play", "problem:1"),
           "tm": b.add("PR157", 1, "play", "problem:0")}
    g, _ = play_entered(b, "AD40")
    answer(g, "yes")
    answer(g, f"card:{ids['card']}")
    assert f"#{ids['card']} (now #{g.s['players'][0]['discard'][-1]}) is dismissed" in log_text(g)
    answer(g, "yes")
    return g, ids


def test_hm13_tank_shell_shock_may_frighten_a_friend_as_he_leaves_play():
    g, ids = _leaves_play("HM13")
    answer(g, f"card:{ids['foe']}")
    assert g.card(ids["foe"])["frightened"]


def test_hm22_silver_shill_may_put_a_counter_on_a_character_as_she_leaves_play():
    g, ids = _leaves_play("HM22")
    answer(g, f"card:{ids['foe']}")
    assert g.card(ids["foe"])["counters"] == {"power": 1}


def test_hm41_spike_hum_drum_may_move_an_opposing_character_as_he_leaves_play():
    g, ids = _leaves_play("HM41")
    answer(g, f"card:{ids['foe']}")
    answer(g, "problem:0")
    assert g.card(ids["foe"])["area"] == "problem:0"


def test_hm52_steven_magnet_may_move_a_troublemaker_as_he_leaves_play():
    g, ids = _leaves_play("HM52")
    if g.pending().kind == "target":
        answer(g, f"card:{ids['tm']}")
    if g.pending().kind == "area":
        answer(g, "problem:1")
    assert g.card(ids["tm"])["area"] == "problem:1"


def test_hm56_angel_large_and_in_charge_may_pay_two_to_return_an_opposing_friend():
    g, ids = _leaves_play("HM56")
    if g.pending().kind == "target":
        answer(g, f"card:{ids['foe']}")
    assert zone_codes(g, 1, "hand") == ["PR33"] and g.s["players"][0]["tokens"] == 10 - 3 - 2


# ----- Events --------------------------------------------------------------------------------
def _event_board() -> tuple[Board, dict[str, int]]:
    """P0 in their Main Phase with Friends of every color; P1 has 2 tokens, Red Gala at P1's
    Problem, a Resource (Two Bits) at home, Parasprites at P0's Problem and two cards in hand; P0 has
    Apple Brown Betty in the discard pile and a face-down Parasprites at P1's Problem."""
    b = support_board()
    b.players[1] = {"tokens": 2}
    ids = {"foe": b.add("PR33", 1, "play", "problem:1"), "hat": b.add("PR151", 1, "play", "home:1"),
           "tm": b.add("PR157", 1, "play", "problem:0")}
    for code in ("PR20", "PR36"):
        b.add(code, 1, "hand")
    b.add("PR36", 0, "discard")
    ids["mine"] = b.add("PR157", 0, "play", "problem:1", face_down=True)
    return b, ids


def _play_event(b: Board, code: str):
    event = b.add(code, 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    return g


def test_hm86_bewitched_beavers_dismisses_a_resource():
    b, _ = _event_board()
    g = _play_event(b, "HM86")
    assert zone_codes(g, 1, "discard") == ["PR151"]


def test_hm88_dip_in_the_pool_puts_a_token_copy_of_a_non_unique_friend_into_play():
    b, _ = _event_board()
    g = _play_event(b, "HM88")
    source = b.cards[24]["iid"]  # an Emerald Green
    answer(g, f"card:{source}")
    if g.pending().kind == "area":
        answer(g, "home:0")
    tokens = [i for i in g.s["play"] if g.card(i).get("token")]
    assert len(tokens) == 1 and g.spec(tokens[0]).title == "Emerald Green" and g.spec(tokens[0]).power == 2


@pytest.mark.parametrize("mode", [0, 1, 2])
def test_hm89_glass_of_water_choose_one(mode):
    b, ids = _event_board()
    g = _play_event(b, "HM89")
    answer(g, f"mode:{mode}")
    if mode == 0:
        assert g.card(ids["tm"])["face_down"]
    elif mode == 1:
        assert not g.card(ids["mine"])["face_down"]
    else:
        assert g.s["players"][1]["tokens"] == 1 and g.s["players"][0]["tokens"] == 10 - 1 + 1


@pytest.mark.parametrize("mode", [0, 1, 2])
def test_hm90_hearts_strong_as_horses_choose_one(mode):
    b, _ = _event_board()
    g = _play_event(b, "HM90")
    answer(g, f"mode:{mode}")
    if mode == 0:
        assert zone_codes(g, 0, "hand") == ["PR36"]
    elif mode == 1:
        assert sorted(zone_codes(g, 1, "discard")) == ["PR20", "PR36"]
    else:
        answer(g, f"card:{b.mane[0]}")
        assert power.power(g, b.mane[0]) == 1 + 3


@pytest.mark.parametrize("mode", [0, 1, 2])
def test_hm92_pinkie_the_party_planner_choose_one(mode):
    b, ids = _event_board()
    big = b.add("PR36", 1, "play", "home:1")
    g = _play_event(b, "HM92")
    assert keys(g) == ["mode:0", "mode:1", "mode:2"]  # drawing first: the empty hand is no obstacle
    answer(g, f"mode:{mode}")
    if mode == 0:
        assert f"card:{ids['foe']}" not in keys(g)  # 2 power
        answer(g, f"card:{big}")
        assert zone_codes(g, 1, "discard") == ["PR36"]
    elif mode == 1:
        assert power.power(g, ids["tm"]) == 4 + 3  # the only face-up Troublemaker
    else:
        assert len(g.s["players"][0]["hand"]) == 2
        answer(g, f"card:{g.s['players'][0]['hand'][0]}")
        assert len(g.s["players"][0]["hand"]) == 1 and len(g.s["players"][0]["deck"]) == 10 - 2 + 1


def test_hm94_rise_and_shine_puts_two_critter_tokens_into_play():
    b, _ = _event_board()
    g = _play_event(b, "HM94")
    while g.pending().kind == "area":
        answer(g, "home:0")
    tokens = [i for i in g.s["play"] if g.card(i).get("token")]
    assert len(tokens) == 2 and all("critter" in g.spec(t).traits for t in tokens)


def test_hm95_star_swirl_research_goes_back_on_top_of_the_deck():
    b, _ = _event_board()
    g = _play_event(b, "HM95")
    assert zone_codes(g, 0, "deck")[-1] == "HM95" and "HM95" not in zone_codes(g, 0, "discard")


# ----- Activated abilities -------------------------------------------------------------------
def test_hm104_castle_of_friendship_exhausts_to_gain_a_token():
    b = support_board(tokens=2)
    castle = b.add("HM104", 0, "play", "home:0")
    g = shipped_game(b)
    use_only_ability(g, castle)
    assert g.card(castle)["exhausted"] and g.s["players"][0]["tokens"] == 3


def test_hm116_zap_apples_banishes_from_the_discard_pile_to_give_plus_three():
    b = support_board(tokens=2)
    apples = b.add("HM116", 0, "play", "home:0")
    pony = b.add("PR20", 0, "play", "home:0")
    b.add("PR33", 0, "discard")
    g = shipped_game(b)
    use_only_ability(g, apples)
    answer(g, f"card:{pony}")
    assert g.card(apples)["exhausted"] and zone_codes(g, 0, "banished") == ["PR33"]
    assert power.power(g, pony) == 4
    g.expire_mods("turn")
    assert power.power(g, pony) == 1


def test_hm146_tree_hugger_animal_magnetism_pays_two_to_move_up_to_two_critters():
    b = support_board(tokens=3)
    hugger = b.add("HM146", 0, "play", "home:0")
    one = b.add("PR81", 0, "play", "home:0")
    two = b.add("PR86", 0, "play", "home:0")
    g = shipped_game(b)
    use_only_ability(g, hugger)
    assert g.s["players"][0]["tokens"] == 1
    assert f"card:{hugger}" not in keys(g)  # Critters only
    answer(g, f"card:{one}", f"card:{two}")
    answer(g, "problem:0")
    answer(g, "problem:0")
    assert g.card(one)["area"] == "problem:0" and g.card(two)["area"] == "problem:0"


def test_hm54_aloe_and_lotus_blossom_pay_one_to_give_a_character_here_minus_two():
    b = support_board(tokens=2)
    spa = b.add("HM54", 0, "play", "problem:0")
    foe = b.add("PR36", 1, "play", "problem:0")
    b.add("PR36", 1, "play", "problem:1")  # not here
    g = shipped_game(b)
    use_only_ability(g, spa)
    assert set(keys(g)) == {f"card:{spa}", f"card:{foe}"}
    answer(g, f"card:{foe}")
    assert g.s["players"][0]["tokens"] == 1 and power.power(g, foe) == 1


def test_hm136_twilights_worst_nightmare_banishes_an_event_from_hand_for_plus_two_here():
    b = Board(problems=("HM136", "PR190"))
    pony = b.add("PR20", 0, "play", "problem:0")
    b.add("DE93", 0, "hand")
    b.add("PR33", 0, "hand")  # not an Event
    g = shipped_game(b)
    use_only_ability(g, b.problem[0])  # the only Event in hand, the only character here
    assert zone_codes(g, 0, "banished") == ["DE93"] and power.power(g, pony) == 3


# ----- Triggered abilities -------------------------------------------------------------------
def test_hm3_bulk_biceps_may_exhaust_to_move_at_the_end_of_your_turn():
    b = Board()
    bulk = b.add("HM3", 0, "play", "home:0")
    g = shipped_game(b, phase="score", step="end")
    answer(g, "yes")
    answer(g, "problem:1")
    assert g.card(bulk)["area"] == "problem:1"
    assert f"Bulk Biceps, Hummingbro #{bulk} becomes exhausted" in log_text(g)


def test_hm34_sugar_belle_fresh_from_the_oven_may_draw_when_confronting_her_problem():
    b = confront_board("PR168")
    b.add("HM34", 0, "play", "problem:0")
    g = confronted(b)
    hand = len(g.s["players"][0]["hand"])
    answer(g, "yes")
    assert len(g.s["players"][0]["hand"]) == hand + 1


def test_hm131_save_the_day_scores_an_additional_point_on_confront():
    b = confront_board("HM131")
    b.add("PR20", 0, "play", "problem:0")  # blue 3 with Emerald Green, yellow 3 with Blue Jay...
    b.add("PR86", 0, "play", "problem:0")  # ... and House Mouse
    g = confronted(b)
    points = [t for _, _, t in g.log if " point for " in t or " points for " in t]
    assert points[:2] == ["P0 scores 1 point for confronting a Problem (now 1)",
                          "P0 scores 1 point for Save the Day (now 2)"]


def _big_problem_win(code: str):
    """P0 wins a Problem faceoff at P1's Runaway Cart by 7 or more with `code` involved."""
    b, ids = cart_board()
    ids["card"] = b.add(code, 0, "play", "problem:1")
    b.add("PR36", 0, "play", "problem:1")
    ids["home"] = b.add("PR36", 1, "play", "home:1")
    g = shipped_game(b, phase="score", step="confront")
    assert "514.5: P0 wins the Problem faceoff by" in log_text(g)
    answer(g, option_with(g, g.spec(ids["card"]).name))  # 511.7a: its trigger first
    return g, ids


def test_hm9_rainbow_dash_back_in_black_may_retire_to_score_after_a_big_win():
    g, _ = _big_problem_win("HM9")
    answer(g, "yes")
    assert "P0 scores 1 point for Rainbow Dash, Back in Black" in log_text(g)
    assert "HM9" in zone_codes(g, 0, "discard")


def test_hm70_fleetfoot_may_return_an_opposing_friend_after_a_big_win():
    g, ids = _big_problem_win("HM70")
    answer(g, "yes")
    if g.pending().kind == "target":
        answer(g, f"card:{ids['home']}")
    assert "PR36" in zone_codes(g, 1, "hand")


def test_hm46_dj_pon_3_and_octavia_token_when_an_opposing_friend_enters_play_here():
    b = Board()
    b.players[1] = {"tokens": 4}
    b.add("HM46", 0, "play", "problem:1")
    card = b.add("PR20", 1, "hand")
    g = shipped_game(b, turn_player=1)
    answer(g, f"play|{card}|problem:1")
    answer(g, "yes")
    if g.pending().kind == "area":
        answer(g, "home:0")
    tokens = [i for i in g.s["play"] if g.card(i).get("token")]
    assert len(tokens) == 1 and g.card(tokens[0])["owner"] == 0
    assert "unicorn" in g.spec(tokens[0]).traits and "Prepared" in g.spec(tokens[0]).keywords


def test_hm114_power_bracelets_token_when_an_opponent_starts_a_faceoff_here():
    b = Board()
    b.add("PR33", 1, "play", "problem:1")
    tm = b.add("PR157", 0, "play", "problem:1")
    host = b.add("PR20", 0, "play", "problem:1")
    b.add("HM114", 0, "play", "problem:1", host=host)
    g = shipped_game(b, phase="troublemaker", step="challenge", turn_player=1)
    answer(g, f"challenge:{tm}")
    answer(g, "yes")
    if g.pending() is not None and g.pending().kind == "area":
        answer(g, "home:0")
    tokens = [i for i in g.s["play"] if g.card(i).get("token")]
    assert len(tokens) == 1 and "Prepared" in g.spec(tokens[0]).keywords


def test_hm83_zipporwhill_may_move_an_opposing_character_when_a_critter_enters_here():
    b = support_board()
    b.add("HM83", 0, "play", "problem:0")
    foe = b.add("PR36", 1, "play", "problem:0")
    g, _ = play_entered(b, "PR81", "problem:0")
    answer(g, "yes")
    if g.pending().kind == "target":
        answer(g, f"card:{foe}")
    answer(g, "home:1")
    assert g.card(foe)["area"] == "home:1"


def test_hm143_princess_twilight_masked_matter_horn_may_draw_a_revealed_event():
    b = support_board()
    b.add("HM143", 0, "play", "problem:0")
    b.deck_top("DE93", 0)
    g, _ = play_entered(b, "PR20", "problem:0")
    answer(g, "yes")
    assert "reveals the top card of their deck: Cipactli Attack" in log_text(g)
    answer(g, "yes")
    assert zone_codes(g, 0, "hand") == ["DE93"]


def test_hm143_princess_twilight_masked_matter_horn_sees_her_own_entering_once():
    """706.1d: as a card enters play its "when a Friend enters play here" triggers, and the
    card entering is itself a Friend entering play there: played to P1's Problem, HM143 asks
    about her own arrival, once (704.1b: one instance, one trigger), as EO72's "when one of
    your Friends enters play here" does for its own."""
    b = support_board()
    b.deck_top("DE93", 0)
    g, _ = play_entered(b, "HM143", "problem:1")
    assert [d for d in [g.pending()] if d.kind == "may"], "her own entering did not trigger her text"
    answer(g, "yes")
    answer(g, "yes")
    assert zone_codes(g, 0, "hand") == ["DE93"]
    assert g.pending().kind == "priority"  # (asked once)
    assert log_text(g).count("reveals the top card of their deck") == 1


def test_hm130_raritys_worst_nightmare_another_character_here_gets_plus_one():
    b = Board(problems=("HM130", "PR190"))
    b.players[0] = {"tokens": 4}
    other = b.add("PR33", 0, "play", "problem:0")
    card = b.add("PR20", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|problem:0")
    assert power.power(g, other) == 3


def test_hm128_pinkies_worst_nightmare_may_pump_a_character_here_when_you_draw():
    b = Board(problems=("HM128", "PR190"))
    b.players[0] = {"tokens": 4}
    pony = b.add("PR33", 0, "play", "problem:0")
    g = shipped_game(b)
    answer(g, "draw")
    answer(g, "yes")
    assert power.power(g, pony) == 3


def test_hm117_cerberus_may_turn_another_troublemaker_face_down():
    b = Board()
    b.add("HM117", 0, "play", "problem:1", face_down=True)
    other = b.add("PR157", 1, "play", "problem:0")
    g = shipped_game(b, phase="troublemaker", step="uncover")
    answer(g, "yes")
    assert g.card(other)["face_down"]


def test_hm119_starlight_glimmer_exposed_inequality_may_move_one_of_your_characters():
    b = Board()
    b.add("HM119", 0, "play", "problem:1", face_down=True)
    g = shipped_game(b, phase="troublemaker", step="uncover")
    answer(g, "yes")
    if g.pending().kind == "target":
        answer(g, f"card:{b.mane[0]}")
    answer(g, "problem:1")
    assert g.card(b.mane[0])["area"] == "problem:1"


def test_hm126_make_yourself_at_home_its_owner_draws_three_when_an_opposing_troublemaker_is_uncovered():
    b = Board(problems=("PR168", "HM126"))
    b.add("PR157", 0, "play", "problem:1", face_down=True)
    b.add("PR157", 0, "play", "problem:0", face_down=True)  # at P0's own Problem: nothing
    g = shipped_game(b, phase="troublemaker", step="uncover")
    answer(g, "card:")  # P0 uncovers them one at a time (607.2)
    assert log_text(g).count("712: P1 draws 3 cards") == 1 and len(g.s["players"][1]["hand"]) == 3


def test_hm144_photo_finish_may_score_when_no_problem_was_confronted_in_the_opponents_turn():
    b = Board()
    b.add("HM144", 0, "play", "home:0")
    g = shipped_game(b, phase="score", step="end", turn_player=1)
    answer(g, "yes")
    assert g.s["players"][0]["score"] == 1


def test_hm134_the_trouble_with_trixie_gains_a_token_as_it_enters_play():
    b, _ = cart_board()
    b.add("HM134", 1, "problem_deck")  # P1's replacement Problem
    g = shipped_game(b, phase="score", step="confront")
    text = log_text(g)
    assert "613.2: P1 puts The Trouble With Trixie" in text
    assert text.index("613.2: P1 puts The Trouble With Trixie") < text.index("712: P1 gains 1 action token")
