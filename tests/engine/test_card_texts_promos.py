"""Texts printed on one promotional card (codes without a set prefix of their own), each
played on a judge's board.

Each test names its card's code and shows what the card's own wording does.
"""

from __future__ import annotations

from engine.mlp.values import power
from tests.engine.card_play import start_challenge, tm_faceoff
from tests.engine.helpers import Board, answer, keys, log_text, shipped_game


def test_cgpf12_dj_pon_3_flippant_dj_moves_a_random_friend_to_the_chosen_problem():
    b = Board()
    dj = b.add("CGpf12", 0, "play", "home:0")
    friends = [b.add("PR36", 0, "play", "home:0"), b.add("PR36", 1, "play", "home:1"),
               b.add("PR36", 1, "play", "problem:0")]
    g = shipped_game(b)
    answer(g, f"act|{dj}|")
    answer(g, "problem:1")
    moved = [i for i in [*friends, dj] if g.card(i)["area"] == "problem:1"]
    assert len(moved) == 1  # one Friend, of either player (or the DJ itself)
    assert g.card(dj)["exhausted"]
    assert g.card(b.mane[0])["area"] == "home:0" and g.card(b.mane[1])["area"] == "home:1"  # not Friends


def test_cgpf12_dj_pon_3_flippant_dj_picks_among_friends_not_already_there():
    b = Board()
    dj = b.add("CGpf12", 0, "play", "problem:1")  # the only Friend away from problem:0 is itself
    here = b.add("PR36", 1, "play", "problem:0")
    g = shipped_game(b)
    answer(g, f"act|{dj}|")
    answer(g, "problem:0")
    assert g.card(dj)["area"] == "problem:0" and g.card(here)["area"] == "problem:0"


PEARLY_STITCH = "PR73"  # "Your opponent's cards can't move this card."


def test_cgpf12_dj_pon_3_flippant_dj_picks_only_a_friend_it_can_move():
    """705.2e: P0's DJ Pon-3, Flippant DJ picks its random Friend among those P0 may move to
    the chosen Problem: P1's Pearly Stitch, Crotchety Crocheter is never picked, so P1's
    Sweetie Sunrise is moved, whatever the seed."""
    for seed in range(1, 9):
        b = Board()
        dj = b.add("CGpf12", 0, "play", "problem:1")  # (there already: not picked)
        pearly = b.add(PEARLY_STITCH, 1, "play", "home:1")
        sweetie = b.add("PR20", 1, "play", "home:1")
        g = shipped_game(b, seed=seed)
        answer(g, f"act|{dj}|")
        answer(g, "problem:1")
        assert g.card(sweetie)["area"] == "problem:1" and g.card(pearly)["area"] == "home:1", seed


def test_cgpf12_dj_pon_3_flippant_dj_picks_none_when_each_friend_is_kept():
    """705.2e: with only Pearly Stitch away from the chosen Problem, no Friend is picked and
    the log names her and the text that keeps her."""
    b = Board()
    dj = b.add("CGpf12", 0, "play", "problem:1")
    pearly = b.add(PEARLY_STITCH, 1, "play", "home:1")
    g = shipped_game(b)
    answer(g, f"act|{dj}|")
    answer(g, "problem:1")
    assert g.card(pearly)["area"] == "home:1" and g.pending().kind == "priority"
    assert "No card can be picked at random to move: Pearly Stitch, Crotchety Crocheter #" in log_text(g)


def test_cgpf11_princess_celestia_gambit_planner_retires_to_gain_four_after_an_opponent_dismisses_your_friend():
    b = Board()
    b.players[0] = {"tokens": 0}
    b.players[1] = {"tokens": 3}
    celestia = b.add("CGpf11", 0, "play", "home:0")
    b.add("PR20", 0, "play", "home:0")  # Sweetie Sunrise: 1 power
    b.add("PR36", 1, "play", "home:1")  # P1's play requirement: 3 pink
    invitation = b.add("PR113", 1, "hand")  # "Dismiss an opponent's Friend with 1 power or less."
    g = shipped_game(b, turn_player=1)
    answer(g, f"play|{invitation}|event")
    assert g.pending().player == 0
    offered = [k for k in keys(g) if k.startswith(f"act|{celestia}|")]
    assert offered
    answer(g, offered[0])
    assert "Princess Celestia, Gambit Planner #" in log_text(g) and "is retired" in log_text(g)
    assert celestia not in g.s["play"]
    assert g.s["players"][0]["tokens"] == 4


def test_cgpf11_princess_celestia_gambit_planner_ignores_a_dismissed_friend_that_is_not_yours():
    b = Board()
    b.players[0] = {"tokens": 3}
    celestia = b.add("CGpf11", 0, "play", "home:0")
    b.add("PR36", 0, "play", "home:0")
    b.add("PR20", 1, "play", "home:1")
    invitation = b.add("PR113", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{invitation}|event")  # P0 dismisses P1's Friend: not one of P0's
    assert "is dismissed" in log_text(g)
    assert not [k for k in keys(g) if k.startswith(f"act|{celestia}|")]


def test_cgpf6_octavia_serious_musician_sends_a_moved_character_back_and_holds_it_this_turn():
    b = Board()
    b.players[0] = {"tokens": 6}
    walker = b.add("PR12", 0, "play", "home:0")
    other = b.add("PR12", 0, "play", "home:0")
    octavia = b.add("CGpf6", 1, "play", "problem:1")
    g = shipped_game(b)
    answer(g, f"move|{walker}|problem:0")
    assert g.pending().player == 1
    answer(g, next(k for k in keys(g) if k.startswith(f"act|{octavia}|")))
    assert g.card(walker)["area"] == "home:0"  # sent back to where it came from
    assert octavia not in g.s["play"] and [g.spec(i).code for i in g.s["players"][1]["hand"]] == ["CGpf6"]
    offered = keys(g)
    assert not [k for k in offered if k.startswith(f"move|{walker}|")]  # not again this turn
    assert f"move|{other}|problem:0" in offered  # another character is free to move
def test_gf7_pie_sisters_two_of_a_kind_is_a_pinkie_pie_and_a_maud_pie_in_all_zones():
    b = Board()
    gummy = b.add("CG37", 0, "play", "problem:0")  # "While with your Pinkie Pie, this card has +1 power."
    b.add("GF7", 0, "play", "problem:0")
    elsewhere = b.add("CG37", 0, "play", "problem:1")
    g = shipped_game(b)
    assert power.power(g, gummy) == 2 + 1 and power.power(g, elsewhere) == 2
    in_hand = b.add("GF7", 1, "hand")
    g = shipped_game(b)
    spec = g.spec(in_hand)
    assert spec.is_named("maud pie") and spec.is_named("pinkie pie") and spec.is_named("pie sisters")
    assert not spec.is_named("rarity")


def test_gf9_defenders_of_equestria_royal_sisters_are_a_princess_celestia_and_a_princess_luna():
    b, _, (event,), tm = tm_faceoff(("GF9", "PR36"), hand=("CN122",), manes=("PR3", "PR4"))
    g = start_challenge(b, tm)
    seen = len(g.log)
    answer(g, f"play|{event}|event")  # The Sun and the Moon: "... Princess Luna and Princess Celestia ..."
    extra = [t for _, rule, t in g.log[seen:] if rule != "514.3" and t.startswith("P0 flips")]
    assert len(extra) == 2  # both names involved, on one card
