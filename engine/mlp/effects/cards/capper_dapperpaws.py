"""Texts printed only on cards named Capper Dapperpaws: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import is_problem_area
from engine.mlp.effects.registry import APPLIES, answers
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


# "Opponents can't move characters ...": the opponents of this card's controller are kept
# from moving the characters it names, by the Move action and by card text alike
# (`abilities.barred_from_moving`, category "cant_be_moved_by")
@template(r"opponents can't move characters during the score phase\.")
def _t_no_moves_in_score_phase(m, t):
    return _a("static", "opponents_cant_move_in_score_phase", t, "cant_be_moved_by")


@template(r"opponents can't move characters away from here\.")
def _t_no_moves_away(m, t):
    return _a("static", "opponents_cant_move_away_from_here", t, "cant_be_moved_by")


# ----- when its rules apply ----------------------------------------------------------------


@answers(APPLIES, "opponents_cant_move_in_score_phase")
def _in_score_phase(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    return s["phase"] == "score" and g.is_character(target)


@answers(APPLIES, "opponents_cant_move_away_from_here")
def _away_from_here(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    """Any character at this card's Problem (moving it anywhere takes it away from here)."""
    return tc["area"] == sc["area"] and is_problem_area(g, sc["area"]) and g.is_character(target)
