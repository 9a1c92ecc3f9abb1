"""Faceoff texts played on a judge's board: Chaos texts, flipping additional cards, cards
becoming involved, and what happens at the end of a faceoff.

Each test names its card's code and shows what the card's own wording does.
"""

from __future__ import annotations

from engine.mlp.effects import faceoffs
from engine.mlp.effects.next_ready import held_from_next_ready
from engine.mlp.procedures import faceoff as faceoff_procedure
from engine.mlp.procedures import flow
from engine.mlp.table import mlp_table
from engine.mlp.values import power
from tests.engine.card_play import (
    board,
    confront_own,
    find,
    in_faceoff,
    problem_faceoff,
    start_challenge,
    tm_faceoff,
)
from tests.engine.helpers import (
    answer,
    keys,
    log_text,
    option_with,
    pass_once,
    pass_until,
    shipped_game,
    zone_codes,
)


def test_ll45_kerfuffle_chaos_puts_an_attachment_resource_from_hand_on_a_friend():
    b, mine, _, tm = tm_faceoff(("PR36",), hand=("PR139", "PR135"))  # Hard Hat (on a Friend), a Condition
    foe = b.add("PR33", 1, "play", "home:1")
    b.deck_top("LL45", 0)
    g = start_challenge(b, tm)
    answer(g, "yes")
    # Hard Hat is the only attachment Resource a Friend can host: no choice of Resource is asked
    assert sorted(keys(g)) == sorted(f"card:{i}" for i in (*mine, foe))  # any Friend, an opponent's too
    answer(g, f"card:{foe}")
    hat = find(g, "PR139")[0]
    assert g.card(hat)["host"] == foe and g.card(hat)["area"] == "home:1"
    assert zone_codes(g, 0, "hand") == ["PR135"]  # a Condition played on a Problem stays in hand


def test_ll45_kerfuffle_chaos_may_be_declined():
    b, _, _, tm = tm_faceoff(("PR36",), hand=("PR139",))
    b.deck_top("LL45", 0)
    g = start_challenge(b, tm)
    answer(g, "no")
    assert zone_codes(g, 0, "hand") == ["PR139"] and not find(g, "PR139")


def test_ll45_kerfuffle_resources_on_friends_cost_one_less_to_a_minimum_of_one():
    b = board()
    b.add("LL45", 0, "play", "home:0")
    friend = b.add("PR36", 0, "play", "home:0")
    foe = b.add("PR33", 1, "play", "home:1")
    two = b.add("PR143", 0, "hand")  # Play on a Friend, cost 2
    one = b.add("PR139", 0, "hand")  # Play on a Friend, cost 1
    condition = b.add("PR135", 0, "hand")  # Play on a Problem, cost 2
    g = shipped_game(b)
    assert power.play_cost(g, 0, two, "home:0", friend) == 1
    assert power.play_cost(g, 0, two, "home:1", foe) == 1  # an opponent's Friend is a Friend
    assert power.play_cost(g, 0, one, "home:0", friend) == 1  # to a minimum of 1
    assert power.play_cost(g, 0, condition, "problem:0", b.problem[0]) == 2  # not on a Friend
    assert power.play_cost(g, 1, two, "home:0", friend) == 2  # only its controller pays less


def test_ad181_heavy_lifting_only_two_of_a_players_characters_give_power_to_confronting_it():
    # Twilight (1 purple), Sugar Twist (2 white) and two Sweetie Sunrises (1 blue each): 2 white and
    # 3 non-white, enough for "2 white + 2 non-white", but no two of them give 2 non-white with it
    b, _ = confront_own("AD181", "PR79", "PR20", "PR20")
    g = shipped_game(b, phase="score", step="confront")
    assert not power.meets(g, 0, "problem:0") and "confronts" not in log_text(g)
    assert power.confront_power(g, 0, "problem:0") == 3  # the two that give the most


def test_ad181_heavy_lifting_is_confronted_by_the_two_characters_that_meet_it():
    b, _ = confront_own("AD181", "PR79", "PR33", "PR20")  # Sugar Twist (2 white) and Red Gala (2 orange) do
    g = shipped_game(b, phase="score", step="confront")
    assert "confronts Heavy Lifting" in log_text(g)
    assert power.confront_power(g, 0, "problem:0") == 4  # not 6: Twilight and Sunrise give none


def test_ad181_heavy_lifting_limits_the_opponent_too_and_leaves_faceoff_power_alone():
    b, _ = confront_own("PR168", mane="PR4")
    b.cards[b.problem[1] - 1]["card"] = "AD181"
    for _ in range(3):
        b.add("PR33", 0, "play", "problem:1")  # three 2-power Friends: 6 power, only 4 of it counts
    g = shipped_game(b)
    assert not power.meets(g, 0, "problem:1") and power.confront_power(g, 0, "problem:1") == 4
    b.cards[-1]["card"] = "PR31"  # Full Steam (4) and a Red Gala (2): 6 from two characters
    g = shipped_game(b)
    assert power.meets(g, 0, "problem:1")


def test_ll139_ember_keeps_your_involved_friends_from_being_dismissed_or_frightened():
    b, mine, _, tm = tm_faceoff(("LL139", "PR36"))
    away = b.add("PR33", 0, "play", "home:0")
    foe = b.add("PR33", 1, "play", "problem:0")
    g = shipped_game(b)
    assert g.can_be_dismissed(mine[1])  # no faceoff yet
    g = start_challenge(b, tm)
    assert not g.can_be_dismissed(mine[1]) and not g.can_be_dismissed(mine[0])
    g.frighten(mine[1], "704")
    assert not g.card(mine[1])["frightened"] and "can't be frightened" in log_text(g)
    assert g.can_be_dismissed(away)  # not involved
    g.frighten(foe, "704")
    assert g.card(foe)["frightened"]  # an opponent's Friend involved is not protected


def test_ll139_ember_ends_a_faceoff_stays_exhausted_and_gives_counters_as_no_one_lost():
    b, mine, _, tm = tm_faceoff(("LL139", "PR36"))
    g = shipped_game(b)
    assert not [k for k in keys(g) if k.startswith(f"act|{mine[0]}|")]  # no faceoff to end
    g = start_challenge(b, tm)
    answer(g, f"act|{mine[0]}|")
    assert "The faceoff ends before it is resolved" in log_text(g) and "defeats" not in log_text(g)
    answer(g, f"card:{mine[1]}")
    answer(g, f"card:{mine[1]}")  # both counters on one Friend ("up to two")
    assert g.card(mine[1])["counters"].get("power") == 2 and g.s["faceoff"] is None
    assert g.card(mine[0])["exhausted"] and held_from_next_ready(g, 0) == [mine[0]]
    assert find(g, "PR157")  # the Troublemaker was not defeated


def test_ll139_ember_gives_counters_after_a_won_faceoff_but_not_a_lost_one():
    b, mine, _, tm = tm_faceoff(("LL139", "PR36"))
    g = start_challenge(b, tm)
    pass_until(g, "target")
    assert "P0 defeats" in log_text(g)
    answer(g, f"card:{mine[0]}")
    answer(g, f"card:{mine[1]}")
    assert g.card(mine[1])["counters"].get("power") == 1
    b, _, _, tm = tm_faceoff(("PR20",))  # Sweetie Sunrise (1) loses to the Troublemaker (4)
    b.add("LL139", 0, "play", "home:0")
    g = start_challenge(b, tm)
    pass_until(g, phase="main")
    assert "P1 wins the faceoff" in log_text(g) and "+1 power counter" not in log_text(g)


def test_ll45_kerfuffle_chaos_asks_nothing_without_an_attachment_for_a_friend():
    b, _, _, tm = tm_faceoff(("PR36",), hand=("PR135",))  # only a Condition played on a Problem
    b.deck_top("LL45", 0)
    g = start_challenge(b, tm)
    assert g.pending().kind == "priority" and zone_codes(g, 0, "hand") == ["PR135"]


def test_mt96_bedazzling_costume_chaos_attaches_it_to_one_of_your_friends_as_the_faceoff_ends():
    b, mine, _, tm = tm_faceoff(("PR36", "PR33"))
    b.add("PR36", 1, "play", "problem:0")  # an opponent's Friend is not offered
    b.deck_top("MT96", 0)
    g = start_challenge(b, tm)
    pass_until(g, "target")
    assert g.s["faceoff"] is not None and "P0 defeats" in log_text(g)  # as the faceoff ends
    assert sorted(keys(g)) == sorted(f"attach:{g.s['faceoff']['flipped'][0][0]}:{i}" for i in mine)
    flipped = g.s["faceoff"]["flipped"][0][0]  # the question leads with the card asking it
    assert g.pending().prompt == f"{g.name(flipped)}: Chaos: put this card into play attached to which of your Friends?"
    answer(g, option_with(g, "Apple Brown Betty"))
    costume = find(g, "MT96")[0]
    assert g.card(costume)["host"] == mine[0] and "MT96" not in zone_codes(g, 0, "deck")
    assert power.power(g, mine[0]) == 3 + 1 and power.power(g, mine[1]) == 2


def test_mt96_bedazzling_costume_goes_to_the_deck_when_no_friend_of_yours_is_in_play():
    b, _, _, tm = tm_faceoff(())
    b.cards[b.mane[0] - 1]["area"] = "problem:0"  # P0's Mane alone challenges
    b.add("PR36", 1, "play", "home:1")
    b.deck_top("MT96", 0)
    g = start_challenge(b, tm)
    pass_until(g, phase="main")
    assert not find(g, "MT96") and zone_codes(g, 0, "deck")[0] == "MT96"


def test_mt96_bedazzling_costume_gives_its_friend_one_power_for_each_accessory():
    b = board()
    friend = b.add("PR36", 0, "play", "home:0")
    other = b.add("PR33", 0, "play", "home:0")
    b.add("PR139", 0, "play", "home:0", host=friend)  # Hard Hat, an Accessory
    b.add("MT96", 0, "play", "home:0", host=friend)
    g = shipped_game(b)
    assert power.power(g, friend) == 3 + 2 and power.power(g, other) == 2


def test_cn147_reformed_is_played_only_on_an_opponents_troublemaker():
    b = board()
    b.add("PR81", 0, "play", "home:0")  # yellow power for its requirement
    theirs = b.add("PR157", 1, "play", "problem:0")
    b.add("PR157", 0, "play", "problem:1")  # P0's own Troublemaker
    b.add("PR36", 1, "play", "problem:0")  # an opponent's Friend
    reformed = b.add("CN147", 0, "hand")
    g = shipped_game(b)
    assert [k for k in keys(g) if k.startswith(f"play|{reformed}|")] == [f"play|{reformed}|on:{theirs}"]


def _reformed_challenges() -> tuple:
    """P0 challenges P1's Parasprite (4) wearing P0's Reformed at problem:0 with two Friends
    (3 and 4), another Parasprite waiting at problem:1 with P0's Red Gala (2)."""
    b, _, _, tm = tm_faceoff(("PR36", "PR31"))
    b.add("CN147", 0, "play", "problem:0", host=tm)
    second = b.add("PR157", 1, "play", "problem:1")
    b.add("PR33", 0, "play", "problem:1")
    return start_challenge(b, tm), second


def test_cn147_reformed_adds_the_defeated_troublemakers_power_to_your_next_faceoff():
    g, second = _reformed_challenges()
    pass_until(g, "may")
    assert "P0 defeats Purple Parasprite" in log_text(g)
    answer(g, "yes")
    pass_until(g, "challenge")
    answer(g, f"challenge:{second}")
    assert "P0 adds 4 to their power total in this faceoff" in log_text(g)
    assert "Power totals: P0 7, P1 5" in log_text(g).split(g.as_written("faceoff at problem:1"))[1]  # 2 + 1 flipped + 4


def test_cn147_reformed_may_be_declined_and_lasts_only_this_turn():
    g, second = _reformed_challenges()
    pass_until(g, "may")
    answer(g, "no")
    pass_until(g, "challenge")
    answer(g, f"challenge:{second}")
    assert "Power totals: P0 3, P1 5" in log_text(g).split(g.as_written("faceoff at problem:1"))[1]
    g, _ = _reformed_challenges()
    pass_until(g, "may")
    answer(g, "yes")
    g.s["turn"] += 1  # a faceoff on a later turn
    faceoffs.start_next_faceoff_totals(g)
    assert not [m for m in g.s["mods"] if m["kind"] == "total"]


def test_hm140_rainbow_dash_zapp_chaos_pays_tokens_to_frighten_that_many_friends():
    b, mine, _, tm = tm_faceoff(("PR36",), tokens=3)
    foes = [b.add("PR33", 1, "play", "problem:1"), b.add("PR33", 1, "play", "home:1")]
    b.add("PR33", 1, "play", "home:1", frightened=True)  # already frightened: not a choice
    b.deck_top("HM140", 0)
    g = start_challenge(b, tm)
    assert keys(g) == ["n:0", "n:1", "n:2", "n:3"]  # no more than the Friends that can be frightened
    asker = "Rainbow Dash, Zapp #"  # (each question names the card whose text asks it)
    assert g.pending().prompt.startswith(asker)
    answer(g, "n:2")
    assert g.s["players"][0]["tokens"] == 1
    assert g.pending().prompt.startswith(asker) and g.pending().prompt.endswith(": Frighten a Friend (2 to go)")
    assert sorted(keys(g)) == sorted(f"card:{i}" for i in (*mine, *foes))  # any Friend, one's own too
    answer(g, f"card:{foes[0]}")
    assert sorted(keys(g)) == sorted(f"card:{i}" for i in (*mine, foes[1]))
    answer(g, f"card:{foes[1]}")
    assert all(g.card(i)["frightened"] for i in foes) and not g.card(mine[0])["frightened"]


def test_hm140_rainbow_dash_zapp_chaos_may_pay_nothing():
    b, mine, _, tm = tm_faceoff(("PR36",), tokens=2)
    foe = b.add("PR33", 1, "play", "problem:1")
    b.deck_top("HM140", 0)
    g = start_challenge(b, tm)
    answer(g, "n:0")
    assert g.s["players"][0]["tokens"] == 2 and not g.card(foe)["frightened"] and not g.card(mine[0])["frightened"]


def test_hm140_rainbow_dash_zapp_pays_one_to_move_to_a_frightened_friends_problem():
    b = board(tokens=2)
    dash = b.add("HM140", 0, "play", "home:0")
    b.add("PR33", 1, "play", "problem:1", frightened=True)
    b.add("PR33", 1, "play", "problem:0")  # not frightened: its Problem is not offered
    g = shipped_game(b)
    answer(g, f"act|{dash}|")
    assert g.card(dash)["area"] == "problem:1" and g.s["players"][0]["tokens"] == 1
    b.players[0] = {"tokens": 0}
    g = shipped_game(b)
    assert not [k for k in keys(g) if k.startswith(f"act|{dash}|")]  # it can't pay [1]


def test_hm140_rainbow_dash_zapp_has_nowhere_to_go_without_a_frightened_friend_at_a_problem():
    b = board(tokens=2)
    dash = b.add("HM140", 0, "play", "home:0")
    b.add("PR33", 1, "play", "home:1", frightened=True)  # at home, not at a Problem
    g = shipped_game(b)
    assert not [k for k in keys(g) if k.startswith(f"act|{dash}|")]


def test_ad58_lotus_blossom_chaos_banishes_itself_and_flips_a_card_from_your_discard_pile():
    b, _, _, tm = tm_faceoff(("PR36",))
    steam = b.add("PR31", 0, "discard")  # Full Steam (4)
    b.add("PR20", 0, "discard")
    b.deck_top("AD58", 0)
    g = start_challenge(b, tm)
    answer(g, f"card:{steam}")
    pass_until(g, phase="main")
    log = log_text(g)
    assert log.index("Lotus Blossom, Masseuse #") < log.index("P0 flips Full Steam")
    assert zone_codes(g, 0, "banished") == ["AD58"] and zone_codes(g, 0, "discard") == ["PR20"]
    assert "Power totals: P0 7, P1 5" in log  # 3 + Full Steam's 4: Lotus Blossom's 2 is gone
    assert zone_codes(g, 0, "deck")[0] == "PR31"  # to the bottom with the other flipped cards


def test_ad58_lotus_blossom_chaos_flips_nothing_with_an_empty_discard_pile():
    b, _, _, tm = tm_faceoff(("PR36",))
    b.deck_top("AD58", 0)
    g = start_challenge(b, tm)
    pass_until(g, phase="main")
    assert zone_codes(g, 0, "banished") == ["AD58"]
    assert "Power totals: P0 3, P1 5" in log_text(g)  # no card flipped in its place


def test_ad58_lotus_blossom_banishes_itself_to_bring_a_friend_into_the_faceoff_until_it_ends():
    b, mine, _, tm = tm_faceoff(("PR36", "AD58"))
    steam = b.add("PR31", 0, "discard")
    b.add("PR20", 0, "discard")
    g = shipped_game(b)
    assert not [k for k in keys(g) if k.startswith(f"act|{mine[1]}|")]  # only during a faceoff
    g = start_challenge(b, tm)
    answer(g, f"act|{mine[1]}|")
    answer(g, f"card:{steam}")
    pass_until(g, phase="main")
    log = log_text(g)
    assert "P0 puts Full Steam, Smoke Stacked #" in log.split(g.as_written(" into play at problem:0 (by the text of "))[0].splitlines()[-1]
    assert "Power totals: P0 8, P1 5" in log  # 3 + 4 + a flipped 1: it was involved
    assert not find(g, "PR31")  # banished as the faceoff ended
    assert sorted(zone_codes(g, 0, "banished")) == ["AD58", "PR31"] and zone_codes(g, 0, "discard") == ["PR20"]


_RED_GALA = "name:Red Gala, Favorite Cousin"


def test_ll138_fluttershy_puts_a_flipped_friend_with_the_name_she_named_into_play():
    b, _, _, tm = tm_faceoff(("LL138", "PR36"))
    b.deck_top("PR33", 1)  # P1 flips a Red Gala too: not "you flip"
    b.deck_top("PR33", 0)
    g = start_challenge(b, tm)
    answer(g, "yes")
    answer(g, _RED_GALA)
    assert sorted(keys(g)) == ["home:0", "problem:0", "problem:1"]  # P0's Red Gala only
    answer(g, "problem:0")
    pass_until(g, phase="main")
    log = log_text(g)
    assert "P0 puts Red Gala, Favorite Cousin #" in log.split(g.as_written(" into play at problem:0 (by the text of "))[0].splitlines()[-1]
    assert "Power totals: P0 8, P1 6" in log  # 3 + 3 + Red Gala in play (2), not flipped; P1: 4 + 2
    assert len(find(g, "PR33", owner=0)) == 1 and not find(g, "PR33", owner=1)


def test_ll138_fluttershy_may_name_nothing_and_a_friend_of_another_name_stays_flipped():
    b, _, _, tm = tm_faceoff(("LL138", "PR36"))
    b.deck_top("PR33", 0)
    g = start_challenge(b, tm)
    answer(g, "no")
    pass_until(g, phase="main")
    assert not find(g, "PR33") and "Power totals: P0 8, P1 5" in log_text(g)  # 3 + 3 + flipped 2
    b, _, _, tm = tm_faceoff(("LL138", "PR36"))
    b.deck_top("PR33", 0)
    g = start_challenge(b, tm)
    answer(g, "yes")
    answer(g, "name:Apple Brown Betty, Pastry Chef")
    pass_until(g, phase="main")
    assert not find(g, "PR33") and "Power totals: P0 8, P1 5" in log_text(g)


def test_cn84_blossomforth_retires_and_pays_two_to_put_a_flipped_friend_into_play_at_its_problem():
    b, _, _, tm = tm_faceoff(("CN84", "PR36"), tokens=3)
    b.deck_top("PR33", 0)
    g = start_challenge(b, tm)
    pass_until(g, "replacement")
    # (the question leads with the card whose text asks, 710.1)
    blossomforth = find(g, "CN84")[0]
    assert g.pending().prompt == (f"{g.name(blossomforth)}: Retire this card and pay 2 to put a flipped Friend "
                                  "into play at its Problem instead of the bottom of your deck? (710.1)")
    flipped = [k for k in keys(g) if k != "none"]
    assert flipped == [option_with(g, "Red Gala")]  # the flipped Friend
    answer(g, flipped[0])
    gala = find(g, "PR33")
    assert len(gala) == 1 and g.card(gala[0])["area"] == "problem:0" and g.card(gala[0])["ctrl"] == 0
    assert zone_codes(g, 0, "discard") == ["CN84"] and g.s["players"][0]["tokens"] == 1
    assert "PR33" not in zone_codes(g, 0, "deck")


def test_cn84_blossomforth_may_decline_and_asks_nothing_without_two_tokens_or_a_flipped_friend():
    b, _, _, tm = tm_faceoff(("CN84", "PR36"), tokens=3)
    b.deck_top("PR33", 0)
    g = start_challenge(b, tm)
    pass_until(g, "replacement")
    answer(g, "none")
    assert find(g, "CN84") and zone_codes(g, 0, "deck")[0] == "PR33" and g.s["players"][0]["tokens"] == 3
    b, _, _, tm = tm_faceoff(("CN84", "PR36"), tokens=1)  # can't pay [2]
    b.deck_top("PR33", 0)
    g = start_challenge(b, tm)
    pass_until(g, phase="main")
    assert find(g, "CN84") and zone_codes(g, 0, "deck")[0] == "PR33"
    b, _, _, tm = tm_faceoff(("CN84", "PR36"), tokens=3)
    b.deck_top("PR139", 0)  # a flipped Resource, not a Friend
    g = start_challenge(b, tm)
    pass_until(g, phase="main")
    assert find(g, "CN84") and zone_codes(g, 0, "deck")[0] == "PR139"


def _enemy_lines(*troublemakers_of_p1: str, lines: bool = True) -> tuple:
    """P0's Apple Brown Betty (3) and two Full Steams (4) at problem:0 against P1's face-up
    Troublemakers there, P1's Behind Enemy Lines on that Problem (unless `lines` is False), at
    P0's Challenge Step: the board and the Troublemakers."""
    b, _, _, tm = tm_faceoff(("PR36", "PR31", "PR31"))
    more = [b.add(code, 1, "play", "problem:0") for code in troublemakers_of_p1]
    if lines:
        b.add("DE109", 1, "play", "problem:0", host=b.problem[0])
    return b, [tm, *more]


def test_de109_behind_enemy_lines_allows_one_more_face_up_troublemaker_there():
    b, _ = _enemy_lines("PR157")
    g = shipped_game(b, phase="troublemaker", step="challenge")
    assert flow._uniqueness_violation(g) == [] and flow._board_clean(g)
    b, _ = _enemy_lines("PR157", lines=False)
    g = shipped_game(b, phase="troublemaker", step="challenge")
    assert len(flow._uniqueness_violation(g)) == 2  # 306.2: one face-up Troublemaker per Problem
    b, _ = _enemy_lines("PR157", "PR157")
    g = shipped_game(b, phase="troublemaker", step="challenge")
    assert len(flow._uniqueness_violation(g)) == 3  # only one more


def test_de109_behind_enemy_lines_involves_each_of_your_troublemakers_there_when_one_is_challenged():
    b, (tm, other) = _enemy_lines("PR157")
    away = b.add("PR157", 1, "play", "problem:1")  # P1's Troublemaker at another Problem: not involved
    g = start_challenge(b, tm)
    pass_until(g, phase="main")
    log = log_text(g)
    assert f"Purple Parasprite #{other} becomes involved in the faceoff" in log
    assert "Power totals: P0 12, P1 9" in log  # both Parasprites (4 + 4) and a flipped 1
    assert f"Purple Parasprite #{away} becomes involved" not in log
    assert f"P0 defeats Purple Parasprite #{tm}" in log and sorted(find(g, "PR157", owner=1)) == [other, away]


def _fastball(tokens: int = 3, windups: int = 0) -> tuple:
    """P0's Blue Moons confront P1's Problem (problem:1), where P1 meets them: a Problem faceoff
    starts; P0's Shining Armor/Princess Cadance (Start side, `windups` Windup counters) and two
    Apple Brown Bettys wait at home. The game and the ids of the Mane and the Bettys."""
    b, _, _, _ = problem_faceoff(manes=("CG191", "PR2"), tokens=tokens)
    mane = b.mane[0]
    b.cards[mane - 1]["area"] = "home:0"
    if windups:
        b.cards[mane - 1]["counters"] = {"windup": windups}
    bettys = [b.add("PR36", 0, "play", "home:0") for _ in range(2)]
    return shipped_game(b, phase="score", step="confront"), mane, bettys


def test_cg191_fastball_special_winds_up_turns_over_and_throws_friends_to_its_problem():
    g, mane, bettys = _fastball(windups=1)
    assert "starts a Problem faceoff" in log_text(g)
    answer(g, "yes")  # pay [1] for a Windup counter
    assert g.card(mane)["counters"]["windup"] == 2 and g.s["players"][0]["tokens"] == 2
    answer(g, "yes")  # turn it over
    assert g.card(mane)["boosted"]
    answer(g, "problem:1")
    assert g.card(mane)["area"] == "problem:1" and "windup" not in g.card(mane)["counters"]
    answer(g, f"card:{bettys[0]}")
    assert "(1 more at most)" in g.pending().prompt  # two counters removed: two Friends at most
    answer(g, f"card:{bettys[1]}")
    log = log_text(g)
    assert all(f"Apple Brown Betty, Pastry Chef #{i} is moved from home:0 to Concerning Cutie Mark #4 (P1's; by the text of " in log for i in bettys)
    assert log.index("is moved from home:0") < log.index("P0 flips")  # before the faceoff goes on


def test_cg191_fastball_special_moves_up_to_the_counters_removed_and_may_stop_sooner():
    g, mane, bettys = _fastball()
    answer(g, "yes")
    answer(g, "yes")
    answer(g, "problem:1")
    assert "(1 more at most)" in g.pending().prompt
    answer(g, "none")
    assert all(g.card(i)["area"] == "home:0" for i in bettys) and g.card(mane)["area"] == "problem:1"


def test_cg191_fastball_special_turns_over_only_if_the_windup_was_paid():
    g, mane, _ = _fastball()
    answer(g, "no")
    assert not g.card(mane)["boosted"] and not g.card(mane)["counters"].get("windup")
    assert g.s["players"][0]["tokens"] == 3 and g.pending().kind != "may"
    g, mane, _ = _fastball(tokens=0)
    assert g.pending() is None or g.pending().kind != "may"  # no action token to pay with
    assert not g.card(mane)["boosted"]


def test_cg43_pinkie_pie_crystallized_flips_one_more_per_color_and_keeps_one_of_them():
    b, _, _, tm = tm_faceoff(("CG43", "PR36"))
    b.add("CG198", 0, "play", "home:0")  # a white Crystal character: Prismatic makes Pinkie Pie white too
    for code in ("PR31", "PR33", "PR20"):  # Sweetie Sunrise flipped first, then Red Gala and Full Steam
        b.deck_top(code, 0)
    g = start_challenge(b, tm)
    assert "Flip 2 additional cards, then keep one of them and ignore the rest?" in g.pending().prompt  # two colors
    answer(g, "yes")
    assert sorted(o.label.split(" #")[0] for o in g.pending().options) == ["Full Steam, Smoke Stacked",
                                                                           "Red Gala, Favorite Cousin"]
    answer(g, option_with(g, "Full Steam"))
    pass_until(g, phase="main")
    log = log_text(g)
    assert "Red Gala, Favorite Cousin #" in log.split("is ignored")[0].splitlines()[-1]
    assert "Power totals: P0 11, P1 5" in log  # 3 + 3 + the first flip (1) + Full Steam (4)


def test_cg43_pinkie_pie_crystallized_may_decline_and_keeps_a_single_extra_card():
    b, _, _, tm = tm_faceoff(("CG43", "PR36"))
    b.deck_top("PR31", 0)
    b.deck_top("PR20", 0)
    g = start_challenge(b, tm)
    answer(g, "no")
    pass_until(g, phase="main")
    assert "Power totals: P0 7, P1 5" in log_text(g) and zone_codes(g, 0, "deck")[-1] == "PR31"  # not flipped
    b, _, _, tm = tm_faceoff(("CG43", "PR36"))
    b.deck_top("PR31", 0)
    b.deck_top("PR20", 0)
    g = start_challenge(b, tm)
    assert "Flip 1 additional card?" in g.pending().prompt  # pink only
    answer(g, "yes")  # one card flipped this way: it is kept, nothing is ignored
    pass_until(g, phase="main")
    assert "Power totals: P0 11, P1 5" in log_text(g) and "is ignored" not in log_text(g)


def test_cg43_pinkie_pie_crystallized_offers_nothing_when_not_involved():
    b, _, _, tm = tm_faceoff(("PR36",))
    b.add("CG43", 0, "play", "home:0")
    g = start_challenge(b, tm)
    pass_until(g, phase="main")
    assert "additional" not in log_text(g) and "514.3a" not in log_text(g)


def test_seabreeze_exhausts_itself_to_give_your_other_involved_characters_one_power_for_the_faceoff():
    # Seabreeze's Immediate ability (its Chaos text is tested below)
    b, mine, _, tm = tm_faceoff(("HM63", "PR36", "PR33", "PR20"))
    away = b.add("PR33", 0, "play", "home:0")
    g = shipped_game(b)
    assert not [k for k in keys(g) if k.startswith(f"act|{mine[0]}|")]  # only while involved in a faceoff
    g = start_challenge(b, tm)
    answer(g, f"act|{mine[0]}|")
    log = log_text(g)
    assert all(f"#{i} gets +1 power until the end of the faceoff" in log for i in mine[1:])
    assert f"#{away} gets" not in log and f"#{mine[0]} gets" not in log  # not at home, not itself
    assert "Power totals: P0 10, P1 5" in log  # exhausted Seabreeze gives none; 4 + 3 + 2 + a flipped 1
    assert power.power(g, mine[1]) == 3  # the faceoff is over


def _hooves_board(tokens: int = 5) -> tuple:
    """P0's Apple Brown Betty challenges P1's Parasprite at problem:0; Dr. Hooves in P0's hand,
    two Emerald Greens (blue) at home for its requirement: the board, Betty, the Parasprite, the
    Dr. Hooves and the Emerald Greens."""
    b, mine, hand, tm = tm_faceoff(("PR36",), hand=("CN12",), tokens=tokens)
    greens = [b.add("PR12", 0, "play", "home:0") for _ in range(2)]
    return b, mine[0], tm, hand[0], greens


def test_cn12_dr_hooves_is_played_into_a_faceoff_where_you_have_an_involved_character():
    b, _, tm, hooves, _ = _hooves_board()
    g = shipped_game(b)
    assert not [k for k in keys(g) if k.startswith(f"act|{hooves}|")]  # no faceoff: played as any Friend
    g = start_challenge(b, tm)
    answer(g, f"act|{hooves}|")  # the only place: problem:0 (no involved character of P0 elsewhere)
    pass_until(g, phase="main")
    log = log_text(g)
    assert "P0 pays 4 action tokens" in log and "Dr. Hooves, Just In Time #" in log.split(
        g.as_written("enters play at problem:0"))[0].splitlines()[-1]
    assert "Power totals: P0 7, P1 5" in log  # 3 + Dr. Hooves 3 + a flipped 1


def test_cn12_dr_hooves_joins_the_faceoff_at_an_area_away_from_it():
    b, _, tm, hooves, greens = _hooves_board()
    g = start_challenge(b, tm)
    faceoffs.join(g, greens[0], "514.2d.i")  # an effect made an Emerald Green at home involved
    answer(g, f"act|{hooves}|")
    assert sorted(keys(g)) == ["home:0", "problem:0"]
    answer(g, "home:0")
    pass_until(g, phase="main")
    log = log_text(g)
    assert "Dr. Hooves, Just In Time #" in log.split("becomes involved in the faceoff")[-2].splitlines()[-1]
    assert "Power totals: P0 9, P1 5" in log  # 3 + Emerald Green 2 + Dr. Hooves 3 at home + a flipped 1


def test_cn12_dr_hooves_needs_its_cost_and_requirement_during_a_faceoff():
    b, _, tm, hooves, _ = _hooves_board(tokens=3)  # it costs 4
    g = start_challenge(b, tm)
    assert not [k for k in keys(g) if k.startswith(f"act|{hooves}|")]
    b, _, tm, hooves, greens = _hooves_board()
    for green in greens:
        b.cards[green - 1]["card"] = "PR36"  # no blue power: its requirement is 4 blue
    g = start_challenge(b, tm)
    assert not [k for k in keys(g) if k.startswith(f"act|{hooves}|")]


def test_cn12_dr_hooves_is_not_played_into_a_faceoff_after_ff92_listen_up():
    """Dr. Hooves' ability used from the hand plays the card (705.1: playing a card), so P1's
    Listen Up! ("opponents can't play cards during faceoffs" this turn) keeps it off for P0,
    while Cloudchaser's "Banish this card from your hand to ..." (703.1: an ability activated,
    no card played) stays offered; the judge's answer names Listen Up! (104.2)."""
    b, _, tm, hooves, _ = _hooves_board()
    chaser = b.add("HM4", 0, "hand")  # Cloudchaser, Wonderbolt Trainee
    for code in ("PR12", "PR12", "PR33", "PR33", "PR81", "PR81"):
        b.add(code, 1, "play", "home:1")  # what P1's Listen Up! requires
    b.players[1] = {"tokens": 3}
    listen = b.add("FF92", 1, "hand")
    g = start_challenge(b, tm)
    assert f"act|{hooves}|0" in keys(g)  # (P0's first window: nothing barred yet)
    pass_once(g)
    answer(g, f"play|{listen}|event")
    while g.pending().player != 0:
        pass_once(g)
    assert g.s["faceoff"] is not None and f"act|{chaser}|0" in keys(g)
    assert not [k for k in keys(g) if k.startswith(f"act|{hooves}|")]
    said = "\n".join(mlp_table().why_not(g, "use Dr. Hooves").lines())
    assert "- Rule 104.2: its ability: Listen Up!, played this turn, says Player 1 can't play cards during faceoffs " \
        "this turn." in said, said


def test_de55_vapor_trail_brings_one_of_your_characters_at_home_into_the_faceoff():
    # (in play, not flipped: its Chaos text, "your characters have +1 power" while it is flipped,
    # gives nothing)
    b, _, _, tm = tm_faceoff(("DE55", "PR36"))
    homes = [b.add("PR31", 0, "play", "home:0"), b.add("PR33", 0, "play", "home:0")]
    theirs = b.add("PR31", 1, "play", "home:1")
    g = start_challenge(b, tm)
    assert sorted(keys(g)) == sorted(f"card:{i}" for i in (b.mane[0], *homes))  # P0's characters at home
    answer(g, f"card:{homes[0]}")
    pass_until(g, phase="main")
    log = log_text(g)
    assert f"Full Steam, Smoke Stacked #{homes[0]} becomes involved in the faceoff" in log
    assert f"#{theirs} becomes involved" not in log and f"#{homes[1]} becomes involved" not in log
    assert "Power totals: P0 9, P1 5" in log  # Vapor Trail 1 + 3 + Full Steam 4 + a flipped 1


def _vapor_trail_challenge(top: str):
    """P0's two Friends (3 and 2 power) at problem:0 challenge P1's Troublemaker there with
    `top` on P0's deck (flipped first); a third Friend of P0's at home and one of P1's: the
    game once the faceoff is over."""
    b, mine, _, tm = tm_faceoff(("PR36", "PR33"))
    home = b.add("PR36", 0, "play", "home:0")
    foe = b.add("PR36", 1, "play", "home:1")
    b.deck_top(top, 0)
    return start_challenge(b, tm), mine, home, foe


def test_de55_vapor_trail_chaos_gives_your_characters_plus_one_while_it_is_flipped():
    """"Chaos: While this card is flipped, your characters have +1 power.": both of P0's
    characters in the faceoff count one more toward P0's total than with a vanilla 1-power card
    flipped in its place; once the faceoff is over it is in the deck and gives nothing."""
    g, mine, home, foe = _vapor_trail_challenge("DE55")
    plain, *_ = _vapor_trail_challenge("PR20")  # Sweetie Sunrise: 1 power, no text
    totals = [line for line in log_text(g).splitlines() if line.startswith("514.4: Power totals")]
    plain_totals = [line for line in log_text(plain).splitlines() if line.startswith("514.4: Power totals")]
    assert plain_totals == ["514.4: Power totals: P0 6, P1 5"]  # 3 + 2 + the flipped 1
    assert totals == ["514.4: Power totals: P0 8, P1 5"]  # each of P0's two characters +1
    assert g.s["faceoff"] is None
    assert [power.power(g, i) for i in mine] == [3, 2] and power.power(g, home) == 3 and power.power(g, foe) == 3


def test_de55_vapor_trail_while_flipped_reaches_every_character_of_its_player_and_no_other():
    """Read during the faceoff: every character of P0's in play, the one at home too, has +1;
    P1's Friend does not; an ignored Vapor Trail (515.4) gives nothing."""
    b, mine, _, _tm = tm_faceoff(("PR36", "PR33"))
    home = b.add("PR36", 0, "play", "home:0")
    foe = b.add("PR36", 1, "play", "home:1")
    trail = b.add("DE55", 0, "deck")
    g = shipped_game(b)
    in_faceoff(g)  # (a faceoff at problem:0, to read powers during it)
    assert power.power(g, home) == 3
    flipped = faceoff_procedure.flip(g, 0)
    assert g.spec(flipped).code == "DE55" and trail not in g.s["cards"]
    assert [power.power(g, i) for i in mine] == [4, 3] and power.power(g, home) == 4 and power.power(g, foe) == 3
    faceoff_procedure.ignore(g, flipped, "515.4")
    assert power.power(g, home) == 3


def test_hm63_seabreeze_chaos_weakens_the_chosen_opposing_involved_character_per_own_involved_character():
    """"Chaos: While this card is flipped, an opposing character involved in the faceoff has -1
    power for each of your characters involved in the faceoff.": P0 chooses one of P1's
    involved characters as Seabreeze is flipped (P1's Friend at home is not offered); with three
    of P0's characters involved, it has -3, and P0's own characters keep their power."""
    b, mine, theirs, _ = problem_faceoff(p0=("PR36", "PR33"), p1=("PR36",))
    at_home = b.add("PR36", 1, "play", "home:1")
    b.deck_top("HM63", 0)
    g = shipped_game(b, phase="score", step="confront")
    assert sorted(keys(g)) == sorted(f"card:{i}" for i in (b.mane[1], *theirs)) and f"card:{at_home}" not in keys(g)
    ours, their_mane = sum(power.power(g, i) for i in (b.mane[0], *mine)), power.power(g, b.mane[1])
    answer(g, f"card:{theirs[0]}")
    # (Seabreeze flipped: 2; the chosen 3-power Friend: 3 - 3; P1's flipped Friend: 1)
    assert f"Power totals: P0 {ours + 2}, P1 {their_mane + 0 + 1}" in log_text(g)
