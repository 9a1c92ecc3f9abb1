"""Marks in Time (MT): cards the engine carries out, each played on a judge's board.

Each test names its card (the code in its name) and checks what the text says happens:
the numbers, the zone, the choice offered. Events and Friends are played from hand by a
player with power of every color at home and tokens to spare.
"""

from __future__ import annotations

from engine.mlp.values import power
from tests.engine.card_play import (
    BLUE,
    CRITTER,
    PINK,
    PURPLE,
    TROUBLEMAKER,
    WHITE,
    YELLOW,
    activate,
    acts,
    in_play,
    play,
    rich_board,
    run_turn,
    settle,
    then,
    tokens_of,
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

# ----- Critters that gain a keyword while with a Friend of their color ---------------------------


def _keyword_while_with(code: str, partner: str, keyword: str) -> None:
    b = Board()
    critter = b.add(code, 0, "play", "problem:0")
    b.add(partner, 0, "play", "problem:1")  # elsewhere: not "with" it
    b.add(partner, 1, "play", "problem:0")  # an opponent's: not "your"
    assert not power.has_keyword(shipped_game(b), critter, keyword), code
    b.add(partner, 0, "play", "problem:0")
    assert power.has_keyword(shipped_game(b), critter, keyword), code


def test_mt13_tank_competitive_while_with_a_loyalty_friend():
    _keyword_while_with("MT13", BLUE, "Competitive")


def test_mt26_gummy_eccentric_while_with_a_laughter_friend():
    _keyword_while_with("MT26", PINK, "Eccentric")


def test_mt34_owlowiscious_meticulous_while_with_a_magic_friend():
    _keyword_while_with("MT34", PURPLE, "Meticulous")


def test_mt44_opalescence_prepared_while_with_a_generosity_friend():
    _keyword_while_with("MT44", WHITE, "Prepared")


def test_mt49_angel_persistent_while_with_a_kindness_friend():
    _keyword_while_with("MT49", YELLOW, "Persistent")


# ----- Growing Up: pay 2 to Cutie Mark, then +1 power and a keyword -----------------------------


def _growing_up(code: str, keyword: str) -> None:
    b = Board()
    b.players[0] = {"tokens": 2}
    pony = b.add(code, 0, "play", "home:0")
    g = shipped_game(b)
    assert power.power(g, pony) == 1 and not power.has_keyword(g, pony, keyword)
    activate(g, pony)
    assert g.card(pony)["counters"].get("cutie_mark") and g.s["players"][0]["tokens"] == 0, code
    # Cutie Mark (glossary) puts a +1 power counter on it; the text adds +1 more
    assert g.card(pony)["counters"].get("power") == 1, code
    assert power.power(g, pony) == 3 and power.has_keyword(g, pony, keyword), code


def test_mt16_applejack_growing_up_cutie_marked_diligent():
    _growing_up("MT16", "Diligent")


def test_mt30_pinkie_pie_growing_up_cutie_marked_eccentric():
    _growing_up("MT30", "Eccentric")


def test_mt38_twilight_sparkle_growing_up_cutie_marked_meticulous():
    _growing_up("MT38", "Meticulous")


def test_mt46_rarity_growing_up_cutie_marked_showy():
    _growing_up("MT46", "Showy")


def test_mt29_party_filly_cutie_marked_dismisses_an_opposing_friend():
    b = Board()
    b.players[0] = {"tokens": 2}
    filly = b.add("MT29", 0, "play", "home:0")
    mine = b.add(BLUE, 0, "play", "home:0")
    foe = b.add(BLUE, 1, "play", "problem:1")
    g = shipped_game(b)
    activate(g, filly)
    if g.pending().kind == "target":
        assert f"card:{mine}" not in keys(g)
        answer(g, f"card:{foe}")
    assert foe not in g.s["cards"] and mine in g.s["play"] and "PR12" in zone_codes(g, 1, "discard")


def test_mt37_starlight_glimmer_troublemakers_power_and_cutie_mark_puts_one_into_play():
    b = Board()
    b.players[0] = {"tokens": 2}
    glimmer = b.add("MT37", 0, "play", "home:0")
    mine = b.add(TROUBLEMAKER, 0, "play", "problem:1")
    theirs = b.add(TROUBLEMAKER, 1, "play", "problem:0")
    in_hand = b.add(TROUBLEMAKER, 0, "hand")
    g = shipped_game(b)
    assert power.power(g, mine) == 6 and power.power(g, theirs) == 4
    activate(g, glimmer)
    while g.pending().kind != "priority":
        d = g.pending()
        wanted = [k for k in d.option_keys() if k in ("yes",) or str(in_hand) in k]
        answer(g, wanted[0] if wanted else d.option_keys()[0])
    entered = [i for i in g.s["play"] if g.spec(i).code == TROUBLEMAKER and g.card(i)["ctrl"] == 0 and i != mine]
    assert len(entered) == 1 and not g.card(entered[0])["face_down"] and not g.s["players"][0]["hand"]
    assert g.card(entered[0])["area"].startswith("problem")


def test_mt32_cheerilee_exhausts_to_gain_1_when_your_friend_becomes_cutie_marked():
    b = Board()
    b.players[0] = {"tokens": 2}
    cheerilee = b.add("MT32", 0, "play", "home:0")
    pony = b.add("MT16", 0, "play", "home:0")
    g = shipped_game(b)
    activate(g, pony, "yes")
    assert g.card(pony)["counters"].get("cutie_mark")
    assert g.card(cheerilee)["exhausted"] and g.s["players"][0]["tokens"] == 1


# ----- activated abilities ----------------------------------------------------------------------


def test_mt14_thunderlane_removes_a_power_counter_to_move():
    b = Board()
    lane = b.add("MT14", 0, "play", "home:0", counters={"power": 1})
    g = shipped_game(b)
    activate(g, lane, "problem:1")
    assert g.card(lane)["area"] == "problem:1" and not g.card(lane)["counters"].get("power")
    b = Board()
    lane = b.add("MT14", 0, "play", "home:0")
    g = shipped_game(b)
    assert not acts(g, lane)  # no counter: nothing to pay


def test_mt21_smart_cookie_banishes_from_discard_for_1_power():
    b = Board()
    cookie = b.add("MT21", 0, "play", "home:0")
    gone = b.add(BLUE, 0, "discard")
    g = shipped_game(b)
    activate(g, cookie, f"card:{gone}")
    assert power.power(g, cookie) == 3
    assert zone_codes(g, 0, "banished") == ["PR12"] and not g.s["players"][0]["discard"]


def test_mt35_princess_luna_pays_2_and_exhausts_for_a_figment_token():
    b = Board()
    b.players[0] = {"tokens": 2}
    luna = b.add("MT35", 0, "play", "home:0")
    g = shipped_game(b)
    activate(g, luna, "home:0")
    tokens = tokens_of(g, 0)
    assert len(tokens) == 1 and "figment" in g.spec(tokens[0]).traits and power.power(g, tokens[0]) == 2
    assert g.card(luna)["exhausted"] and g.s["players"][0]["tokens"] == 0


def test_mt109_train_station_dismisses_an_opposing_friend_here_with_3_power():
    b = Board()
    b.players[0] = {"tokens": 2}
    station = b.add("MT109", 0, "play", "problem:1", host=b.problem[1])  # "Play on a Problem"
    big = b.add(PINK, 1, "play", "problem:1")  # Apple Brown Betty: 3 power
    small = b.add(BLUE, 1, "play", "problem:1")
    away = b.add(PINK, 1, "play", "problem:0")
    g = shipped_game(b)
    activate(g, station)
    if g.pending().kind == "target":
        assert f"card:{small}" not in keys(g) and f"card:{away}" not in keys(g)
        answer(g, f"card:{big}")
    assert big not in g.s["cards"] and small in g.s["play"] and away in g.s["play"]
    assert g.card(station)["exhausted"] and g.s["players"][0]["tokens"] == 0


def test_mt110_wonderbolts_stadium_next_card_costs_1_less():
    b = rich_board(tokens=1)
    stadium = b.add("MT110", 0, "play", "home:0")
    card = b.add("MT21", 0, "hand")  # costs 2
    g = shipped_game(b)
    assert not [k for k in keys(g) if k.startswith(f"play|{card}|")]
    activate(g, stadium)
    assert g.card(stadium)["exhausted"]
    answer(g, f"play|{card}|home:0")
    assert in_play(g, "MT21") and g.s["players"][0]["tokens"] == 0


def test_mt118_awkward_cutecenara_exhausts_your_mane_for_a_laughter_token():
    b = Board(problems=("MT118", "PR190"))
    g = shipped_game(b)
    act = acts(g, b.problem[0])
    assert act, keys(g)
    answer(g, act[0])
    then(g, "home:0")
    tokens = tokens_of(g, 0)
    assert len(tokens) == 1 and "earth pony" in g.spec(tokens[0]).traits and power.power(g, tokens[0]) == 1
    assert g.card(b.mane[0])["exhausted"]


# ----- entering play ----------------------------------------------------------------------------


def test_mt24_discord_dubious_intent_may_uncover_a_troublemaker():
    b = rich_board()
    hidden = b.add(TROUBLEMAKER, 0, "play", "problem:1", face_down=True)
    g = play(b, "MT24", "home:0", "yes", f"card:{hidden}")
    assert not g.card(hidden)["face_down"]


def test_mt50_battlesnakes_may_put_an_opposing_troublemaker_into_its_owners_hand():
    b = rich_board()
    mine = b.add(TROUBLEMAKER, 0, "play", "problem:1")
    theirs = b.add(TROUBLEMAKER, 1, "play", "problem:0")
    card = b.add("MT50", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|home:0")
    then(g, "yes")
    if g.pending().kind == "target":
        assert f"card:{mine}" not in keys(g)
        answer(g, f"card:{theirs}")
    assert theirs not in g.s["cards"] and zone_codes(g, 1, "hand") == [TROUBLEMAKER] and mine in g.s["play"]


def test_mt56_private_pansy_may_move_one_of_your_critters_to_her_problem():
    b = rich_board()
    critter = b.add(CRITTER, 0, "play", "home:0")
    g = play(b, "MT56", "problem:1", "yes", f"card:{critter}")
    assert g.card(critter)["area"] == "problem:1"


def test_mt74_the_smooze_becomes_the_named_color():
    b = rich_board()
    card = b.add("MT74", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|home:0")
    assert g.pending().kind != "priority", "no color was asked"
    answer(g, option_with(g, "ink"))  # pink
    smooze = next(i for i in g.s["play"] if g.spec(i).code == "MT74")
    assert power.colors(g, smooze) == ("pink",)


def test_mt97_cybernetic_limb_actuator_moves_that_friend_and_gives_3_power():
    b = rich_board()
    pony = b.add(BLUE, 0, "play", "home:0")
    card = b.add("MT97", 0, "hand")
    g = shipped_game(b)
    play = [k for k in keys(g) if k.startswith(f"play|{card}|") and str(pony) in k.split("|")[2]]
    assert play, keys(g)
    answer(g, play[0])
    then(g, "problem:1")
    assert g.card(pony)["area"] == "problem:1" and power.power(g, pony) == g.spec(pony).power + 3


# ----- Events -----------------------------------------------------------------------------------


def test_mt77_brotherly_love_puts_two_power_counters_on_your_friend():
    b = rich_board()
    pony = b.add(BLUE, 0, "play", "problem:0")
    g = play(b, "MT77", "event", f"card:{pony}")
    assert g.card(pony)["counters"].get("power") == 2 and power.power(g, pony) == g.spec(pony).power + 2


def test_mt82_frozen_in_magicite_moves_an_opposing_character():
    b = rich_board()
    foe = b.add(BLUE, 1, "play", "problem:1")
    g = play(b, "MT82", "event", f"card:{foe}", "problem:0")
    assert g.card(foe)["area"] == "problem:0"


def test_mt89_sneak_attack_searches_your_deck_for_a_troublemaker():
    b = rich_board()
    wanted = b.add(TROUBLEMAKER, 0, "deck")
    b.deck_top(BLUE, 0)
    g = play(b, "MT89", "event", f"card:{wanted}")
    assert TROUBLEMAKER in zone_codes(g, 0, "hand") and TROUBLEMAKER not in zone_codes(g, 0, "deck")


def test_mt93_time_warp_puts_a_friend_on_top_of_its_owners_deck():
    b = rich_board()
    foe = b.add(PINK, 1, "play", "problem:1")
    g = play(b, "MT93", "event", f"card:{foe}")
    assert foe not in g.s["cards"] and zone_codes(g, 1, "deck")[-1] == PINK


# ----- Troublemakers, Problems and the Mane -----------------------------------------------------


def test_mt114_nightmare_moon_dismisses_a_frightened_friend_when_uncovered():
    b = Board()
    moon = b.add("MT114", 0, "play", "problem:1", face_down=True)
    scared = b.add(BLUE, 1, "play", "problem:1", frightened=True)
    brave = b.add(BLUE, 1, "play", "problem:1")
    g = shipped_game(b, phase="troublemaker", step="uncover")
    while g.pending() is not None and g.pending().kind not in ("priority", "challenge"):
        if g.pending().kind == "target":
            assert f"card:{brave}" not in keys(g)
        answer(g, f"card:{scared}" if f"card:{scared}" in keys(g) else keys(g)[0])
    assert not g.card(moon)["face_down"]
    assert scared not in g.s["cards"] and brave in g.s["play"]


def test_mt111_discord_on_a_roll_removes_a_counter_from_a_ready_card():
    b = Board()
    b.add("MT111", 0, "play", "problem:1")
    ready = b.add(BLUE, 1, "play", "problem:1", counters={"power": 2})
    tired = b.add(BLUE, 1, "play", "problem:1", counters={"power": 2}, exhausted=True)
    g = shipped_game(b, phase="troublemaker", step="troublemaker")
    while g.pending() is not None and g.pending().kind not in ("priority", "challenge"):
        assert f"card:{tired}" not in keys(g)  # only a ready card's counter
        answer(g, "yes" if "yes" in keys(g) else f"card:{ready}")
    assert g.card(ready)["counters"].get("power") == 1 and g.card(tired)["counters"]["power"] == 2


def test_mt117_anxious_animals_may_put_a_kindness_critter_token_into_play_when_confronted():
    b = Board(problems=("MT117", "PR190"))
    for _ in range(3):
        b.add(YELLOW, 0, "play", "problem:0")
    g = shipped_game(b, phase="score", step="confront")
    while g.pending() is not None and not tokens_of(g, 0) and g.pending().kind != "priority":
        answer(g, "yes" if "yes" in keys(g) else keys(g)[0])
    tokens = tokens_of(g, 0)
    assert len(tokens) == 1 and "critter" in g.spec(tokens[0]).traits
    assert g.s["players"][0]["score"] >= 1


# ----- the Score Phase and the end of the turn ---------------------------------------------------


def _confronted_both(b: Board) -> None:
    """P0 confronts their own Problem (Cloudbursting: 1 blue, 1 other) and P1 can too."""
    b.add(PINK, 0, "play", "problem:0")
    b.add(BLUE, 0, "play", "problem:0")
    b.add(BLUE, 1, "play", "problem:0")
    b.add(BLUE, 1, "play", "problem:0")


def test_mt39_twinkleshine_exhausts_to_gain_1_when_an_opponent_confronts_her_problem():
    for present in (True, False):
        b = Board()
        if present:
            b.add("MT39", 1, "play", "problem:0")
        b.add(PINK, 0, "play", "problem:0")
        b.add(BLUE, 0, "play", "problem:0")
        b.add("PR161", 0, "problem_deck")
        g = run_turn(b, "score", "score")
        assert g.s["players"][1]["tokens"] == (3 if present else 2)  # +2 as P1's turn starts
        assert ("Twinkleshine, Compulsive Helper #25 becomes exhausted" in log_text(g)) == present


def test_mt61_orchard_blossom_winning_by_5_makes_an_opponent_discard_at_random():
    for extra, discards in ((1, 1), (0, 0)):  # won by 7, or by 4
        b = Board()
        b.add("MT61", 0, "play", "problem:0")
        for _ in range(2 + extra):
            b.add(PINK, 0, "play", "problem:0")
        for _ in range(3):
            b.add(BLUE, 1, "play", "problem:0")
            b.add(BLUE, 1, "hand")
        b.add("PR161", 0, "problem_deck")
        g = run_turn(b, "score", "score")
        assert len(g.s["players"][1]["discard"]) == discards, extra


def test_mt128_guilty_until_proven_innocent_may_move_your_mane_there_when_it_enters_play():
    b = Board()
    _confronted_both(b)
    b.add("MT128", 0, "problem_deck")
    g = run_turn(b, "score", "score")
    assert g.spec(g.problem_card("problem:0")).code == "MT128"
    assert g.card(b.mane[0])["area"] == "problem:0"


def test_mt131_nightmare_night_frightens_a_friend_when_solved():
    b = Board(problems=("MT131", "PR190"))
    b.add(BLUE, 0, "play", "problem:0")
    b.add(BLUE, 0, "play", "problem:0")  # 4 blue
    for _ in range(3):
        b.add(PINK, 1, "play", "problem:0")  # the opponent's 6
    b.add("PR161", 0, "problem_deck")
    foe = b.add(BLUE, 1, "play", "home:1")
    g = run_turn(b, "score", "score", f"card:{foe}")
    assert g.spec(g.problem_card("problem:0")).code == "PR161"
    assert g.card(foe)["frightened"]


def test_mt134_unreasonable_demands_may_banish_a_friend_when_solved():
    b = Board(problems=("MT134", "PR190"))
    b.add(WHITE, 0, "play", "problem:0")
    b.add(WHITE, 0, "play", "problem:0")
    b.add(BLUE, 0, "play", "problem:0")  # 3 white and 3 more
    for _ in range(3):
        b.add(PINK, 1, "play", "problem:0")  # the opponent's 7
    b.add("PR161", 0, "problem_deck")
    foe = b.add(BLUE, 1, "play", "home:1")
    g = run_turn(b, "score", "score", f"card:{foe}")
    assert g.spec(g.problem_card("problem:0")).code == "PR161"
    assert foe not in g.s["cards"] and zone_codes(g, 1, "banished") == [BLUE]


def test_mt100_hearths_warming_traditions_puts_an_honesty_rock_token_into_play_at_the_end_of_your_turn():
    b = Board()
    b.add("MT100", 0, "play", "home:0")
    g = run_turn(b, "end", "end", "home:0")
    tokens = tokens_of(g, 0)
    assert len(tokens) == 1 and "rock" in g.spec(tokens[0]).traits
    assert power.power(g, tokens[0]) == 3 and power.colors(g, tokens[0]) == ("orange",)


def test_mt3_sweetie_belle_boosted_may_return_a_resource_from_discard_at_the_end_of_your_turn():
    for boosted in (True, False):
        b = Board(manes=("MT3", "PR2"))
        b.cards[b.mane[0] - 1]["boosted"] = boosted
        hat = b.add("PR139", 0, "discard")  # Hard Hat: a Resource
        b.add(BLUE, 0, "discard")
        g = run_turn(b, "end", "end", f"card:{hat}")
        assert ("PR139" in zone_codes(g, 0, "hand")) == boosted and zone_codes(g, 0, "discard")[-1] == BLUE


def test_mt3_sweetie_belle_turns_over_when_you_confront_her_problem():
    b = Board(manes=("MT3", "PR2"))
    b.cards[b.mane[0] - 1]["area"] = "problem:0"
    b.add(BLUE, 0, "play", "problem:0")
    g = shipped_game(b, phase="score", step="score")
    settle(g, until=lambda g: g.s["step"] != "confront")
    assert g.card(b.mane[0])["boosted"]


def test_mt74_the_smooze_becomes_the_chosen_color_at_the_start_of_your_turn():
    b = Board()
    smooze = b.add("MT74", 0, "play", "home:0")
    g = shipped_game(b, phase="ready", step="ready")
    assert g.pending().kind != "priority", "no color was asked"
    answer(g, option_with(g, "ellow"))  # yellow
    settle(g, until=lambda g: g.s["phase"] == "main")
    assert power.colors(g, smooze) == ("yellow",)


def test_mt100_mt110_play_to_your_home_mt109_on_a_problem_mt97_on_one_of_your_friends():
    for code, expected in (("MT100", "home"), ("MT110", "home"), ("MT109", "problems"), ("MT97", "own friends")):
        b = rich_board()
        foe = b.add(BLUE, 1, "play", "problem:1")
        card = b.add(code, 0, "hand")
        g = shipped_game(b)
        places = {k.split("|")[2] for k in keys(g) if k.startswith(f"play|{card}|")}
        if expected == "home":
            assert places == {"home:0"}, code
        elif expected == "problems":
            assert places == {f"on:{b.problem[0]}", f"on:{b.problem[1]}"}, code
        else:
            mine = {f"on:{i}" for i in g.s["play"] if g.card(i)["ctrl"] == 0 and g.is_type(i, "friend")}
            assert places == mine and f"on:{foe}" not in places, code
