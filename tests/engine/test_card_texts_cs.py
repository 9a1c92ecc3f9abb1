"""Texts printed on one card of Celestial Solstice, each played on a judge's board.

Each test names its card's code and shows what the card's own wording does.
"""

from __future__ import annotations

from engine.mlp.values import power
from tests.engine.card_play import BLUE, find, start_challenge
from tests.engine.helpers import Board, answer, keys, log_text, shipped_game, zone_codes


def _reactions(g, iid: int) -> list[str]:
    return [k for k in keys(g) if k.startswith(f"react|{iid}|")]


def test_cs5_ten_seconds_flat_moves_your_character_after_the_opponents_score_phase_starts():
    b = Board()
    b.players[0] = {"tokens": 2}
    b.players[1] = {"tokens": 1}
    runner = b.add(BLUE, 0, "play", "home:0")
    event = b.add("CS5", 0, "hand")
    g = shipped_game(b, turn_player=1)
    assert g.pending().player == 1 and g.s["phase"] == "main"
    answer(g, "pass")  # P1 ends their Main Phase: their Score Phase starts
    for _ in range(5):
        if g.pending().player == 0:
            break
        answer(g, "pass")
    assert g.s["phase"] == "score" and g.s["turn_player"] == 1
    found = _reactions(g, event)
    assert found, keys(g)
    answer(g, found[0])  # playing it is the choice its "you may" gives: not asked again
    if g.pending().kind == "target":
        answer(g, f"card:{runner}")
    answer(g, "problem:1")
    assert g.card(runner)["area"] == "problem:1"
    assert "P0 pays 2 action tokens" in log_text(g)  # the Event's cost
    assert "CS5" in zone_codes(g, 0, "discard")


def test_cs5_ten_seconds_flat_is_not_offered_at_the_start_of_your_own_score_phase():
    b = Board()
    b.players[0] = {"tokens": 2}
    b.add(BLUE, 0, "play", "home:0")
    event = b.add("CS5", 0, "hand")
    g = shipped_game(b)
    seen_score = False
    while g.s["turn_player"] == 0:
        seen_score = seen_score or g.s["phase"] == "score"
        assert not _reactions(g, event), g.s["phase"]
        answer(g, "pass")
    assert "CS5" in zone_codes(g, 0, "hand")
    assert "P0 plays Ten. Seconds. Flat." not in log_text(g)


def test_cs8_nightmare_moon_new_moon_defeated_puts_an_alicorn_from_its_controllers_deck_into_play():
    b = Board()
    for _ in range(4):
        b.add("PR33", 0, "play", "problem:0")
    tm = b.add("CS8", 1, "play", "problem:0")
    alicorn = b.add("PR208", 1, "deck")  # Princess Celestia, Ray of Sunshine: an Alicorn Friend
    b.add("PR36", 1, "deck")  # an Earth Pony, not to be found
    b.add("PR20", 1, "deck")  # (P1 flips these two in the faceoff)
    b.add("PR20", 1, "deck")
    g = start_challenge(b, tm)
    for _ in range(40):
        d = g.pending()
        if d.player == 1 and d.kind != "priority":
            break
        answer(g, "pass" if d.kind == "priority" else keys(g)[0])
    assert tm not in g.s["play"]
    offered = keys(g)
    if "yes" in offered:
        answer(g, "yes")
        offered = keys(g)
    assert f"card:{alicorn}" in offered
    assert not any(k.startswith("card:") and k != f"card:{alicorn}" for k in offered)  # only an Alicorn Friend
    answer(g, f"card:{alicorn}")
    answer(g, "home:1")
    (celestia,) = find(g, "PR208")
    assert g.card(celestia)["ctrl"] == 1 and g.card(celestia)["area"] == "home:1"
    assert "PR208" not in zone_codes(g, 1, "deck") and "PR36" in zone_codes(g, 1, "deck")


def test_cs6_surprise_party_all_players_shuffle_their_hands_away_and_draw_six():
    b = Board()
    b.players[0] = {"tokens": 3}  # (one left: the Main Phase goes on)
    for _ in range(2):
        b.add("PR36", 0, "play", "home:0")  # 6 pink power for the requirement of 4
    party = b.add("CS6", 0, "hand")
    b.add("PR33", 0, "hand")
    b.add("PR33", 0, "hand")
    b.add("PR79", 1, "hand")
    g = shipped_game(b)
    answer(g, f"play|{party}|event")
    p0, p1 = g.s["players"]
    assert g.s["turn_player"] == 0 and g.s["phase"] == "main"
    assert len(p0["hand"]) == 6 and len(p1["hand"]) == 6
    assert len(p0["deck"]) == 10 + 2 - 6 and len(p1["deck"]) == 10 + 1 - 6  # the hands went in first
    assert zone_codes(g, 0, "discard") == ["CS6"]
    assert "P1 shuffles 1 card from their hand into their deck" in log_text(g)


def test_csf2_princess_celestia_solar_sister_turns_over_as_a_second_alicorn_enters_and_then_pumps_them():
    b = Board(manes=("CSf2", "PR2"))
    b.players[0] = {"tokens": 9}
    galas = [b.add("PR33", 0, "play", "home:0") for _ in range(2)]  # orange for Princess Luna's requirement
    celestia = b.add("PR208", 0, "play", "home:0")  # an Alicorn Friend already in play
    luna = b.add("AD27", 0, "hand")  # Princess Luna, an Alicorn Friend
    g = shipped_game(b)
    answer(g, f"play|{luna}|home:0")
    while g.pending().kind != "priority":
        answer(g, keys(g)[0])
    (mane,) = [i for i in g.s["play"] if g.is_type(i, "mane") and g.card(i)["ctrl"] == 0]
    assert g.card(mane)["boosted"]
    (luna_in_play,) = [i for i in g.s["play"] if g.spec(i).code == "AD27"]
    assert power.power(g, celestia) == 3 + 1 and power.power(g, luna_in_play) == 4 + 1
    assert power.power(g, galas[0]) == 2  # not an Alicorn


def test_csf2_princess_celestia_solar_sister_stays_with_one_alicorn():
    b = Board(manes=("CSf2", "PR2"))
    b.players[0] = {"tokens": 9}
    for _ in range(2):
        b.add("PR33", 0, "play", "home:0")
    luna = b.add("AD27", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{luna}|home:0")
    assert not g.card(b.mane[0])["boosted"]
