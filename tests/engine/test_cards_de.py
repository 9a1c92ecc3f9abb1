"""Defenders of Equestria (DE) cards, each as a judge scenario on a small board: the card's
text happens and the test checks what it says (the numbers, the zone, the choice offered)."""

from __future__ import annotations

import re

from engine.mlp.values import power
from tests.engine.card_play import (
    cart_board,
    challenge_gala,
    confront_board,
    confronted,
    find,
    flipped,
    gala_board,
    play_entered,
    start_challenge,
    support_board,
    use_only_ability,
)
from tests.engine.helpers import Board, answer, keys, log_text, shipped_game, zone_codes


def _became_exhausted(g) -> list[int]:
    """The cards the log says became exhausted (a Score Phase ends the turn and the next
    turn readies its player's cards, so the log is what shows it)."""
    return [i for i in g.s["cards"] if f"#{i} becomes exhausted" in log_text(g)]


def test_de124_friendship_overboard_may_exhaust_an_opposing_character_here():
    b = confront_board("DE124")
    b.cards[b.mane[1] - 1]["area"] = "problem:0"
    foe = b.add("PR33", 1, "play", "problem:0")
    g = confronted(b)
    answer(g, "yes")
    assert set(keys(g)) == {f"card:{b.mane[1]}", f"card:{foe}"}  # only opposing characters here
    answer(g, f"card:{foe}")
    assert _became_exhausted(g) == [foe]  # (the next turn readies it again)


def test_de125_grand_opening_may_return_a_resource_from_the_discard_pile():
    b = confront_board("DE125")
    b.add("PR139", 0, "discard")
    b.add("PR20", 0, "discard")
    g = confronted(b)
    answer(g, "yes")
    assert zone_codes(g, 0, "hand") == ["PR139"] and zone_codes(g, 0, "discard") == ["PR20"]


def test_de126_in_the_temple_of_chicomoztoc_may_put_a_swift_pegasus_token_into_play():
    b = confront_board("DE126")
    g = confronted(b)
    before = set(g.s["play"])
    answer(g, "yes")
    answer(g, "problem:1")
    new = [i for i in g.s["play"] if i not in before]
    assert len(new) == 1
    token = g.spec(new[0])
    assert g.card(new[0]).get("token") and token.power == 1 and token.colors == ("blue",)
    assert "pegasus" in token.traits and "Swift" in token.keywords
    assert g.card(new[0])["owner"] == 0 and g.card(new[0])["area"] == "problem:1"


def test_de129_thrash_the_throne_may_put_a_counter_on_ones_own_troublemaker():
    b = confront_board("DE129")
    mine = b.add("PR157", 0, "play", "problem:1")
    g = confronted(b)
    was = power.power(g, mine)
    answer(g, "yes")
    if g.pending() is not None and f"card:{mine}" in keys(g):
        answer(g, f"card:{mine}")
    assert power.power(g, mine) == was + 1


def test_de130_too_many_fluttershys_may_move_a_friend_from_home_to_a_problem():
    b = confront_board("DE130")
    for code in ("PR81", "PR81", "PR86"):
        b.add(code, 0, "play", "problem:0")  # yellow 4 + 1 more
    homebody = b.add("PR20", 0, "play", "home:0")
    b.add("PR33", 0, "play", "home:0")
    g = confronted(b)
    answer(g, "yes")
    assert f"card:{b.mane[0]}" not in keys(g)  # a Friend at home, not the Mane at the Problem
    answer(g, f"card:{homebody}")
    answer(g, "problem:1")
    assert g.card(homebody)["area"] == "problem:1"


def test_de131_tough_call_may_draw_a_card():
    b = confront_board("DE131")
    g = confronted(b)
    hand = len(g.s["players"][0]["hand"])
    answer(g, "yes")
    assert len(g.s["players"][0]["hand"]) == hand + 1


# ----- Friends that do something as they enter play ---------------------------------------
def test_de7_lyra_caroller_may_move_a_character_when_she_reveals_a_friend():
    b = support_board()
    b.deck_top("PR20", 0)
    g, _ = play_entered(b, "DE7")
    assert "reveals the top card of their deck: Sweetie Sunrise" in log_text(g)
    answer(g, "yes")
    answer(g, f"card:{b.mane[0]}")
    answer(g, "problem:0")
    assert g.card(b.mane[0])["area"] == "problem:0"
    assert zone_codes(g, 0, "deck")[-1] == "PR20"  # revealed, not drawn
    b = support_board()
    b.deck_top("DE93", 0)  # an Event: nothing to move
    g, _ = play_entered(b, "DE7")
    assert g.pending().kind == "priority"


def test_de24_snails_may_discard_two_for_two_counters():
    b = support_board()
    for code in ("PR20", "PR33", "PR36"):
        b.add(code, 0, "hand")
    g, snails = play_entered(b, "DE24")
    # the question says what is offered, in the card's words (not "Counter?")
    assert g.pending().prompt == ("Snails, Not Thinking About It #42: Discard 2 cards to put two +1 power "
                                   "counters on this card? (712.3)")
    answer(g, "yes")
    hand = g.s["players"][0]["hand"]
    answer(g, *(f"card:{i}" for i in hand[:2]))
    assert len(g.s["players"][0]["hand"]) == 1 and len(g.s["players"][0]["discard"]) == 2
    assert power.power(g, snails) == 4


def test_de26_berry_punch_and_orange_swirl_take_a_friend_until_the_end_of_the_score_phase():
    b = support_board()
    foe = b.add("PR33", 1, "play", "problem:1")
    g, _ = play_entered(b, "DE26")  # the only opposing Friend: chosen without asking
    assert g.card(foe)["ctrl"] == 0
    assert [m["until"] for m in g.s["mods"] if m["kind"] == "control"] == ["score"]
    g.expire_mods("score")
    assert g.card(foe)["ctrl"] == 1


def test_de27_dj_pon_3_caroller_draws_three_when_revealing_an_event():
    b = support_board()
    b.deck_top("DE93", 0)
    g, _ = play_entered(b, "DE27")
    assert len(g.s["players"][0]["hand"]) == 3
    b = support_board()
    b.deck_top("PR20", 0)  # a Friend: no draw
    g, _ = play_entered(b, "DE27")
    assert len(g.s["players"][0]["hand"]) == 0


def test_de47_zesty_gourmand_takes_an_opposing_friend_for_good():
    b = support_board()
    foe = b.add("PR33", 1, "play", "problem:1")
    other = b.add("PR36", 1, "play", "home:1")
    g, _ = play_entered(b, "DE47")
    assert set(keys(g)) == {f"card:{foe}", f"card:{other}"}
    answer(g, f"card:{foe}")
    assert g.card(foe)["ctrl"] == 0
    for until in ("score", "turn", "phase"):
        g.expire_mods(until)
    assert g.card(foe)["ctrl"] == 0


def test_de48_bon_bon_caroller_may_return_an_opposing_friend_when_revealing_a_friend():
    b = support_board()
    b.deck_top("PR20", 0)
    b.add("PR33", 1, "play", "problem:1")
    g, _ = play_entered(b, "DE48")
    answer(g, "yes")
    if g.pending().kind != "priority":
        answer(g, keys(g)[0])
    assert zone_codes(g, 1, "hand") == ["PR33"]
    b = support_board()
    b.deck_top("DE93", 0)
    b.add("PR33", 1, "play", "problem:1")
    g, _ = play_entered(b, "DE48")
    assert g.pending().kind == "priority" and zone_codes(g, 1, "hand") == []


def test_de54_trapeze_star_brings_a_critter_token_as_she_enters_play():
    b = support_board()
    g, _ = play_entered(b, "DE54")
    answer(g, "problem:0")
    tokens = [i for i in g.s["play"] if g.card(i).get("token")]
    assert len(tokens) == 1 and g.card(tokens[0])["area"] == "problem:0"
    spec = g.spec(tokens[0])
    assert spec.power == 1 and spec.colors == ("yellow",) and "critter" in spec.traits


def test_de59_angel_wings_may_make_the_next_friend_cost_two_less():
    b = support_board(tokens=5)
    b.add("PR31", 0, "hand")  # cost 4
    g, _ = play_entered(b, "DE59")
    answer(g, "yes")
    assert g.s["players"][0]["tokens"] == 3
    nxt = g.s["players"][0]["hand"][0]
    answer(g, f"play|{nxt}|home:0")
    assert g.s["players"][0]["tokens"] == 1


def test_de78_tender_taps_may_bring_back_a_cheap_friend_from_the_discard_pile():
    b = support_board()
    b.add("PR31", 0, "discard")  # cost 4: not offered
    b.add("PR12", 0, "discard")  # cost 2
    g, _ = play_entered(b, "DE78")
    answer(g, "yes")
    if g.pending().kind != "priority":
        answer(g, keys(g)[0])
    assert zone_codes(g, 0, "discard") == ["PR31"]
    assert len(find(g, "PR12", owner=0)) == 3


# ----- Events -------------------------------------------------------------------------------
def _hand_ids(g, p: int = 0) -> list[int]:
    return list(g.s["players"][p]["hand"])


def test_de93_cipactli_attack_frightens_a_friend():
    b, ids = gala_board("DE93")
    g = challenge_gala(b, ids)
    answer(g, f"play|{ids['DE93']}|event")
    answer(g, f"card:{ids['foe']}")
    assert g.card(ids["foe"])["frightened"]


def _totals(g) -> str:
    """The first power totals of the faceoff, as logged (514.4)."""
    return next(t for _, r, t in g.log if r == "514.4" and t.startswith("Power totals"))


def test_de94_daring_dive_discards_two_to_give_plus_two_in_a_faceoff():
    b, ids = gala_board("PR20", "PR44", "DE94")
    g = challenge_gala(b, ids)
    answer(g, f"play|{ids['DE94']}|event")  # both other cards discarded, Red Gala the only target
    assert sorted(zone_codes(g, 0, "discard")) == ["DE94", "PR20", "PR44"]
    assert f"Red Gala, Favorite Cousin #{ids['pony']} gets +2 power until the end of the faceoff" in log_text(g)
    assert _totals(g) == "Power totals: P0 5, P1 5"  # 2 + 2 + a flipped 1; Parasprites 4 + 1


def test_de101_mysterious_disappearance_discards_two_to_banish_a_resource():
    b, ids = gala_board("PR20", "PR44", "DE101")
    g = challenge_gala(b, ids)
    answer(g, f"play|{ids['DE101']}|event")
    assert sorted(zone_codes(g, 0, "discard")) == ["DE101", "PR20", "PR44"]
    assert "PR139" in zone_codes(g, 1, "banished") and not find(g, "PR139")


def _confront_faceoff(b: Board):
    g = shipped_game(b, phase="score", step="confront")
    assert g.s["faceoff"] is not None and g.pending().kind == "priority"
    return g


def test_de105_sweep_sweep_sweep_weakens_an_opponent_and_may_discard_to_strengthen():
    b, ids = cart_board("PR20", "DE105")
    g = _confront_faceoff(b)
    answer(g, f"play|{ids['DE105']}|event")
    # each question says what its card gets and for how long
    # each question leads with the card asking it (its copy on the stack: a number of its own)
    sweep = g.pending().prompt.split(": ", 1)[0] + ": "
    assert re.fullmatch(r"Sweep Sweep Sweep #\d+: ", sweep)
    assert g.pending().prompt == sweep + ("Which opposing character involved in a faceoff gets -3 power until the "
                                          "end of the faceoff?")
    answer(g, f"card:{ids['foe']}")
    answer(g, "yes")
    assert g.pending().prompt == sweep + ("Which of your cards involved in the faceoff gets +3 power until the end "
                                          "of the faceoff?")
    answer(g, f"card:{ids['moon']}")
    assert sorted(zone_codes(g, 0, "discard")) == ["DE105", "PR20"]
    # 4 + 3 + 1 flipped; Applejack 1, Sweetie Sunrise at -2 adds 0 (105.2), 1 flipped
    assert _totals(g) == "Power totals: P0 8, P1 2"


def test_de106_taking_care_of_business_counters_on_each_of_your_characters_involved():
    b, ids = gala_board("DE106")
    b.cards[b.mane[0] - 1]["area"] = "problem:0"
    g = challenge_gala(b, ids)
    answer(g, f"play|{ids['DE106']}|event")
    assert g.card(ids["pony"])["counters"] == {"power": 1}
    assert g.card(b.mane[0])["counters"] == {"power": 1}
    assert not g.card(b.mane[1]).get("counters")


def test_de107_tough_love_returns_an_opposing_friend_with_three_or_more_power():
    b, ids = gala_board("DE107")
    b.add("PR33", 1, "play", "home:1")  # 2 power: not a target
    g = challenge_gala(b, ids)
    answer(g, f"play|{ids['DE107']}|event")
    assert zone_codes(g, 1, "hand") == ["PR36"]


def test_de90_a_petite_sneeze_discards_two_to_banish_an_opposing_troublemaker():
    b = support_board()
    b.add("PR79", 0, "play", "home:0")
    b.add("PR79", 0, "play", "home:0")  # white 4
    for code in ("PR20", "PR44"):
        b.add(code, 0, "hand")
    foe = b.add("PR33", 1, "play", "home:1")
    tm = b.add("PR157", 1, "play", "problem:0")
    sneeze = b.add("DE90", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{sneeze}|event")
    assert {f"card:{foe}", f"card:{tm}"} <= set(keys(g))
    answer(g, f"card:{tm}")
    assert sorted(zone_codes(g, 0, "discard")) == ["DE90", "PR20", "PR44"]
    assert zone_codes(g, 1, "banished") == ["PR157"] and foe in g.s["play"]


# ----- Power and keywords that depend on the board -------------------------------------------
def test_de11_sky_stinger_is_swift_with_three_or_fewer_cards_in_hand_and_brings_a_friend():
    for in_hand, cost in ((3, 1), (4, 2)):  # 609.2b: moving costs 2, Swift 1 less
        b = support_board(tokens=2)
        stinger = b.add("DE11", 0, "play", "home:0")
        pal = b.add("PR20", 0, "play", "home:0")
        for _ in range(in_hand):
            b.add("PR20", 0, "hand")
        g = shipped_game(b)
        answer(g, f"move|{stinger}|problem:0")
        assert g.s["players"][0]["tokens"] == 2 - cost, in_hand
        answer(g, "yes")
        answer(g, f"card:{pal}")
        assert g.card(pal)["area"] == "problem:0" and g.card(stinger)["area"] == "problem:0"


def test_de11_sky_stinger_gains_and_loses_swift_as_its_players_hand_changes_in_play():
    """The condition reads the hand, which changes without any card in play changing: Swift
    comes and goes with each draw and discard, not only when the board does (Lyra, Winter
    Writer, LL29, reads it the same way)."""
    b = support_board(tokens=2)
    stinger = b.add("DE11", 0, "play", "home:0")
    lyra = b.add("LL29", 0, "play", "home:0")  # "While you have at least 6 cards ... Eccentric 3."
    for _ in range(3):
        b.add("PR20", 0, "hand")
    g = shipped_game(b)
    assert "Swift" in power.keywords(g, stinger) and "Eccentric" not in power.keywords(g, lyra)
    g.draw(0, 1, "605.1")
    assert "Swift" not in power.keywords(g, stinger)
    g.draw(0, 2, "605.1")
    assert power.keywords(g, lyra).get("Eccentric") == 3
    g.relocate(g.s["players"][0]["hand"][-1], "discard")
    assert "Eccentric" not in power.keywords(g, lyra)


def test_de31_pinkie_pie_holiday_spirit_has_plus_two_with_more_friends():
    b = Board()
    pinkie = b.add("DE31", 0, "play", "home:0")
    b.add("PR20", 1, "play", "home:1")
    g = shipped_game(b)
    assert power.power(g, pinkie) == 2  # one Friend each
    b.add("PR20", 0, "play", "home:0")
    g = shipped_game(b)
    assert power.power(g, pinkie) == 4


def test_de49_fluttershy_flutterholly_has_plus_one_per_character_at_home():
    b = Board()  # P0's Mane is at home
    flutters = b.add("DE49", 0, "play", "problem:0")
    b.add("PR20", 0, "play", "home:0")
    b.add("PR20", 0, "play", "problem:0")
    b.add("PR20", 1, "play", "home:1")
    g = shipped_game(b)
    assert power.power(g, flutters) == 1 + 2


def test_de117_dr_caballeron_turnabout_has_plus_three_while_outnumbered():
    b = Board()
    doc = b.add("DE117", 0, "play", "problem:1")
    b.add("PR20", 1, "play", "home:1")
    g = shipped_game(b)
    assert power.power(g, doc) == 5 + 3
    b.add("PR20", 0, "play", "home:0")
    g = shipped_game(b)
    assert power.power(g, doc) == 5


def test_de132_thorax_boosted_has_plus_one_per_friend_with_two_or_less_printed_power():
    b = Board(manes=("DE132", "PR2"))
    b.cards[b.mane[0] - 1]["boosted"] = True
    b.add("PR20", 0, "play", "home:0")  # 1
    b.add("PR33", 0, "play", "home:0", counters={"power": 2})  # printed 2
    b.add("PR36", 0, "play", "home:0")  # 3: not counted
    b.add("PR20", 1, "play", "home:1")  # an opponent's
    g = shipped_game(b)
    assert power.power(g, b.mane[0]) == g.spec(b.mane[0]).power + 2


# ----- Activated abilities -------------------------------------------------------------------
def test_de15_appleloosa_buckball_team_gives_another_involved_card_plus_three():
    b, ids = cart_board()
    team = b.add("DE15", 0, "play", "problem:1")
    g = _confront_faceoff(b)
    use_only_ability(g, team)
    assert f"card:{team}" not in keys(g)  # another card
    answer(g, f"card:{ids['moon']}")
    assert g.card(team)["exhausted"]
    assert f"Blue Moon, Ol' Blue Eyes #{ids['moon']} gets +3 power until the end of the faceoff" in log_text(g)
    assert _totals(g) == "Power totals: P0 11, P1 3"  # 1 + 2 + 1 + 3 (the team) + 3 + a flipped 1


def test_de29_merry_mare_exhausts_to_draw():
    b, _ = cart_board()
    mare = b.add("DE29", 0, "play", "home:0")
    g = shipped_game(b)
    use_only_ability(g, mare)
    assert g.card(mare)["exhausted"] and len(g.s["players"][0]["hand"]) == 1


def test_de70_mr_stripes_exhausts_an_opposing_character_involved():
    b, ids = cart_board()
    stripes = b.add("DE70", 0, "play", "problem:1")
    g = _confront_faceoff(b)
    use_only_ability(g, stripes)
    answer(g, f"card:{ids['foe']}")
    assert g.card(stripes)["exhausted"] and g.card(ids["foe"])["exhausted"]


def test_de76_rainbowshine_gift_giver_makes_the_next_event_cost_one_less():
    b, ids = cart_board("DE93", tokens=2)
    shine = b.add("DE76", 0, "play", "home:0")
    g = shipped_game(b, phase="score", step="confront")
    use_only_ability(g, shine)
    answer(g, f"play|{ids['DE93']}|event")
    answer(g, f"card:{ids['foe']}")
    assert g.s["players"][0]["tokens"] == 1  # Cipactli Attack costs 2
    assert g.card(ids["foe"])["frightened"]


def _turns_over_when_confronting_its_problem(mane: str) -> None:
    """The front side: "When you confront this card's Problem, turn this card over." """
    b = confront_board("PR168")
    b.cards[b.mane[0] - 1]["card"] = mane
    g = confronted(b)
    assert g.card(b.mane[0])["boosted"]
    b = confront_board("PR168")
    b.cards[b.mane[0] - 1].update(card=mane, area="home:0")  # not at the confronted Problem
    assert not confronted(b).card(b.mane[0])["boosted"]


def test_de2_applejack_tooled_up_boosted_flips_an_additional_card():
    _turns_over_when_confronting_its_problem("DE2")
    b, _ = cart_board()
    b.cards[b.mane[0] - 1].update(card="DE2", boosted=True)
    g = _confront_faceoff(b)
    use_only_ability(g, b.mane[0])
    assert g.card(b.mane[0])["exhausted"]
    text = log_text(g)
    assert text.index("P0 flips") < text.index("514.3: P0 flips")  # the extra card, then the faceoff's


def test_de3_pinkie_pie_cruise_director_boosted_puts_a_pink_token_into_play():
    _turns_over_when_confronting_its_problem("DE3")
    b, _ = cart_board()
    b.cards[b.mane[0] - 1].update(card="DE3", boosted=True)
    g = _confront_faceoff(b)
    use_only_ability(g, b.mane[0])
    answer(g, "problem:1")  # (the faceoff is won and the Problem replaced: everyone goes home)
    tokens = [i for i in g.s["play"] if g.card(i).get("token")]
    assert len(tokens) == 1 and g.spec(tokens[0]).colors == ("pink",) and g.spec(tokens[0]).power == 1
    assert "earth pony" in g.spec(tokens[0]).traits and g.card(b.mane[0])["exhausted"]


def test_de57_apple_bloom_fastest_exhausts_and_discards_for_a_counter_or_a_move():
    for mode in ("counter", "move"):
        b = support_board()
        bloom = b.add("DE57", 0, "play", "home:0")
        b.add("PR20", 0, "hand")
        g = shipped_game(b)
        acts = [k for k in keys(g) if k.startswith(f"act|{bloom}|")]
        assert len(acts) == 2
        answer(g, acts[0] if mode == "counter" else acts[1])
        if mode == "move":
            answer(g, "problem:0")
        assert g.card(bloom)["exhausted"] and zone_codes(g, 0, "discard") == ["PR20"]
        if mode == "counter":
            assert g.card(bloom)["counters"] == {"power": 1}
        else:
            assert g.card(bloom)["area"] == "problem:0"


def test_de62_quibble_pants_puts_a_troublemaker_from_hand_into_play_face_up():
    b = support_board()
    quibble = b.add("DE62", 0, "play", "home:0")
    tm = b.add("PR157", 0, "hand")
    g = shipped_game(b)
    use_only_ability(g, quibble)  # the only Troublemaker in hand
    assert keys(g) == ["problem:0", "problem:1"]
    answer(g, "problem:1")
    (placed,) = find(g, "PR157")
    assert not g.card(placed).get("face_down") and g.card(quibble)["exhausted"]
    assert g.card(placed)["area"] == "problem:1" and tm not in g.s["players"][0]["hand"]


def test_de80_petunia_paleo_retires_a_friend_to_scry_a_problem_deck():
    b = support_board()
    petunia = b.add("DE80", 0, "play", "home:0")
    b.add("PR161", 1, "problem_deck")
    b.add("PR173", 1, "problem_deck")  # on top
    g = shipped_game(b)
    use_only_ability(g, petunia)
    answer(g, f"card:{b.cards[24]['iid']}")  # retire the first Emerald Green
    assert zone_codes(g, 0, "discard") == ["PR12"] and g.card(petunia)["exhausted"]
    assert g.pending().kind == "scry" and "Hungry Hungry Caterpillars" in g.pending().prompt
    answer(g, "bottom")
    assert zone_codes(g, 1, "problem_deck") == ["PR173", "PR161"]  # the top card, now at the bottom


# ----- Triggered abilities -------------------------------------------------------------------
def _won_troublemaker_faceoff(card: str) -> tuple[object, dict[str, int]]:
    """P0 challenges P1's Parasprites (4) with Red Gala (2) and `card` at P0's Problem, with
    three Apple Brown Betties (3 each) beside them: P0 wins. The game and the ids ("card" is
    the card's)."""
    b, ids = gala_board(tokens=0)
    ids["card"] = b.add(card, 0, "play", "problem:0")
    for _ in range(3):
        b.add("PR36", 0, "play", "problem:0")
    g = start_challenge(b, ids["tm"])
    return g, ids


def _points(g) -> list[str]:
    """The points scored, as logged, in order."""
    return [t for _, _, t in g.log if " point for " in t or " points for " in t]


def test_de35_princess_luna_holiday_spirit_scores_a_point_for_a_troublemaker_win():
    g, _ = _won_troublemaker_faceoff("DE35")
    assert _points(g)[:2] == ["P0 scores 1 point for defeating a Troublemaker (now 1)",
                              "P0 scores 1 point for Princess Luna, Holiday Spirit (now 2)"]
    g, _ = _won_troublemaker_faceoff("PR20")
    assert _points(g)[:2] == ["P0 scores 1 point for defeating a Troublemaker (now 1)",
                              "P0 scores 1 point for confronting a Problem (now 2)"]


def test_de61_professor_flintheart_may_frighten_a_friend_after_a_troublemaker_win():
    g, ids = _won_troublemaker_faceoff("DE61")
    answer(g, "yes")
    answer(g, f"card:{ids['foe']}")
    assert g.card(ids["foe"])["frightened"]


def test_de133_defenders_of_spiketopia_score_an_additional_point_for_their_win():
    g, _ = _won_troublemaker_faceoff("DE133")
    assert _points(g)[:2] == ["P0 scores 1 point for defeating a Troublemaker (now 1)",
                              "P0 scores 1 point for Defenders of Spiketopia, Magic and Might (now 2)"]
    b, ids = gala_board(tokens=0)
    b.add("DE133", 0, "play", "home:0")  # not involved: no additional point
    for _ in range(3):
        b.add("PR36", 0, "play", "problem:0")
    g = start_challenge(b, ids["tm"])
    assert "P0 defeats Purple Parasprite" in log_text(g) and "Defenders of Spiketopia" not in " ".join(_points(g))


def test_de16_big_mac_sir_mcbiggun_may_take_a_counter_when_a_troublemaker_is_played():
    b = support_board()
    mac = b.add("DE16", 0, "play", "home:0")
    tm = b.add("PR157", 0, "hand")
    g = shipped_game(b)
    answer(g, f"tm|{tm}|problem:0")
    answer(g, "yes")
    assert g.card(mac)["counters"] == {"power": 1} and power.power(g, mac) == 3


def test_de20_golden_harvest_caroller_may_exhaust_an_opposing_character_revealing_a_friend():
    b = confront_board("PR168")
    b.add("DE20", 0, "play", "problem:0")
    b.deck_top("PR20", 0)
    foe = b.add("PR33", 1, "play", "home:1")
    g = confronted(b)
    assert "reveals the top card of their deck: Sweetie Sunrise" in log_text(g)
    answer(g, "yes")
    answer(g, f"card:{foe}")
    assert _became_exhausted(g) == [foe]
    b = confront_board("PR168")
    b.add("DE20", 0, "play", "problem:0")
    b.deck_top("DE93", 0)  # an Event: nothing happens
    b.add("PR33", 1, "play", "home:1")
    g = confronted(b)
    assert g.pending().player == 1 and _became_exhausted(g) == []


def test_de67_applejack_and_pinkie_pie_on_the_ball_counter_when_a_troublemaker_is_uncovered():
    b = Board()
    pies = b.add("DE67", 0, "play", "home:0")
    b.add("PR157", 0, "play", "problem:1", face_down=True)
    g = shipped_game(b, phase="troublemaker", step="uncover")
    answer(g, "yes")
    assert g.card(pies)["counters"] == {"power": 1}


def test_de67_applejack_and_pinkie_pie_on_the_ball_cant_be_frightened():
    b, ids = gala_board("DE93")
    pies = b.add("DE67", 0, "play", "home:0")
    g = challenge_gala(b, ids)
    answer(g, f"play|{ids['DE93']}|event")
    # 705.2e: a Friend that can't be frightened is not offered while others can be
    offered = g.pending().option_keys()
    assert f"card:{pies}" not in offered and offered
    answer(g, offered[0])
    assert not g.card(pies)["frightened"]


def test_de118_garble_kind_of_a_jerk_may_pay_two_to_return_an_opposing_friend():
    b = Board()
    b.players[0] = {"tokens": 3}
    b.add("DE118", 0, "play", "problem:1", face_down=True)
    b.add("PR33", 1, "play", "home:1")
    g = shipped_game(b, phase="troublemaker", step="uncover")
    answer(g, "yes")
    assert g.s["players"][0]["tokens"] == 1 and zone_codes(g, 1, "hand") == ["PR33"]


def test_de50_the_flying_prairinos_may_discard_for_a_critter_token_at_the_score_phase():
    b = Board()
    b.add("DE50", 0, "play", "home:0")
    b.add("PR20", 0, "hand")
    g = shipped_game(b)
    answer(g, "pass")
    assert g.s["phase"] == "score"
    answer(g, "yes")
    if g.pending() is not None and g.pending().kind == "area":
        answer(g, "home:0")
    tokens = [i for i in g.s["play"] if g.card(i).get("token")]
    assert len(tokens) == 1 and "critter" in g.spec(tokens[0]).traits
    assert zone_codes(g, 0, "discard") == ["PR20"]


def test_de75_pinkie_pie_and_twilight_sparkle_draw_at_the_end_of_turn_and_counter_a_troublemaker():
    b = Board()
    b.add("DE75", 0, "play", "problem:1")
    tm = b.add("PR157", 0, "play", "problem:1")
    b.add("PR157", 0, "play", "problem:0")  # not here
    g = shipped_game(b, phase="score", step="end")
    answer(g, "yes")  # at the end of your turn, you may draw a card
    answer(g, "yes")  # when you draw a card, a counter on one of your Troublemakers here
    assert len(g.s["players"][0]["hand"]) == 1
    assert g.card(tm)["counters"] == {"power": 1}


def test_de85_rarity_and_fluttershy_critter_token_when_an_opponent_starts_a_faceoff():
    b = Board()
    b.add("DE85", 0, "play", "home:0")
    b.add("PR33", 1, "play", "problem:1")
    tm = b.add("PR157", 0, "play", "problem:1")
    g = shipped_game(b, phase="troublemaker", step="challenge", turn_player=1)
    answer(g, f"challenge:{tm}")
    answer(g, "yes")
    if g.pending() is not None and g.pending().kind == "area":
        answer(g, "home:0")
    tokens = [i for i in g.s["play"] if g.card(i).get("token")]
    assert len(tokens) == 1 and g.card(tokens[0])["owner"] == 0 and "critter" in g.spec(tokens[0]).traits


def test_de22_maud_pie_counteroffer_starts_a_faceoff_and_exhausts_the_loser():
    b = support_board()
    foe = b.add("PR33", 1, "play", "home:1")
    g, maud = play_entered(b, "DE22")
    assert set(keys(g)) == {f"card:{b.mane[1]}", f"card:{foe}"}
    answer(g, f"card:{foe}")
    while g.pending() is not None and g.pending().kind == "may":
        answer(g, "yes")  # when you flip a card: a counter on one of your Friends
        if g.pending().kind == "target":
            answer(g, f"card:{maud}")
    text = log_text(g)
    assert "P0 wins the faceoff" in text and g.card(foe)["exhausted"]
    assert g.card(maud)["counters"] == {"power": 1}


def test_de40_zecora_brewing_a_plan_gains_a_token_when_her_problem_was_not_confronted():
    b = Board()
    b.add("DE40", 0, "play", "problem:0")
    g = shipped_game(b, phase="score", step="end", turn_player=1)
    text = log_text(g)
    assert "712: P0 gains 1 action token" in text
    assert text.index("712: P0 gains 1 action token") < text.index("602: Turn 4: P0's turn begins")
    assert g.s["players"][0]["tokens"] == 2 + 1 + 2


def test_de86_tree_hugger_may_move_a_critter_at_the_end_of_an_opponents_turn():
    b = Board()
    b.add("DE86", 0, "play", "problem:0")
    critter = b.add("PR81", 0, "play", "home:0")
    b.add("PR20", 0, "play", "home:0")  # not a Critter
    g = shipped_game(b, phase="score", step="end", turn_player=1)
    answer(g, "yes")
    if g.pending().kind == "target":
        assert keys(g) == [f"card:{critter}"]
        answer(g, f"card:{critter}")
    answer(g, "problem:1")
    assert g.card(critter)["area"] == "problem:1"


def test_de113_trixies_equestrian_apology_tour_distributes_two_counters():
    b = Board()
    b.add("DE113", 0, "play", "home:0")
    one = b.add("PR81", 0, "play", "home:0")
    two = b.add("PR20", 0, "play", "home:0")
    g = shipped_game(b, phase="score", step="end", turn_player=1)
    answer(g, "yes")
    answer(g, f"card:{one}")  # the first counter
    answer(g, f"card:{two}")  # the second, on another Friend
    assert g.card(one)["counters"] == {"power": 1} and g.card(two)["counters"] == {"power": 1}


def test_de113_trixies_apology_tour_asks_sb133_applejack_about_each_counter_before_the_next():
    """Distributing is one counter at a time on a card the player chooses (705.2e): SB133
    Applejack, Festival Caterer ("If you would put one or more +1 power counters on one of
    your Friends, you may put that many plus one on that Friend instead") is asked about the
    first counter as it would be put (710.5), before the second counter's card is chosen."""
    b = Board()
    b.add("DE113", 0, "play", "home:0")
    b.add("SB133", 0, "play", "home:0")
    one = b.add("PR81", 0, "play", "home:0")
    two = b.add("PR20", 0, "play", "home:0")
    g = shipped_game(b, phase="score", step="end", turn_player=1)
    answer(g, "yes")
    answer(g, f"card:{one}")
    assert g.pending().kind == "may" and g.name(one) in g.pending().prompt
    answer(g, "yes")
    assert g.pending().kind == "target" and "2 of 2" in g.pending().prompt
    answer(g, f"card:{two}")
    assert g.pending().kind == "may" and g.name(two) in g.pending().prompt
    answer(g, "yes")
    assert g.card(one)["counters"] == {"power": 2} and g.card(two)["counters"] == {"power": 2}


def test_de58_rainbow_dash_and_applejack_may_draw_two_and_discard_two_as_a_problem_faceoff_starts():
    b, _ = cart_board()
    b.add("DE58", 0, "play", "problem:1")
    b.add("PR36", 0, "hand")
    g = shipped_game(b, phase="score", step="confront")
    answer(g, "yes")
    assert len(g.s["players"][0]["hand"]) == 3
    answer(g, *keys(g)[:2])
    assert len(g.s["players"][0]["hand"]) == 1 and len(g.s["players"][0]["discard"]) == 2


def test_de33_sugar_belle_may_dismiss_an_opposing_friend_when_an_opponent_confronts_her_problem():
    b = Board()
    b.add("DE33", 0, "play", "problem:0")
    b.cards[b.mane[1] - 1]["area"] = "problem:0"
    b.add("PR36", 1, "play", "problem:0")  # P1 meets Cloudbursting's 4 and confronts it
    g = shipped_game(b, phase="score", step="confront", turn_player=1)
    assert "611.1: P1 confronts Cloudbursting" in log_text(g) and g.pending().player == 0
    answer(g, "yes")  # Applejack, P1's Mane, can't be dismissed: Apple Brown Betty is the one
    assert zone_codes(g, 1, "discard") == ["PR36"]


# ----- Chaos: when the card is flipped in a faceoff ------------------------------------------
def test_de29_merry_mare_chaos_draws_a_card():
    g, _ = flipped("DE29")
    assert "712: P0 draws 1 card" in log_text(g) and len(g.s["players"][0]["hand"]) == 1


def test_de54_trapeze_star_chaos_puts_a_critter_token_into_play():
    g, _ = flipped("DE54")
    answer(g, "home:0")
    tokens = [i for i in g.s["play"] if g.card(i).get("token")]
    assert len(tokens) == 1 and "critter" in g.spec(tokens[0]).traits


def test_de15_appleloosa_buckball_team_chaos_gives_the_mane_plus_three():
    g, _ = flipped("DE15")
    assert "708.2: Twilight Sparkle, Faithful Student #1 gets +3 power until the end of the faceoff" in log_text(g)


def test_de70_mr_stripes_chaos_puts_a_counter_on_an_involved_card():
    g, ids = flipped("DE70")
    assert set(keys(g)) == {f"card:{ids['pony']}", f"card:{ids['tm']}"}  # a Friend or Troublemaker involved
    answer(g, f"card:{ids['pony']}")
    assert g.card(ids["pony"])["counters"] == {"power": 1}


def test_de101_mysterious_disappearance_chaos_banishes_a_resource():
    g, _ = flipped("DE101")
    assert zone_codes(g, 1, "banished") == ["PR139"]


def test_de78_tender_taps_chaos_puts_a_cheap_friend_from_the_discard_pile_into_play():
    g, _ = flipped("DE78")
    answer(g, "home:0")
    assert zone_codes(g, 0, "discard") == [] and len(find(g, "PR12", owner=0)) == 3  # two were at home
