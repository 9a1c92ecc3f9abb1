"""Templates that cover cards beyond the theme decks, each checked on a card of the
shipped database that uses it."""

from __future__ import annotations

from engine.mlp.api import default_library
from engine.mlp.values import power
from tests.engine.helpers import Board, answer, keys, rules_cited


def _game(b: Board, **top):
    return b.game(default_library(), **top)


def test_confront_turn_over_ad2_nightmare_moon():
    b = Board(manes=("AD2", "PR2"))
    b.cards[b.mane[0] - 1]["area"] = "problem:0"
    b.add("PR20", 0, "play", "problem:0")
    b.add("PR36", 0, "play", "problem:0")
    g = _game(b, phase="score", step="confront")
    assert g.card(b.mane[0])["boosted"]


def test_cant_be_frightened_mt139():
    b = Board()
    brave = b.add("MT139", 0, "play", "home:0")
    g = _game(b)
    g.frighten(brave)
    assert not g.card(brave)["frightened"]
    assert "104.2" in rules_cited(g)


def test_self_extra_flip_pr35_night_watch():
    b = Board()
    for _ in range(3):
        b.add("PR20", 0, "play", "problem:0")
    b.add("PR35", 0, "play", "problem:0")
    tm = b.add("PR157", 1, "play", "problem:0")
    g = _game(b, phase="troublemaker", step="challenge")
    answer(g, f"challenge:{tm}")
    flips = [t for _, r, t in g.log if r == "514.3" and t.startswith("P0 flips")]
    assert len(flips) == 2


def test_power_with_a_color_friend_cnpf3():
    b = Board()
    aj = b.add("CNpf3", 0, "play", "problem:1")
    g = _game(b)
    base = power.power(g, aj)
    b.add("PR33", 0, "play", "problem:1")  # Red Gala: orange
    assert power.power(_game(b), aj) == base + 1


def test_that_friend_has_power_and_color_cn135_chic_beret():
    b = Board()
    pony = b.add("PR20", 1, "play", "home:1")
    b.add("CN135", 0, "play", "home:1", host=pony)
    g = _game(b)
    assert power.power(g, pony) == 2
    assert "white" in power.colors(g, pony)


def test_play_on_one_of_your_friends_cn137_combat_hat():
    b = Board()
    b.players[0] = {"tokens": 5}
    mine = b.add("PR20", 0, "play", "home:0")
    theirs = b.add("PR20", 1, "play", "home:1")
    b.add("PR79", 0, "play", "home:0")  # Sugar Twist: the 2 white power Combat Hat needs
    hat = b.add("CN137", 0, "hand")
    g = _game(b)
    offered = [k for k in keys(g) if k.startswith(f"play|{hat}|")]
    assert f"play|{hat}|on:{mine}" in offered and f"play|{hat}|on:{theirs}" not in offered


def test_enters_play_draw_mt99_and_exhaust_to_draw_prpf3():
    b = Board()
    b.players[0] = {"tokens": 6}
    for _ in range(4):
        b.add("PR36", 0, "play", "home:0")
    pinkie = b.add("PRpf3", 0, "play", "home:0")
    fernando = b.add("MT99", 0, "hand")  # play to your home; when it enters play, draw a card
    g = _game(b)
    answer(g, f"act|{pinkie}|")
    assert len(g.s["players"][0]["hand"]) == 2 and g.card(pinkie)["exhausted"]
    answer(g, f"play|{fernando}|home:0")
    assert len(g.s["players"][0]["hand"]) == 2  # played one, drew one


def test_pay_to_cutie_mark_mt4():
    b = Board()
    b.players[0] = {"tokens": 4}
    pony = b.add("MT4", 0, "play", "home:0")
    g = _game(b)
    before = power.power(g, pony)
    answer(g, f"act|{pony}|")
    assert power.power(g, pony) == before + 1
    assert g.s["players"][0]["tokens"] == 2
    assert not [k for k in keys(g) if k.startswith(f"act|{pony}|")]  # only once


def test_win_a_faceoff_score_a_point_de63_and_troublemaker_only_cn77():
    for code, expected in (("DE63", 2), ("CN77", 2)):
        b = Board()
        b.add(code, 0, "play", "problem:0")
        for _ in range(3):
            b.add("PR20", 0, "play", "problem:0")
        tm = b.add("PR157", 1, "play", "problem:0")
        g = _game(b, phase="troublemaker", step="challenge")
        answer(g, f"challenge:{tm}")
        assert g.s["players"][0]["score"] == expected, code  # 1 for the Troublemaker + 1


def test_exhaust_to_gain_hm40_and_pay_to_pump_pr18_hm11():
    b = Board()
    b.players[0] = {"tokens": 2}
    gainer = b.add("HM40", 0, "play", "home:0")
    pumper = b.add("PR18", 0, "play", "home:0")
    quick = b.add("HM11", 0, "play", "home:0")
    g = _game(b)
    answer(g, f"act|{gainer}|")
    assert g.s["players"][0]["tokens"] == 3 and g.card(gainer)["exhausted"]
    before = power.power(g, pumper)
    answer(g, f"act|{pumper}|")
    assert power.power(g, pumper) == before + 1 and g.s["players"][0]["tokens"] == 2
    answer(g, f"act|{quick}|")
    assert power.power(g, quick) == g.spec(quick).power + 2


def test_chaos_when_flipped_ad9_pumps_an_involved_card_and_ad21_flips_again():
    b = Board()
    pony = b.add("PR20", 0, "play", "problem:0")
    b.deck_top("AD9", 0)
    tm = b.add("PR157", 1, "play", "problem:0")
    g = _game(b, phase="troublemaker", step="challenge")
    answer(g, f"challenge:{tm}")
    assert "Glossary: Chaos" in rules_cited(g)
    assert any("gets +2 power until the end of the faceoff" in t for _, _, t in g.log)
    assert pony in g.s["cards"]
    b = Board()
    b.add("PR20", 0, "play", "problem:0")
    b.deck_top("AD21", 0)
    tm = b.add("PR157", 1, "play", "problem:0")
    g = _game(b, phase="troublemaker", step="challenge")
    answer(g, f"challenge:{tm}")
    flips = [t for _, r, t in g.log if t.startswith("P0 flips")]
    assert len(flips) >= 2 and any(r == "Glossary: Chaos" and t.startswith("P0 flips") for _, r, t in g.log)


def test_pr46_draws_when_the_opponent_confronts_its_problem():
    b = Board()
    b.add("PR46", 1, "play", "problem:0")
    b.cards[b.mane[0] - 1]["area"] = "problem:0"
    b.add("PR20", 0, "play", "problem:0")
    g = _game(b, phase="score", step="confront")
    assert g.s["players"][0]["score"] == 1
    assert any(t.startswith("P1 draws") for _, _, t in g.log)


def test_pr23_opponent_discards_at_random_after_a_win():
    b = Board()
    b.add("PR23", 0, "play", "problem:0")
    for _ in range(5):
        b.add("PR20", 0, "play", "problem:0")
    b.add("PR20", 1, "hand")
    tm = b.add("PR157", 1, "play", "problem:0")
    g = _game(b, phase="troublemaker", step="challenge")
    answer(g, f"challenge:{tm}")
    assert len(g.s["players"][1]["discard"]) >= 2  # the Troublemaker and the discarded card


def test_pr172_each_player_draws_when_the_problem_enters_play():
    b = Board()
    b.cards[b.mane[0] - 1]["area"] = "problem:1"
    for _ in range(3):
        b.add("PR20", 0, "play", "problem:1")
    b.cards[b.mane[1] - 1]["area"] = "problem:1"
    b.add("PR20", 1, "play", "problem:1")
    b.add("PR172", 1, "problem_deck")
    g = _game(b, phase="score", step="confront")
    draws = [t for _, r, t in g.log if r == "712" and "draws" in t]
    assert len(draws) == 2
