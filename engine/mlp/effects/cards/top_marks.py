"""Texts printed only on cards named Top Marks: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import is_problem_area
from engine.mlp.effects.registry import APPLIES, answers
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


# A Problem's bonus points are asked of the "no_bonus" texts in play as a Problem faceoff
# is won (`procedures.faceoff`); the Problem card is the one asked about.
@template(r"this card's problem has 0 bonus points\.")
def _t_no_bonus_here(m, t):
    return _a("static", "no_bonus_at_this_cards_problem", t, "no_bonus")


@answers(APPLIES, "no_bonus_at_this_cards_problem")
def _applies(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    """The Problem where this card is (none while it is at home)."""
    return is_problem_area(g, sc["area"]) and tc["area"] == sc["area"] and g.is_type(target, "problem")
