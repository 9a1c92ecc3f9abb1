"""Texts printed on one card of Seaquestria and Beyond, each played on a judge's board.

Each test names its card's code and shows what the card's own wording does, and where it
matters what it must not do (the other player's side, the other kind of faceoff).
"""

from __future__ import annotations

from engine.mlp.effects import faceoffs
from tests.engine.card_play import TROUBLEMAKER, board, in_faceoff, start_challenge
from tests.engine.helpers import shipped_game


def _flips(b, tm_owner: int = 1, at: str = "problem:0") -> list[int]:
    """P0 challenges a Troublemaker at `at`: how many cards each player flipped."""
    tm = b.add(TROUBLEMAKER, tm_owner, "play", at)
    g = start_challenge(b, tm)
    return [sum(1 for _, rule, text in g.log if rule == "514.3" and text.startswith(f"P{p} flips")) for p in (0, 1)]


def _problem_faceoff_extra_flips(b) -> list[int]:
    """During a Problem faceoff at problem:0: how many more cards each player flips."""
    g = shipped_game(b)
    in_faceoff(g)
    return [faceoffs.extra_flips(g, p) for p in (0, 1)]


def test_sb78_applejack_and_twilight_flip_an_additional_card_in_troublemaker_faceoffs():
    b = board()
    b.add("SB78", 0, "play", "problem:0")
    assert _flips(b) == [2, 1]
    # not in a Problem faceoff
    b = board()
    b.add("SB78", 0, "play", "problem:0")
    assert _problem_faceoff_extra_flips(b) == [0, 0]


def test_sb83_seapony_duo_opponents_flip_one_fewer_in_its_faceoffs():
    b = board()
    b.add("SB83", 0, "play", "problem:0")
    b.add("PR36", 0, "play", "problem:0")  # (enough power to win without a tie)
    assert _flips(b) == [2, 0]  # one more for its controller, one fewer for the opponent
    # a faceoff not involving it: both flip as usual
    b = board()
    b.add("SB83", 0, "play", "problem:1")
    b.add("PR60", 0, "play", "problem:0")
    assert _flips(b) == [1, 1]
