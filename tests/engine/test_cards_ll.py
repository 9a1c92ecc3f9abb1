"""Leaders and Legends (LL): cards the engine carries out, each played on a judge's board.

Each test names its card (the code in its name) and checks what the text says happens:
the numbers, the zone, the choice offered. "Talented" cards answer to an Event whose play
requirement includes one of their colors; the Events used are plain power Events.
"""

from __future__ import annotations

from engine.mlp.values import power
from tests.engine.card_play import (
    BLUE,
    CRITTER,
    EVENT_OF,
    PINK,
    TROUBLEMAKER,
    activate,
    acts,
    challenge,
    play,
    rich_board,
    settle,
    talented,
    tokens_of,
)
from tests.engine.helpers import Board, answer, keys, log_text, shipped_game, zone_codes

# ----- Talented ---------------------------------------------------------------------------------


def test_ll13_scootaloo_talented_may_move_this_card():
    g, scootaloo = talented("LL13", "blue", "problem:0")
    assert g.card(scootaloo)["area"] == "problem:0"


def test_ll30_petunia_petals_talented_may_exhaust_to_draw():
    g, petunia = talented("LL30", "pink")
    assert g.card(petunia)["exhausted"] and len(g.s["players"][0]["hand"]) == 1


def test_ll43_capper_talented_may_pay_1_and_banish_itself_to_score():
    g, capper = talented("LL43", "white")
    assert capper not in g.s["cards"] and "LL43" in zone_codes(g, 0, "banished")
    assert g.s["players"][0]["score"] == 1


def test_ll55_princess_luna_fowl_play_talented_may_put_a_kindness_critter_token_into_play():
    g, _ = talented("LL55", "yellow", "home:0")
    tokens = tokens_of(g, 0)
    assert len(tokens) == 1 and "critter" in g.spec(tokens[0]).traits and power.power(g, tokens[0]) == 1


def test_ll73_the_great_seedling_talented_may_distribute_two_power_counters():
    g, _ = talented("LL73", "orange")
    counters = {i: g.card(i)["counters"].get("power", 0) for i in g.s["play"]
                if g.card(i)["ctrl"] == 0 and g.card(i)["counters"].get("power")}
    assert sum(counters.values()) == 2 and 1 <= len(counters) <= 2
    assert all(g.spec(i).power <= 2 for i in counters)


def test_ll13_ll30_ll43_ll55_ll73_talented_not_for_an_event_of_another_color():
    for code, color in (("LL13", "white"), ("LL30", "blue"), ("LL43", "blue"), ("LL55", "white"),
                        ("LL73", "blue")):
        b = rich_board()
        b.add(code, 0, "play", "home:0")
        target = b.add(BLUE, 0, "play", "problem:1")
        event = b.add(EVENT_OF[color], 0, "hand")
        g = shipped_game(b)
        answer(g, f"play|{event}|event")
        if g.pending().kind == "target":
            answer(g, f"card:{target}")
        assert g.pending().kind == "priority", code  # nothing asked


# ----- 8 or more points -------------------------------------------------------------------------


def test_ll12_rainbow_dash_professor_may_frighten_a_friend_if_a_player_has_8_points():
    for score, frightened in ((8, True), (7, False)):
        b = rich_board()
        b.players[1] = {"score": score}
        foe = b.add(BLUE, 1, "play", "problem:1")
        g = play(b, "LL12", "home:0", "yes", f"card:{foe}")
        assert g.card(foe)["frightened"] == frightened, score


def test_ll31_pinkie_pie_professor_may_dismiss_a_friend_with_2_or_less_power_if_8_points():
    b = rich_board()
    b.players[0]["score"] = 8
    small = b.add(BLUE, 1, "play", "problem:1")
    big = b.add(PINK, 1, "play", "problem:1")
    card = b.add("LL31", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|home:0")
    answer(g, "yes")
    assert f"card:{big}" not in keys(g)
    answer(g, f"card:{small}")
    assert small not in g.s["cards"] and big in g.s["play"]


def test_ll53_fluttershy_professor_critters_have_1_power_while_a_player_has_8_points():
    for score, bonus in ((8, 1), (7, 0)):
        b = Board()
        b.players[1] = {"score": score}
        b.add("LL53", 0, "play", "home:0")
        mine = b.add(CRITTER, 0, "play", "home:0")
        theirs = b.add(CRITTER, 1, "play", "home:1")
        pony = b.add(BLUE, 0, "play", "home:0")
        g = shipped_game(b)
        assert (power.power(g, mine), power.power(g, theirs), power.power(g, pony)) == (1 + bonus, 1, 2), score


# ----- activated abilities, moving and continuous texts ------------------------------------------


def test_ll18_garble_cant_be_frightened_and_pays_1_to_unfrighten_your_friend():
    b = Board()
    garble = b.add("LL18", 0, "play", "home:0")
    scared = b.add(BLUE, 0, "play", "home:0", frightened=True)
    g = shipped_game(b)
    g.frighten(garble)
    assert not g.card(garble)["frightened"]
    activate(g, garble, f"card:{scared}")
    assert not g.card(scared)["frightened"] and g.s["players"][0]["tokens"] == 1


def test_ll20_moody_root_exhausts_to_exhaust_an_opposing_character_here():
    b = Board()
    root = b.add("LL20", 0, "play", "problem:1")
    here = b.add(BLUE, 1, "play", "problem:1")
    away = b.add(BLUE, 1, "play", "problem:0")
    g = shipped_game(b)
    answer(g, f"act|{root}|")
    if g.pending().kind == "target":
        assert f"card:{away}" not in keys(g)
        answer(g, f"card:{here}")
    assert g.card(here)["exhausted"] and not g.card(away)["exhausted"] and g.card(root)["exhausted"]


def test_ll58_rainbowshine_may_exhaust_to_ready_a_friend_there_when_moved():
    b = Board()
    b.players[0] = {"tokens": 5}
    shine = b.add("LL58", 0, "play", "home:0")
    tired = b.add(BLUE, 0, "play", "problem:1", exhausted=True)
    g = shipped_game(b)
    answer(g, f"move|{shine}|problem:1")
    settle(g, f"card:{tired}")
    assert not g.card(tired)["exhausted"] and g.card(shine)["exhausted"]


def test_ll63_quibble_pants_competitive_3_at_a_problem_with_a_troublemaker():
    b = Board()
    quibble = b.add("LL63", 0, "play", "problem:1")
    assert not power.has_keyword(shipped_game(b), quibble, "Competitive")
    b.add(TROUBLEMAKER, 1, "play", "problem:1")
    g = shipped_game(b)
    assert power.keywords(g, quibble).get("Competitive") == 3


# ----- faceoffs ---------------------------------------------------------------------------------


def test_ll21_rockhoof_discards_two_cards_to_flip_an_additional_card_during_a_faceoff():
    b = Board()
    b.players[0] = {"tokens": 3}
    rock = b.add("LL21", 0, "play", "problem:0")
    for _ in range(2):
        b.add(PINK, 0, "hand")
    g, _ = challenge(b)
    act = acts(g, rock)
    assert act, keys(g)
    answer(g, act[0])
    settle(g, until=lambda g: g.s["phase"] != "troublemaker")
    assert zone_codes(g, 0, "discard").count(PINK) == 2 and log_text(g).count("P0 flips ") == 2


def test_ll121_cozy_glow_exhausts_to_move_an_opposing_character_to_her_problem():
    b = Board()
    cozy = b.add("LL121", 0, "play", "problem:1")
    foe = b.add(BLUE, 1, "play", "problem:0")
    b.add(BLUE, 0, "play", "problem:0")
    g, _ = challenge(b)
    act = acts(g, cozy)
    assert act, keys(g)
    answer(g, act[0])
    settle(g, f"card:{foe}", until=lambda g: g.pending().kind == "priority")
    assert g.card(foe)["area"] == "problem:1" and g.card(cozy)["exhausted"]


def test_ll122_cragadile_may_pay_2_to_frighten_a_friend_involved():
    b = Board()
    b.players[1] = {"tokens": 2}
    pony = b.add(BLUE, 0, "play", "problem:0")
    away = b.add(BLUE, 0, "play", "problem:1")
    g, _ = challenge(b, "LL122")
    settle(g, f"card:{pony}", until=lambda g: g.s["phase"] != "troublemaker" or g.s["faceoff"] is None)
    assert g.card(pony)["frightened"] and not g.card(away)["frightened"]
    assert g.s["players"][1]["tokens"] == 0


def test_ll123_ophiotaurus_may_put_two_counters_on_another_troublemaker_here_when_dismissed():
    b = Board()
    for _ in range(4):
        b.add(PINK, 0, "play", "problem:0")
    other = b.add(TROUBLEMAKER, 0, "play", "problem:0")  # (a second of P1's here would not be unique, 516)
    g, oph = challenge(b, "LL123")
    settle(g, f"card:{other}", until=lambda g: g.s["phase"] != "troublemaker" or g.s["faceoff"] is None)
    assert oph not in g.s["cards"] and g.card(other)["counters"].get("power") == 2


# ----- a Dilemma --------------------------------------------------------------------------------


def test_ll116_surprise_summoning_may_put_a_cheap_friend_from_discard_into_play_there():
    b = rich_board()
    cheap = b.add(BLUE, 0, "discard")
    card = b.add("LL116", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|dilemma")
    settle(g, f"card:{cheap}")
    (area,) = [a for a in g.s["areas"] if a.startswith("dilemma:")]
    (back,) = [i for i in g.s["play"] if g.spec(i).code == BLUE and g.card(i)["area"] == area]
    assert not g.s["players"][0]["discard"] and back

