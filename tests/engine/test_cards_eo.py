"""Equestrian Odysseys (EO): one judge scenario per card the engine carries out.

Each test builds the small position a judge would describe on the shipped card database,
makes the card's text happen and checks what the text says happened. The vanilla stand-ins
are those of `test_cards_cg` (PR20 blue 1 Pegasus, PR12 blue 2, PR33 orange 2, PR31 orange 4,
PR36 pink 3, PR44 pink 1, PR54 purple 1, PR60 purple 2, PR76 white 1, PR79 white 2 Pegasus,
PR81 yellow 2 Critter, PR86 yellow 1 Critter). A +1 power counter is `{"power": n}` (519).
"""

from __future__ import annotations

from engine.mlp.effects.abilities import say_nothing_happened
from engine.mlp.state.game import MOVES_WATCHED
from engine.mlp.values import power
from tests.engine.card_play import (
    act,
    act_with,
    board,
    choose,
    confront_own,
    find,
    in_faceoff,
    order_first,
    problem_enters,
    problem_faceoff,
    start_challenge,
    tm_faceoff,
)
from tests.engine.helpers import answer, keys, log_text, pass_until, shipped_game, zone_codes


def entered(g, code: str, owner: int = 0) -> int:
    """The card with this code in play (played cards take new ids, 410.6)."""
    return find(g, code, owner=owner)[0]


# --- continuous abilities -------------------------------------------------------------------

def test_eo65_daisy_lily_roseluck_has_plus_three_while_no_opposing_characters_are_here():
    b = board()
    daisy = b.add("EO65", 0, "play", "problem:0")
    b.add("PR20", 1, "play", "problem:1")
    g = shipped_game(b)
    assert power.power(g, daisy) == 4
    b.add("PR20", 1, "play", "problem:0")
    assert power.power(shipped_game(b), daisy) == 1


def test_eo78_animal_allies_power_is_the_number_of_your_friends():
    b = board()
    allies = b.add("EO78", 0, "play", "home:0")
    b.add("PR20", 0, "play", "home:0")
    b.add("PR20", 0, "play", "problem:0")
    b.add("PR20", 1, "play", "home:1")
    assert power.power(shipped_game(b), allies) == 3  # itself and two others


def test_eo108_opalescence_opponents_pay_one_more_to_play_cards_during_faceoffs():
    b = board()
    b.add("EO108", 1, "play", "home:1")
    g = shipped_game(b)
    event = g.create_card(g.lib.find("EO122").id, 0, "hand")
    assert power.play_cost(g, 0, event, None, None) == 0
    in_faceoff(g)
    assert power.play_cost(g, 0, event, None, None) == 1
    mine = g.create_card(g.lib.find("EO122").id, 1, "hand")
    assert power.play_cost(g, 1, mine, None, None) == 0


def test_eo184_dream_patrol_troublemakers_here_have_minus_two():
    b = board()
    b.cards[b.problem[0] - 1]["card"] = "EO184"
    here = b.add("PR157", 1, "play", "problem:0")
    there = b.add("PR157", 1, "play", "problem:1")
    g = shipped_game(b)
    assert (power.power(g, here), power.power(g, there)) == (2, 4)


def test_eo217_starlight_glimmer_characters_here_have_two_power_and_cant_change():
    b = board()
    b.add("EO217", 1, "play", "problem:0")
    big = b.add("PR31", 0, "play", "problem:0")
    small = b.add("PR20", 0, "play", "problem:0", counters={"power": 2})
    away = b.add("PR31", 0, "play", "problem:1")
    g = shipped_game(b)
    assert [power.power(g, i) for i in (big, small, away)] == [2, 2, 4]


def test_eo171_arimaspi_troublemakers_cant_be_uncovered_here():
    b = board()
    b.add("EO171", 0, "play", "problem:1")
    hidden = b.add("PR157", 0, "play", "problem:1", face_down=True)
    other = b.add("PR157", 0, "play", "problem:0", face_down=True)
    g = shipped_game(b, phase="troublemaker", step="uncover")
    pass_until(g, kind="priority")
    assert g.card(hidden)["face_down"] and not g.card(other)["face_down"]


def test_eo157_on_a_deadline_your_characters_there_get_plus_one_while_unopposed():
    b = board()
    b.add("EO157", 0, "play", "problem:1", host=b.problem[1])
    mine = b.add("PR20", 0, "play", "problem:1")
    g = shipped_game(b)
    assert power.power(g, mine) == 2
    b.add("PR20", 1, "play", "problem:1")
    assert power.power(shipped_game(b), mine) == 1


def test_eo164_ten_carat_hat_gives_its_friend_plus_two():
    b = board(manes=("PR5", "PR2"))
    b.add("PR79", 0, "play", "home:0")
    pony = b.add("PR20", 0, "play", "home:0")
    hat = b.add("EO164", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{hat}|on:{pony}")
    assert power.power(g, pony) == 3


# --- entering play --------------------------------------------------------------------------

def test_eo21_tank_burrower_may_draw_then_discard():
    b = board()
    tank = b.add("EO21", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{tank}|home:0")
    answer(g, "yes")  # (the drawn card is the only one in hand: it is discarded, 705.2e)
    log = log_text(g)
    by = f" (by the text of {g.name(find(g, 'EO21')[0])})"  # (Tank, as it entered play)
    assert f"712: P0 draws 1 card{by}\n712: P0 discards Sweetie Sunrise, Early Riser #" in log
    assert log.splitlines()[-1].endswith(by[len(" ("):])
    assert not g.s["players"][0]["hand"] and zone_codes(g, 0, "discard") == ["PR20"]


def test_eo26_big_mac_bass_puts_a_power_counter_on_another_of_your_friends():
    b = board(manes=("PR2", "PR4"))
    b.add("PR33", 0, "play", "home:0")
    pony = b.add("PR31", 0, "play", "home:0")
    mac = b.add("EO26", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{mac}|home:0")
    choose(g, pony)
    assert g.card(pony)["counters"] == {"power": 1} and power.power(g, pony) == 5
    assert not g.card(entered(g, "EO26"))["counters"]


def test_eo98_golden_harvest_puts_a_counter_on_each_other_friend_of_yours_there():
    b = board(manes=("PR2", "PR4"))
    b.add("PR33", 0, "play", "home:0")
    b.add("PR81", 0, "play", "home:0")
    here = b.add("PR20", 0, "play", "problem:1")
    away = b.add("PR20", 0, "play", "problem:0")
    theirs = b.add("PR20", 1, "play", "problem:1")
    harvest = b.add("EO98", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{harvest}|problem:1")
    pass_until(g, kind="priority")
    assert g.card(here)["counters"] == {"power": 1}
    assert not g.card(away)["counters"] and not g.card(theirs)["counters"]


def test_eo33_star_spur_may_look_at_an_opponents_hand():
    """A hand is not public (404.1): the log says P0 looked and how many cards the hand
    holds, as it counts the cards drawn, and names none of them."""
    b = board()
    b.add("PR36", 1, "hand")
    spur = b.add("EO33", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{spur}|home:0")
    answer(g, "yes")
    assert "712: P0 looks at P1's hand (1 card; by the text of " in log_text(g) and "Apple Brown Betty" not in log_text(g)


def test_eo46_pinkie_pie_everyponys_pff_searches_the_deck_for_a_friend():
    b = board(manes=("PR3", "PR2"))
    b.add("PR36", 0, "play", "home:0")
    b.add("PR44", 0, "play", "home:0")
    b.add("CN113", 0, "deck")  # an Event: not a choice
    friend = b.add("PR31", 0, "deck")
    pinkie = b.add("EO46", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{pinkie}|home:0")
    assert g.pending().kind == "search" and f"card:{friend}" in keys(g)
    assert not [k for k in keys(g) if k.startswith("card:") and g.spec(int(k[5:])).code == "CN113"]
    answer(g, f"card:{friend}")
    assert zone_codes(g, 0, "hand") == ["PR31"] and "shuffles" in log_text(g)


def test_eo49_torch_song_may_search_the_deck_for_a_pony_tone_card():
    b = board(manes=("PR3", "PR2"))
    tone = b.add("EO26", 0, "deck")  # Big Mac, Bass: Pony Tone
    b.add("PR31", 0, "deck")
    torch = b.add("EO49", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{torch}|home:0")
    answer(g, "yes")
    assert f"card:{tone}" in keys(g) and len([k for k in keys(g) if k.startswith("card:")]) == 1
    answer(g, f"card:{tone}")
    assert zone_codes(g, 0, "hand") == ["EO26"]


def test_eo63_aloe_gives_another_character_here_plus_two_until_the_end_of_the_turn():
    b = board()
    here = b.add("PR20", 0, "play", "problem:1")
    b.add("PR20", 0, "play", "problem:0")
    aloe = b.add("EO63", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{aloe}|problem:1")
    choose(g, here)
    assert power.power(g, here) == 3
    g.expire_mods("turn")
    assert power.power(g, here) == 1


def test_eo76_sweetie_belle_may_return_an_accessory_from_the_discard_pile():
    b = board(manes=("PR5", "PR2"))
    b.add("EO164", 0, "discard")  # Ten Carat Hat: an Accessory
    b.add("CG148", 0, "discard")  # Silver Shill's Coin: an Asset
    belle = b.add("EO76", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{belle}|home:0")
    answer(g, "yes")  # (the Hat is the only Accessory there, 705.2e)
    assert zone_codes(g, 0, "hand") == ["EO164"] and zone_codes(g, 0, "discard") == ["CG148"]


def test_eo79_calvin_and_theo_may_dismiss_a_resource():
    b = board(manes=("PR6", "PR2"))
    for _ in range(2):
        b.add("PR81", 0, "play", "home:0")
    coin = b.add("CG148", 1, "play", "home:1")
    calvin = b.add("EO79", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{calvin}|home:0")
    answer(g, "yes")
    choose(g, coin)
    assert coin not in g.s["cards"] and find(g, "CG148", "discard", owner=1)


def test_eo88_peewee_makes_an_opponent_lose_one_token():
    b = board(manes=("PR6", "PR2"))
    b.players[1] = {"tokens": 2}
    peewee = b.add("EO88", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{peewee}|home:0")
    assert g.s["players"][1]["tokens"] == 1


def test_eo92_sunshower_may_look_at_a_face_down_troublemaker():
    """The Troublemaker stays hidden in the log (only P0 learns it), as it was when played
    face-down: "face-down Troublemaker #<n>", never its name."""
    b = board()
    hidden = b.add("PR157", 1, "play", "problem:0", face_down=True)
    sun = b.add("EO92", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{sun}|home:0")
    answer(g, "yes")
    choose(g, hidden)
    assert g.as_written(f"712: P0 looks at face-down Troublemaker #{hidden} at problem:0 (by the text of ") in log_text(g)
    assert "Parasprite" not in log_text(g)
    assert g.card(hidden)["face_down"]


def test_eo101_toe_tapper_may_draw_three_then_discard_one():
    b = board(manes=("PR3", "PR2"))
    b.add("PR33", 0, "play", "home:0")
    tapper = b.add("EO101", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{tapper}|home:0")
    answer(g, "yes")
    assert "P0 draws 3 cards" in log_text(g) and len(g.s["players"][0]["hand"]) == 3
    answer(g, keys(g)[0])
    assert len(g.s["players"][0]["hand"]) == 2 and len(g.s["players"][0]["discard"]) == 1


def test_eo103_bulk_biceps_dismisses_a_friend_and_returns_a_card_when_it_leaves():
    b = board(manes=("PR3", "PR2"))
    b.add("PR79", 0, "play", "home:0")
    foe = b.add("PR31", 1, "play", "home:1")
    b.add("CN113", 0, "discard")
    bulk = b.add("EO103", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{bulk}|home:0")
    choose(g, foe)
    assert foe not in g.s["cards"]
    bulk = entered(g, "EO103")
    g.dismiss(bulk)
    answer(g, "pass")  # the leaves-play trigger is processed before the next priority (712.1)
    assert g.pending().kind == "target" and g.pending().player == 0
    answer(g, f"card:{find(g, 'CN113', 'discard', owner=0)[0]}")
    assert zone_codes(g, 0, "hand") == ["CN113"]


# --- activated abilities and triggers of Friends --------------------------------------------

def test_eo13_lightning_dust_retires_another_friend_to_move_itself():
    b = board()
    dust = b.add("EO13", 0, "play", "home:0")
    other = b.add("PR20", 0, "play", "home:0")
    g = shipped_game(b)
    answer(g, act(g, dust))
    choose(g, other)
    answer(g, "problem:1")
    assert g.card(dust)["area"] == "problem:1" and other not in g.s["cards"]
    assert find(g, "PR20", "discard", owner=0) and g.s["players"][0]["tokens"] == 6


def test_eo23_apple_bloom_discards_to_pay_one_less_for_your_next_card():
    b = board(tokens=1, manes=("PR2", "PR4"))
    bloom = b.add("EO23", 0, "play", "home:0")
    b.add("PR20", 0, "hand")
    pony = b.add("PR33", 0, "hand")  # cost 2
    g = shipped_game(b)
    assert f"play|{pony}|home:0" not in keys(g)
    answer(g, act(g, bloom))
    choose(g, find(g, "PR20", "hand", owner=0)[0])
    assert g.card(bloom)["exhausted"]
    answer(g, f"play|{pony}|home:0")
    assert find(g, "PR33") and g.s["players"][0]["tokens"] == 0


def test_eo31_sweetie_drops_exhausts_to_exhaust_an_opposing_character_when_a_friend_joins():
    b = board(manes=("PR2", "PR4"))
    drops = b.add("EO31", 0, "play", "problem:1")
    foe = b.add("PR31", 1, "play", "problem:1")
    pony = b.add("PR33", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{pony}|problem:1")
    answer(g, "yes")
    choose(g, foe)
    assert g.card(foe)["exhausted"] and g.card(drops)["exhausted"]


def test_eo36_babs_seed_gets_plus_one_until_end_of_turn_when_you_draw():
    b = board()
    babs = b.add("EO36", 0, "play", "home:0")
    g = shipped_game(b)
    answer(g, "draw")
    pass_until(g, kind="priority")
    assert power.power(g, babs) == 3
    g.expire_mods("turn")
    assert power.power(g, babs) == 2


def test_eo40_dj_pon3_exhausts_to_dismiss_an_exhausted_friend():
    b = board()
    dj = b.add("EO40", 0, "play", "home:0")
    tired = b.add("PR31", 1, "play", "home:1", exhausted=True)
    fresh = b.add("PR31", 1, "play", "home:1")
    g = shipped_game(b)
    answer(g, act(g, dj))
    choose(g, tired)
    assert tired not in g.s["cards"] and fresh in g.s["cards"] and g.card(dj)["exhausted"]


def test_eo44_moving_mare_counters_an_opposing_friend_then_dismisses_a_strong_one_here():
    b = board()
    mare = b.add("EO44", 0, "play", "problem:1")
    foe = b.add("PR36", 1, "play", "problem:1")  # 3 power
    g = shipped_game(b)
    answer(g, act_with(g, mare, "counter"))
    assert g.card(foe)["counters"] == {"power": 1} and power.power(g, foe) == 4
    answer(g, act_with(g, mare, "dismiss"))
    assert foe not in g.s["cards"] and g.card(mare)["exhausted"]
    assert g.s["players"][0]["tokens"] == 4


def test_eo55_minuette_draws_two_then_puts_a_card_back_on_top():
    b = board()
    minuette = b.add("EO55", 0, "play", "home:0")
    b.add("PR31", 0, "hand")
    g = shipped_game(b)
    answer(g, act(g, minuette))
    assert "P0 draws 2 cards" in log_text(g)
    choose(g, find(g, "PR31", "hand", owner=0)[0])
    assert zone_codes(g, 0, "deck")[-1] == "PR31" and len(g.s["players"][0]["hand"]) == 2
    assert g.s["players"][0]["tokens"] == 5


def test_eo55_minuette_names_her_text_on_the_card_she_puts_back():
    """705.2e: every line of what her ability does names her, as the draw's does: the card put
    back on top is put there by her text, which a judge reads in the log."""
    b = board()
    minuette = b.add("EO55", 0, "play", "home:0")
    b.add("PR31", 0, "hand")
    g = shipped_game(b)
    answer(g, act(g, minuette))
    choose(g, find(g, "PR31", "hand", owner=0)[0])
    lines = log_text(g).split("\n")
    assert f"705.2e: P0 draws 2 cards (by the text of {g.name(minuette)})" in lines
    assert f"705.2e: P0 puts a card from their hand on top of their deck (by the text of {g.name(minuette)})" in lines


def test_eo59_princess_twilight_pays_one_to_send_an_opposing_character_home_when_you_move():
    b = board()
    b.add("EO59", 0, "play", "home:0")
    pony = b.add("PR20", 0, "play", "home:0")
    foe = b.add("PR31", 1, "play", "problem:1")
    g = shipped_game(b)
    answer(g, f"move|{pony}|problem:1")
    answer(g, "yes")
    choose(g, foe)
    assert g.card(foe)["area"] == "home:1" and g.s["players"][0]["tokens"] == 3


def test_eo61_trixie_reveals_an_even_card_and_may_put_a_friend_here_on_top():
    b = board()
    for _ in range(2):
        b.add("PR60", 0, "play", "home:0")
    foe = b.add("PR31", 1, "play", "problem:1")
    b.deck_top("PR33", 0)  # power 2: even
    trixie = b.add("EO61", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{trixie}|problem:1")
    assert "Red Gala" in log_text(g)
    answer(g, "yes")
    choose(g, foe)
    assert foe not in g.s["cards"] and zone_codes(g, 1, "deck")[-1] == "PR31"


def test_eo61_trixie_reveals_an_odd_card_and_does_nothing():
    b = board()
    for _ in range(2):
        b.add("PR60", 0, "play", "home:0")
    foe = b.add("PR31", 1, "play", "problem:1")
    b.deck_top("PR36", 0)  # power 3: odd
    trixie = b.add("EO61", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{trixie}|problem:1")
    assert g.pending().kind == "priority" and foe in g.s["cards"]


def test_eo82_fluttershy_stare_master_gives_each_opposing_character_here_minus_one():
    b = board()
    stare = b.add("EO82", 0, "play", "problem:1")
    foe = b.add("PR31", 1, "play", "problem:1")
    away = b.add("PR31", 1, "play", "problem:0")
    g = shipped_game(b)
    answer(g, act(g, stare))
    assert (power.power(g, foe), power.power(g, away)) == (3, 4)
    g.expire_mods("turn")
    assert power.power(g, foe) == 4


def test_eo97_bon_bon_gets_plus_one_when_an_opposing_friend_enters_play_here():
    b = board(tokens=0)
    bon = b.add("EO97", 0, "play", "problem:0")
    b.players[1] = {"tokens": 3}
    pony = b.add("PR33", 1, "hand")
    g = shipped_game(b, turn_player=1)
    answer(g, f"play|{pony}|problem:0")
    pass_until(g, kind="priority")
    assert power.power(g, bon) == 3


def test_eo100_snips_and_snails_cant_be_frightened_and_uncover_a_troublemaker_here():
    b = board()
    snips = b.add("EO100", 0, "play", "problem:1")
    tm = b.add("PR157", 1, "play", "problem:1", face_down=True)
    g = shipped_game(b)
    g.frighten(snips)
    assert not g.card(snips)["frightened"]
    answer(g, act(g, snips))
    pass_until(g, kind="priority")
    assert not g.card(tm)["face_down"] and g.card(snips)["exhausted"]


def test_eo94_shining_armor_gains_one_when_you_win_a_troublemaker_faceoff():
    b, _, _, tm = tm_faceoff(("EO94", "PR60", "PR60"))
    g = shipped_game(b, phase="troublemaker", step="challenge")
    tokens = g.s["players"][0]["tokens"]
    answer(g, f"challenge:{tm}")
    pass_until(g, kind="priority")
    assert "514.5: P0 wins the faceoff" in log_text(g)
    assert g.s["players"][0]["tokens"] >= tokens + 1
    assert "712: P0 gains 1 action token" in log_text(g)


def test_eo204_night_glider_scores_two_when_winning_a_problem_faceoff_by_five():
    for p0, score in ((("EO204", "PR31", "PR31", "PR31"), 1 + 1 + 2), (("EO204", "PR33"), 1 + 1)):  # 9 against 5: by 4
        b, _, _, _ = problem_faceoff(p0=p0, p1=("PR33", "PR20"))
        b.deck_top("PR31", 0)
        g = shipped_game(b, phase="score", step="confront")
        order_first(g, "Night Glider")
        pass_until(g, kind="priority")
        assert "514.5: P0 wins the Problem faceoff" in log_text(g), p0
        assert g.s["players"][0]["score"] == score, p0


# --- Mane Characters ------------------------------------------------------------------------

def test_eo1_rainbow_dash_turns_over_at_the_start_of_her_faceoff_and_then_moves_herself():
    b, _, _, tm = tm_faceoff(("PR20", "PR20", "PR20"), manes=("EO1", "PR2"))
    b.cards[b.mane[0] - 1]["area"] = "problem:0"
    g = start_challenge(b, tm)
    pass_until(g, kind="priority")
    assert g.card(b.mane[0])["boosted"]
    b = board(manes=("EO1", "PR2"))
    b.cards[b.mane[0] - 1]["boosted"] = True
    g = shipped_game(b)
    answer(g, act(g, b.mane[0]))
    answer(g, "problem:1")
    assert g.card(b.mane[0])["area"] == "problem:1" and g.card(b.mane[0])["exhausted"]
    assert g.s["players"][0]["tokens"] == 6


def test_eo2_applejack_turns_over_at_the_start_of_her_faceoff_and_then_passes_counters():
    b, _, _, tm = tm_faceoff(("PR33", "PR33", "PR33"), manes=("EO2", "PR4"))
    b.cards[b.mane[0] - 1]["area"] = "problem:0"
    g = start_challenge(b, tm)
    pass_until(g, kind="priority")
    assert g.card(b.mane[0])["boosted"]
    b = board(manes=("EO2", "PR4"))
    b.cards[b.mane[0] - 1].update(boosted=True, counters={"power": 1})
    pony = b.add("PR20", 0, "play", "home:0")
    g = shipped_game(b)
    answer(g, act(g, b.mane[0]))
    choose(g, pony)
    assert g.card(pony)["counters"] == {"power": 1} and not g.card(b.mane[0])["counters"].get("power")
    # her cost removed as every counter is (519.3): the log says whose text removed it
    mane = g.name(b.mane[0])
    assert f"A +1 power counter is removed from {mane} (by the text of {mane})" in [text for _, _, text in g.log]


def test_eo4_pinkie_pie_turns_over_at_the_start_of_your_turn_with_more_friends():
    for mine, flipped in ((2, True), (1, False)):
        b = board(manes=("EO4", "PR2"))
        for _ in range(mine):
            b.add("PR20", 0, "play", "home:0")
        b.add("PR20", 1, "play", "home:1")
        g = shipped_game(b, phase="ready", step="ready")
        pass_until(g, kind="priority")
        assert g.card(b.mane[0])["boosted"] == flipped, mine


def test_eo4_pinkie_pie_boosted_first_friend_to_her_problem_costs_one_less():
    b = board(tokens=2, manes=("EO4", "PR2"))
    b.cards[b.mane[0] - 1].update(boosted=True, area="problem:1")
    first = b.add("PR31", 0, "hand")  # cost 4: not playable elsewhere with 2 tokens ...
    cheap = b.add("PR33", 0, "hand")  # cost 2 -> 1 there
    g = shipped_game(b)
    assert f"play|{first}|problem:1" not in keys(g)
    answer(g, f"play|{cheap}|problem:1")
    assert find(g, "PR33") and g.s["players"][0]["tokens"] == 1


def test_eo8_fluttershy_turns_over_when_you_confront_her_problem_then_taxes_faceoffs():
    b, _ = confront_own("DE122", "PR81", "PR81", mane="EO8")
    g = shipped_game(b, phase="score", step="confront")
    pass_until(g, kind="priority")
    assert g.card(b.mane[0])["boosted"]
    b, _, _, _ = problem_faceoff(p0=("PR81", "PR81"), p1=("PR33",), manes=("EO8", "PR2"))
    b.cards[b.mane[0] - 1]["boosted"] = True
    b.players[1] = {"tokens": 2}
    g = shipped_game(b, phase="score", step="confront")
    log = log_text(g)
    assert "612.2: P0 starts a Problem faceoff at Concerning Cutie Mark #4 (P1's)\n712: P1 loses 1 action token" in log


# --- Events ---------------------------------------------------------------------------------

def test_eo112_barrel_through_flips_an_additional_card_during_a_faceoff():
    b, _, (event,), tm = tm_faceoff(("PR33", "PR33"), hand=("EO112",), manes=("PR2", "PR4"))
    g = shipped_game(b, phase="troublemaker", step="challenge")
    assert f"play|{event}|event" not in keys(g)  # "During a faceoff"
    answer(g, f"challenge:{tm}")
    answer(g, f"play|{event}|event")
    assert len([t for _, rule, t in g.log if rule != "514.3" and t.startswith("P0 flips")]) == 1


def test_eo112_barrel_through_resolving_after_the_faceoff_says_its_during_is_not_met():
    """705.2e: Barrel Through's "During a faceoff, flip an additional card" carried out with no
    faceoff going on does nothing because its "During ..." is not met, and the log quotes that
    condition alone, no longer the whole instruction as if it had found nothing to act on."""
    b, _, (event,), _ = tm_faceoff(("PR33", "PR33"), hand=("EO112",), manes=("PR2", "PR4"))
    g = shipped_game(b, phase="troublemaker", step="challenge")
    frame = {"op": "ability", "src": event, "card": g.card(event)["card"], "ab": 0, "boosted": False, "name": "",
             "ctrl": 0, "data": {}, "step": 0}
    g.s["stack"].append(frame)  # (its text resolving)
    say_nothing_happened(g, frame)
    assert "Nothing happens: “During a faceoff” is not met (by the text of Barrel Through" in log_text(g).splitlines()[-1]


def test_eo122_heroic_leap_gives_a_character_in_the_faceoff_plus_two():
    b, (pony, *_), (event,), tm = tm_faceoff(("PR20", "PR20", "PR20"), hand=("EO122",), manes=("PR1", "PR2"))
    g = start_challenge(b, tm)
    answer(g, f"play|{event}|event")
    choose(g, pony)
    assert "Power totals: P0 6, P1 5" in log_text(g)  # 1 + 2, 1, 1 and a flip of 1


def test_eo123_ill_fly_choose_one_plus_two_or_move_a_friend():
    b = board()
    for _ in range(2):
        b.add("PR20", 0, "play", "home:0")
    pony = b.add("PR60", 0, "play", "home:0")
    event = b.add("EO123", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    assert len([k for k in keys(g) if k.startswith("mode:")]) == 3
    answer(g, "mode:0")
    choose(g, pony)
    assert power.power(g, pony) == 4
    b2 = board()
    for _ in range(2):
        b2.add("PR20", 0, "play", "home:0")
    pony = b2.add("PR60", 0, "play", "home:0")
    event = b2.add("EO123", 0, "hand")
    g = shipped_game(b2)
    answer(g, f"play|{event}|event")
    answer(g, "mode:2")
    choose(g, pony)
    answer(g, "problem:1")
    assert g.card(pony)["area"] == "problem:1"


def test_eo125_lie_low_puts_an_opposing_friend_into_its_owners_hand():
    b = board(manes=("PR6", "PR2"))
    for _ in range(2):
        b.add("PR81", 0, "play", "home:0")
    foe = b.add("PR31", 1, "play", "problem:1")
    event = b.add("EO125", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    choose(g, foe)
    assert foe not in g.s["cards"] and find(g, "PR31", "hand", owner=1)


def test_eo128_napcakes_puts_a_friend_with_two_or_less_power_on_top_of_its_owners_deck():
    b = board()
    for _ in range(2):
        b.add("PR60", 0, "play", "home:0")
    small = b.add("PR33", 1, "play", "problem:1")
    big = b.add("PR31", 1, "play", "problem:1")
    event = b.add("EO128", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    assert f"card:{big}" not in keys(g)
    answer(g, f"card:{small}")
    assert zone_codes(g, 1, "deck")[-1] == "PR33" and big in g.s["cards"]


def test_eo135_rolling_tones_dismisses_a_friend():
    b = board(manes=("PR3", "PR2"))
    for _ in range(2):
        b.add("PR36", 0, "play", "home:0")
    foe = b.add("PR31", 1, "play", "problem:1")
    event = b.add("EO135", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    answer(g, f"card:{foe}")
    assert foe not in g.s["cards"] and find(g, "PR31", "discard", owner=1)
    # (the zone the Friend went to, kept for an "if you do", is let go once the text ends)
    assert MOVES_WATCHED not in g.s["flags"]


def test_eo138_special_beam_cannon_banishes_a_resource():
    b = board()
    for _ in range(2):
        b.add("PR60", 0, "play", "home:0")
    coin = b.add("CG148", 1, "play", "home:1")
    event = b.add("EO138", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    choose(g, coin)
    assert coin not in g.s["cards"] and find(g, "CG148", "banished", owner=1)


# --- Resources ------------------------------------------------------------------------------

def test_eo152_fake_star_swirl_beard_gives_its_friend_plus_two_when_you_play_an_event():
    b = board()
    pony = b.add("PR60", 0, "play", "home:0")
    b.add("EO152", 0, "play", "home:0", host=pony)
    event = b.add("PR126", 0, "hand")  # Watch in Awe
    g = shipped_game(b)
    assert power.power(g, pony) == 2
    answer(g, f"play|{event}")
    choose(g, b.mane[0])
    pass_until(g, kind="priority")
    assert power.power(g, pony) == 4
    g.expire_mods("turn")
    assert power.power(g, pony) == 2


def test_eo154_griffonstone_retired_may_pay_one_to_dismiss_a_friend_there():
    b = board()
    stone = b.add("EO154", 0, "play", "problem:1", host=b.problem[1])
    foe = b.add("PR31", 1, "play", "problem:1")
    g = shipped_game(b)
    g.retire(stone)
    answer(g, "pass")
    answer(g, "yes")
    choose(g, foe)
    assert foe not in g.s["cards"] and g.s["players"][0]["tokens"] == 5


# --- Troublemakers --------------------------------------------------------------------------

def test_eo170_apple_blooms_shadow_faceoffs_an_opposing_friend_and_frightens_it_if_it_wins():
    b = board()
    shadow = b.add("EO170", 0, "play", "problem:1", face_down=True)
    foe = b.add("PR20", 1, "play", "problem:1")
    g = shipped_game(b, phase="troublemaker", step="uncover")
    choose(g, foe)
    pass_until(g, kind="priority")
    assert not g.card(shadow)["face_down"] and "514.5: P0 wins the faceoff" in log_text(g)
    assert g.card(foe)["frightened"]


def test_eo170_apple_blooms_shadow_winning_against_a_frightened_friend_quotes_its_frighten():
    """Judge scenario (514.5d): Apple Bloom's Shadow's faceoff against a Friend already
    frightened is won; "If you win the faceoff, frighten that Friend" then does nothing, and
    the log quotes that instruction, not the "Start a faceoff ..." already carried out."""
    b = board()
    shadow = b.add("EO170", 0, "play", "problem:1", face_down=True)
    friend = b.add("PR20", 1, "play", "problem:1", frightened=True)
    g = shipped_game(b, phase="troublemaker", step="uncover")
    pass_until(g, kind="priority")
    assert "514.5: P0 wins the faceoff" in log_text(g)
    assert (f"514.5d: Nothing happens: “Frighten that Friend” is not done: {g.name(friend)} is frightened "
            f"already, and frightened cards can't become frightened (by the text of {g.name(shadow)})") in log_text(g)


def test_eo172_bugbear_makes_opponents_discard_and_may_turn_face_down_after_a_win():
    b = board()
    bug = b.add("EO172", 0, "play", "problem:1", face_down=True)
    b.add("PR36", 1, "hand")
    g = shipped_game(b, phase="troublemaker", step="uncover")
    pass_until(g, kind="priority")
    assert not g.card(bug)["face_down"] and zone_codes(g, 1, "discard") == ["PR36"]
    b, _, _, tm = tm_faceoff(("PR20",), tm="EO172")
    g = start_challenge(b, tm)
    assert "514.5: P1 wins the faceoff" in log_text(g)
    pass_until(g, kind="may")
    assert g.pending().player == 1
    answer(g, "yes")
    assert g.card(tm)["face_down"]


def test_eo176_rainbow_dash_total_grinch_defeated_may_move_an_opposing_character_there():
    b, (pony, *_), _, tm = tm_faceoff(("PR31", "PR31"), tm="EO176")
    g = start_challenge(b, tm)
    assert "514.5a: P0 defeats Rainbow Dash" in log_text(g)
    pass_until(g, kind="may")
    assert g.pending().player == 1
    answer(g, "yes")
    answer(g, f"card:{pony}")
    answer(g, "problem:1")
    assert g.card(pony)["area"] == "problem:1" and "P0 scores 1 point for defeating" in log_text(g)


# --- Problems -------------------------------------------------------------------------------

def test_eo185_figuring_out_friendship_may_draw_when_it_enters_play():
    b = board()
    g = problem_enters(b, "EO185")
    answer(g, "yes")
    assert "P0 draws 1 card" in log_text(g) and len(g.s["players"][0]["hand"]) == 1


def test_eo199_to_griffonstone_may_move_one_of_your_characters_to_it_when_it_enters():
    b = board()
    pony = b.add("PR20", 0, "play", "home:0")
    g = problem_enters(b, "EO199")
    answer(g, "yes")
    choose(g, pony)
    assert g.card(pony)["area"] == "problem:0"


def test_eo186_get_lost_pays_two_and_exhausts_a_character_here_to_dismiss_an_arriving_friend():
    b = board(tokens=0)
    b.cards[b.problem[0] - 1]["card"] = "EO186"
    mine = b.add("PR20", 0, "play", "problem:0")
    b.players[0] = {"tokens": 2}
    b.players[1] = {"tokens": 3}
    pony = b.add("PR33", 1, "hand")
    g = shipped_game(b, turn_player=1)
    answer(g, f"play|{pony}|problem:0")
    pass_until(g, kind="may")
    assert g.pending().player == 0
    answer(g, "yes")
    choose(g, mine)
    assert not find(g, "PR33", owner=1) and find(g, "PR33", "discard", owner=1)
    assert g.card(mine)["exhausted"] and g.s["players"][0]["tokens"] == 0


def test_eo189_hay_bale_monster_stack_may_put_a_power_counter_when_you_confront_it():
    b, friends = confront_own("EO189", "PR33", "PR31", mane="PR2")
    g = shipped_game(b, phase="score", step="confront")
    order_first(g, "Hay Bale")  # (Applejack's own confront trigger waits)
    answer(g, "yes")
    choose(g, friends[0])
    assert g.card(friends[0])["counters"] == {"power": 1}


def test_eo201_winter_is_coming_may_dismiss_a_frightened_friend_when_you_confront_it():
    b, _ = confront_own("EO201", "PR20", "PR20", "PR20", "PR60")  # blue 3, purple 3
    scared = b.add("PR31", 1, "play", "home:1", frightened=True)
    g = shipped_game(b, phase="score", step="confront")
    answer(g, "yes")
    choose(g, scared)
    assert scared not in g.s["cards"] and find(g, "PR31", "discard", owner=1)


def _own_problem_at_turn_start(problem: str):
    b = board()
    b.cards[b.problem[0] - 1]["card"] = problem
    return b


def test_eo193_pet_primping_may_return_a_critter_from_discard_at_the_start_of_your_turn():
    b = _own_problem_at_turn_start("EO193")
    b.add("PR81", 0, "discard")  # a Critter
    b.add("PR20", 0, "discard")
    g = shipped_game(b, phase="ready", step="ready")
    answer(g, "yes")  # (the one Critter there is the only choice, 705.2e)
    assert "712: Blue Jay, Warbler #25 is put into P0's hand" in log_text(g, numbers_now=False)
    assert "PR81" in zone_codes(g, 0, "hand") and zone_codes(g, 0, "discard") == ["PR20"]


def test_eo196_spell_showdown_reveals_the_top_card_and_may_take_an_event():
    b = _own_problem_at_turn_start("EO196")
    b.deck_top("CN113", 0)
    g = shipped_game(b, phase="ready", step="ready")
    answer(g, "yes")  # reveal
    assert "712: P0 reveals the top card of their deck: Nothing to Be Afraid Of" in log_text(g)
    answer(g, "yes")  # an Event: take it
    assert "CN113" in zone_codes(g, 0, "hand") and "CN113" not in zone_codes(g, 0, "deck")


def test_eo196_spell_showdown_leaves_a_revealed_friend_on_top():
    b = _own_problem_at_turn_start("EO196")
    b.deck_top("PR36", 0)
    g = shipped_game(b, phase="ready", step="ready")
    answer(g, "yes")
    assert "reveals the top card of their deck: Apple Brown Betty" in log_text(g)
    assert g.pending().kind != "may"
    assert "PR36" in zone_codes(g, 0, "hand")  # (left on top, it is the card the draw step draws)
