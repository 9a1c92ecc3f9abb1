"""Theme-deck Friends: each printed text, as a judge scenario (704 triggers, 702 continuous,
703 activated abilities)."""

from __future__ import annotations

from engine.mlp.values import power
from tests.engine.card_play import board, find
from tests.engine.helpers import Board, answer, keys, log_text


def test_pr37_berry_dreams_draws_when_played():
    b = board()
    card = b.add("PR37", 0, "hand")
    g = b.game()
    answer(g, f"play|{card}|home:0")
    assert len(g.s["players"][0]["hand"]) == 1  # played one, drew one


def test_pr29_igneous_rock_gets_plus_one_until_end_of_turn():
    b = board()
    b.add("PR33", 0, "play", "home:0")  # 2 orange for the requirement
    card = b.add("PR29", 0, "hand")
    g = b.game()
    answer(g, f"play|{card}|home:0")
    rock = find(g, "PR29")[0]
    assert power.power(g, rock) == 2
    g.expire_mods("turn")
    assert power.power(g, rock) == 1


def test_pr30_drill_bit_makes_the_opponent_discard_at_random():
    b = board()
    b.add("PR33", 0, "play", "home:0")
    card = b.add("PR30", 0, "hand")
    for _ in range(3):
        b.add("PR20", 1, "hand")
    g = b.game()
    answer(g, f"play|{card}|home:0")
    assert len(g.s["players"][1]["hand"]) == 2 and len(g.s["players"][1]["discard"]) == 1


def test_pr28_granny_smith_may_reattach_a_resource():
    b = board()
    a = b.add("PR33", 0, "play", "home:0")
    other = b.add("PR22", 0, "play", "home:0")
    hat = b.add("PR139", 0, "play", "home:0", host=a)
    granny = b.add("PR28", 0, "hand")
    g = b.game()
    answer(g, f"play|{granny}|home:0")
    answer(g, f"card:{hat}")
    answer(g, f"card:{other}")
    assert g.card(hat)["host"] == other
    assert power.has_keyword(g, other, "Stubborn") and not power.has_keyword(g, a, "Stubborn")


def test_pr25_auntie_applesauce_returns_to_hand_when_dismissed():
    b = board()
    auntie = b.add("PR25", 1, "play", "problem:1")
    b.add("PR36", 0, "play", "home:0")
    b.add("PR36", 0, "play", "home:0")
    b.add("PR37", 0, "play", "home:0")
    invite = b.add("PR113", 0, "hand")  # dismiss an opponent's Friend with 1 power or less
    g = b.game()
    answer(g, f"play|{invite}|event")
    assert find(g, "PR25", "hand", owner=1)
    assert auntie not in g.s["cards"]


def test_pr13_holly_dash_brings_another_character_along():
    b = board()
    holly = b.add("PR13", 0, "play", "home:0")
    buddy = b.add("PR20", 0, "play", "home:0")
    g = b.game()
    answer(g, f"move|{holly}|problem:1")
    answer(g, f"card:{buddy}")
    assert g.card(buddy)["area"] == "problem:1"
    assert g.s["players"][0]["tokens"] == 4  # the second move was free


def test_pr16_rainbowshine_readies_a_character_there():
    b = board()
    shine = b.add("PR16", 0, "play", "home:0")
    tired = b.add("PR20", 0, "play", "problem:1", exhausted=True)
    g = b.game()
    answer(g, f"move|{shine}|problem:1")
    assert not g.card(tired)["exhausted"]


def test_pr92_opalescence_may_dismiss_an_opposing_resource_there():
    b = board()
    opal = b.add("PR92", 0, "play", "home:0")
    foe = b.add("PR33", 1, "play", "problem:1")
    hat = b.add("PR139", 1, "play", "problem:1", host=foe)
    g = b.game()
    answer(g, f"move|{opal}|problem:1")
    answer(g, f"card:{hat}")
    assert hat not in g.s["cards"]


def test_faceoff_power_friends_pr42_pr7_pr14():
    b = Board()
    flitter = b.add("PR42", 0, "play", "problem:0")
    jet = b.add("PR7", 0, "play", "problem:0")
    guard = b.add("PR14", 0, "play", "problem:0")
    g = b.game()
    assert [power.power(g, i) for i in (flitter, jet, guard)] == [1, 2, 1]
    g.s["faceoff"] = {"kind": "problem", "areas": ["problem:0"], "challenger": 0, "tm": None,
                      "flipped": [[], []], "ignored": [], "flagged": [], "used": []}
    assert [power.power(g, i) for i in (flitter, jet, guard)] == [1, 4, 2]
    g.s["faceoff"]["kind"] = "troublemaker"
    g.s["faceoff"]["challenger"] = 0
    assert power.power(g, flitter) == 2


def test_pr48_ol_salt_opponents_need_one_more_to_confront():
    b = Board()
    b.add("PR48", 1, "play", "problem:1")
    g = b.game()
    assert power.requirements(g, 0, "problem:1") == [("wild", None, 5)]
    assert power.requirements(g, 1, "problem:1") == [("color", "orange", 1), ("not_color", "orange", 1)]


def test_pr73_pearly_stitch_cannot_be_moved_by_opponents_pr58_mayor_mare_moves_others():
    b = board()
    mayor = b.add("PR58", 0, "play", "home:0")
    pearly = b.add("PR73", 1, "play", "problem:1")
    other = b.add("PR20", 1, "play", "problem:1")
    g = b.game()
    answer(g, f"act|{mayor}|")
    assert g.pending().kind == "target"
    assert f"card:{pearly}" not in keys(g)
    answer(g, f"card:{other}")
    answer(g, "home:1")
    assert g.card(other)["area"] == "home:1"
    assert g.s["players"][0]["tokens"] == 3


def test_pr75_rising_star_uncovers_a_troublemaker_at_its_problem():
    b = board()
    star = b.add("PR75", 0, "play", "problem:1")
    tm = b.add("PR157", 1, "play", "problem:1", face_down=True)
    g = b.game()
    answer(g, f"act|{star}|")
    assert not g.card(tm)["face_down"] and g.card(star)["exhausted"]


def test_pr94_winona_looks_at_a_face_down_troublemaker():
    b = board()
    winona = b.add("PR94", 0, "play", "problem:1")
    tm = b.add("PR158", 1, "play", "problem:1", face_down=True)
    g = b.game()
    answer(g, f"act|{winona}|")
    # only P0 learns what it is: the log keeps it face-down, as everywhere
    assert f"705.2e: P0 looks at face-down Troublemaker #{tm}" in log_text(g) and "Timberwolf" not in log_text(g)
    assert g.card(winona)["exhausted"]


def test_pr70_vidala_swoon_recovers_a_friend_from_the_discard_pile():
    b = board(tokens=2)
    vidala = b.add("PR70", 0, "play", "home:0")
    lost = b.add("PR20", 0, "discard")
    g = b.game()
    answer(g, f"act|{vidala}|")
    # the card asking, then its words as printed (capital F)
    assert g.pending().prompt == f"{g.name(vidala)}: Search your discard pile for a Friend (518.1)"
    answer(g, f"card:{lost}")
    assert find(g, "PR20", "hand", owner=0) and g.s["players"][0]["tokens"] == 1


def test_pr63_lady_justice_weakens_opponents_here_during_faceoffs():
    b = Board()
    b.add("PR63", 0, "play", "problem:0")
    foe = b.add("PR33", 1, "play", "problem:0")
    g = b.game()
    assert power.power(g, foe) == 2
    g.s["faceoff"] = {"kind": "problem", "areas": ["problem:0"], "challenger": 0, "tm": None,
                      "flipped": [[], []], "ignored": [], "flagged": [], "used": []}
    assert power.power(g, foe) == 1


def test_pr52_professor_neigh_with_a_report_resource_and_pr26_cherry_jubilee_per_resource():
    b = Board()
    neigh = b.add("PR52", 0, "play", "problem:0")
    b.add("PR135", 0, "play", "problem:0", host=b.problem[0])  # Fighting for Friendship (Report)
    cherry = b.add("PR26", 0, "play", "home:0")
    b.add("PR139", 0, "play", "home:0", host=cherry)
    b.add("PR148", 0, "play", "home:0", host=cherry)  # Too Many Bandages: -2
    g = b.game()
    assert power.power(g, neigh) == 2
    assert power.power(g, cherry) == 1 + 2 - 2


def test_pr85_forest_owl_boosts_other_characters_at_its_problem():
    b = Board()
    owl = b.add("PR85", 0, "play", "problem:1")
    pal = b.add("PR20", 0, "play", "problem:1")
    away = b.add("PR20", 0, "play", "home:0")
    g = b.game()
    assert (power.power(g, owl), power.power(g, pal), power.power(g, away)) == (0, 2, 1)


def test_pr87_hummingway_flips_an_extra_card_with_two_other_critters():
    b = Board()
    for code in ("PR87", "PR81", "PR86"):
        b.add(code, 0, "play", "problem:0")
    tm = b.add("PR157", 1, "play", "problem:0")
    g = b.game(phase="troublemaker", step="challenge")
    answer(g, f"challenge:{tm}")
    flips = [t for _, r, t in g.log if r == "514.3" and t.startswith("P0 flips")]
    assert len(flips) == 2


def test_pr38_big_top_dismisses_an_involved_opposing_friend_after_winning():
    b = Board()
    b.cards[b.mane[0] - 1]["area"] = "problem:1"
    b.add("PR38", 0, "play", "problem:1")
    b.cards[b.mane[1] - 1]["area"] = "problem:1"
    victim = b.add("PR20", 1, "play", "problem:1")
    b.add("PR161", 1, "problem_deck")
    g = b.game(phase="score", step="confront")
    # Twilight Sparkle (won a faceoff) and Big Top both trigger: P0 orders them (511.7a)
    assert g.pending().kind == "trigger_order"
    answer(g, next(o.key for o in g.pending().options if "Big Top" in o.label))
    assert victim not in g.s["cards"]
    assert find(g, "PR20", "discard", owner=1)


def test_studious_pr55_gains_a_token_on_a_win():
    b = Board()
    for _ in range(5):
        b.add("PR55", 0, "play", "problem:0")  # Mint Jewelup x5 (Studious): only one token per faceoff
    tm = b.add("PR157", 1, "play", "problem:0")
    g = b.game(phase="troublemaker", step="challenge")
    tokens = g.s["players"][0]["tokens"]
    answer(g, f"challenge:{tm}")
    assert g.s["players"][0]["tokens"] == tokens + 1
    assert g.s["players"][0]["score"] == 1


def test_pr158_timberwolf_the_log_names_the_card_its_owner_pays_for():
    """Uncovered by Rising Star, Timberwolf asks its owner to pay [2] or dismiss it: the log says
    whose text the two tokens were paid for, not only that they were paid (704)."""
    b = board()
    star = b.add("PR75", 0, "play", "problem:1")
    wolf = b.add("PR158", 1, "play", "problem:1", face_down=True)
    b.players[1] = {"tokens": 3}
    g = b.game()
    answer(g, f"act|{star}|")
    assert g.pending().player == 1 and "Timberwolf" in g.pending().prompt
    answer(g, "pay")
    assert g.s["players"][1]["tokens"] == 1 and g.card(wolf)["zone"] == "play"
    assert f"P1 pays 2 action tokens (by the text of Timberwolf #{wolf})" in log_text(g)
