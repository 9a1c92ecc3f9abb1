"""A head judge's audit of the turn itself, each on a board like the judge's: the Score Phase's
faceoffs and Solve Step (612-613), ..."""

from __future__ import annotations

from engine.mlp.api import default_library
from tests.engine.helpers import Board, log_text, pass_until

FULL_STEAM = "PR31"  # a vanilla 4-power Honesty (orange) Friend
EMERALD = "PR12"  # a vanilla 2-power Loyalty (blue) Friend


def _game(b: Board, **top):
    return b.game(default_library(), **top)


# ----- 514.4c / 514.5 / 613.1: a tie no flip can break ---------------------------------------


def test_613_1_a_problem_faceoff_tied_with_both_decks_empty_leaves_its_problem_unsolved():
    """Both players meet Cloudbursting's requirement with 6 power and neither has a card left
    to flip: the tie can never break, so the faceoff ends with no winner. No one won it, so it
    never became resolved (514.5), and only Problems at which Problem Faceoffs were resolved
    become solved (613.1): Cloudbursting stays in play and the characters stay there."""
    b = Board(deck_size=0)
    mine = [b.add(code, 0, "play", "problem:0") for code in (FULL_STEAM, EMERALD)]
    theirs = [b.add(code, 1, "play", "problem:0") for code in (FULL_STEAM, EMERALD)]
    g = _game(b, phase="score", step="score")
    problem = g.problem_card("problem:0")
    pass_until(g, phase="main")
    assert g.s["turn_player"] == 1
    assert "Tied and neither player can flip: the faceoff ends with no winner, unresolved: no Problem " \
           "is solved (613.1)" in log_text(g)
    assert g.problem_card("problem:0") == problem and "is replaced" not in log_text(g)
    assert all(g.s["cards"][i]["area"] == "problem:0" for i in mine + theirs)
    assert [p["score"] for p in g.s["players"]] == [1, 0]  # (P0's confront point only)
