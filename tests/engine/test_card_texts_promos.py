"""Texts printed on one promotional card (codes without a set prefix of their own), each
played on a judge's board.

Each test names its card's code and shows what the card's own wording does.
"""

from __future__ import annotations

from tests.engine.helpers import Board, answer, shipped_game


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
