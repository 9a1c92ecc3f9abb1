"""Texts about the turn's structure, each played on a judge's board: extra phases, steps and
turns, readying, the starts and ends of phases, and cards turned over.

Each test names its card's code and shows what the card's own wording does, and what it
must not do.
"""

from __future__ import annotations

from engine.mlp.procedures.endmatch import call_time
from engine.mlp.values import power
from tests.engine.card_play import TROUBLEMAKER, challenge, rich_board
from tests.engine.helpers import (
    FILLER,
    Board,
    answer,
    keys,
    log_text,
    option_with,
    pass_until,
    shipped_game,
    zone_codes,
)

FRIEND = "PR36"  # Apple Brown Betty: a vanilla 3-power Friend
RESOURCE = "PR138"  # Golden Oak Library: a Resource played to its owner's home


def _pass_turn(g) -> None:
    """Pass (and decline what is optional) until the next turn's first decision."""
    turn = g.s["turn"]
    for _ in range(200):
        if g.s["turn"] != turn:
            return
        pass_until(g, kind="priority")
        if g.s["turn"] == turn:
            answer(g, "pass")
    raise AssertionError("the turn never ended")


def test_rrf1_maud_pie_rockin_turns_over_at_the_end_of_the_main_phase_with_a_friend_and_a_resource():
    b = Board(manes=("RRf1", "PR2"))
    b.add(FRIEND, 0, "play", "home:0")
    b.add(RESOURCE, 0, "play", "home:0")
    g = shipped_game(b)
    maud = b.mane[0]
    _pass_turn(g)
    assert g.card(maud)["boosted"]
    assert "Maud Pie, Rockin' #1 is turned over" in log_text(g)


def test_rrf1_maud_pie_rockin_stays_without_a_resource_or_before_the_main_phase_ends():
    b = Board(manes=("RRf1", "PR2"))
    b.add(FRIEND, 0, "play", "home:0")
    b.add(RESOURCE, 1, "play", "home:1")  # the opponent's Resource is not hers
    g = shipped_game(b)
    maud = b.mane[0]
    _pass_turn(g)
    assert not g.card(maud)["boosted"]
    b.add(RESOURCE, 0, "play", "home:0")  # with one of her own, but at the end of P1's Main Phase
    b.players[1] = {"tokens": 2}
    g = shipped_game(b, turn_player=1)
    assert g.s["turn_player"] == 1
    _pass_turn(g)
    assert not g.card(maud)["boosted"]


def test_ad38_screwball_retires_another_friend_there_at_the_end_of_your_main_phase():
    b = Board()
    screwball = b.add("AD38", 0, "play", "problem:0")
    there = b.add(FRIEND, 0, "play", "problem:0")
    also_there = b.add("PR12", 0, "play", "problem:0")
    at_home = b.add(FRIEND, 0, "play", "home:0")  # not here
    theirs = b.add(FRIEND, 1, "play", "problem:0")  # not one P0 can retire (410.2)
    g = shipped_game(b)
    answer(g, "pass")
    pass_until(g, kind="retire")
    assert sorted(keys(g)) == sorted([f"card:{there}", f"card:{also_there}"])
    answer(g, f"card:{there}")
    assert there not in g.s["play"] and zone_codes(g, 0, "discard") == [FRIEND]
    assert all(iid in g.s["play"] for iid in (screwball, also_there, at_home, theirs))


def test_ad38_screwball_retires_itself_when_no_other_friend_is_there():
    b = Board()
    screwball = b.add("AD38", 0, "play", "problem:0")
    at_home = b.add(FRIEND, 0, "play", "home:0")
    b.add(FRIEND, 1, "play", "problem:0")
    g = shipped_game(b)
    _pass_turn(g)
    assert screwball not in g.s["play"] and zone_codes(g, 0, "discard") == ["AD38"]
    assert at_home in g.s["play"]


def test_ad38_screwball_retires_itself_when_the_other_friend_there_can_t_be_retired():
    """"Retire another Friend here. If you can't, retire this card.": Winona (LL24) with 4 power
    ("can't be retired ... except to home limit") can't be retired (705.2e), so Screwball is."""
    b = Board()
    screwball = b.add("AD38", 0, "play", "problem:0")
    winona = b.add("LL24", 0, "play", "problem:0", counters={"power": 2})  # 2 printed + 2
    g = shipped_game(b)
    _pass_turn(g)
    assert screwball not in g.s["play"] and zone_codes(g, 0, "discard") == ["AD38"]
    assert winona in g.s["play"]


def test_ad38_screwball_answers_to_its_controller_s_main_phase_only():
    b = Board()
    b.players[1] = {"tokens": 2}
    screwball = b.add("AD38", 1, "play", "problem:0")  # given to P1: P1's Main Phase, not P0's
    mine = b.add(FRIEND, 0, "play", "problem:0")
    g = shipped_game(b)
    answer(g, "pass")
    pass_until(g, kind="priority")
    assert g.s["turn_player"] == 1 and screwball in g.s["play"] and mine in g.s["play"]
    _pass_turn(g)
    assert screwball not in g.s["play"] and zone_codes(g, 1, "discard") == ["AD38"] and mine in g.s["play"]


def test_pr152_ahuizotl_has_the_turn_player_move_one_of_their_characters_home_from_its_problem():
    b = Board()
    ahuizotl = b.add("PR152", 1, "play", "problem:0")
    near = b.add(FRIEND, 0, "play", "problem:0")
    far = b.add("PR12", 0, "play", "problem:0")
    elsewhere = b.add(FRIEND, 0, "play", "problem:1")  # not at its Problem
    theirs = b.add(FRIEND, 1, "play", "problem:0")  # not the turn player's
    g = shipped_game(b, phase="troublemaker", step="challenge")
    pass_until(g, kind="target")
    assert g.pending().player == 0  # "that player": the player whose phase ends
    assert g.s["phase"] == "troublemaker"  # before the Main Phase begins
    assert sorted(keys(g)) == sorted([f"card:{near}", f"card:{far}"])
    answer(g, f"card:{far}")
    assert g.card(far)["area"] == "home:0"
    assert g.card(near)["area"] == "problem:0" and g.card(elsewhere)["area"] == "problem:1"
    assert g.card(theirs)["area"] == "problem:0" and g.card(ahuizotl)["area"] == "problem:0"


def test_pr152_ahuizotl_moves_nothing_for_a_player_with_no_character_at_its_problem():
    b = Board()
    b.add("PR152", 1, "play", "problem:1")
    mine = b.add(FRIEND, 0, "play", "problem:0")
    theirs = b.add(FRIEND, 1, "play", "problem:1")  # P1's, but it is P0's phase that ends
    g = shipped_game(b, phase="troublemaker", step="challenge")
    pass_until(g, phase="main")
    assert g.card(mine)["area"] == "problem:0" and g.card(theirs)["area"] == "problem:1"


def _exhaust_board(with_star: bool) -> tuple[Board, dict[str, int]]:
    """P0 with Rainbow Dash, Weather Leader ("Main Phase: Exhaust this card to ...") and
    Silver Shill's Coin ("... pay [1] to exhaust a character"), a Friend each; P1's
    Nightmare Star, Solar Flare face up at P1's Problem when `with_star`."""
    b = Board()
    ids = {}
    if with_star:
        ids["star"] = b.add("AD-1", 1, "play", "problem:1")
    ids["dash"] = b.add("PR15", 0, "play", "home:0")
    ids["coin"] = b.add("CG148", 0, "play", "home:0")
    ids["mine"] = b.add(FRIEND, 0, "play", "home:0")
    ids["theirs"] = b.add(FRIEND, 1, "play", "home:1")
    b.add("PR12", 0, "play", "home:0", exhausted=True)  # something for Rainbow Dash to ready
    return b, ids


def test_adneg1_nightmare_star_players_cant_exhaust_their_friends():
    b, ids = _exhaust_board(with_star=True)
    g = shipped_game(b)
    assert not any(k.startswith(f"act|{ids['dash']}|") for k in keys(g))  # its cost can't be paid
    answer(g, f"act|{ids['coin']}|1")
    # P0 can't exhaust their own Friends; Mane Characters are not Friends, and P1's Friend is not P0's
    assert sorted(keys(g)) == sorted([f"card:{b.mane[0]}", f"card:{b.mane[1]}", f"card:{ids['theirs']}"])
    answer(g, f"card:{ids['theirs']}")
    assert g.card(ids["theirs"])["exhausted"] and not g.card(ids["mine"])["exhausted"]


def test_adneg1_without_nightmare_star_friends_are_exhausted_as_usual():
    b, ids = _exhaust_board(with_star=False)
    g = shipped_game(b)
    assert any(k.startswith(f"act|{ids['dash']}|") for k in keys(g))
    answer(g, f"act|{ids['coin']}|1")
    assert f"card:{ids['mine']}" in keys(g) and f"card:{ids['dash']}" in keys(g)


def _fluttershy_board() -> tuple[Board, int]:
    """P0's Fluttershy, Nurturing Nature on her Boosted side at home and Emerald Green (blue)
    alone at P0's Problem, which needs 1 blue and 1 more: the start of P0's Score Phase."""
    b = Board(manes=("DE6", "PR2"), problems=("PR168", "PR190"))
    b.players[0] = {"tokens": 0}
    b.cards[b.mane[0] - 1]["boosted"] = True
    b.add("PR12", 0, "play", "problem:0")
    return b, b.mane[0]


def test_de6_fluttershy_nurturing_nature_exhausts_to_contribute_until_the_end_of_the_turn():
    b, fluttershy = _fluttershy_board()
    g = shipped_game(b, phase="score", step="confront", start="score")
    assert g.pending().kind == "may" and g.pending().player == 0
    assert keys(g) == ["problem:0", "problem:1", "no"]
    answer(g, "problem:0")
    assert g.card(fluttershy)["exhausted"] and g.card(fluttershy)["area"] == "home:0"
    assert "P0 confronts" in log_text(g)  # Emerald Green with Fluttershy's 3 (yellow) power
    assert "this turn" in log_text(g)


def test_de6_fluttershy_nurturing_nature_declined_or_unboosted_contributes_nothing():
    b, fluttershy = _fluttershy_board()
    g = shipped_game(b, phase="score", step="confront", start="score")
    answer(g, "no")
    assert not g.card(fluttershy)["exhausted"] and "P0 confronts" not in log_text(g)
    b.cards[fluttershy - 1]["boosted"] = False  # her front side has no such text
    g = shipped_game(b, phase="score", step="confront", start="score")
    assert g.pending() is None or g.pending().kind != "may"
    assert not g.card(fluttershy)["exhausted"] and "P0 confronts" not in log_text(g)


def _hooves_challenges(time_counters: int, first_player: int = 1):
    """P0's Dr. Hooves, Time Walker at P0's Problem with `time_counters` Time counters and two
    3-power Friends, challenging P1's 4-power Troublemaker there (P0 wins the faceoff)."""
    b = Board(manes=("ST1", "PR2"))
    b.top["first_player"] = first_player
    b.players[1] = {"tokens": 2}
    b.cards[b.mane[0] - 1]["area"] = "problem:0"
    b.cards[b.mane[0] - 1]["counters"] = {"time": time_counters}
    b.add(FRIEND, 0, "play", "problem:0")
    b.add(FRIEND, 0, "play", "problem:0")
    g, _ = challenge(b)
    pass_until(g, phase="main")
    assert "P0 wins the faceoff" in log_text(g)
    return g, b.mane[0]


def _turn_players(g, turns: int) -> list[int]:
    """Whose turns the next `turns` turns are, passing through each."""
    found = []
    for _ in range(turns):
        _pass_turn(g)
        found.append(g.s["turn_player"])
    return found


def test_st1_dr_hooves_fifth_time_counter_turns_him_over_for_an_extra_turn():
    g, hooves = _hooves_challenges(4)
    c = g.card(hooves)
    assert c["boosted"] and c["counters"].get("time", 0) == 0
    assert g.s["turn_player"] == 0
    turn = g.s["turn"]
    assert _turn_players(g, 3) == [0, 1, 0]  # the extra turn, then the turns go on in order
    assert g.s["turn"] == turn + 3
    assert "P0 takes an extra turn" in log_text(g)


def test_st1_dr_hooves_extra_turn_is_not_taken_once_time_is_called_in_the_first_players_turn():
    """Floor rules, End of Match Procedures: time is called in turn 3 of P0, the first player,
    after Dr. Hooves, Time Walker's fifth Time counter gave P0 an extra turn after this one. The
    turn is completed, then "the next player in turn order", P1, takes a turn, and the game
    ends: P0's extra turn is never taken (before, P0 took it and P1 had no turn)."""
    g, _ = _hooves_challenges(4, first_player=0)
    assert "P0 will take an extra turn after this one" in log_text(g)
    call_time(g)
    turns = set()
    while g.pending() is not None:
        turns.add((g.s["turn"], g.s["turn_player"]))
        answer(g, "pass" if "pass" in keys(g) else keys(g)[0])
    assert turns == {(3, 0), (4, 1)}
    assert "P1 takes the one more turn after time was called; the extra turns still due are not taken" in log_text(g)
    assert g.result["rule"] == "floor rules: end of match"


def test_st1_dr_hooves_counts_time_counters_without_turning_over_below_five():
    g, hooves = _hooves_challenges(2)
    c = g.card(hooves)
    assert not c["boosted"] and c["counters"]["time"] == 3
    assert _turn_players(g, 2) == [1, 0]


def test_st2_twilight_sparkle_paradox_pony_counts_the_first_point_scored_each_turn():
    b = Board(manes=("ST2", "PR2"))
    b.players[1] = {"tokens": 2}
    twilight = b.mane[0]
    b.cards[twilight - 1]["counters"] = {"time": 3}
    b.cards[twilight - 1]["area"] = "problem:0"
    for code in ("PR36", "PR12", "PR60", "PR33"):  # enough to confront P0's Problem too
        b.add(code, 0, "play", "problem:0")
    for code in ("PR36", "PR12", "PR60", "PR33", "PR79"):  # P1's, to confront P1's Problem next turn
        b.add(code, 1, "play", "problem:1")
    g, _ = challenge(b)  # P0 defeats the Troublemaker: the first point this turn
    pass_until(g, phase="main")
    assert g.card(twilight)["counters"]["time"] == 4 and not g.card(twilight)["boosted"]
    _pass_turn(g)  # P0 confronts their Problem: a second point this turn, no counter
    assert "P0 scores 1 point for confronting" in log_text(g)
    assert g.card(twilight)["counters"]["time"] == 4
    _pass_turn(g)  # P1 confronts theirs: the first point of P1's turn (any player's)
    assert "P1 scores" in log_text(g)
    assert g.card(twilight)["counters"]["time"] == 5 and g.card(twilight)["boosted"]  # the counters stay


def test_st2_twilight_sparkle_paradox_pony_puts_a_friend_into_play_until_the_end_of_the_turn():
    b = Board(manes=("ST2", "PR2"))
    b.players[0] = {"tokens": 4}
    b.players[1] = {"tokens": 2}
    b.cards[b.mane[0] - 1]["boosted"] = True
    friend = b.add(FRIEND, 0, "hand")
    b.add("PR133", 0, "hand")  # a Resource: not a Friend
    g = shipped_game(b)
    twilight = b.mane[0]
    answer(g, f"act|{twilight}|")  # its only Friend in hand is chosen: where does it enter play?
    assert keys(g) == ["home:0", "problem:0", "problem:1"]
    answer(g, "problem:1")
    assert friend not in g.s["players"][0]["hand"]
    assert g.s["players"][0]["tokens"] == 1  # paid [3], and no cost for the Friend itself
    entered = next(i for i in g.s["play"] if g.spec(i).code == FRIEND)
    assert g.card(entered)["area"] == "problem:1"
    _pass_turn(g)
    assert entered not in g.s["play"] and zone_codes(g, 0, "hand").count(FRIEND) == 1


def test_st2_twilight_sparkle_paradox_pony_needs_a_friend_in_hand_and_three_tokens():
    b = Board(manes=("ST2", "PR2"))
    b.players[0] = {"tokens": 4}
    b.cards[b.mane[0] - 1]["boosted"] = True
    b.add("PR133", 0, "hand")
    g = shipped_game(b)
    assert not any(k.startswith(f"act|{b.mane[0]}|") for k in keys(g))
    b.add(FRIEND, 0, "hand")
    b.players[0] = {"tokens": 2}
    g = shipped_game(b)
    assert not any(k.startswith(f"act|{b.mane[0]}|") for k in keys(g))


def test_ad4_discord_bending_the_rules_may_look_at_the_top_card_of_any_problem_deck():
    b = Board(manes=("AD4", "PR2"))
    b.add("PR170", 0, "problem_deck")
    b.add("PR171", 1, "problem_deck")
    b.add("PR175", 1, "problem_deck")  # (on top)
    g = shipped_game(b, phase="ready", step="ready")
    pass_until(g, kind="may")
    assert g.pending().player == 0
    answer(g, "yes")
    assert sorted(keys(g)) == ["deck:0", "deck:1"]
    answer(g, "deck:1")
    # the card stays face-down on its deck: only P0 learns it, the log doesn't name it
    assert "P0 looks at the top card of P1's Problem deck" in log_text(g) and "I Need Answers" not in log_text(g)
    assert zone_codes(g, 1, "problem_deck") == ["PR171", "PR175"]  # it stays on top


def _opponent_plays(cards: int) -> tuple:
    """P1's turn, P0's Discord, Bending the Rules on its start side: P1 plays `cards` Friends
    and ends the turn."""
    b = Board(manes=("AD4", "PR2"))
    b.players[1] = {"tokens": 4}
    hand = [b.add("PR20", 1, "hand") for _ in range(cards)]
    g = shipped_game(b, turn_player=1)
    for iid in hand:
        answer(g, f"play|{iid}|home:1")
    while g.s["turn_player"] == 1:
        pass_until(g, kind="priority")
        answer(g, "pass")
    return g, b.mane[0]


def test_ad4_discord_bending_the_rules_turns_over_when_the_opponent_played_two_cards():
    g, discord = _opponent_plays(2)
    assert g.card(discord)["boosted"]


def test_ad4_discord_bending_the_rules_stays_when_the_opponent_played_one_card():
    g, discord = _opponent_plays(1)
    assert not g.card(discord)["boosted"]


def test_ad4_discord_bending_the_rules_turns_back_when_you_play_your_second_card():
    b = Board(manes=("AD4", "PR2"))
    b.players[0] = {"tokens": 4}
    b.cards[b.mane[0] - 1]["boosted"] = True
    first, second = b.add("PR20", 0, "hand"), b.add("PR20", 0, "hand")
    g = shipped_game(b)
    discord = b.mane[0]
    answer(g, f"play|{first}|home:0")
    pass_until(g, kind="priority")
    assert g.card(discord)["boosted"]  # one card played this turn
    answer(g, f"play|{second}|home:0")
    pass_until(g, kind="priority")
    assert not g.card(discord)["boosted"]  # back on its start side


def test_pr156_parasprite_swarm_grows_at_the_start_of_the_opponents_troublemaker_phase_only():
    b = Board()
    b.players[1] = {"tokens": 2}
    swarm = b.add("PR156", 0, "play", "problem:1")
    theirs = b.add(FRIEND, 1, "play", "problem:1")
    g = shipped_game(b, turn_player=1, phase="troublemaker", step="troublemaker")
    assert power.power(g, swarm) == 5 and not g.card(theirs)["frightened"]
    _pass_turn(g)  # P0's own Troublemaker Phase: no growth
    assert g.s["turn_player"] == 0 and power.power(g, swarm) == 5
    _pass_turn(g)  # P1's next one: it keeps growing
    assert g.s["turn_player"] == 1 and power.power(g, swarm) == 6


def test_pr156_parasprite_swarm_at_8_power_frightens_the_opponents_friends_there_and_is_dismissed():
    b = Board()
    b.players[1] = {"tokens": 2}
    swarm = b.add("PR156", 0, "play", "problem:1", counters={"power": 3})  # 7 power
    there = b.add(FRIEND, 1, "play", "problem:1")
    elsewhere = b.add(FRIEND, 1, "play", "problem:0")
    mine = b.add(FRIEND, 0, "play", "problem:1")
    g = shipped_game(b, turn_player=1, phase="troublemaker", step="troublemaker")
    assert "Parasprite Swarm #" in log_text(g) and swarm not in g.s["play"]
    assert zone_codes(g, 0, "discard") == ["PR156"]
    assert g.card(there)["frightened"]
    assert not g.card(elsewhere)["frightened"] and not g.card(mine)["frightened"]


def test_ff102_untested_magic_fireworks_turns_everything_over_and_back_at_the_next_turn():
    b = rich_board()
    b.players[1] = {"tokens": 2}
    b.cards[b.mane[1] - 1]["boosted"] = True
    up = b.add(TROUBLEMAKER, 1, "play", "problem:0")
    down = b.add(TROUBLEMAKER, 0, "play", "problem:1", face_down=True)
    friend = b.add(FRIEND, 1, "play", "home:1")
    fireworks = b.add("FF102", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{fireworks}|")
    pass_until(g, kind="priority")
    cards = g.s["cards"]
    assert cards[b.mane[0]]["boosted"] and not cards[b.mane[1]]["boosted"]
    assert cards[up]["face_down"] and not cards[down]["face_down"]
    assert not cards[friend]["frightened"] and not cards[friend]["face_down"]
    assert "is turned face-up (not uncovered; by the text of " in log_text(g) and " is uncovered" not in log_text(g)
    _pass_turn(g)  # the start of P1's turn: everything is turned over again
    assert g.s["turn_player"] == 1
    assert not cards[b.mane[0]]["boosted"] and cards[b.mane[1]]["boosted"]
    assert not cards[up]["face_down"] and cards[down]["face_down"]
    _pass_turn(g)  # and only then
    assert not cards[b.mane[0]]["boosted"] and not cards[up]["face_down"]


def test_mt135_starlight_glimmer_time_of_her_life_adds_a_ready_phase_before_the_end_phase():
    b = Board(manes=("MT135", "PR2"), problems=("PR168", "PR190"))
    glimmer = b.mane[0]
    b.cards[glimmer - 1]["area"] = "problem:0"
    b.players[0] = {"tokens": 0}
    b.players[1] = {"tokens": 2}
    for code in ("PR36", "PR12", "PR60", "PR33"):
        b.add(code, 0, "play", "problem:0")
    tired = b.add(FRIEND, 0, "play", "home:0", exhausted=True)
    g = shipped_game(b, phase="score", step="confront", start="score")  # P0 confronts: she turns over
    assert g.s["turn_player"] == 1  # (nothing asked until P1's Main Phase)
    log = log_text(g)
    extra = log.index("P0's additional Ready Phase begins")
    assert log.index("Time of Her Life #1 is turned over to its Boosted side") < extra < log.index("Turn 4:")
    assert "P0 gains 2 action tokens" in log[extra:log.index("Turn 4:")]
    assert not g.card(tired)["exhausted"]  # readied in it (P1's Ready Phase readies only P1's)
    assert log.count("605.1: P0 draws") == 1 and log.count("602: Turn") == 1  # no new turn of P0's


def test_mt135_starlight_glimmer_adds_only_one_ready_phase_each_game():
    b = Board(manes=("MT135", "PR2"))
    b.players[1] = {"tokens": 2}
    glimmer = b.mane[0]
    b.cards[glimmer - 1]["boosted"] = True
    g = shipped_game(b, **{"flags": {f"boosted_side_turned_up:{glimmer}": True}})
    g.turn_over(glimmer)  # back to its Start side, and up again: not the first time this game
    g.turn_over(glimmer)
    _pass_turn(g)
    assert g.card(glimmer)["boosted"] and "additional Ready Phase" not in log_text(g)


def _minuette_board() -> tuple[Board, dict[str, int]]:
    """P0's Troublemaker Phase: P0's Minuette, Clocked Up at home, a Friend facing P1's
    Troublemaker at P0's Problem (a challenge P0 may make)."""
    b = Board()
    ids = {"minuette": b.add("CN57", 0, "play", "home:0"),
           "tm": b.add(TROUBLEMAKER, 1, "play", "problem:0"),
           "friend": b.add(FRIEND, 0, "play", "problem:0")}
    return b, ids


def test_cn57_minuette_clocked_up_retires_to_start_a_new_troublemaker_phase():
    b, ids = _minuette_board()
    g = shipped_game(b, phase="troublemaker", step="challenge")
    answer(g, "done")  # no challenge in the first Troublemaker Phase
    assert g.pending().kind == "priority" and g.s["phase"] == "troublemaker"  # its end's window
    answer(g, f"act|{ids['minuette']}|")
    assert ids["minuette"] not in g.s["play"] and zone_codes(g, 0, "discard") == ["CN57"]
    pass_until(g, kind="challenge")  # the new Troublemaker Phase: P0 may challenge again
    assert g.s["phase"] == "troublemaker" and g.s["turn"] == 3
    answer(g, f"challenge:{ids['tm']}")
    assert g.as_written("P0 starts a Troublemaker faceoff at problem:0") in log_text(g)


def test_cn57_minuette_clocked_up_declined_gives_no_new_troublemaker_phase():
    b, ids = _minuette_board()
    g = shipped_game(b, phase="troublemaker", step="challenge")
    answer(g, "done")
    answer(g, "pass")
    pass_until(g, phase="main")
    assert g.s["phase"] == "main" and ids["minuette"] in g.s["play"]
    assert "A new Troublemaker Phase" not in log_text(g)


def test_eo190_jailbreak_readies_only_one_character_there_in_the_ready_phase():
    b = Board(problems=("EO190", "PR190"))
    there = [b.add(code, 0, "play", "problem:0", exhausted=True) for code in (FRIEND, "PR12", "PR60")]
    at_home = b.add(FRIEND, 0, "play", "home:0", exhausted=True)
    elsewhere = b.add(FRIEND, 0, "play", "problem:1", exhausted=True)
    g = shipped_game(b, phase="ready", step="ready")
    assert g.pending().kind == "ready" and g.pending().player == 0
    assert sorted(keys(g)) == sorted(f"card:{i}" for i in there)
    answer(g, f"card:{there[1]}")
    cards = g.s["cards"]
    assert [cards[i]["exhausted"] for i in there] == [True, False, True]
    assert not cards[at_home]["exhausted"] and not cards[elsewhere]["exhausted"]
    assert g.readied_here("problem:0") == 1  # what keeps a text from readying a second one then


def test_eo190_jailbreak_readies_a_lone_character_there_and_lets_texts_ready_after_the_ready_phase():
    b = Board(problems=("EO190", "PR190"))
    lone = b.add(FRIEND, 0, "play", "problem:0", exhausted=True)
    other = b.add("PR12", 0, "play", "problem:0")
    g = shipped_game(b, phase="ready", step="ready")
    pass_until(g, phase="main")
    assert not g.card(lone)["exhausted"]
    assert g.exhaust(other) and g.ready(other)  # in the Main Phase: no limit


def _camouflaged(keep_exhausted: bool):
    """P0's Maud Pie, Let's Play "Camouflage" takes the abilities of P1's Rainbow Dash, Weather
    Leader; then, at P0's next Ready Phase, P0 pays [1] to keep Maud exhausted, or lets her
    ready: the game in P0's next turn, Maud and the Friend."""
    b = Board()
    b.players[1] = {"tokens": 2}
    maud = b.add("CGpf14", 0, "play", "home:0")
    dash = b.add("PR15", 1, "play", "home:1")
    g = shipped_game(b)
    answer(g, f"act|{maud}|")  # its only opposing Friend is chosen
    assert g.card(maud)["exhausted"] and dash in g.lost_abilities()
    _pass_turn(g)  # P1's turn: Maud stays exhausted (not P1's card to ready)
    assert dash in g.lost_abilities()
    while g.pending().kind != "replacement":
        pass_until(g, kind="priority")
        answer(g, "pass")
    assert g.s["turn_player"] == 0 and g.s["phase"] == "ready"
    assert keys(g) == ["none", option_with(g, "remains exhausted")]
    tokens = g.s["players"][0]["tokens"]
    answer(g, option_with(g, "remains exhausted") if keep_exhausted else "none")
    pass_until(g, kind="priority")
    return g, maud, dash, tokens


def test_cgpf14_maud_pie_camouflage_pays_to_stay_exhausted_and_keep_the_friend_without_abilities():
    g, maud, dash, tokens = _camouflaged(keep_exhausted=True)
    assert g.card(maud)["exhausted"] and dash in g.lost_abilities()
    assert "P0 pays 1 action token" in log_text(g) and g.s["players"][0]["tokens"] == tokens - 1 + 2


def test_cgpf14_maud_pie_camouflage_readied_gives_the_friend_its_abilities_back():
    g, maud, dash, tokens = _camouflaged(keep_exhausted=False)
    assert not g.card(maud)["exhausted"] and dash not in g.lost_abilities()
    assert g.s["players"][0]["tokens"] == tokens + 2  # nothing paid


def test_cgpf14_maud_pie_camouflage_ending_is_logged_as_other_lasting_effects_ends_are():
    """"While this card remains exhausted" (708.2a): the loss ends as Maud Pie readies, is
    frightened or leaves play, and the log says so with what ended it and the card whose text
    it was, as a control change's end is logged ("P1 controls ... again: P0's control of it
    ends as ... leaves play"); kept exhausted, nothing ends and nothing is said."""
    g, maud, dash, _tokens = _camouflaged(keep_exhausted=False)
    name = g.name(maud)
    ended = f"708.2: {g.name(dash)}'s loss of its abilities ends as {name} is readied (by the text of {name})"
    assert ended in log_text(g).splitlines()
    g, maud, dash, _tokens = _camouflaged(keep_exhausted=True)
    assert "loss of its abilities ends" not in log_text(g)
    for gone in ("frighten", "retire"):
        b = Board()
        maud = b.add("CGpf14", 0, "play", "home:0")
        dash = b.add("PR15", 1, "play", "home:1")
        g = shipped_game(b)
        answer(g, f"act|{maud}|")
        name = g.name(maud)
        getattr(g, gone)(maud, "704")
        assert dash not in g.lost_abilities()
        becomes = "becomes frightened" if gone == "frighten" else "leaves play"
        assert (f"708.2: {g.name(dash)}'s loss of its abilities ends as {name} {becomes} (by the text of {name})"
                in log_text(g).splitlines()), log_text(g).splitlines()[-4:]


def test_cgpf14_maud_pie_camouflage_lasts_while_the_card_whose_text_it_is_remains_exhausted():
    """"While this card remains exhausted" (708.2a): "this card" is the card whose text it is
    (the card with the ability, 201, 208), here a Friend that has Maud Pie, Let's Play
    "Camouflage"'s printed abilities besides its own (as Queen Chrysalis gives them) and
    activates them. Maud Pie herself, exhausted and readied meanwhile, ends nothing; the
    Friend whose abilities are taken readying ends nothing; the card that activated it
    readying ends it."""
    b = Board()
    b.players[1] = {"tokens": 2}
    maud = b.add("CGpf14", 0, "play", "home:0")
    betty = b.add("PR36", 0, "play", "home:0")
    dash = b.add("PR15", 1, "play", "home:1")
    g = shipped_game(b)
    g.gain_printed_abilities(betty, g.card(maud)["card"], "701.1")
    answer(g, "draw")  # (the Main Phase asks again, the gained ability among its options)
    answer(g, f"act|{betty}|1")
    assert g.card(betty)["exhausted"] and not g.card(maud)["exhausted"] and dash in g.lost_abilities()
    assert g.exhaust(maud) and g.ready(maud, replaceable=False)
    assert g.exhaust(dash) and g.ready(dash)
    assert dash in g.lost_abilities()
    assert g.ready(betty, replaceable=False)
    assert dash not in g.lost_abilities()


def _similo_board(with_event: bool) -> tuple[Board, int | None]:
    """P0's Main Phase: enough at P0's Problem to confront it, purple power at home for Similo
    Duplexis (in hand when `with_event`)."""
    b = Board(problems=("PR168", "PR190"))
    b.players[0] = {"tokens": 6}
    for code in ("PR36", "PR12", "PR60", "PR33"):
        b.add(code, 0, "play", "problem:0")
    for _ in range(3):
        b.add("PR60", 0, "play", "home:0")
    return b, b.add("DE104", 0, "hand") if with_event else None


def test_de104_similo_duplexis_lets_each_problem_be_confronted_again_in_the_next_score_phase():
    b, similo = _similo_board(with_event=True)
    g = shipped_game(b)
    answer(g, f"play|{similo}|")
    score = g.s["players"][0]["score"]
    _pass_turn(g)
    log = log_text(g)
    assert log.count("P0 confronts Cloudbursting") == 2 and g.s["players"][0]["score"] == score + 2
    assert "Multi Problem Faceoff" not in log  # one Problem, confronted twice
    assert "additional_confront_steps" not in g.s["flags"]  # only the next Score Phase


def test_de104_without_similo_duplexis_a_problem_is_confronted_once():
    b, _ = _similo_board(with_event=False)
    g = shipped_game(b)
    score = g.s["players"][0]["score"]
    _pass_turn(g)
    assert log_text(g).count("P0 confronts Cloudbursting") == 1 and g.s["players"][0]["score"] == score + 1


def test_mt0_starlight_glimmer_chrono_trigger_banishes_two_from_each_deck_at_the_start_of_your_turn():
    b = Board()
    b.players[1] = {"tokens": 2}
    chrono = b.add("MT0", 0, "play", "problem:1")
    mine = b.add("PR12", 0, "play", "home:0")
    g = shipped_game(b, turn_player=1)
    decks = [len(g.s["players"][p]["deck"]) for p in (0, 1)]
    _pass_turn(g)  # to the start of P0's turn
    assert [len(g.s["players"][p]["deck"]) for p in (0, 1)] == [decks[0] - 2 - 1, decks[1] - 2]  # (P0 drew one)
    assert [len(g.s["players"][p]["banished"]) for p in (0, 1)] == [2, 2]
    assert chrono in g.s["play"] and mine in g.s["play"]  # 4 banished this way: far from 20
    _pass_turn(g)  # P1's turn: nothing more is banished
    assert [len(g.s["players"][p]["banished"]) for p in (0, 1)] == [2, 2]


def test_mt0_starlight_glimmer_chrono_trigger_asks_each_player_where_their_own_cards_go():
    """Judge's ruling: "each player puts each of their Friends and Troublemakers banished this
    way into play": the owner of each card, not the controller of Starlight Glimmer, is asked
    where it goes (a Friend at their home or a Problem, 302.1; a Troublemaker at a Problem,
    306.1), the turn player's cards first; the log says who put each Friend where."""
    import re

    b = Board(deck_size=3)
    b.players[1] = {"tokens": 2}
    chrono = b.add("MT0", 0, "play", "problem:1")
    gone = ([b.add(FRIEND, 0, "banished") for _ in range(2)] + [b.add(FRIEND, 1, "banished") for _ in range(3)]
            + [b.add(TROUBLEMAKER, 1, "banished")] + [b.add(RESOURCE, 0, "banished") for _ in range(14)])
    g = shipped_game(b, turn_player=1, flags={f"banished_this_way:{chrono}": gone})
    _pass_turn(g)  # P0's turn starts: 2 + 2 more banished this way makes 24
    asked = []
    while g.pending().kind == "area":
        d = g.pending()
        card = int(re.findall(r"#(\d+)", d.prompt)[-1])  # (the first names Starlight Glimmer, asking)
        asked.append((d.player, g.card(card)["owner"], g.spec(card).type))
        if g.spec(card).type == "troublemaker":
            assert set(d.keys) == {"problem:0", "problem:1"}
        else:
            assert set(d.keys) == {f"home:{d.player}", "problem:0", "problem:1"}
        answer(g, "problem:0" if d.player else f"home:{d.player}")
    assert all(player == owner for player, owner, _ in asked)
    assert [owner for _, owner, _ in asked] == sorted(owner for _, owner, _ in asked)  # P0's first
    assert sum(owner == 1 for _, owner, _ in asked) >= 4 and ("troublemaker" in {kind for *_, kind in asked})
    log = log_text(g)
    assert log.count("706.1: P1 puts ") >= 3 and g.as_written("into play at problem:0 (by the text of ") in log
    assert "706.1: P0 puts " in log and chrono not in g.s["play"]


def test_mt0_starlight_glimmer_chrono_trigger_puts_the_banished_friends_into_play_together():
    """801.1, 706.1d, 704.1b: "each player puts each of their Friends ... banished this way into
    play" is one instruction: every owner says where each card goes, then they all enter
    together, so each of P0's two Spike, Ultimate Host hears of the other entering home ("When
    another one of your Friends enters play here, that Friend and this card get +1 power"):
    each gets +1 from both, 4 power, whichever entered first."""
    b = Board(deck_size=3)
    b.players[1] = {"tokens": 2}
    chrono = b.add("MT0", 0, "play", "problem:1")
    gone = [b.add("MT69", 0, "banished") for _ in range(2)] + [b.add(RESOURCE, 0, "banished") for _ in range(18)]
    for _ in range(2):
        b.deck_top(RESOURCE, 0)  # (P0 banishes these from the top of their deck: no more Friends at home:0)
    g = shipped_game(b, turn_player=1, flags={f"banished_this_way:{chrono}": gone})
    _pass_turn(g)  # P0's turn starts: 4 more banished this way makes 24
    while g.pending().kind != "priority":
        answer(g, f"home:{g.pending().player}" if g.pending().kind == "area" else keys(g)[0])
    spikes = [i for i in g.s["play"] if g.spec(i).code == "MT69"]
    assert len(spikes) == 2 and [power.power(g, i) for i in spikes] == [4, 4], log_text(g)[-1500:]


def test_mt0_starlight_glimmer_chrono_trigger_dismisses_the_other_friends_together():
    """704.1b: "dismiss each other Friend, Resource, and Troublemaker" is one instruction, so
    Saffron Masala, dismissed first, still hears of the two other Friends dismissed with it
    ("When a Friend leaves play, your Mane Character gets +2 power"): twice."""
    b = Board(deck_size=3)
    b.players[1] = {"tokens": 2}
    chrono = b.add("MT0", 0, "play", "problem:1")
    b.add("DE77", 0, "play", "home:0")
    b.add(FRIEND, 0, "play", "home:0")
    b.add(FRIEND, 1, "play", "home:1")
    gone = [b.add(RESOURCE, 0, "banished") for _ in range(20)]
    g = shipped_game(b, turn_player=1, flags={f"banished_this_way:{chrono}": gone})
    _pass_turn(g)  # P0's turn starts: 4 more banished this way makes 24
    while g.pending().kind != "priority":
        answer(g, f"home:{g.pending().player}" if g.pending().kind == "area" else keys(g)[0])
    boosts = [line for line in log_text(g).splitlines() if "gets +2 power" in line]
    assert len(boosts) == 2 and "DE77" in zone_codes(g, 0, "discard"), boosts


def test_mt0_starlight_glimmer_chrono_trigger_at_20_banished_resets_the_board_and_banishes_itself():
    b = Board(deck_size=3)
    b.players[1] = {"tokens": 2}
    chrono = b.add("MT0", 0, "play", "problem:1")
    gone = ([b.add(FRIEND, 0, "banished") for _ in range(8)] + [b.add(TROUBLEMAKER, 1, "banished") for _ in range(2)]
            + [b.add(RESOURCE, 1, "banished") for _ in range(8)])
    b.add(FRIEND, 1, "banished")  # banished, but not this way
    mine = b.add("PR12", 0, "play", "home:0")
    theirs = b.add("PR12", 1, "play", "problem:0")
    their_tm = b.add(TROUBLEMAKER, 1, "play", "problem:0")
    face_down = b.add(TROUBLEMAKER, 0, "play", "problem:0", face_down=True)
    g = shipped_game(b, turn_player=1, flags={f"banished_this_way:{chrono}": gone})
    _pass_turn(g)  # P0's turn starts: 2 + 2 more banished this way makes 22
    while g.pending().kind == "area":
        answer(g, "home:" if "home:0" in keys(g) or "home:1" in keys(g) else "problem:0")
    assert chrono not in g.s["play"] and "MT0" in zone_codes(g, 0, "banished")
    assert mine not in g.s["play"] and theirs not in g.s["play"] and their_tm not in g.s["play"]
    assert face_down in g.s["play"]  # a face-down Troublemaker is no "Troublemaker" to the text
    in_play = [g.spec(i).code for i in g.s["play"]]
    assert in_play.count(FRIEND) == 8 and in_play.count(TROUBLEMAKER) == 2 + 1 and in_play.count(FILLER) == 4
    assert zone_codes(g, 1, "banished").count(RESOURCE) == 8  # Resources stay banished
    assert zone_codes(g, 1, "banished").count(FRIEND) == 1  # not banished this way
