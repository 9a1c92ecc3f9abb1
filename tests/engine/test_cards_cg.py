"""The Crystal Games (CG): one judge scenario per card the engine carries out.

Each test builds the small position a judge would describe on the shipped card database,
makes the card's text happen and checks what the text says happened. Vanilla stand-ins
(no text): PR20 Sweetie Sunrise (blue 1 Pegasus), PR12 Emerald Green (blue 2 Earth Pony),
PR33 Red Gala (orange 2 Earth Pony), PR31 Full Steam (orange 4), PR36 Apple Brown Betty
(pink 3 Earth Pony), PR44 High Spirits (pink 1 Pegasus), PR54 Comet Tail (purple 1
Unicorn), PR60 Blue Moon (purple 2 Unicorn), PR79 Sugar Twist (white 2 Pegasus), PR81
Blue Jay (yellow 2 Critter), PR86 House Mouse (yellow 1 Critter). Mane Characters: PR1
Rainbow Dash, PR2 Applejack, PR3 Pinkie Pie, PR4 Twilight Sparkle, PR5 Rarity, PR6
Fluttershy.
"""

from __future__ import annotations

from engine.mlp.cards.model import ConfrontRequirement
from engine.mlp.values import power
from tests.engine.card_play import (
    act,
    act_with,
    acts,
    board,
    choose,
    confront_own,
    find,
    golden_parachute,
    in_faceoff,
    order_first,
    problem_enters,
    problem_faceoff,
    start_challenge,
    tm_faceoff,
    under,
)
from tests.engine.helpers import (
    Board,
    answer,
    keys,
    log_text,
    pass_until,
    ruled_confront_library,
    shipped_game,
    zone_codes,
)

# --- "While with ..." Friends: a power or a keyword that depends on company -------------

def _with_power(code: str, mane: str, owner_mane_other: str = "PR2") -> tuple[int, int]:
    """The card's power at home with the named Mane Character, then with another Mane."""
    values = []
    for m in (mane, owner_mane_other):
        b = board(manes=(m, "PR2" if m != "PR2" else "PR4"))
        pet = b.add(code, 0, "play", "home:0")
        values.append(power.power(shipped_game(b), pet))
    return values[0], values[1]


def test_cg18_tank_has_plus_one_with_your_rainbow_dash():
    assert _with_power("CG18", "PR1") == (2, 1)


def test_cg37_gummy_has_plus_one_with_your_pinkie_pie():
    assert _with_power("CG37", "PR3") == (3, 2)


def test_cg52_owlowiscious_has_plus_one_with_your_twilight_sparkle():
    assert _with_power("CG52", "PR4") == (2, 1)


def test_cg68_opalescence_has_plus_one_with_your_rarity():
    assert _with_power("CG68", "PR5") == (3, 2)


def test_cg78_angel_has_plus_one_with_your_fluttershy():
    assert _with_power("CG78", "PR6") == (3, 2)


def test_cg18_tank_does_not_count_the_opponents_rainbow_dash():
    b = board(manes=("PR4", "PR1"))
    tank = b.add("CG18", 0, "play", "problem:1")
    b.cards[b.mane[1] - 1]["area"] = "problem:1"
    assert power.power(shipped_game(b), tank) == 1


def _crystal_keyword(code: str, keyword: str) -> None:
    """Alone the card lacks the keyword; with another of your Crystal characters it has it;
    an opponent's Crystal character there does not count."""
    b = board()
    card = b.add(code, 0, "play", "problem:1")
    b.add("CG8", 1, "play", "problem:1")  # the opponent's Crystal Guard
    g = shipped_game(b)
    assert not power.has_keyword(g, card, keyword)
    b = board()
    card = b.add(code, 0, "play", "problem:1")
    b.add("CG8", 0, "play", "problem:1")  # your Crystal Guard
    g = shipped_game(b)
    assert power.has_keyword(g, card, keyword)


def test_cg11_periwinkle_pace_is_swift_with_another_crystal():
    _crystal_keyword("CG11", "Swift")


def test_cg24_elbow_grease_is_stubborn_with_another_crystal():
    _crystal_keyword("CG24", "Stubborn")


def test_cg38_jewel_joy_is_random_with_another_crystal():
    _crystal_keyword("CG38", "Random")


def test_cg55_rook_ramparts_is_studious_with_another_crystal():
    _crystal_keyword("CG55", "Studious")


def test_cg66_lilac_luster_is_inspired_with_another_crystal():
    _crystal_keyword("CG66", "Inspired")


def test_cg84_golden_wheat_is_caretaker_with_another_crystal():
    _crystal_keyword("CG84", "Caretaker")


def test_cg15_randolph_is_swift_with_your_pegasus():
    b = board()
    randolph = b.add("CG15", 0, "play", "home:0")
    b.add("PR20", 1, "play", "home:1")
    g = shipped_game(b)
    assert not power.has_keyword(g, randolph, "Swift")
    b = board()
    randolph = b.add("CG15", 0, "play", "home:0")
    b.add("PR20", 0, "play", "home:0")  # a Pegasus
    g = shipped_game(b)
    assert power.has_keyword(g, randolph, "Swift")
    answer(g, f"move|{randolph}|problem:1")
    assert g.s["players"][0]["tokens"] == 5  # 609.2b: 2 tokens, Swift pays 1 less


def test_cg77_amethyst_star_gives_troublemakers_here_minus_one():
    b = board()
    b.add("CG77", 0, "play", "problem:1")
    here = b.add("PR157", 1, "play", "problem:1")
    there = b.add("PR157", 1, "play", "problem:0")
    g = shipped_game(b)
    assert (power.power(g, here), power.power(g, there)) == (3, 4)


def test_cg193_spitfire_has_plus_one_during_its_faceoffs():
    b = board()
    spit = b.add("CG193", 0, "play", "problem:0")
    g = shipped_game(b)
    assert power.power(g, spit) == 1
    in_faceoff(g)
    assert power.power(g, spit) == 2


def test_cg6_bulk_biceps_has_plus_one_per_card_beneath():
    b = board()
    bulk = b.add("CG6", 0, "play", "home:0")
    under(b, bulk, 2)
    assert power.power(shipped_game(b), bulk) == 4


def test_cg165_tatzlwurm_friends_banished_instead_leave_together_saffron_masala_hears_of_each():
    """710.1, 704.1b: Tatzlwurm's "If a Friend would be dismissed, it is banished instead"
    sends each Friend Plunderseeds in Ponyville dismisses to the banished zone, but the
    banishing is still what the one instruction does: the Friends leave together, so Saffron
    Masala ("When a Friend leaves play, your Mane Character gets +2 power") hears of the two
    others whether its replacement was applied first or last: twice either way."""
    for saffron_first in (True, False):
        b = board()
        b.add("CG165", 1, "play", "problem:1")
        saffron = b.add("DE77", 0, "play", "home:0")
        b.add("PR20", 0, "play", "home:0")
        b.add("PR33", 1, "play", "home:1")
        g = problem_enters(b, "AD184")
        while g.pending().kind != "priority":
            d = g.pending()
            if d.kind == "order":
                answer(g, next(o.key for o in d.options if (o.key == f"card:{saffron}") == saffron_first))
            else:
                answer(g, keys(g)[0])
        assert sorted(zone_codes(g, 0, "banished") + zone_codes(g, 1, "banished")) == ["DE77", "PR20", "PR33"]
        boosts = [line for line in log_text(g).splitlines() if "gets +2 power" in line]
        assert len(boosts) == 2, (saffron_first, log_text(g)[-2500:])


def test_cg164_hydra_has_plus_two_per_card_beneath():
    b = board()
    hydra = b.add("CG164", 1, "play", "problem:0")
    under(b, hydra, 2, owner=1)
    assert power.power(shipped_game(b), hydra) == 9


def test_cg160_diamond_tiara_counts_foals_at_its_problem():
    from engine.mlp.api import default_library
    foal = next(c for c in default_library().cards()
                if c.type.value == "friend" and "Foal" in c.traits and not c.text.strip())
    b = board()
    tiara = b.add("CG160", 1, "play", "problem:0")
    b.add(foal.set_code + foal.number, 0, "play", "problem:0")
    b.add(foal.set_code + foal.number, 1, "play", "problem:0")
    b.add(foal.set_code + foal.number, 0, "play", "problem:1")
    assert power.power(shipped_game(b), tiara) == 6


def test_cg31_thunderlane_cannot_be_frightened():
    b = board()
    thunder = b.add("CG31", 0, "play", "home:0")
    pegasus = b.add("PR20", 0, "play", "home:0")  # shares Pegasus: Teamwork lends the text
    earth = b.add("PR12", 0, "play", "home:0")
    g = shipped_game(b)
    for card in (thunder, pegasus, earth):
        g.frighten(card)
    assert [g.card(i)["frightened"] for i in (thunder, pegasus, earth)] == [False, False, True]


def test_cg29_spike_statuesque_gets_plus_three_until_end_of_turn():
    b = board(manes=("PR2", "PR4"))
    b.add("PR33", 0, "play", "home:0")
    b.add("PR33", 0, "play", "home:0")
    spike = b.add("CG29", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{spike}|home:0")
    spike = find(g, "CG29")[0]
    assert power.power(g, spike) == 6
    g.expire_mods("turn")
    assert power.power(g, spike) == 3


# --- "When this card enters play" --------------------------------------------------------

def test_cg35_cheese_sandwich_dismisses_a_friend_at_home_with_three_power():
    b = board(manes=("PR3", "PR2"))
    b.add("PR36", 0, "play", "home:0")
    big = b.add("PR31", 1, "play", "home:1")  # 4 power at home
    small = b.add("PR33", 1, "play", "home:1")  # 2 power: not a choice
    away = b.add("PR31", 1, "play", "problem:1")  # not at home: not a choice
    cheese = b.add("CG35", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{cheese}|home:0")
    assert f"card:{small}" not in keys(g) and f"card:{away}" not in keys(g)
    answer(g, f"card:{big}")  # (your own 3-power Apple Brown Betty at home is a choice too)
    assert big not in g.s["cards"] and small in g.s["cards"] and away in g.s["cards"]


def test_cg45_surprise_may_dismiss_an_opponents_exhausted_friend():
    b = board(manes=("PR3", "PR2"))
    b.add("PR36", 0, "play", "home:0")
    tired = b.add("PR33", 1, "play", "home:1", exhausted=True)
    fresh = b.add("PR33", 1, "play", "home:1")
    surprise = b.add("CG45", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{surprise}|home:0")
    answer(g, "yes")
    choose(g, tired)
    assert tired not in g.s["cards"] and fresh in g.s["cards"]


def test_cg90_princess_celestia_puts_an_opponents_troublemaker_here_into_its_owners_hand():
    b = board(manes=("PR6", "PR2"))
    b.add("PR81", 0, "play", "home:0")
    b.add("PR81", 0, "play", "home:0")
    b.add("PR81", 0, "play", "home:0")
    tm = b.add("PR157", 1, "play", "problem:1")
    celestia = b.add("CG90", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{celestia}|problem:1")
    if g.pending() is not None and g.pending().kind == "target":
        answer(g, f"card:{tm}")
    assert find(g, "PR157", "hand", owner=1) and not find(g, "PR157")


def test_cgpf8_princess_luna_puts_a_friend_at_its_problem_into_its_owners_hand():
    b = board(manes=("PR6", "PR2"))
    for _ in range(4):
        b.add("PR86", 0, "play", "home:0")
    foe = b.add("PR33", 1, "play", "problem:1")
    elsewhere = b.add("PR33", 1, "play", "problem:0")
    luna = b.add("CGpf8", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{luna}|problem:1")
    assert f"card:{elsewhere}" not in keys(g)
    answer(g, f"card:{foe}")
    assert find(g, "PR33", "hand", owner=1) and elsewhere in g.s["cards"]


def test_cg199_backup_racer_may_go_home_to_bounce_a_cheaper_friend_there():
    b = board(manes=("PR6", "PR2"))
    for _ in range(3):
        b.add("PR86", 0, "play", "home:0")
    cheap = b.add("PR33", 1, "play", "problem:1")  # cost 2
    b.add("PR31", 1, "play", "problem:1")  # cost 4: also allowed (4 <= 4)
    racer = b.add("CG199", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{racer}|problem:1")
    while f"card:{cheap}" not in keys(g):
        answer(g, "yes")
    answer(g, f"card:{cheap}")
    assert find(g, "PR33", "hand", owner=1)
    assert g.card(find(g, "CG199")[0])["area"] == "home:0"


# --- Activated abilities -------------------------------------------------------------------

def test_cg5_bolt_pays_two_to_ready_itself():
    b = board()
    bolt = b.add("CG5", 0, "play", "home:0", exhausted=True)
    g = shipped_game(b)
    answer(g, act(g, bolt))
    assert not g.card(bolt)["exhausted"] and g.s["players"][0]["tokens"] == 4


def test_cg36_giselle_spends_a_card_beneath_to_uncover_a_troublemaker():
    b = board()
    giselle = b.add("CG36", 0, "play", "home:0")
    spent = under(b, giselle, 1)
    tm = b.add("PR157", 1, "play", "problem:0", face_down=True)
    g = shipped_game(b)
    answer(g, act(g, giselle))
    if g.pending().kind == "target":
        answer(g, f"card:{tm}")
    pass_until(g, kind="priority")
    assert not g.card(tm)["face_down"]
    assert g.beneath(giselle) == [] and spent[0] not in g.s["players"][0]["banished"]
    assert find(g, "PR20", "discard", owner=0)  # Glossary: Spend


def test_cg82_fluttershy_breeziefied_retires_to_return_a_critter_to_hand():
    b = board()
    breezie = b.add("CG82", 0, "play", "home:0")
    critter = b.add("PR81", 0, "play", "home:0")
    not_critter = b.add("PR20", 0, "play", "home:0")
    g = shipped_game(b)
    answer(g, act(g, breezie))
    choose(g, critter)
    assert critter not in g.s["cards"] and find(g, "PR81", "hand", owner=0)
    assert g.card(not_critter)["zone"] == "play"
    assert find(g, "CG82", "discard", owner=0)


def test_cg195_claude_retires_to_take_control_of_a_friend_no_stronger():
    b = board()
    claude = b.add("CG195", 0, "play", "home:0")
    weak = b.add("PR36", 1, "play", "problem:1")  # 3 power: allowed
    strong = b.add("PR31", 1, "play", "problem:1")  # 4 power: too strong
    g = shipped_game(b)
    answer(g, act(g, claude))
    choose(g, weak)
    assert g.card(weak)["ctrl"] == 0 and g.card(strong)["ctrl"] == 1 and find(g, "CG195", "discard", owner=0)
    g.expire_mods("score")
    assert g.card(weak)["ctrl"] == 1


# --- Main Phase Events and Resources ------------------------------------------------------

def test_cg92_a_simple_mix_up_takes_control_until_the_end_of_the_score_phase():
    b = board(manes=("PR3", "PR2"))
    for _ in range(2):
        b.add("PR36", 0, "play", "home:0")
    foe = b.add("PR31", 1, "play", "problem:1")
    mix = b.add("CG92", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{mix}|event")
    choose(g, foe)
    assert g.card(foe)["ctrl"] == 0
    g.expire_mods("turn")
    assert g.card(foe)["ctrl"] == 0  # still at the end of the turn's Main Phase modifiers
    g.expire_mods("score")
    assert g.card(foe)["ctrl"] == 1


def test_cg121_true_evil_frightens_all_friends():
    b = board()
    for _ in range(2):
        b.add("PR60", 0, "play", "home:0")
    mine = b.add("PR20", 0, "play", "problem:0")
    theirs = b.add("PR33", 1, "play", "problem:1")
    evil = b.add("CG121", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{evil}|event")
    friends = [i for i in g.in_play() if g.is_type(i, "friend")]
    assert mine in friends and theirs in friends
    assert all(g.card(i)["frightened"] for i in friends)
    assert not g.card(b.mane[0])["frightened"]


def _asset_board(code: str) -> tuple[Board, int]:
    b = board()
    asset = b.add(code, 0, "play", "home:0")
    return b, asset


def test_cg148_silver_shills_coin_exhausts_a_character_or_gives_honesty():
    b, coin = _asset_board("CG148")
    foe = b.add("PR33", 1, "play", "problem:1")
    g = shipped_game(b)
    answer(g, act_with(g, coin, "exhaust"))
    choose(g, foe)
    assert g.card(foe)["exhausted"] and g.s["players"][0]["tokens"] == 5
    assert find(g, "CG148", "discard", owner=0)
    b, coin = _asset_board("CG148")
    g = shipped_game(b)
    answer(g, act_with(g, coin, "give"))
    choose(g, b.mane[0])
    assert "orange" in power.colors(g, b.mane[0])
    g.expire_mods("phase")
    assert "orange" not in power.colors(g, b.mane[0])


def test_cg151_spitfires_badge_frightens_an_opponents_friend_or_gives_loyalty():
    b, badge = _asset_board("CG151")
    foe = b.add("PR33", 1, "play", "problem:1")
    g = shipped_game(b)
    answer(g, act_with(g, badge, "frighten"))
    choose(g, foe)
    assert g.card(foe)["frightened"] and g.s["players"][0]["tokens"] == 4
    b, badge = _asset_board("CG151")
    g = shipped_game(b)
    answer(g, act_with(g, badge, "give"))
    choose(g, b.mane[0])
    assert "blue" in power.colors(g, b.mane[0])


def test_cg127_coco_pommels_thread_returns_a_resource_or_gives_generosity():
    b, thread = _asset_board("CG127")
    b.add("CG148", 0, "discard")
    g = shipped_game(b)
    answer(g, act_with(g, thread, "Resource"))
    pass_until(g, kind="priority")
    assert find(g, "CG148", "hand", owner=0) and g.s["players"][0]["tokens"] == 4
    assert find(g, "CG127", "discard", owner=0)  # (it was retired first: not "another" card)
    b, thread = _asset_board("CG127")
    g = shipped_game(b)
    answer(g, act_with(g, thread, "give"))
    choose(g, b.mane[0])
    assert "white" in power.colors(g, b.mane[0])


def test_cg131_dressed_up_gives_plus_one_and_generosity_and_takes_abilities():
    b = board(manes=("PR5", "PR2"))
    host = b.add("CG29", 0, "play", "home:0")  # Spike, Statuesque: a printed ability
    b.add("CG131", 0, "play", "home:0", host=host)
    g = shipped_game(b)
    assert power.power(g, host) == 4
    assert set(power.colors(g, host)) == {"orange", "white"}
    assert host in g.lost_abilities()


def test_cg131_dressed_up_played_on_a_friend_takes_its_keyword():
    b = board(manes=("PR5", "PR2"))
    host = b.add("CG5", 0, "play", "home:0")  # Bolt: Teamwork
    dress = b.add("CG131", 0, "hand")
    g = shipped_game(b)
    assert power.has_keyword(g, host, "Teamwork")
    answer(g, f"play|{dress}|on:{host}")
    assert power.power(g, host) == 5 and not power.has_keyword(g, host, "Teamwork")
    assert not acts(g, host)  # its "Pay [2] to ready this card" is gone


# --- Problems --------------------------------------------------------------------------------

# The card data leaves the color of Accessorize the Crystal Ponies' second owner requirement
# blank, so nobody confronts it in play (209.1); a judge rules it 2 Wild to see its text at work.
ACCESSORIZE_RULED = ("CG167", ConfrontRequirement("wild", None, 2))


def test_cg167_accessorize_the_crystal_ponies_three_colors_exhaust_the_mane_for_a_point():
    b, _ = confront_own("CG167", "PR79", "PR20", "PR12")  # purple, white, blue, blue
    g = b.game(ruled_confront_library(*ACCESSORIZE_RULED), phase="score", step="confront")
    answer(g, "yes")
    assert g.s["players"][0]["score"] == 2 and g.card(b.mane[0])["exhausted"]


def test_cg167_accessorize_two_colors_is_not_enough():
    b, _ = confront_own("CG167", "PR79", "PR54")  # purple, white, purple
    g = b.game(ruled_confront_library(*ACCESSORIZE_RULED), phase="score", step="confront")
    pass_until(g, kind="priority")
    assert g.s["players"][0]["score"] == 1 and not g.card(b.mane[0])["exhausted"]


def test_cg174_encourage_the_crystal_ponies_three_colors_may_unfrighten_a_friend():
    b, _ = confront_own("CG174", "PR33", "PR33", "PR20", "PR20")  # orange 4, purple, blue
    scared = b.add("PR36", 0, "play", "home:0", frightened=True)
    g = shipped_game(b, phase="score", step="confront")
    answer(g, "yes")
    choose(g, scared)
    assert not g.card(scared)["frightened"]


def test_cg175_entertain_the_crystal_ponies_three_colors_may_ready_a_card():
    b, _ = confront_own("CG175", "PR20", "PR20", "PR33", "PR33")  # blue 2, orange, purple
    tired = b.add("PR36", 0, "play", "home:0", exhausted=True)
    g = shipped_game(b, phase="score", step="confront")
    answer(g, "yes")
    choose(g, tired)
    assert not g.card(tired)["exhausted"]


def test_cg186_save_the_crystal_ponies_three_colors_exhaust_a_character_here_to_gain_one():
    b, friends = confront_own("CG186", "PR60", "PR20", "PR33")  # purple 3, blue, orange
    b.players[0] = {"tokens": 0}
    g = shipped_game(b, phase="score", step="confront")
    answer(g, "yes")
    choose(g, friends[1])
    assert g.s["players"][0]["tokens"] == 1
    assert sum(g.card(i)["exhausted"] for i in [b.mane[0], *friends]) == 1


def test_cg188_the_show_must_go_on_banishes_a_card_from_hand_beneath_a_pumped_friend():
    b, friends = confront_own("CG188", "PR36", "CG6")  # 1 + 3 + 2 = 6 >= 5
    card = b.add("PR20", 0, "hand")
    g = shipped_game(b, phase="score", step="confront")
    assert "none" in keys(g)  # "may": the player can decline
    choose(g, card)
    choose(g, friends[1])
    pass_until(g, kind="priority")
    assert len(g.beneath(friends[1])) == 1 and not g.s["players"][0]["hand"]


def test_cg180_lost_and_not_found_each_player_retires_a_resource():
    b = Board()
    mine = b.add("CG148", 0, "play", "home:0")
    theirs = b.add("CG151", 1, "play", "home:1")
    g = problem_enters(b, "CG180")
    for _ in range(4):
        if g.pending().kind == "priority":
            break
        answer(g, keys(g)[0])
    assert mine not in g.s["cards"] and theirs not in g.s["cards"]
    assert find(g, "CG148", "discard", owner=0) and find(g, "CG151", "discard", owner=1)


def test_cg185_runaway_pony_each_player_retires_a_friend_with_two_or_less_power():
    b = Board()
    small = b.add("PR20", 0, "play", "home:0")
    big = b.add("PR36", 0, "play", "home:0")
    theirs = b.add("PR33", 1, "play", "home:1")
    g = problem_enters(b, "CG185")
    for _ in range(4):
        if g.pending().kind == "priority":
            break
        answer(g, keys(g)[0])
    assert small not in g.s["cards"] and theirs not in g.s["cards"] and big in g.s["cards"]


def test_cg189_through_the_cave_each_player_frightens_one_of_their_friends():
    b = Board()
    mine = b.add("PR20", 0, "play", "home:0")
    theirs = b.add("PR33", 1, "play", "home:1")
    g = problem_enters(b, "CG189")
    for _ in range(4):
        if g.pending().kind == "priority":
            break
        answer(g, keys(g)[0])
    assert g.card(mine)["frightened"] and g.card(theirs)["frightened"]


def test_cg185_runaway_pony_each_player_chooses_before_any_friend_is_retired():
    """801.1: "each player retires a Friend with 2 or less power" is a simultaneous decision:
    both players choose, then both Friends are retired together. During P0's turn Princess
    Celestia, Equestrian General gives P1's Apple Brown Betty (printed power 3) 2 power, so P1
    may choose her; retiring Celestia first would have raised her back to 3 before P1 chose."""
    b = Board()
    celestia = b.add("MT55", 0, "play", "home:0")
    spare = b.add("PR20", 0, "play", "home:0")
    betty = b.add("PR36", 1, "play", "home:1")
    g = problem_enters(b, "CG185")
    asked = []
    while g.pending().kind != "priority" and len(asked) < 4:
        asked.append(g.pending().player)
        if asked[-1] == 0:
            choose(g, celestia)
        else:
            answer(g, keys(g)[0])
    assert asked == [0]  # (P1's only Friend that fits is chosen for them)
    assert celestia not in g.s["cards"] and betty not in g.s["cards"] and spare in g.s["cards"]


def test_cg185_runaway_pony_friends_retired_together_each_hear_of_the_other():
    """801.1, 704.1b: both players' Friends are retired together, so Saffron Masala, retired
    by P0 before P1's Friend, still hears of that Friend leaving play (as alone, not of its own
    leaving): "your Mane Character gets +2 power" once."""
    b = Board()
    b.add("DE77", 0, "play", "home:0")
    b.add("PR33", 1, "play", "home:1")
    g = problem_enters(b, "CG185")
    assert len([line for line in log_text(g).splitlines() if "gets +2 power" in line]) == 1


def test_cg185_runaway_pony_golden_parachute_is_asked_before_both_friends_leave_together():
    """710.5, 801.1, 704.1b: P0's Golden Parachute ("If one of your Friends would leave play, you
    may retire this card and discard 2 cards instead") is asked for P0's Red Gala before either
    player's Friend is retired; declined, both leave together, so P1's Saffron Masala hears of
    Red Gala leaving: "your Mane Character gets +2 power" once."""
    b = Board()
    parachute, _ = golden_parachute(b)
    gala = b.add("PR33", 0, "play", "home:0")
    b.add("DE77", 1, "play", "home:1")
    g = problem_enters(b, "CG185")
    assert g.pending().kind == "replacement" and f"instead:{parachute}:1" in keys(g), g.pending().prompt
    answer(g, "none")
    assert gala not in g.s["cards"] and find(g, "DE77") == []
    assert len([line for line in log_text(g).splitlines() if "gets +2 power" in line]) == 1


def test_cg189_through_the_cave_frightens_both_friends_as_one_occurrence():
    """801.1, 704.1b: each player's Friend is chosen first, then both are frightened together,
    so Gilda, Out of the Nest's "When this or another Friend is frightened" triggers for P1's
    Friend too, though she is frightened herself by the same instruction: two Pegasus tokens."""
    b = Board()
    gilda = b.add("MT7", 0, "play", "home:0")
    theirs = b.add("PR36", 1, "play", "home:1")
    g = problem_enters(b, "CG189")
    offered = 0
    while g.pending().kind != "priority":
        offered += g.pending().kind == "may"
        answer(g, "yes" if "yes" in keys(g) else keys(g)[0])
    assert g.card(gilda)["frightened"] and g.card(theirs)["frightened"]
    assert offered == 2 and len([i for i in g.s["play"] if g.card(i).get("token")]) == 2


def test_cg172_deep_dark_forest_troublemakers_cannot_be_played_here():
    b = Board(problems=("CG172", "PR190"))
    tm = b.add("PR157", 0, "hand")
    g = shipped_game(b, phase="troublemaker", step="troublemaker")
    offered = keys(g)
    mine = [k for k in offered if str(tm) in k]
    assert mine and all("problem:0" not in k for k in mine)
    assert any("problem:1" in k for k in mine)


# --- Triggered Friends ---------------------------------------------------------------------

def test_cg26_royal_peacekeeper_draws_from_the_bottom_at_the_end_of_your_turn():
    b = Board(deck_size=0)
    b.players[0] = {"tokens": 0}
    bottom = b.add("PR36", 0, "deck")
    for p in (0, 1):
        for _ in range(5):
            b.add("PR20", p, "deck")
    b.add("CG26", 0, "play", "home:0")
    g = shipped_game(b)
    for _ in range(40):
        if g.s["turn_player"] == 1:
            break
        d = g.pending()
        g.submit(["pass"] if d.kind == "priority" else d.option_keys()[: d.min])
    assert bottom not in g.s["players"][0]["deck"]
    assert [g.spec(i).code for i in g.s["players"][0]["hand"]] == ["PR36"]  # not the top PR20


def test_cg54_raven_gets_plus_one_when_you_play_an_event():
    b = board()
    raven = b.add("CG54", 0, "play", "home:0")
    watch = b.add("PR126", 0, "hand")  # Watch in Awe: +2 [Magic] to a character
    g = shipped_game(b)
    assert power.power(g, raven) == 2
    answer(g, f"play|{watch}")
    choose(g, b.mane[0])
    pass_until(g, kind="priority")
    assert power.power(g, raven) == 3
    g.expire_mods("turn")
    assert power.power(g, raven) == 2


def test_cg49_mayor_mare_may_exhaust_to_banish_a_resource_when_you_play_an_event():
    b = board()
    mayor = b.add("CG49", 0, "play", "home:0")
    coin = b.add("CG148", 1, "play", "home:1")
    watch = b.add("PR126", 0, "hand")  # Watch in Awe: +2 [Magic] to a character
    g = shipped_game(b)
    answer(g, f"play|{watch}")
    answer(g, f"card:{b.mane[0]}")
    answer(g, "yes")  # (the Coin is the only Resource, 705.2e)
    assert coin not in g.s["cards"] and find(g, "CG148", "banished", owner=1)
    assert g.card(mayor)["exhausted"]


def test_cg75_trenderhoof_pays_one_to_return_another_card_from_discard_when_it_leaves_play():
    b = board()
    trender = b.add("CG75", 0, "play", "home:0")
    b.add("PR36", 0, "discard")
    g = shipped_game(b)
    g.dismiss(trender)
    answer(g, "pass")  # the leaves-play trigger is processed before the next priority (712.1)
    answer(g, "yes")  # (Apple Brown Betty is the only other card there, 705.2e)
    assert find(g, "PR36", "hand", owner=0) and find(g, "CG75", "discard", owner=0)
    assert g.s["players"][0]["tokens"] == 5


def test_cg75_trenderhoof_does_not_ask_to_pay_with_no_other_card_in_its_discard_pile():
    """"When this card leaves play, you may pay [1] to put another card from your discard
    pile into your hand": dismissed onto an empty discard pile, Trenderhoof is the only card
    there, so there is nothing to pay for and the "may" is not asked (705.2e)."""
    b = board()
    trender = b.add("CG75", 0, "play", "home:0")
    g = shipped_game(b)
    g.dismiss(trender)
    answer(g, "pass")  # the leaves-play trigger is processed before the next priority (712.1)
    assert g.pending().kind != "may"
    assert zone_codes(g, 0, "discard") == ["CG75"] and g.s["players"][0]["tokens"] == 6


def test_cg75_trenderhoof_does_not_ask_to_pay_while_discard_piles_are_closed():
    """With Somnambula's Blindfold in play ("Cards can't leave discard piles", 104.2), no card
    can be put from the discard pile into a hand: Trenderhoof does not ask to pay for it, and
    the log says why."""
    b = board()
    trender = b.add("CG75", 0, "play", "home:0")
    b.add("PR36", 0, "discard")
    b.add("FF113", 1, "play", "home:1")  # Somnambula's Blindfold
    g = shipped_game(b)
    g.dismiss(trender)
    answer(g, "pass")
    assert g.pending().kind != "may" and g.s["players"][0]["tokens"] == 6
    assert "Somnambula's Blindfold" in log_text(g) and find(g, "PR36", "discard", owner=0)


def test_cg8_crystal_guard_may_exhaust_and_pay_one_to_frighten_an_opponents_friend_there():
    b = board()
    guard = b.add("CG8", 0, "play", "home:0")
    foe = b.add("PR33", 1, "play", "problem:1")
    elsewhere = b.add("PR33", 1, "play", "problem:0")
    g = shipped_game(b)
    answer(g, f"move|{guard}|problem:1")
    answer(g, "yes")
    choose(g, foe)
    assert g.card(foe)["frightened"] and not g.card(elsewhere)["frightened"]
    assert g.card(guard)["exhausted"] and g.s["players"][0]["tokens"] == 3  # 2 to move, 1 more


def test_cg39_lyra_dismisses_an_opponents_friend_here_when_you_play_an_earth_pony_here():
    b = board(manes=("PR3", "PR2"))
    lyra = b.add("CG39", 0, "play", "problem:1")
    b.add("PR36", 0, "play", "home:0")
    b.add("PR36", 0, "play", "home:0")
    foe = b.add("PR33", 1, "play", "problem:1")
    pony = b.add("PR12", 0, "hand")  # an Earth Pony
    g = shipped_game(b)
    answer(g, f"play|{pony}|problem:1")
    answer(g, "yes")
    choose(g, foe)
    assert foe not in g.s["cards"] and g.card(lyra)["exhausted"]
    assert g.s["players"][0]["tokens"] == 6 - 2 - 1


def test_cg39_lyra_ignores_a_pegasus_played_here():
    b = board(manes=("PR3", "PR2"))
    b.add("CG39", 0, "play", "problem:1")
    foe = b.add("PR33", 1, "play", "problem:1")
    pony = b.add("PR20", 0, "hand")  # a Pegasus
    g = shipped_game(b)
    answer(g, f"play|{pony}|problem:1")
    assert g.pending().kind == "priority" and foe in g.s["cards"]


def test_cg12_rainbow_dash_breeziefied_retires_to_move_a_friend_to_its_problem():
    b = board()
    breezie = b.add("CG12", 0, "play", "problem:1")
    friend = b.add("PR36", 0, "play", "home:0")
    g = shipped_game(b, phase="troublemaker", step="troublemaker")
    answer(g, act(g, breezie))
    choose(g, friend)
    assert g.card(friend)["area"] == "problem:1" and find(g, "CG12", "discard", owner=0)


def _spike_uncovers(counters: int):
    """P0's Spike, Crystal Hero with `counters` Hero counters; P0's face-down Troublemaker
    is uncovered at the start of their Troublemaker Phase (306.3)."""
    b = board(manes=("CG2", "PR2"))
    if counters:
        b.cards[b.mane[0] - 1]["counters"] = {"hero": counters}
    tm = b.add("PR157", 0, "play", "problem:1", face_down=True)
    g = shipped_game(b, phase="troublemaker", step="uncover")
    pass_until(g, kind="priority")
    assert not g.card(tm)["face_down"]
    return g, b.mane[0]


def test_cg2_spike_crystal_hero_puts_a_hero_counter_when_a_troublemaker_is_uncovered():
    g, spike = _spike_uncovers(0)
    assert sum(g.card(spike)["counters"].values()) == 1 and not g.card(spike)["boosted"]


def test_cg2_spike_crystal_hero_turns_over_at_five_hero_counters():
    g, spike = _spike_uncovers(4)
    assert g.card(spike)["boosted"] and not any(g.card(spike)["counters"].values())


def test_cg34_bon_bon_may_draw_when_you_confront_its_problem_with_a_unicorn_there():
    b, _ = confront_own("DE122", "CG34", "PR60")  # a wild 3 Problem; Blue Moon: a Unicorn
    g = shipped_game(b, phase="score", step="confront")
    answer(g, "yes")
    assert len(g.s["players"][0]["hand"]) == 1


def test_cg34_bon_bon_without_a_unicorn_there_draws_nothing():
    b, _ = confront_own("DE122", "CG34", "PR36", mane="PR3")  # Pinkie Pie: an Earth Pony
    g = shipped_game(b, phase="score", step="confront")
    assert "yes" not in keys(g) and not g.s["players"][0]["hand"]


def test_cg50_ms_harshwhinny_pays_one_to_send_an_opposing_character_home_on_confront():
    b, friends = confront_own("DE122", "CG50", "PR60")
    foe = b.add("PR33", 1, "play", "problem:0")
    b.players[0] = {"tokens": 2}
    g = shipped_game(b, phase="score", step="confront")
    answer(g, "yes")
    choose(g, foe)
    assert g.card(foe)["area"] == "home:1" and g.card(friends[0])["exhausted"]
    assert g.s["players"][0]["tokens"] == 1


def test_cg44_press_pass_while_ready_opponents_need_one_more_to_confront():
    b = Board()
    press = b.add("CG44", 1, "play", "problem:1")
    g = shipped_game(b)
    assert power.requirements(g, 0, "problem:1") == [("wild", None, 5)]
    b = Board()
    b.add("CG44", 1, "play", "problem:1", exhausted=True)
    g = shipped_game(b)
    assert power.requirements(g, 0, "problem:1") == [("wild", None, 4)]
    assert press


# --- Faceoffs ------------------------------------------------------------------------------

def _p0_flips(g) -> list[str]:
    return [t for _, rule, t in g.log if t.startswith("P0 flips")]


def test_cg91_a_hasty_retreat_puts_an_opposing_friend_on_top_of_its_owners_deck():
    b, _, theirs, (event,) = problem_faceoff(hand=("CG91",))
    g = shipped_game(b, phase="score", step="confront")
    answer(g, f"play|{event}|event")
    answer(g, f"card:{theirs[0]}")
    log = log_text(g)
    assert theirs[0] not in g.s["cards"]
    assert "Red Gala, Favorite Cousin #" in log.split("put on top of its owner's deck")[0].splitlines()[-1]
    assert "514.3: P1 flips Red Gala" in log  # it was the top card, so it is what P1 flips


def test_cg94_apple_juice_break_exhausts_an_opposing_character_in_the_faceoff():
    b, _, theirs, (event,) = problem_faceoff(p0=("PR33", "PR33"), manes=("PR2", "PR4"),
                                              hand=("CG94",))
    g = shipped_game(b, phase="score", step="confront")
    answer(g, f"play|{event}|event")
    choose(g, theirs[1])
    log = log_text(g)  # (the faceoff runs on to P1's turn, where P1 readies their cards)
    assert "705.2e: Full Steam, Smoke Stacked #28 becomes exhausted" in log
    assert "Power totals: P0 8, P1 4" in log  # Twilight 1 + Red Gala 2 + a flip of 1; no Full Steam


def test_cg97_catch_me_retires_your_friend_to_dismiss_an_opposing_one():
    b, mine, theirs, (event,) = problem_faceoff(p0=("PR36", "PR44"), manes=("PR3", "PR2"),
                                                 hand=("CG97",))
    g = shipped_game(b, phase="score", step="confront")
    answer(g, f"play|{event}|event")
    choose(g, mine[1])
    choose(g, theirs[1])
    assert mine[1] not in g.s["cards"] and theirs[1] not in g.s["cards"]
    assert "PR44" in [g.spec(i).code for i in g.s["players"][0]["discard"]]
    assert theirs[0] in g.s["cards"]


def test_cg118_telekinesis_moves_an_opposing_character_in_the_problem_faceoff_home():
    b, _, theirs, (event,) = problem_faceoff(hand=("CG118",))
    g = shipped_game(b, phase="score", step="confront")
    answer(g, f"play|{event}|event")
    choose(g, theirs[1])
    assert g.card(theirs[1])["area"] == "home:1"
    assert "P1 flips" in log_text(g)


def test_cg104_friends_forever_flips_one_more_for_twilight_two_with_spike_too():
    for p0, extra in ((("EO62",), 1), (("EO62", "EO75"), 2), (("PR36",), 0)):
        b, _, (event,), tm = tm_faceoff((*p0, "PR36", "PR36"), hand=("CG104",), manes=("PR3", "PR2"))
        g = start_challenge(b, tm)
        answer(g, f"play|{event}|event")
        extra_flips = [t for _, rule, t in g.log if rule == "705.2e" and t.startswith("P0 flips")]
        assert len(extra_flips) == extra, p0


def test_cg119_the_power_of_love_flips_one_more_for_cadance_two_with_shining_armor_too():
    for p0, extra in ((("AD37",), 1), (("AD37", "AD13"), 2), (("PR36",), 0)):
        b, _, (event,), tm = tm_faceoff((*p0, "PR36", "PR36"), hand=("CG119",), manes=("PR3", "PR2"))
        g = start_challenge(b, tm)
        answer(g, f"play|{event}|event")
        extra_flips = [t for _, rule, t in g.log if rule == "705.2e" and t.startswith("P0 flips")]
        assert len(extra_flips) == extra, p0


def test_cg194_applejack_carbo_loader_exhausts_to_flip_an_additional_card():
    b, (aj, *_), _, tm = tm_faceoff(("CG194", "PR33"), manes=("PR2", "PR4"))
    g = start_challenge(b, tm)
    answer(g, act(g, aj))
    assert g.card(aj)["exhausted"]
    assert len([t for _, rule, t in g.log if rule != "514.3" and t.startswith("P0 flips")]) == 1
    assert acts(g, aj) == []  # once exhausted it can't pay again (the Teamwork copy still can)


def test_cg163_green_dragon_pays_one_for_plus_two_during_the_faceoff():
    b, _, _, dragon = tm_faceoff(("PR36", "PR36"), tm="CG163", manes=("PR3", "PR2"))
    b.players[1] = {"tokens": 2}
    g = start_challenge(b, dragon)
    pass_until(g, kind="priority")
    while g.pending().player != 1:
        answer(g, "pass")
    assert power.power(g, dragon) == 4
    answer(g, act(g, dragon))
    assert power.power(g, dragon) == 6 and g.s["players"][1]["tokens"] == 1


def test_cg60_twilight_breeziefied_may_retire_at_the_start_of_a_faceoff_to_stack_the_deck():
    b, (breezie, *_), _, tm = tm_faceoff(("CG60", "PR60", "PR60"), hand=("PR36",))
    g = start_challenge(b, tm)
    answer(g, "yes")  # (the one card in hand is the only choice, 705.2e)
    assert breezie not in g.s["cards"] and find(g, "CG60", "discard", owner=0)
    assert "514.3: P0 flips Apple Brown Betty" in log_text(g)  # the card put on top is flipped
    assert not g.s["players"][0]["hand"]


def test_cg14_rainbow_dash_relay_racer_may_move_after_losing_a_faceoff():
    b, (dash,), _, tm = tm_faceoff(("CG14",), manes=("PR1", "PR2"), tm="CG164")  # Hydra: 5
    g = start_challenge(b, tm)
    assert "514.5: P1 wins the faceoff" in log_text(g)
    answer(g, "yes")
    answer(g, "problem:1")
    assert g.card(dash)["area"] == "problem:1"
    assert g.s["players"][0]["tokens"] == 3  # the move is the text's, not paid for


def test_cg65_helia_exhausts_and_pays_two_to_banish_a_friend_at_the_problem_she_won():
    b, (helia, *_), (foe,), _ = problem_faceoff(p0=("CG65", "PR76", "PR76"), p1=("PR33",))
    g = shipped_game(b, phase="score", step="confront")
    assert "514.5: P0 wins the Problem faceoff" in log_text(g)
    order_first(g, "Helia")
    answer(g, "yes")
    answer(g, f"card:{foe}")
    assert foe not in g.s["cards"] and find(g, "PR33", "banished", owner=1)
    assert g.card(helia)["exhausted"] and g.s["players"][0]["tokens"] == 1


def test_cg89_peachy_pitt_with_a_pegasus_there_exhausts_to_dismiss_an_opponents_resource():
    b, (peachy, *_), _, _ = problem_faceoff(p0=("CG89", "PR20", "PR81"), p1=("PR33",))
    coin = b.add("CG148", 1, "play", "home:1")
    g = shipped_game(b, phase="score", step="confront")
    order_first(g, "Peachy")
    answer(g, "yes")  # (the one Resource is the only choice, 705.2e)
    assert coin not in g.s["cards"] and find(g, "CG148", "discard", owner=1)
    assert g.card(peachy)["exhausted"]


def test_cg89_peachy_pitt_without_a_pegasus_there_does_nothing():
    b, _, _, _ = problem_faceoff(p0=("CG89", "PR81", "PR81"), p1=("PR33",))
    coin = b.add("CG148", 1, "play", "home:1")
    g = shipped_game(b, phase="score", step="confront")
    assert "514.5: P0 wins the Problem faceoff" in log_text(g)
    assert g.pending().kind != "may" and coin in g.s["cards"]


def test_cg87_orthros_spends_a_card_beneath_instead_of_flipping_adding_its_printed_power():
    b, (orthros,), _, tm = tm_faceoff(("CG87",), manes=("PR6", "PR2"))
    (spent,) = under(b, orthros, 1, card="PR31")  # Full Steam: printed power 4
    g = start_challenge(b, tm)
    answer(g, f"spend:{spent}")
    log = log_text(g)
    assert "P0 flips" not in log
    assert "Power totals: P0 7, P1 5" in log  # Orthros 3 + Full Steam's 4 (no flip)
    assert find(g, "PR31", "discard", owner=0) and g.beneath(orthros) == []


def test_cg40_mercury_banishes_the_flipped_cards_beneath_itself_instead_of_the_deck():
    b, (mercury, *_), _, tm = tm_faceoff(("CG40", "PR36", "PR36"), manes=("PR3", "PR2"))
    g = shipped_game(b, phase="troublemaker", step="challenge")
    deck = len(g.s["players"][0]["deck"])
    answer(g, f"challenge:{tm}")
    answer(g, f"beneath:{mercury}")
    assert len(g.beneath(mercury)) == 1 and zone_codes(g, 0, "banished") == ["PR20"]
    assert len(g.s["players"][0]["deck"]) == deck - 1  # the flipped card did not go back


def test_cg40_mercury_pays_one_to_move_a_card_beneath_it_to_a_friend_with_pumped():
    b = board(manes=("PR3", "PR2"))
    mercury = b.add("CG40", 0, "play", "home:0")
    (card,) = under(b, mercury, 1, card="PR31")
    bulk = b.add("CG6", 0, "play", "home:0")  # Bulk Biceps, Pumped Up: Pumped
    g = shipped_game(b)
    answer(g, act(g, mercury))
    assert g.beneath(mercury) == [] and g.beneath(bulk) == [card]
    assert g.s["players"][0]["tokens"] == 5 and power.power(g, bulk) == 3


def test_cg112_poetry_slam_starts_a_faceoff_and_the_winner_may_banish_a_friend_involved():
    b = board(manes=("PR5", "PR2"))
    for _ in range(2):
        b.add("PR79", 0, "play", "problem:1")
    foe = b.add("PR33", 1, "play", "problem:1")
    slam = b.add("CG112", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{slam}|event")
    assert g.as_written("P0 starts a faceoff involving problem:1") in log_text(g)
    answer(g, "yes")
    answer(g, f"card:{foe}")
    assert foe not in g.s["cards"] and find(g, "PR33", "banished", owner=1)


def test_cg102_fire_in_the_sky_uncovers_an_opponents_face_down_troublemaker():
    b = board(tokens=3, manes=("PR6", "PR2"))
    b.add("PR81", 0, "play", "home:0")
    tm = b.add("PR157", 1, "play", "problem:1", face_down=True)
    fire = b.add("CG102", 0, "hand")
    g = shipped_game(b, phase="troublemaker", step="start")
    answer(g, f"react|{fire}|")
    assert not g.card(tm)["face_down"] and g.s["turn_player"] == 0
    assert find(g, "CG102", "discard", owner=0)


def test_cg6_bulk_biceps_with_four_power_may_move_at_the_start_of_the_score_phase():
    b = board()
    bulk = b.add("CG6", 0, "play", "home:0")
    under(b, bulk, 2)
    g = shipped_game(b)
    answer(g, "pass")
    assert g.s["phase"] == "score" and g.pending().kind == "area"
    answer(g, "problem:1")
    assert g.card(bulk)["area"] == "problem:1" and g.s["players"][0]["tokens"] == 6


def test_cg6_bulk_biceps_with_three_power_does_not_move():
    b = board()
    bulk = b.add("CG6", 0, "play", "home:0")
    under(b, bulk, 1)
    g = shipped_game(b)
    answer(g, "pass")
    assert g.pending().kind != "area" and g.card(bulk)["area"] == "home:0"


# --- Spring Step: a Problem that loses its abilities while a Friend is the strongest there -----
# "While this card has power higher than any other Friend here, this card's Problem loses and
# can't have abilities." Problems: HM137 Under Lock and Tree ("Mane Characters here have +1
# power"), EO197 Strut Your Stuff ("Friends here with Resources on them have +2 power"), AD191
# Un-Unicorned ("Characters here lose and can't gain abilities"), PR175 I Need Answers ("Main
# Phase: Dismiss one of your Friends here to gain [1]. Any player may activate this ability.").
# PR139 Hard Hat: "Play on a Friend. This Friend has Stubborn." EO215 Burst of Strength: "Main
# Phase: Put a number of +1 power counters on one of your Friends equal to that Friend's power."

def _spring_step_at(problem: str, *friends: tuple[str, int]) -> tuple[Board, int]:
    """P0's Spring Step (3 power) and P0's Mane Character (PR4, 1 power) at P1's Problem
    `problem`, with these other (card, owner) Friends there."""
    b = Board(problems=("PR168", problem))
    b.cards[b.mane[0] - 1]["area"] = "problem:1"
    spring = b.add("CG73", 0, "play", "problem:1")
    for code, owner in friends:
        b.add(code, owner, "play", "problem:1")
    return b, spring


def test_cg73_spring_step_takes_its_problems_abilities_while_it_is_the_strongest_friend_there():
    b, spring = _spring_step_at("HM137", ("PR20", 1), ("PR12", 0))  # 1 and 2 power, either player's
    g = shipped_game(b)
    problem = g.problem_card("problem:1")
    assert power.power(g, spring) == 3
    assert problem in g.lost_abilities() and g.problem_card("problem:0") not in g.lost_abilities()
    assert power.power(g, b.mane[0]) == 1  # no +1 from Under Lock and Tree
    # at home it has no Problem: Under Lock and Tree gives the Mane Character its +1
    b, spring = _spring_step_at("HM137", ("PR20", 1))
    b.cards[spring - 1]["area"] = "home:0"
    g = shipped_game(b)
    assert not g.lost_abilities() and power.power(g, b.mane[0]) == 2


def test_cg73_spring_step_alone_at_its_problem_is_the_strongest_friend_there():
    b, _spring = _spring_step_at("HM137")
    g = shipped_game(b)
    assert g.problem_card("problem:1") in g.lost_abilities() and power.power(g, b.mane[0]) == 1


def test_cg73_the_problem_gets_its_abilities_back_as_a_friend_moves_in_with_as_much_power():
    b, _spring = _spring_step_at("HM137", ("PR20", 1))
    betty = b.add("PR36", 0, "play", "home:0")  # Apple Brown Betty: 3 power
    g = shipped_game(b)
    mane, problem = b.mane[0], g.problem_card("problem:1")
    assert problem in g.lost_abilities() and power.power(g, mane) == 1
    answer(g, f"move|{betty}|problem:1")
    assert g.card(betty)["area"] == "problem:1"
    assert problem not in g.lost_abilities() and power.power(g, mane) == 2  # a tie is not higher


def test_cg73_the_problem_gets_its_abilities_back_as_another_friend_there_gains_power():
    """Counters change power without changing the board: the loss is read again all the same."""
    b, _spring = _spring_step_at("HM137", ("PR12", 0))  # Emerald Green: 2 power
    b.add("PR31", 0, "play", "home:0")  # (orange 4: Burst of Strength's requirement)
    burst = b.add("EO215", 0, "hand")
    g = shipped_game(b)
    mane, problem = b.mane[0], g.problem_card("problem:1")
    emerald = next(i for i in g.characters_at("problem:1", 0) if g.spec(i).code == "PR12")
    assert problem in g.lost_abilities() and power.power(g, mane) == 1
    answer(g, f"play|{burst}|")
    if g.pending().kind != "priority":
        answer(g, f"card:{emerald}")
    assert power.power(g, emerald) == 4
    assert problem not in g.lost_abilities() and power.power(g, mane) == 2
    g._board = g.settled_board = None  # (a fresh look agrees)
    assert problem not in g.lost_abilities() and power.power(g, mane) == 2


def test_cg73_the_problem_cant_have_abilities_it_gains_while_spring_step_is_the_strongest():
    def game(*friends: tuple[str, int]):
        b, _spring = _spring_step_at("PR190", *friends)
        g = shipped_game(b)
        problem = g.problem_card("problem:1")
        # the Problem has Under Lock and Tree's printed abilities besides its own, and Stubborn
        g.gain_printed_abilities(problem, g.lib.find("HM137").id, "701.1")
        g.grant_keyword(problem, "Stubborn", None)
        return g, problem, b.mane[0]

    g, problem, mane = game(("PR20", 1))
    assert problem in g.lost_abilities()
    assert power.power(g, mane) == 1 and power.keywords(g, problem) == {}
    g, problem, mane = game(("PR36", 1))  # a 3-power Friend there: Spring Step is not higher
    assert problem not in g.lost_abilities()
    assert power.power(g, mane) == 2 and "Stubborn" in power.keywords(g, problem)


def test_cg73_the_problems_activated_ability_is_offered_only_while_it_has_its_abilities():
    b, _spring = _spring_step_at("PR175", ("PR20", 0))
    g = shipped_game(b)
    problem = g.problem_card("problem:1")
    assert not [k for k in keys(g) if k.startswith(f"act|{problem}|")]
    b, _spring = _spring_step_at("PR175", ("PR36", 0))
    g = shipped_game(b)
    assert [k for k in keys(g) if k.startswith(f"act|{problem}|")]


def test_cg73_power_is_read_with_the_problems_own_abilities_so_a_tie_they_give_keeps_them():
    """711.3b, 711.4: Spring Step's modifier depends on Strut Your Stuff's +2 to P1's Friend
    with a Resource (1 + 2 = 3, a tie), so it is read after it: the Problem keeps its
    abilities (without them Spring Step would be higher; the rules do not go back and forth)."""
    b, _spring = _spring_step_at("EO197")
    sweetie = b.add("PR20", 1, "play", "problem:1")
    b.add("PR139", 1, "play", "problem:1", host=sweetie)
    g = shipped_game(b)
    assert g.problem_card("problem:1") not in g.lost_abilities()
    assert power.power(g, sweetie) == 3 and "Stubborn" in power.keywords(g, sweetie)


def test_cg73_once_the_problem_lost_its_abilities_power_is_worked_out_without_them():
    """Spring Step with a Resource has 3 + 2 = 5 with Strut Your Stuff's abilities, more than
    Apple Brown Betty's 3: the Problem loses them, and Spring Step is back to 3. It stays so
    (the loss is not read again with the power it took away: no back and forth)."""
    b, spring = _spring_step_at("EO197", ("PR36", 1))
    b.add("PR139", 0, "play", "problem:1", host=spring)
    g = shipped_game(b)
    problem = g.problem_card("problem:1")
    assert problem in g.lost_abilities()
    assert power.power(g, spring) == 3
    answer(g, "pass")  # (looked at again later in the turn)
    assert problem in g.lost_abilities() and power.power(g, spring) == 3


def test_cg73_711_5_spring_step_and_un_unicorned_taking_each_others_abilities_the_older_applies():
    """Un-Unicorned: "Characters here lose and can't gain abilities." Each takes the other's
    abilities (interdependent, 711.5): the earlier-timestamped one applies first and the other
    no longer exists. PR8 (Swift) stands there too."""
    def game(problem_ts: int, spring_ts: int):
        b, spring = _spring_step_at("AD191", ("PR20", 1))
        b.cards[b.problem[1] - 1]["ts"] = problem_ts
        b.cards[spring - 1]["ts"] = spring_ts
        swift = b.add("PR8", 1, "play", "problem:1")
        g = shipped_game(b)
        return g, g.problem_card("problem:1"), spring, swift

    g, problem, spring, swift = game(problem_ts=5, spring_ts=10)
    assert spring in g.lost_abilities() and problem not in g.lost_abilities()
    assert power.keywords(g, swift) == {}
    g, problem, spring, swift = game(problem_ts=10, spring_ts=5)
    assert problem in g.lost_abilities() and spring not in g.lost_abilities()
    assert "Swift" in power.keywords(g, swift)
