"""Texts printed on one card of Premiere, each played on a judge's board.

Each test names its card's code and shows what the card's own wording does.
"""

from __future__ import annotations

from tests.engine.helpers import Board, answer, shipped_game


def test_pr196_wrapping_up_winter_the_first_friend_played_here_gains_two():
    b = Board(problems=("PR168", "PR196"))
    b.players[0] = {"tokens": 9}
    b.add("PR60", 0, "play", "home:0")
    first = b.add("PR12", 0, "hand")
    second = b.add("PR12", 0, "hand")
    elsewhere = b.add("PR12", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{elsewhere}|problem:0")
    assert g.s["players"][0]["tokens"] == 9 - 2  # another Problem: nothing
    answer(g, f"play|{first}|problem:1")
    assert g.s["players"][0]["tokens"] == 9 - 2 - 2 + 2
    answer(g, f"play|{second}|problem:1")
    assert g.s["players"][0]["tokens"] == 9 - 2 - 2 + 2 - 2  # only the first
