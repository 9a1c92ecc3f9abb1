"""Texts printed only on cards named Forest Owl: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import is_problem_area
from engine.mlp.effects.registry import (
    APPLIES,
    OTHERS_OF_OWN_SIDE_STATICS,
    SAME_AREA_STATICS,
    answers,
    scope,
)
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"each of your other characters at a problem with this card gets \+(\d+) power\.")
def _t_others_here(m, t):
    return _a("static", "others_at_problem", t, "power", amount=int(m.group(1)))


# ----- when its rules apply, and what they can reach (`registry.scope`) --------------------


@answers(APPLIES, "others_at_problem")
def _others_at_problem(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    return (target != src and tc["ctrl"] == sc["ctrl"] and tc["area"] == sc["area"]
            and is_problem_area(g, sc["area"]) and g.is_character(target))


scope(SAME_AREA_STATICS, "others_at_problem")
scope(OTHERS_OF_OWN_SIDE_STATICS, "others_at_problem")
