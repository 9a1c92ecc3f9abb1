"""Seaquestria and Beyond (SB): cards the engine carries out, each played on a judge's board.

Each test names its card (the code in its name) and checks what the text says happens:
the numbers, the zone, the choice offered.
"""

from __future__ import annotations

from engine.mlp.api import default_library
from engine.mlp.state.library import dilemma_id
from engine.mlp.values import power
from tests.engine.card_play import (
    BLUE,
    CRITTER,
    PINK,
    TROUBLEMAKER,
    WHITE,
    YELLOW,
    activate,
    challenge,
    enter_and_pick,
    in_play,
    play,
    rich_board,
    run_turn,
    settle,
    then,
    tokens_of,
)
from tests.engine.helpers import Board, answer, keys, log_text, shipped_game, zone_codes

DILEMMA_AREA = "dilemma:90"

# ----- Manes ------------------------------------------------------------------------------------


def test_sb1_captain_celaeno_pays_2_to_score_2_and_turn_over():
    b = Board(manes=("SB1", "PR2"))
    g = shipped_game(b)
    activate(g, b.mane[0])
    assert g.s["players"][0]["score"] == 2 and g.card(b.mane[0])["boosted"] and g.s["players"][0]["tokens"] == 0


def test_sb3_princess_skystar_pays_2_for_two_seashell_tokens_and_turns_over():
    b = Board(manes=("SB3", "PR2"))
    g = shipped_game(b)
    activate(g, b.mane[0])
    settle(g, "home:0")
    tokens = tokens_of(g, 0)
    assert len(tokens) == 2 and all(power.power(g, i) == 2 and power.colors(g, i) == ("pink",) for i in tokens)
    assert g.card(b.mane[0])["boosted"]


# ----- entering play ----------------------------------------------------------------------------


def test_sb11_rainbow_dash_loyal_pony_may_move_one_of_your_characters():
    g, runner = enter_and_pick("SB11", PINK, 0, "home:0", "problem:1")
    assert g.card(runner)["area"] == "problem:1"


def test_sb17_applejack_honest_pony_may_exhaust_an_opposing_character():
    g, foe = enter_and_pick("SB17", BLUE, 1, "problem:1")
    assert g.card(foe)["exhausted"]


def test_sb41_princess_twilight_magical_pony_may_move_an_opposing_character():
    g, foe = enter_and_pick("SB41", BLUE, 1, "problem:1", "problem:0")
    assert g.card(foe)["area"] == "problem:0"


def test_sb54_rarity_generous_pony_may_give_a_character_2_power():
    g, pony = enter_and_pick("SB54", BLUE, 0, "problem:0")
    assert power.power(g, pony) == 2 + 2


def test_sb59_fluttershy_kind_pony_may_return_an_opposing_friend_with_2_or_less_power():
    b = rich_board()
    small = b.add(BLUE, 1, "play", "problem:1")
    big = b.add(PINK, 1, "play", "problem:1")  # 3 power
    card = b.add("SB59", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|home:0")
    then(g, "yes")
    if g.pending().kind == "target":
        assert f"card:{big}" not in keys(g)
        answer(g, f"card:{small}")
    assert small not in g.s["cards"] and zone_codes(g, 1, "hand") == [BLUE] and big in g.s["play"]


def test_sb11_sb17_sb41_sb54_sb59_nothing_without_another_character_of_their_color():
    for code in ("SB11", "SB17", "SB41", "SB54", "SB59"):
        b = Board(manes=("PR3", "PR2"))  # Pinkie Pie: pink, unlike every one of them
        b.players[0] = {"tokens": 9}
        b.add(BLUE, 1, "play", "problem:1")
        g = play(b, code, "home:0")
        assert g.pending().kind == "priority", code  # no "you may" asked


def test_sb22_grubber_may_exhaust_an_opposing_character_entering_and_at_the_start_of_your_turn():
    g, foe = enter_and_pick("SB22", BLUE, 1, "problem:1")
    assert g.card(foe)["exhausted"]
    b = Board()
    b.add("SB22", 0, "play", "home:0")
    foe = b.add(BLUE, 1, "play", "problem:1")
    g = shipped_game(b, phase="ready", step="ready")
    settle(g, f"card:{foe}", until=lambda g: g.s["phase"] == "main")
    assert g.card(foe)["exhausted"]


def test_sb34_pinkie_and_twilight_bait_and_switch_may_replace_a_problem():
    b = rich_board()
    b.add("PR161", 1, "problem_deck")
    g = play(b, "SB34", "home:0", "yes", "problem:1")
    settle(g, "problem:1")
    assert g.spec(g.problem_card("problem:1")).code == "PR161"


def test_sb62_jonagold_your_characters_get_1_power():
    b = rich_board()
    mine = b.add(BLUE, 0, "play", "problem:0")
    theirs = b.add(BLUE, 1, "play", "problem:1")
    g = play(b, "SB62", "home:0")
    assert power.power(g, mine) == 3 and power.power(g, theirs) == 2


def test_sb68_pinkie_pie_pony_pirate_may_draw_when_entering_play():
    b = rich_board()
    b.deck_top(PINK, 0)
    g = play(b, "SB68", "home:0", "yes")
    assert zone_codes(g, 0, "hand") == [PINK]


def test_sb70_princess_twilight_pony_pirate_may_frighten_each_other_friend_here():
    b = rich_board()
    mine = b.add(BLUE, 0, "play", "problem:1")
    theirs = b.add(BLUE, 1, "play", "problem:1")
    away = b.add(BLUE, 1, "play", "problem:0")
    g = play(b, "SB70", "problem:1", "yes")
    twilight = in_play(g, "SB70")[0]
    assert g.card(mine)["frightened"] and g.card(theirs)["frightened"]
    assert not g.card(away)["frightened"] and not g.card(twilight)["frightened"]


def test_sb74_fluttershy_pony_pirate_troublemakers_dont_prevent_confronting_this_turn():
    b = rich_board()
    b.add(TROUBLEMAKER, 1, "play", "problem:0")
    b.cards[b.mane[0] - 1]["area"] = "problem:0"
    b.add(BLUE, 0, "play", "problem:0")
    g = play(b, "SB74", "home:0")
    settle(g, until=lambda g: g.s["turn_player"] != 0 or g.s["phase"] == "end")
    assert "611.1: P0 confronts" in log_text(g)


def test_sb85_tempest_and_grubber_may_put_an_opposing_friend_on_top_of_its_owners_deck():
    g, foe = enter_and_pick("SB85", PINK, 1, "problem:1")
    assert foe not in g.s["cards"] and zone_codes(g, 1, "deck")[-1] == PINK


def test_sb88_pinkie_and_skystar_may_put_an_opposing_friend_into_its_owners_hand():
    g, foe = enter_and_pick("SB88", PINK, 1, "problem:1")
    assert foe not in g.s["cards"] and zone_codes(g, 1, "hand") == [PINK]


def test_sb94_critter_choir_puts_two_critter_tokens_into_play_then_pumps_your_characters():
    b = rich_board()
    pony = b.add(BLUE, 0, "play", "problem:0")
    g = play(b, "SB94", "home:0")
    settle(g, "home:0")
    tokens = tokens_of(g, 0)
    assert len(tokens) == 2 and all("critter" in g.spec(i).traits for i in tokens)
    assert power.power(g, pony) == 2 + 2 and all(power.power(g, i) == 1 + 2 for i in tokens)


def test_sb132_rainbow_dash_and_mullet_may_move_up_to_two_of_your_characters():
    b = rich_board()
    g = play(b, "SB132", "home:0")
    d = g.pending()  # "you may ... up to two": one question, the characters, none among the answers
    assert d.kind == "target" and (d.min, d.max) == (0, 2)
    moved = [int(k.split(":")[1]) for k in keys(g)[:2]]
    answer(g, *(f"card:{i}" for i in moved))
    then(g, "problem:1", "problem:0")
    assert g.pending().kind == "priority"
    assert [g.card(i)["area"] for i in moved] == ["problem:1", "problem:0"]


def test_sb134_the_mane_six_party_planners_gain_control_of_each_opposing_friend():
    b = rich_board()
    foe = b.add(BLUE, 1, "play", "problem:1")
    g = play(b, "SB134", "home:0")
    assert g.card(foe)["ctrl"] == 0 and g.card(b.mane[1])["ctrl"] == 1  # Friends only
    settle(g, until=lambda g: g.s["turn_player"] != 0)  # past the end of P0's Score Phase
    assert g.card(foe)["ctrl"] == 1


# ----- moving -----------------------------------------------------------------------------------


def test_sb13_rainbow_dash_pony_pirate_may_frighten_a_friend_when_moved():
    b = Board()
    b.players[0] = {"tokens": 5}
    dash = b.add("SB13", 0, "play", "home:0")
    foe = b.add(BLUE, 1, "play", "problem:1")
    g = shipped_game(b)
    answer(g, f"move|{dash}|problem:1")
    then(g, "yes", f"card:{foe}")
    assert g.card(foe)["frightened"]


def test_sb16_squabble_may_exhaust_one_of_yours_to_follow_another_moved_character():
    b = Board()
    b.players[0] = {"tokens": 5}
    squabble = b.add("SB16", 0, "play", "home:0")
    runner = b.add(BLUE, 0, "play", "home:0")
    tired = b.add(PINK, 0, "play", "home:0")
    g = shipped_game(b)
    answer(g, f"move|{runner}|problem:1")
    settle(g, f"card:{tired}", "problem:1")
    assert g.card(squabble)["area"] != "home:0" and g.card(tired)["exhausted"]


def test_sb116_pirate_ship_pays_1_and_exhausts_to_move_one_of_your_characters():
    b = Board()
    b.players[0] = {"tokens": 1}
    ship = b.add("SB116", 0, "play", "home:0")
    runner = b.add(BLUE, 0, "play", "home:0")
    g = shipped_game(b)
    activate(g, ship, f"card:{runner}", "problem:1")
    assert g.card(runner)["area"] == "problem:1" and g.card(ship)["exhausted"]
    assert g.s["players"][0]["tokens"] == 0


def test_sb124_banquet_baking_may_put_a_laughter_token_there_when_you_move_a_character_there():
    b = Board(problems=("SB124", "PR190"))
    b.players[0] = {"tokens": 5}
    runner = b.add(BLUE, 0, "play", "home:0")
    g = shipped_game(b)
    answer(g, f"move|{runner}|problem:0")
    settle(g)
    tokens = tokens_of(g, 0)
    assert len(tokens) == 1 and g.card(tokens[0])["area"] == "problem:0"
    assert "earth pony" in g.spec(tokens[0]).traits and power.colors(g, tokens[0]) == ("pink",)


def _dilemma_board(code: str) -> Board:
    """P0's Dilemma `code` in play at its own area (522.2), P0 with tokens to move."""
    b = Board()
    b.players[0] = {"tokens": 5}
    b.add(dilemma_id(default_library().find(code).id), 0, "play", DILEMMA_AREA)
    b.top["areas"] = {
        "home:0": {"owner": 0, "kind": "home", "problem": None},
        "home:1": {"owner": 1, "kind": "home", "problem": None},
        "problem:0": {"owner": 0, "kind": "problem", "problem": b.problem[0]},
        "problem:1": {"owner": 1, "kind": "problem", "problem": b.problem[1]},
        DILEMMA_AREA: {"owner": 0, "kind": "problem", "problem": len(b.cards)},
    }
    return b


def test_sb108_corralling_critters_may_pay_1_for_two_critter_tokens_when_moving_there():
    b = _dilemma_board("SB108")
    runner = b.add(BLUE, 0, "play", "home:0")
    g = shipped_game(b)
    answer(g, f"move|{runner}|{DILEMMA_AREA}")
    settle(g, "home:0")
    tokens = tokens_of(g, 0)
    assert len(tokens) == 2 and all("critter" in g.spec(i).traits for i in tokens)
    assert g.s["players"][0]["tokens"] == 5 - 2 - 1


def test_sb111_friendship_festival_setup_puts_five_tokens_into_play_when_replaced():
    b = _dilemma_board("SB111")
    b.cards[b.mane[0] - 1]["area"] = DILEMMA_AREA
    for _ in range(3):
        b.add(BLUE, 0, "play", DILEMMA_AREA)
    for _ in range(2):
        b.add(PINK, 1, "play", DILEMMA_AREA)  # P1 can confront it too: a Problem faceoff
    g = run_turn(b, "score", "score", "home:0")
    assert DILEMMA_AREA not in g.s["areas"] and "SB111" in zone_codes(g, 0, "discard")
    # (then the home limit retires some at the end of the turn: count them as they came)
    assert log_text(g).count("P0 puts a 1 power Pink (Laughter) Earth Pony Friend token into play") == 5


# ----- continuous texts -------------------------------------------------------------------------


def test_sb25_rescue_party_cant_be_frightened_and_flips_an_additional_card():
    b = Board()
    party = b.add("SB25", 0, "play", "problem:0")
    g = shipped_game(b)
    g.frighten(party)
    assert not g.card(party)["frightened"]
    g, _ = challenge(b)
    settle(g, until=lambda g: g.s["phase"] != "troublemaker")
    assert log_text(g).count("P0 flips ") == 2 and log_text(g).count("P1 flips ") == 1


def test_sb28_cheese_sandwich_power_for_other_earth_ponies_and_a_token_at_the_start_of_your_turn():
    b = Board()
    cheese = b.add("SB28", 0, "play", "home:0")
    b.add(PINK, 0, "play", "home:0")  # Apple Brown Betty: an Earth Pony
    b.add(BLUE, 0, "play", "home:0")  # Emerald Green: an Earth Pony
    b.add(PINK, 1, "play", "home:1")  # not yours
    g = shipped_game(b)
    assert power.power(g, cheese) == 1 + 2
    g = shipped_game(b, phase="ready", step="ready")
    settle(g, "home:0", until=lambda g: g.s["phase"] == "main")
    tokens = tokens_of(g, 0)
    assert len(tokens) == 1 and "earth pony" in g.spec(tokens[0]).traits
    assert power.power(g, cheese) == 1 + 3


def test_sb39_captain_celaeno_by_the_book_troublemakers_played_here_enter_face_up():
    b = Board()
    b.players[0] = {"tokens": 3}
    b.add("SB39", 0, "play", "problem:1")
    here = b.add(TROUBLEMAKER, 0, "hand")
    there = b.add(TROUBLEMAKER, 0, "hand")
    g = shipped_game(b)
    answer(g, f"tm|{here}|problem:1")
    answer(g, f"tm|{there}|problem:0")
    tms = {g.card(i)["area"]: g.card(i)["face_down"] for i in g.s["play"] if g.spec(i).code == TROUBLEMAKER}
    assert tms == {"problem:1": False, "problem:0": True}


def test_sb89_shelly_and_sheldon_cant_contribute_power_to_faceoffs():
    b = Board()
    b.add("SB89", 0, "play", "problem:0")
    b.add(BLUE, 0, "play", "problem:0")
    g, _ = challenge(b)
    settle(g, until=lambda g: g.s["phase"] != "troublemaker")
    assert "Power totals: P0 3," in log_text(g)  # Emerald Green 2 and a flip of 1


# ----- the Score Phase, the end of the turn and Problems -----------------------------------------


def test_sb21_delivery_crew_may_put_a_power_counter_on_your_friend_at_the_end_of_your_turn():
    b = Board()
    b.add("SB21", 0, "play", "home:0")
    pony = b.add(BLUE, 0, "play", "home:0")
    g = run_turn(b, "end", "end", f"card:{pony}")
    assert g.card(pony)["counters"].get("power") == 1


def test_sb73_rarity_pony_pirate_may_retire_to_score_two_when_confronting():
    b = Board()
    b.add("SB73", 0, "play", "problem:0")
    b.add(PINK, 0, "play", "problem:0")
    g = run_turn(b, "score", "score")
    assert g.s["players"][0]["score"] == 1 + 2 and "SB73" in zone_codes(g, 0, "discard")


def test_sb95_fluttershy_and_sea_poppy_may_return_a_cheap_critter_from_discard_when_confronting():
    b = Board()
    b.add("SB95", 0, "play", "problem:0")
    b.add(BLUE, 0, "play", "problem:0")
    critter = b.add(CRITTER, 0, "discard")
    g = run_turn(b, "score", "score", f"card:{critter}")
    assert in_play(g, CRITTER) and not g.s["players"][0]["discard"]


def test_sb126_daring_escape_may_move_one_of_your_characters_when_confronted():
    b = Board(problems=("SB126", "PR190"))
    runner = b.add(BLUE, 0, "play", "problem:0")
    b.add(BLUE, 0, "play", "problem:0")
    b.add(BLUE, 0, "play", "problem:0")  # 4 blue and 2 more
    g = shipped_game(b, phase="score", step="score")
    settle(g, f"card:{runner}", "problem:1", until=lambda g: g.s["step"] != "confront")
    assert g.s["players"][0]["score"] >= 1 and g.card(runner)["area"] == "problem:1"


def test_sb64_princess_celestia_day_shift_may_move_a_character_at_home_to_a_new_problem():
    b = Board()
    b.add("SB64", 0, "play", "home:0")
    b.add(PINK, 0, "play", "problem:0")
    b.add(BLUE, 0, "play", "problem:0")
    b.add(BLUE, 1, "play", "problem:0")
    b.add(BLUE, 1, "play", "problem:0")
    waiting = b.add(YELLOW, 0, "play", "home:0")
    b.add("PR161", 0, "problem_deck")
    g = run_turn(b, "score", "score", f"card:{waiting}")
    assert g.spec(g.problem_card("problem:0")).code == "PR161" and g.card(waiting)["area"] == "problem:0"


def test_sb84_salina_blue_exhausts_to_draw_3_then_puts_2_from_hand_on_top_of_your_deck():
    b = Board()
    salina = b.add("SB84", 0, "play", "home:0")
    b.add(WHITE, 0, "hand")
    for code in (BLUE, PINK, YELLOW):
        b.deck_top(code, 0)
    g = shipped_game(b)
    activate(g, salina)
    assert len(g.s["players"][0]["hand"]) == 4 and g.pending().kind != "priority"
    settle(g)
    assert g.card(salina)["exhausted"] and len(g.s["players"][0]["hand"]) == 2
    assert sorted(zone_codes(g, 0, "deck")[-2:] + zone_codes(g, 0, "hand")) == sorted([WHITE, BLUE, PINK, YELLOW])


def test_sb68_pinkie_pie_pony_pirate_may_draw_and_discard_when_winning_a_faceoff():
    b = Board()
    b.add("SB68", 0, "play", "problem:0")
    b.add(PINK, 0, "play", "problem:0")
    kept = b.add(WHITE, 0, "hand")
    b.add(BLUE, 0, "deck")  # drawn after the flip
    b.deck_top(PINK, 0)  # flipped
    g, tm = challenge(b)
    settle(g, f"card:{kept}", until=lambda g: g.s["phase"] != "troublemaker"
           or (g.pending().kind == "priority" and g.s["faceoff"] is None))
    assert tm not in g.s["cards"]
    assert zone_codes(g, 0, "hand") == [BLUE] and WHITE in zone_codes(g, 0, "discard")


# ----- "If you do" after a dismissal that a replacement took over (710) ----------------------


def _big_mac_ends_the_turn(with_repair_team: bool, retire_instead: bool):
    """SB19 Big Mac, Big Eater ("At the end of your turn, you may dismiss a Resource. If you
    do, put a +1 power counter on this card.") dismisses P0's AD128; AD142 Repair Team ("If
    another one of your Resources would be dismissed, you may retire this card instead") may
    replace that dismissal."""
    b = Board()
    pony = b.add("SB19", 0, "play", "home:0")
    stand = b.add("AD128", 0, "play", "home:0")
    team = b.add("AD142", 0, "play", "home:0") if with_repair_team else None
    g = shipped_game(b)
    while g.s["turn_player"] == 0 and g.pending() is not None:
        d = g.pending()
        if d.kind == "may":
            answer(g, "yes")
        elif d.kind == "target":
            answer(g, f"card:{stand}")
        elif d.kind == "replacement":
            answer(g, f"instead:{team}:" if retire_instead else "none")
        else:
            answer(g, "pass" if "pass" in keys(g) else keys(g)[0])
    return g, pony, stand, team


def test_sb19_big_mac_gets_no_counter_when_repair_team_is_retired_instead():
    """CR 3.4 (710): the Resource was not dismissed (Repair Team was retired instead), so
    "if you do" did not happen: no +1 power counter on Big Mac."""
    g, pony, stand, team = _big_mac_ends_the_turn(with_repair_team=True, retire_instead=True)
    assert stand in g.s["play"] and team not in g.s["play"]
    assert zone_codes(g, 0, "discard") == ["AD142"]
    assert not g.card(pony)["counters"].get("power")


def test_sb19_big_mac_gets_its_counter_when_the_resource_is_dismissed():
    """The replacement offered and declined, or none offered: the Resource is dismissed and
    the counter comes."""
    for with_team in (True, False):
        g, pony, stand, team = _big_mac_ends_the_turn(with_repair_team=with_team, retire_instead=False)
        assert stand not in g.s["play"] and zone_codes(g, 0, "discard") == ["AD128"]
        assert team is None or team in g.s["play"]
        assert g.card(pony)["counters"].get("power") == 1


def test_sb3_princess_skystar_asks_where_each_seashell_token_enters_play_in_words_telling_them_apart():
    """Two Seashell tokens put by one instruction: two questions, each saying which token it is
    ("(1 of 2)", "(2 of 2)"), as every text putting several tokens asks
    (`abilities.tokens_enter_together`); a player is never asked the same words twice in a row."""
    b = Board(manes=("SB3", "PR2"))
    g = shipped_game(b)
    activate(g, b.mane[0])
    skystar = g.name(b.mane[0])
    asked = []
    while g.pending().kind == "area":
        asked.append(g.pending().prompt)
        answer(g, "home:0")
    assert asked == [f"{skystar}: Where does the Seashell token enter play? (1 of 2)",
                     f"{skystar}: Where does the Seashell token enter play? (2 of 2)"]
