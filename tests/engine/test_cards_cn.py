"""Canterlot Nights (CN): one judge scenario per card the engine carries out.

Each test builds the small position a judge would describe on the shipped card database,
makes the card's text happen and checks what the text says happened. The vanilla stand-ins
are those of `test_cards_cg` (PR20 blue 1 Pegasus, PR12 blue 2, PR33 orange 2, PR31 orange 4,
PR36 pink 3, PR44 pink 1, PR54 purple 1, PR60 purple 2, PR76 white 1, PR79 white 2 Pegasus,
PR81 yellow 2 Critter, PR86 yellow 1 Critter); textless Friends named like the Mane Six:
EO15 Rainbow Dash, EO25 Applejack, EO45 Pinkie Pie, EO62 Twilight Sparkle, EO73 Rarity,
EO81 Fluttershy (4 power each).
"""

from __future__ import annotations

from engine.mlp.values import power
from tests.engine.card_play import (
    act,
    act_with,
    acts,
    board,
    choose,
    confront_own,
    find,
    in_faceoff,
    order_first,
    problem_faceoff,
    start_challenge,
    tm_faceoff,
    under,
)
from tests.engine.helpers import answer, keys, log_text, pass_until, shipped_game, zone_codes

# --- continuous abilities -------------------------------------------------------------------

def test_cn14_hairpin_turn_has_plus_two_per_card_beneath_while_in_a_faceoff():
    b = board()
    hairpin = b.add("CN14", 0, "play", "problem:0")
    under(b, hairpin, 2)
    g = shipped_game(b)
    assert power.power(g, hairpin) == 2
    in_faceoff(g)
    assert power.power(g, hairpin) == 6


def test_cn52_swan_song_has_plus_one_per_card_beneath():
    b = board()
    swan = b.add("CN52", 0, "play", "home:0")
    under(b, swan, 3)
    assert power.power(shipped_game(b), swan) == 4


def test_cn38_steam_roller_with_a_card_beneath_cant_be_dismissed_or_frightened():
    b = board()
    roller = b.add("CN38", 0, "play", "home:0")
    under(b, roller, 1)
    bare = b.add("CN38", 0, "play", "home:0")
    g = shipped_game(b)
    g.frighten(roller)
    g.dismiss(roller)
    g.frighten(bare)
    assert g.card(roller)["zone"] == "play" and not g.card(roller)["frightened"]
    assert g.card(bare)["frightened"]


def test_cn44_lucky_star_has_plus_one_while_an_opponents_mane_is_at_home():
    b = board()
    lucky = b.add("CN44", 0, "play", "problem:0")
    g = shipped_game(b)
    assert power.power(g, lucky) == 3
    b.cards[b.mane[1] - 1]["area"] = "problem:1"
    assert power.power(shipped_game(b), lucky) == 2


def test_cn87_fine_line_gives_your_other_characters_there_plus_one_while_their_mane_is_home():
    b = board()
    b.add("CN87", 0, "play", "problem:0")
    there = b.add("PR20", 0, "play", "problem:0")
    elsewhere = b.add("PR20", 0, "play", "problem:1")
    theirs = b.add("PR20", 1, "play", "problem:0")
    g = shipped_game(b)
    assert [power.power(g, i) for i in (there, elsewhere, theirs)] == [2, 1, 1]
    b.cards[b.mane[1] - 1]["area"] = "problem:1"
    g = shipped_game(b)
    assert power.power(g, there) == 1


def test_cn85_doctor_horse_gives_your_other_friends_there_plus_one_per_card_beneath():
    b = board()
    doctor = b.add("CN85", 0, "play", "problem:0")
    under(b, doctor, 2)
    there = b.add("PR20", 0, "play", "problem:0")
    elsewhere = b.add("PR20", 0, "play", "problem:1")
    theirs = b.add("PR20", 1, "play", "problem:0")
    g = shipped_game(b)
    assert [power.power(g, i) for i in (doctor, there, elsewhere, theirs)] == [2, 3, 1, 1]


def test_cn90_goldie_delicious_exhausts_and_while_exhausted_critters_there_get_plus_one():
    b = board()
    goldie = b.add("CN90", 0, "play", "problem:0")
    critter = b.add("PR81", 0, "play", "problem:0")
    pony = b.add("PR20", 0, "play", "problem:0")
    g = shipped_game(b)
    assert power.power(g, critter) == 2
    answer(g, act(g, goldie))
    assert g.card(goldie)["exhausted"]
    assert (power.power(g, critter), power.power(g, pony)) == (3, 1)


def _pf_powers(code: str, trait_friend: str, named: str, color: str) -> None:
    """The Mane Six promo Friends: alone 2; with a Friend of the named color +1; with the named
    character +1 and also that color; at home neither counts (only "at a Problem")."""
    b = board()
    card = b.add(code, 0, "play", "problem:0")
    g = shipped_game(b)
    assert power.power(g, card) == 2
    b = board()
    card = b.add(code, 0, "play", "problem:0")
    b.add(trait_friend, 0, "play", "problem:0")
    g = shipped_game(b)
    assert power.power(g, card) == 3
    b = board()
    card = b.add(code, 0, "play", "problem:0")
    b.add(named, 0, "play", "problem:0")
    g = shipped_game(b)
    assert power.power(g, card) >= 3 and color in power.colors(g, card)
    b = board()
    card = b.add(code, 0, "play", "home:0")
    b.add(named, 0, "play", "home:0")
    g = shipped_game(b)
    assert power.power(g, card) == 2 and color not in power.colors(g, card)


def test_cnpf5_rarity_big_sister_with_generosity_and_with_twilight_sparkle():
    _pf_powers("CNpf5", "PR79", "EO62", "purple")


def test_cnpf7_pinkie_pie_apple_family_member_with_laughter_and_with_fluttershy():
    _pf_powers("CNpf7", "PR44", "EO81", "yellow")


def test_cnpf9_twilight_sparkle_break_dancer_with_magic_and_with_rarity():
    _pf_powers("CNpf9", "PR54", "EO73", "white")


def test_cnpf11_fluttershy_rainbow_chaser_with_kindness_and_with_pinkie_pie():
    _pf_powers("CNpf11", "PR86", "EO45", "pink")


def test_cnpf13_rainbow_dash_dressing_in_style_with_loyalty_and_with_applejack():
    _pf_powers("CNpf13", "PR20", "EO25", "orange")


# --- activated abilities --------------------------------------------------------------------

def test_cn11_dark_moon_exhausts_one_of_your_resources_at_home_to_ready_itself():
    b = board()
    moon = b.add("CN11", 0, "play", "problem:0", exhausted=True)
    coin = b.add("CG148", 0, "play", "home:0")
    g = shipped_game(b)
    answer(g, act(g, moon))
    assert not g.card(moon)["exhausted"] and g.card(coin)["exhausted"]


def test_cn20_rumble_exhausts_to_move_itself():
    b = board()
    rumble = b.add("CN20", 0, "play", "home:0")
    g = shipped_game(b)
    answer(g, act(g, rumble))
    answer(g, "problem:1")
    assert g.card(rumble)["area"] == "problem:1" and g.card(rumble)["exhausted"]
    assert g.s["players"][0]["tokens"] == 6


def test_cn192_bulk_biceps_all_muscle_exhausts_to_move_itself():
    b = board()
    bulk = b.add("CN192", 0, "play", "home:0")
    g = shipped_game(b)
    answer(g, act(g, bulk))
    answer(g, "problem:0")
    assert g.card(bulk)["area"] == "problem:0" and g.card(bulk)["exhausted"]
    assert g.s["players"][0]["tokens"] == 6


def test_cn97_raccoon_exhausts_a_resource_at_home_to_move_itself():
    b = board()
    raccoon = b.add("CN97", 0, "play", "home:0")
    coin = b.add("CG148", 0, "play", "home:0")
    g = shipped_game(b)
    answer(g, act(g, raccoon))
    answer(g, "problem:1")
    assert g.card(raccoon)["area"] == "problem:1" and g.card(coin)["exhausted"]
    assert not g.card(raccoon)["exhausted"] and g.s["players"][0]["tokens"] == 6


def test_cn74_octavia_exhausts_a_resource_at_home_for_plus_two_until_the_end_of_the_phase():
    b = board()
    octavia = b.add("CN74", 0, "play", "home:0")
    coin = b.add("CG148", 0, "play", "home:0")
    g = shipped_game(b)
    answer(g, act(g, octavia))
    assert power.power(g, octavia) == 3 and g.card(coin)["exhausted"]
    g.expire_mods("phase")
    assert power.power(g, octavia) == 1


def test_cn191_a_k_yearling_exhausts_to_draw_two_then_discard_two():
    b = board()
    yearling = b.add("CN191", 0, "play", "home:0")
    b.add("PR36", 0, "hand")
    g = shipped_game(b)
    answer(g, act(g, yearling))
    assert "P0 draws 2 cards" in log_text(g)
    assert g.pending().kind == "discard" and len(g.s["players"][0]["hand"]) == 3
    kept = g.s["players"][0]["hand"][0]
    answer(g, *[f"card:{i}" for i in g.s["players"][0]["hand"][1:]])
    assert g.s["players"][0]["hand"] == [kept] and len(g.s["players"][0]["discard"]) == 2
    assert g.card(yearling)["exhausted"]


def test_cn42_globe_trotter_spends_a_card_beneath_to_draw_two():
    b = board()
    globe = b.add("CN42", 0, "play", "home:0")
    under(b, globe, 1)
    g = shipped_game(b)
    answer(g, act(g, globe))
    assert len(g.s["players"][0]["hand"]) == 2 and g.beneath(globe) == []


def test_cn34_fast_clip_spends_a_card_beneath_to_exhaust_all_characters_at_its_problem():
    b = board()
    clip = b.add("CN34", 0, "play", "problem:1")
    under(b, clip, 1)
    mine = b.add("PR20", 0, "play", "problem:1")
    theirs = b.add("PR33", 1, "play", "problem:1")
    elsewhere = b.add("PR33", 1, "play", "problem:0")
    g = shipped_game(b)
    answer(g, act(g, clip))
    assert all(g.card(i)["exhausted"] for i in (clip, mine, theirs))
    assert not g.card(elsewhere)["exhausted"]


def test_cn50_snips_exhausts_and_spends_two_to_dismiss_an_opponents_friend_there():
    b = board()
    snips = b.add("CN50", 0, "play", "problem:1")
    under(b, snips, 2)
    foe = b.add("PR33", 1, "play", "problem:1")
    elsewhere = b.add("PR33", 1, "play", "problem:0")
    g = shipped_game(b)
    answer(g, act(g, snips))
    choose(g, foe)
    assert foe not in g.s["cards"] and elsewhere in g.s["cards"]
    assert g.beneath(snips) == [] and g.card(snips)["exhausted"]


def test_cn50_snips_with_one_card_beneath_cannot_pay():
    b = board()
    snips = b.add("CN50", 0, "play", "problem:1")
    under(b, snips, 1)
    b.add("PR33", 1, "play", "problem:1")
    g = shipped_game(b)
    assert not acts(g, snips)


def test_cn69_coco_pommel_spends_a_card_beneath_to_give_another_character_plus_four():
    b = board()
    coco = b.add("CN69", 0, "play", "home:0")
    under(b, coco, 1)
    other = b.add("PR20", 0, "play", "home:0")
    g = shipped_game(b)
    answer(g, act(g, coco))
    choose(g, other)
    assert power.power(g, other) == 5
    g.expire_mods("turn")
    assert power.power(g, other) == 1


def test_cn73_hoity_toity_puts_all_cards_beneath_a_pumped_friend_into_the_discard_pile():
    b = board()
    hoity = b.add("CN73", 0, "play", "home:0")
    swan = b.add("CN52", 1, "play", "home:1")
    under(b, swan, 2, owner=1)
    g = shipped_game(b)
    answer(g, act(g, hoity))
    choose(g, swan)
    assert g.beneath(swan) == [] and zone_codes(g, 1, "discard") == ["PR20", "PR20"]
    assert g.card(hoity)["exhausted"]


def test_cn37_joe_reveals_and_banishes_a_card_from_hand_beneath_a_pumped_friend():
    b = board()
    joe = b.add("CN37", 0, "play", "home:0")
    swan = b.add("CN52", 0, "play", "home:0")
    card = b.add("PR36", 0, "hand")
    g = shipped_game(b)
    answer(g, act(g, joe))
    choose(g, card)
    choose(g, swan)
    pass_until(g, kind="priority")
    assert len(g.beneath(swan)) == 1 and not g.s["players"][0]["hand"]
    assert g.card(joe)["exhausted"] and g.s["players"][0]["tokens"] == 5


def test_cn13_eclair_creme_exhausts_another_friend_and_pays_one_for_plus_two_in_the_score_phase():
    b = board()
    eclair = b.add("CN13", 0, "play", "home:0")
    other = b.add("PR20", 0, "play", "home:0")
    g = shipped_game(b)
    assert not acts(g, eclair)  # Main Phase: not yet
    answer(g, "pass")
    while g.s["phase"] != "score" or g.pending().kind != "priority":
        d = g.pending()
        g.submit(["none"] if "none" in d.option_keys() else d.option_keys()[: d.min])
    assert g.pending().player == 0
    answer(g, act(g, eclair))
    choose(g, other)  # (then the Score Phase runs on to P1's turn: nothing else to do)
    log = log_text(g)
    assert f"703.1d: Sweetie Sunrise, Early Riser #{other} becomes exhausted" in log
    assert f"Eclair Crème, Vicarious Listener #{eclair} gets +2 power until the end of the phase" in log
    assert g.s["players"][0]["tokens"] == 5


# --- entering play and Main Phase Events ---------------------------------------------------

def test_cn59_princess_luna_night_mare_frightens_a_friend_where_she_enters():
    b = board()
    for _ in range(2):
        b.add("PR60", 0, "play", "home:0")
    foe = b.add("PR33", 1, "play", "problem:1")
    elsewhere = b.add("PR33", 1, "play", "problem:0")
    luna = b.add("CN59", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{luna}|problem:1")
    choose(g, foe)
    assert g.card(foe)["frightened"] and not g.card(elsewhere)["frightened"]


def test_cn59_princess_luna_played_at_home_frightens_nothing():
    b = board()
    for _ in range(2):
        b.add("PR60", 0, "play", "home:0")
    friend = b.add("PR33", 0, "play", "home:0")
    luna = b.add("CN59", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{luna}|home:0")
    assert not g.card(friend)["frightened"] and g.pending().kind == "priority"


def test_cn93_manny_roar_dismisses_a_resource_when_it_enters_play():
    b = board(manes=("PR6", "PR2"))
    b.add("PR81", 0, "play", "home:0")
    coin = b.add("CG148", 1, "play", "home:1")
    manny = b.add("CN93", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{manny}|home:0")
    choose(g, coin)
    assert coin not in g.s["cards"] and find(g, "CG148", "discard", owner=1)


def test_cn103_eep_banishes_itself_beneath_your_pumped_friend():
    b = board(manes=("PR6", "PR2"))
    b.add("PR81", 0, "play", "home:0")
    swan = b.add("CN52", 0, "play", "home:0")
    eep = b.add("CN103", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{eep}|event")
    choose(g, swan)
    assert zone_codes(g, 0, "banished") == ["CN103"] and len(g.beneath(swan)) == 1
    assert power.power(g, swan) == 2


def test_cn112_not_on_the_list_banishes_a_friend_with_two_or_less_power():
    b = board(manes=("PR5", "PR2"))
    b.add("PR79", 0, "play", "home:0")
    small = b.add("PR33", 1, "play", "home:1")
    big = b.add("PR31", 1, "play", "home:1")
    event = b.add("CN112", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    assert f"card:{big}" not in keys(g)
    answer(g, f"card:{small}")
    assert find(g, "PR33", "banished", owner=1) and big in g.s["cards"]


def test_cn113_nothing_to_be_afraid_of_unfrightens_a_friend():
    b = board(manes=("PR2", "PR4"))
    b.add("PR33", 0, "play", "home:0")
    scared = b.add("PR36", 0, "play", "home:0", frightened=True)
    event = b.add("CN113", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    choose(g, scared)
    assert not g.card(scared)["frightened"]


def test_cn118_the_best_of_friends_gives_kindness_and_generosity_until_the_end_of_the_phase():
    b = board(manes=("PR6", "PR2"))
    event = b.add("CN118", 0, "hand")
    not_fitting = b.add("PR33", 0, "play", "home:0")  # orange: neither color
    g = shipped_game(b)
    mane = b.mane[0]
    answer(g, f"play|{event}|event")
    choose(g, mane)  # (the only [Kindness] or [Generosity] character, 705.2e)
    assert power.colors(g, not_fitting) == ("orange",)
    assert set(power.colors(g, mane)) >= {"yellow", "white"}
    g.expire_mods("phase")
    assert "white" not in power.colors(g, mane)


def test_cn121_the_magic_of_adventure_gives_loyalty_and_magic_until_the_end_of_the_phase():
    b = board(manes=("PR1", "PR2"))
    event = b.add("CN121", 0, "hand")
    g = shipped_game(b)
    mane = b.mane[0]
    answer(g, f"play|{event}|event")
    choose(g, mane)
    assert set(power.colors(g, mane)) >= {"blue", "purple"}
    g.expire_mods("phase")
    assert "purple" not in power.colors(g, mane)


def test_cn124_too_much_fun_dismisses_a_friend_with_at_least_four_power():
    b = board(manes=("PR3", "PR2"))
    b.add("PR44", 0, "play", "home:0")
    big = b.add("PR31", 1, "play", "home:1")
    small = b.add("PR36", 1, "play", "home:1")
    event = b.add("CN124", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    choose(g, big)
    assert big not in g.s["cards"] and small in g.s["cards"]


def test_cn128_youve_been_up_all_night_puts_an_exhausted_friend_on_top_of_its_owners_deck():
    b = board()
    for _ in range(2):
        b.add("PR60", 0, "play", "home:0")
    tired = b.add("PR31", 1, "play", "home:1", exhausted=True)
    fresh = b.add("PR31", 1, "play", "home:1")
    event = b.add("CN128", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    choose(g, tired)
    assert tired not in g.s["cards"] and fresh in g.s["cards"]
    assert zone_codes(g, 1, "deck")[-1] == "PR31"


# --- Resources ------------------------------------------------------------------------------

def test_cn132_bell_tower_exhausts_to_uncover_one_of_your_troublemakers():
    b = board()
    tower = b.add("CN132", 0, "play", "home:0")
    tm = b.add("PR157", 0, "play", "problem:1", face_down=True)
    g = shipped_game(b)
    answer(g, act(g, tower))
    choose(g, tm)
    assert not g.card(tm)["face_down"] and g.card(tower)["exhausted"]


def test_cn133_canterlot_archives_banishes_an_event_from_hand_beneath_itself():
    b = board()
    archives = b.add("CN133", 0, "play", "home:0")
    event = b.add("CN113", 0, "hand")
    b.add("PR20", 0, "hand")  # not an Event: not a choice
    g = shipped_game(b)
    answer(g, act_with(g, archives, "Event"))
    choose(g, event)
    assert [g.spec(i).code for i in g.beneath(archives)] == ["CN113"]
    assert zone_codes(g, 0, "hand") == ["PR20"] and g.card(archives)["exhausted"]


def test_cn133_canterlot_archives_at_a_faceoff_puts_a_card_from_beneath_on_top_and_gains_one():
    b, _, _, tm = tm_faceoff(("PR60", "PR60"))
    archives = b.add("CN133", 0, "play", "home:0")
    under(b, archives, 1, card="PR31")
    g = shipped_game(b, phase="troublemaker", step="challenge")
    tokens = g.s["players"][0]["tokens"]
    answer(g, f"challenge:{tm}")
    react = [k for k in keys(g) if k.startswith(f"act|{archives}|") or k.startswith(f"react|{archives}")]
    answer(g, react[0])
    log = log_text(g)
    assert "514.3: P0 flips Full Steam" in log
    assert g.s["players"][0]["tokens"] == tokens + 1 and g.card(archives)["exhausted"]


def test_cn134_canterlot_hedge_maze_banishes_an_opponents_friend_beneath_itself_then_releases():
    b = board()
    maze = b.add("CN134", 0, "play", "home:0")
    foe = b.add("PR31", 1, "play", "problem:1")
    g = shipped_game(b)
    answer(g, act_with(g, maze, "banish"))
    choose(g, foe)
    assert [g.spec(i).code for i in g.beneath(maze)] == ["PR31"]
    assert g.s["players"][0]["tokens"] == 5
    answer(g, act_with(g, maze, "dismiss"))
    assert maze not in g.s["cards"] and g.s["players"][0]["tokens"] == 3
    assert [g.card(i)["area"] for i in find(g, "PR31", owner=1)] == ["home:1"]


def test_cn141_joes_doughnut_shop_spends_a_card_beneath_your_pumped_friend_for_plus_two():
    b = board()
    shop = b.add("CN141", 0, "play", "home:0")
    swan = b.add("CN52", 0, "play", "home:0")
    under(b, swan, 1)
    g = shipped_game(b)
    assert power.power(g, swan) == 2
    answer(g, act(g, shop))
    choose(g, swan)
    assert g.beneath(swan) == [] and power.power(g, swan) == 3  # 1 printed + 2
    g.expire_mods("turn")
    assert power.power(g, swan) == 1


def test_cn142_learned_lessons_spends_all_beneath_and_retires_for_that_many_tokens():
    b = board(tokens=0)
    lessons = b.add("CN142", 0, "play", "home:0")
    under(b, lessons, 3)
    g = shipped_game(b)
    answer(g, act(g, lessons))
    assert g.s["players"][0]["tokens"] == 3 and find(g, "CN142", "discard", owner=0)
    assert zone_codes(g, 0, "discard").count("PR20") == 3


def test_cn142_learned_lessons_banishes_the_top_card_when_you_score_a_problems_bonus():
    """514.5c: the winner of a Problem faceoff scores the Problem's bonus (confronting scores
    a point, 611.4, not the bonus). P0 flips Apple Brown Betty, then the bonus banishes the
    next card, Full Steam."""
    b, _, _, _ = problem_faceoff(p1=("PR33",))
    lessons = b.add("CN142", 0, "play", "home:0")
    b.deck_top("PR31", 0)
    b.deck_top("PR36", 0)
    g = shipped_game(b, phase="score", step="confront")
    assert "514.5c: P0 scores 1 point for winning a Problem faceoff" in log_text(g)
    order_first(g, "Learned Lessons")
    assert [g.spec(i).code for i in g.beneath(lessons)] == ["PR31"]


def test_cn142_learned_lessons_ignores_a_plain_confront():
    b, _ = confront_own("DE122", "PR60")
    lessons = b.add("CN142", 0, "play", "home:0")
    g = shipped_game(b, phase="score", step="confront")
    assert "611.4: P0 scores 1 point" in log_text(g) and g.beneath(lessons) == []


def test_cn143_monstrous_cave_searches_the_deck_for_a_troublemaker():
    b = board()
    cave = b.add("CN143", 0, "play", "home:0")
    b.add("PR157", 0, "deck")
    g = shipped_game(b)
    answer(g, act(g, cave))
    assert g.pending().kind == "search"
    answer(g, f"card:{find(g, 'PR157', 'deck', owner=0)[0]}")
    assert zone_codes(g, 0, "hand") == ["PR157"] and "PR157" not in zone_codes(g, 0, "deck")
    assert g.card(cave)["exhausted"] and g.s["players"][0]["tokens"] == 5


def test_cn153_varmint_barricade_banishes_the_top_card_when_a_troublemaker_is_played():
    b = board()
    barricade = b.add("CN153", 0, "play", "home:0")
    top = b.deck_top("PR36", 0)
    tm = b.add("PR157", 0, "hand")
    g = shipped_game(b, phase="troublemaker", step="troublemaker")
    answer(g, f"tm|{tm}|problem:1")
    assert [g.spec(i).code for i in g.beneath(barricade)] == ["PR36"] and top not in g.s["players"][0]["deck"]


def test_cn153_varmint_barricade_spends_a_card_to_move_a_character_to_a_troublemakers_problem():
    b = board()
    barricade = b.add("CN153", 0, "play", "home:0")
    under(b, barricade, 1)
    pony = b.add("PR36", 0, "play", "home:0")
    b.add("PR157", 1, "play", "problem:1")
    g = shipped_game(b)
    answer(g, act(g, barricade))
    choose(g, pony)
    if g.pending().kind == "area":
        assert "problem:0" not in keys(g)
        answer(g, "problem:1")
    assert g.card(pony)["area"] == "problem:1" and g.beneath(barricade) == []


# --- Mane Characters ------------------------------------------------------------------------

def test_cn4_princess_luna_the_partys_over_turns_over_when_you_win_a_faceoff():
    b, _, _, tm = tm_faceoff(("PR60", "PR60", "PR60"), manes=("CN4", "PR2"))
    b.cards[b.mane[0] - 1]["area"] = "problem:0"
    g = start_challenge(b, tm)
    assert "514.5: P0 wins the faceoff" in log_text(g)
    pass_until(g, kind="priority")
    assert g.card(b.mane[0])["boosted"]


def test_cn4_princess_luna_boosted_opposing_characters_here_have_minus_one_in_problem_faceoffs():
    b = board(manes=("CN4", "PR2"))
    b.cards[b.mane[0] - 1].update(area="problem:0", boosted=True)
    foe = b.add("PR33", 1, "play", "problem:0")
    mine = b.add("PR33", 0, "play", "problem:0")
    g = shipped_game(b)
    assert power.power(g, foe) == 2  # only during Problem faceoffs
    in_faceoff(g)
    assert (power.power(g, foe), power.power(g, mine)) == (1, 2)


def test_cn5_twilight_sparkle_gala_greeter_turns_over_and_exhausts_when_you_play_an_event():
    b = board(manes=("CN5", "PR2"))
    event = b.add("CN113", 0, "hand")  # Nothing to Be Afraid Of (orange 3 needed: give it)
    for _ in range(2):
        b.add("PR33", 0, "play", "home:0")
    b.add("PR36", 0, "play", "home:0", frightened=True)
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    pass_until(g, kind="priority")
    mane = g.card(b.mane[0])
    assert mane["boosted"] and mane["exhausted"]


def test_cn5_twilight_sparkle_boosted_may_bring_an_opponents_friend_along_to_the_problem():
    b = board(manes=("CN5", "PR2"))
    b.cards[b.mane[0] - 1]["boosted"] = True
    foe = b.add("PR33", 1, "play", "problem:0")
    g = shipped_game(b)
    answer(g, f"move|{b.mane[0]}|problem:1")
    answer(g, "yes")
    choose(g, foe)
    assert g.card(foe)["area"] == "problem:1"


def test_cnf2_princess_luna_pays_two_to_turn_over_when_you_confront_her_problem():
    b, _ = confront_own("DE122", "PR60", mane="CNf2")
    b.players[0] = {"tokens": 2}
    g = shipped_game(b, phase="score", step="confront")
    answer(g, "yes")
    assert g.card(b.mane[0])["boosted"] and g.s["players"][0]["tokens"] == 0


def test_cnf2_princess_luna_boosted_discards_an_event_for_plus_three_in_a_faceoff():
    b, _, (event,), tm = tm_faceoff(("PR60",), hand=("CN113",), manes=("CNf2", "PR2"))
    b.cards[b.mane[0] - 1].update(area="problem:0", boosted=True)
    g = start_challenge(b, tm)
    luna = b.mane[0]
    assert power.power(g, luna) == 3
    answer(g, act(g, luna))
    choose(g, event)  # (then the faceoff runs to its end)
    assert "Power totals: P0 9, P1 5" in log_text(g)  # Luna 3 + 3, Blue Moon 2, a flip of 1
    assert "CN113" in zone_codes(g, 0, "discard")


# --- faceoffs -------------------------------------------------------------------------------

def _extra_flips(g) -> int:
    return len([t for _, rule, t in g.log if rule != "514.3" and t.startswith("P0 flips")])


def test_cn36_hayseed_turnip_truck_with_a_card_beneath_flips_an_additional_card():
    for n, extra in ((1, 1), (0, 0)):
        b, (hay, *_), _, tm = tm_faceoff(("CN36", "PR36"), manes=("PR2", "PR4"))
        if n:
            under(b, hay, n)
        g = start_challenge(b, tm)
        pass_until(g, kind="priority")
        flips = [t for _, rule, t in g.log if t.startswith("P0 flips") and rule == "514.3"]
        assert len(flips) == 1 + extra, n
        said = [t for _, rule, t in g.log if rule == "514.3a"]  # (why: "P0 flips 1 additional card ...")
        assert len(said) == extra, n


def test_cn58_perfect_pace_spends_a_card_beneath_for_plus_four_in_a_faceoff():
    b, (pace,), _, tm = tm_faceoff(("CN58",))
    under(b, pace, 1)
    g = start_challenge(b, tm)
    answer(g, act(g, pace))
    assert "Power totals: P0 8, P1 5" in log_text(g)  # 3 + 4 and a flip of 1


def test_cn63_starry_eyes_exhausts_a_resource_at_home_for_plus_two_in_a_faceoff():
    b, (starry,), _, tm = tm_faceoff(("CN63",))
    coin = b.add("CG148", 0, "play", "home:0")
    g = start_challenge(b, tm)
    answer(g, act(g, starry))
    assert g.card(coin)["exhausted"]
    assert "Power totals: P0 4, P1 5" in log_text(g)  # 1 + 2 and a flip of 1


def test_cn119_the_brave_and_the_bold_flips_for_rainbow_dash_and_applejack():
    for p0, extra in ((("EO15",), 1), (("EO15", "EO25"), 2), (("PR36",), 0)):
        b, _, (event,), tm = tm_faceoff((*p0, "PR36"), hand=("CN119",), manes=("PR3", "PR4"))
        g = start_challenge(b, tm)
        answer(g, f"play|{event}|event")
        assert _extra_flips(g) == extra, p0


def test_cn122_the_sun_and_the_moon_flips_for_princess_luna_and_princess_celestia():
    for p0, extra in ((("SB40",), 1), (("SB40", "CS4"), 2), (("PR36",), 0)):
        b, _, (event,), tm = tm_faceoff((*p0, "PR36"), hand=("CN122",), manes=("PR3", "PR4"))
        g = start_challenge(b, tm)
        answer(g, f"play|{event}|event")
        assert _extra_flips(g) == extra, p0


def test_cn110_mane_raising_experience_frightens_a_friend_in_a_troublemaker_faceoff():
    b, (mine, other), (event,), tm = tm_faceoff(("PR36", "PR33"), hand=("CN110",))
    g = start_challenge(b, tm)
    answer(g, f"play|{event}|event")
    choose(g, other)
    assert g.card(other)["frightened"] and not g.card(mine)["frightened"]


def test_cn105_furry_free_for_all_shuffles_all_decks_after_a_faceoff_starts():
    b, _, (event,), tm = tm_faceoff(("PR81", "PR81", "PR81"), hand=("CN105",), manes=("PR6", "PR2"))
    for p in (0, 1):
        for code in ("PR31", "PR36", "PR33", "PR12", "PR60"):
            b.add(code, p, "deck")
    g = shipped_game(b, phase="troublemaker", step="challenge")
    before = [zone_codes(g, p, "deck") for p in (0, 1)]
    answer(g, f"challenge:{tm}")
    react = [k for k in keys(g) if k.startswith(f"react|{event}")]
    assert react
    answer(g, react[0])
    log = log_text(g)
    shuffles = [line.split(" (by the text of Furry Free-for-All #") for line in log.splitlines() if "shuffles" in line]
    assert [line[0] for line in shuffles] == [f"705.2e: P{p} shuffles their deck" for p in (0, 1)]
    assert all(len(line) == 2 for line in shuffles)  # the log names the Event whose text shuffles
    assert log.index("shuffles") < log.index("514.3: P0 flips")
    after = [zone_codes(g, p, "deck") for p in (0, 1)]
    unshuffled = [[deck[-1], *deck[:-1]] for deck in before]  # the top flipped, then at the bottom
    assert after[0] != unshuffled[0] and after[1] != unshuffled[1]


def test_cn139_go_feed_dismisses_the_friend_a_loser_would_send_home():
    b, (pony,), _, tm = tm_faceoff(("PR20",))
    b.add("CN139", 1, "play", "problem:0", host=tm)
    g = start_challenge(b, tm)
    pass_until(g, kind="priority")
    assert "514.5: P1 wins the faceoff" in log_text(g)
    assert pony not in g.s["cards"] and find(g, "PR20", "discard", owner=0)


def test_cn148_snooty_boutique_puts_a_card_from_hand_on_top_at_the_start_of_a_faceoff():
    b, _, (card,), tm = tm_faceoff(("PR79", "PR79"), hand=("PR31",), manes=("PR5", "PR2"))
    boutique = b.add("CN148", 0, "play", "home:0")
    g = start_challenge(b, tm)
    react = [k for k in keys(g) if k.startswith(f"act|{boutique}|") or k.startswith(f"react|{boutique}")]
    answer(g, react[0])
    choose(g, card)
    assert "514.3: P0 flips Full Steam" in log_text(g) and g.card(boutique)["exhausted"]


def test_cn53_amethyst_maresbury_spends_cards_beneath_for_a_token_each_when_she_wins():
    b, (amethyst, *_), _, tm = tm_faceoff(("CN53", "PR60"))
    under(b, amethyst, 3)
    g = shipped_game(b, phase="troublemaker", step="challenge")
    tokens = g.s["players"][0]["tokens"]
    answer(g, f"challenge:{tm}")
    order_first(g, "Amethyst")
    chosen = g.beneath(amethyst)[:2]
    answer(g, *[f"card:{i}" for i in chosen])
    assert len(g.beneath(amethyst)) == 1 and g.s["players"][0]["tokens"] == tokens + 2


def test_cn198_fancy_pants_spends_cards_beneath_to_score_a_point_each_when_he_wins():
    b, (fancy, *_), _, tm = tm_faceoff(("CN198", "PR60"))
    under(b, fancy, 2)
    g = start_challenge(b, tm)
    order_first(g, "Fancy")
    chosen = g.beneath(fancy)
    answer(g, *[f"card:{i}" for i in chosen])
    assert g.beneath(fancy) == [] and g.s["players"][0]["score"] == 1 + 2


def test_cn75_photo_finish_spends_a_card_beneath_to_banish_an_opponents_friend_when_it_wins():
    b, (photo, *_), _, tm = tm_faceoff(("CN75", "PR60"))
    under(b, photo, 1)
    foe = b.add("PR31", 1, "play", "home:1")
    g = start_challenge(b, tm)
    order_first(g, "Photo")
    assert g.pending().kind == "cost" and g.pending().min == 0  # "you may spend"
    answer(g, f"card:{g.beneath(photo)[0]}")
    choose(g, foe)
    assert foe not in g.s["cards"] and find(g, "PR31", "banished", owner=1)
    assert g.beneath(photo) == []


def test_cn195_pinkie_pie_clonie_pie_pays_one_to_ignore_a_flip_and_flip_again():
    b, _, _, tm = tm_faceoff(("CN195", "PR36"), manes=("PR3", "PR2"))
    b.deck_top("PR31", 0)  # flipped second
    b.deck_top("PR44", 0)  # flipped first: 1 power
    g = start_challenge(b, tm)
    assert "514.3: P0 flips High Spirits" in log_text(g)
    answer(g, act(g, find(g, "CN195")[0]))
    log = log_text(g)
    assert "P0 flips High Spirits" in log and "P0 flips Full Steam" in log
    assert g.s["players"][0]["tokens"] == 2


def test_cn109_magic_duel_starts_a_faceoff_with_a_friend_no_weaker_and_the_winner_gains_one():
    b = board()
    for _ in range(2):
        b.add("PR60", 0, "play", "home:0")
    mine = b.add("PR36", 0, "play", "home:0")
    b.add("PR20", 1, "play", "home:1")  # 1 power: weaker than Apple Brown Betty, not a choice
    stronger = b.add("PR31", 1, "play", "home:1")
    b.deck_top("PR36", 0)  # P0 flips 3
    duel = b.add("CN109", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{duel}|event")
    answer(g, f"card:{mine}")  # (Full Steam is then the only opponent's Friend that fits)
    log = log_text(g)
    assert f"Apple Brown Betty, Pastry Chef #{mine} and Full Steam, Smoke Stacked #{stronger}" in log
    assert "514.5: P0 wins the faceoff" in log and g.s["players"][0]["tokens"] == 7  # cost 0, +1


def test_cn117_staring_contest_the_loser_puts_an_involved_friend_into_its_owners_hand():
    b = board(manes=("PR6", "PR2"))
    for _ in range(2):
        b.add("PR81", 0, "play", "home:0")
    mine = b.add("PR31", 0, "play", "home:0")
    foe = b.add("PR31", 1, "play", "home:1")
    b.deck_top("PR36", 0)  # P0 flips 3
    contest = b.add("CN117", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{contest}|event")
    choose(g, mine)
    choose(g, foe)
    pass_until(g, kind="priority")
    assert "514.5: P0 wins the faceoff" in log_text(g)
    assert foe not in g.s["cards"] and find(g, "PR31", "hand", owner=1) and mine in g.s["cards"]


# --- Reactions of Friends with Pumped -------------------------------------------------------

def test_cn9_chief_thunderhooves_spends_a_card_to_frighten_a_friend_played_to_its_problem():
    b = board(tokens=0)
    chief = b.add("CN9", 0, "play", "problem:0")
    under(b, chief, 1)
    b.players[1] = {"tokens": 3}
    pony = b.add("PR33", 1, "hand")
    g = shipped_game(b, turn_player=1)
    answer(g, f"play|{pony}|problem:0")
    pony = find(g, "PR33", owner=1)[0]
    react = [k for k in keys(g) if k.startswith(f"act|{chief}|") or k.startswith(f"react|{chief}")]
    assert g.pending().player == 0 and react
    answer(g, react[0])
    assert g.card(pony)["frightened"] and g.beneath(chief) == []


def test_cn64_tall_order_spends_a_card_to_send_a_friend_moved_to_its_problem_home():
    b = board(tokens=0)
    order = b.add("CN64", 0, "play", "problem:0")
    under(b, order, 1)
    b.players[1] = {"tokens": 3}
    pony = b.add("PR33", 1, "play", "home:1")
    g = shipped_game(b, turn_player=1)
    answer(g, f"move|{pony}|problem:0")
    react = [k for k in keys(g) if k.startswith(f"act|{order}|") or k.startswith(f"react|{order}")]
    assert g.pending().player == 0 and react
    answer(g, react[0])
    assert g.card(pony)["area"] == "home:1" and g.beneath(order) == []


def test_cn10_cipher_splash_with_a_card_beneath_may_ready_at_the_start_of_each_turn():
    b = board()
    cipher = b.add("CN10", 0, "play", "home:0", exhausted=True)
    under(b, cipher, 1)
    g = shipped_game(b, turn_player=1, phase="ready", step="ready")  # the opponent's turn
    assert g.pending().kind == "may" and g.pending().player == 0
    answer(g, "yes")
    assert not g.card(cipher)["exhausted"] and g.s["turn_player"] == 1


def test_cn86_eagle_spends_a_card_after_the_start_of_a_phase_to_move_itself():
    b = board()
    eagle = b.add("CN86", 0, "play", "home:0")
    under(b, eagle, 1)
    g = shipped_game(b, phase="troublemaker", step="start")
    react = [k for k in keys(g) if k.startswith(f"act|{eagle}|") or k.startswith(f"react|{eagle}")]
    assert react
    answer(g, react[0])
    answer(g, "problem:1")
    assert g.card(eagle)["area"] == "problem:1" and g.beneath(eagle) == []


def test_cn95_nurse_redheart_spends_a_card_after_the_score_phase_starts_to_bounce_a_friend():
    b = board()
    nurse = b.add("CN95", 0, "play", "home:0")
    under(b, nurse, 1)
    foe = b.add("PR31", 1, "play", "problem:1")
    g = shipped_game(b)
    answer(g, "pass")
    assert g.s["phase"] == "score"
    react = [k for k in keys(g) if k.startswith(f"act|{nurse}|") or k.startswith(f"react|{nurse}")]
    assert react
    answer(g, react[0])
    choose(g, foe)
    assert foe not in g.s["cards"] and find(g, "PR31", "hand", owner=1)


# --- Troublemakers and Problems -------------------------------------------------------------

def test_cn161_pony_of_shadows_may_frighten_a_friend_at_its_problem_when_uncovered():
    b = board()
    shadows = b.add("CN161", 0, "play", "problem:1", face_down=True)
    foe = b.add("PR33", 1, "play", "problem:1")
    elsewhere = b.add("PR33", 1, "play", "problem:0")
    g = shipped_game(b, phase="troublemaker", step="uncover")
    answer(g, "yes")
    choose(g, foe)
    assert not g.card(shadows)["face_down"]
    assert g.card(foe)["frightened"] and not g.card(elsewhere)["frightened"]


def test_cn164_sunset_shimmer_pays_three_to_banish_a_friend_beneath_then_returns_it_to_hand():
    b = board(tokens=3)
    sunset = b.add("CN164", 0, "play", "problem:1", face_down=True)
    foe = b.add("PR31", 1, "play", "problem:1")
    g = shipped_game(b, phase="troublemaker", step="uncover")
    answer(g, "yes")
    choose(g, foe)
    assert g.s["players"][0]["tokens"] == 0
    assert [g.spec(i).code for i in g.beneath(sunset)] == ["PR31"]
    g.dismiss(sunset)
    answer(g, "pass")  # the leaves-play trigger is processed before the next priority (712.1)
    assert find(g, "PR31", "hand", owner=1) and not g.s["players"][1]["banished"]


def test_cn164_sunset_shimmer_unpaid_is_dismissed():
    b = board(tokens=3)
    sunset = b.add("CN164", 0, "play", "problem:1", face_down=True)
    b.add("PR31", 1, "play", "problem:1")
    g = shipped_game(b, phase="troublemaker", step="uncover")
    answer(g, "no")
    assert sunset not in g.s["cards"] and find(g, "CN164", "discard", owner=0)


def test_cn165_800_years_of_sweltering_heat_pays_one_to_frighten_an_opponents_friend_here():
    b, _ = confront_own("CN165", "PR20", "PR20", "PR12", "PR33")  # blue 4, 3 not blue
    foe = b.add("PR33", 1, "play", "problem:0")
    g = shipped_game(b, phase="score", step="confront")
    tokens = g.s["players"][0]["tokens"]
    answer(g, "yes")
    choose(g, foe)
    assert g.card(foe)["frightened"] and g.s["players"][0]["tokens"] == tokens - 1


def test_cn175_dark_dank_dungeon_the_confronter_returns_one_of_their_friends_here_to_hand():
    b, friends = confront_own("CN175", "PR79", "PR76", "PR81", "PR81")  # white 3, yellow 4
    g = shipped_game(b, phase="score", step="confront")
    assert g.pending().kind == "target" and g.pending().player == 0
    answer(g, f"card:{friends[1]}")
    assert friends[1] not in g.s["cards"] and find(g, "PR76", "hand", owner=0)


def test_cn182_lost_in_the_crystal_caves_the_confronter_moves_a_character_here_home():
    b, _ = confront_own("CN182", "PR60", "PR54", "PR20", "PR20", "PR20")  # purple 4, 3 other
    foe = b.add("PR33", 1, "play", "problem:0")
    g = shipped_game(b, phase="score", step="confront")
    decision = g.pending()
    assert decision.player == 0 and decision.prompt.endswith("Move which character here home?")  # where it goes, too
    answer(g, f"card:{foe}")
    assert g.card(foe)["area"] == "home:1"


def test_cn134_canterlot_hedge_maze_released_by_the_opponent_puts_back_only_what_can_enter_play_at_home():
    """Judge's ruling: "Any player may activate this ability": the opponent pays [2], the
    Maze is dismissed, and each card beneath it enters play at its owner's home, the place the
    text names (501.2: nobody is asked where), under its owner's control (513.2). An Event
    beneath it can't enter play and stays banished (705.2e)."""
    b = board()
    b.players[1] = {"tokens": 2}
    foe = b.add("PR31", 1, "banished")
    event = b.add("PR106", 1, "banished")
    maze = b.add("CN134", 0, "play", "home:0", beneath=[foe, event])
    g = shipped_game(b, turn_player=1)
    assert g.pending().player == 1
    answer(g, act_with(g, maze, "dismiss"))
    assert maze not in g.s["cards"] and g.s["players"][1]["tokens"] == 0  # P1 paid
    (back,) = find(g, "PR31", owner=1)
    assert g.card(back)["area"] == "home:1" and g.card(back)["ctrl"] == 1
    assert zone_codes(g, 1, "banished") == ["PR106"] and not find(g, "PR106")
    assert f"P1 puts {g.name(back)} into play at home:1" in log_text(g)  # the one who activated it


def test_cn134_canterlot_hedge_maze_puts_the_cards_beneath_it_into_play_together():
    """706.1, 704.1b: "put any cards beneath it into play at their owners' homes" is one
    instruction, so the cards enter together and each "when ... enters play" hears of the
    others: each of P0's two Spike, Ultimate Host ("When another one of your Friends enters
    play here, that Friend and this card get +1 power") hears of the other entering home,
    4 power each, whichever was put first."""
    b = board()
    spikes = [b.add("MT69", 0, "banished") for _ in range(2)]
    maze = b.add("CN134", 0, "play", "home:0", beneath=spikes)
    g = shipped_game(b)
    answer(g, act_with(g, maze, "dismiss"))
    while g.pending().kind != "priority":
        answer(g, keys(g)[0])
    back = find(g, "MT69", owner=0)
    assert len(back) == 2 and [power.power(g, i) for i in back] == [4, 4], log_text(g)[-1500:]
