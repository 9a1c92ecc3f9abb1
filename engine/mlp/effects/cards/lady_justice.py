"""Texts printed only on cards named Lady Justice: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import is_involved, is_problem_area
from engine.mlp.effects.registry import (
    APPLIES,
    FACEOFF_ONLY_STATICS,
    OPPOSING_SIDE_STATICS,
    SAME_AREA_STATICS,
    answers,
    scope,
)
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"your opponent'?s characters at this card's problem each get -(\d+) power during faceoffs\.")
def _t_opp_faceoff_minus(m, t):
    return _a("static", "opp_here_faceoff", t, "power", amount=-int(m.group(1)))


# ----- when its rules apply, and what they can reach (`registry.scope`) --------------------


@answers(APPLIES, "opp_here_faceoff")
def _opp_here_faceoff(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    return (s["faceoff"] is not None and tc["ctrl"] != sc["ctrl"] and tc["area"] == sc["area"]
            and is_problem_area(g, sc["area"]) and g.is_character(target) and is_involved(g, target))


scope(SAME_AREA_STATICS, "opp_here_faceoff")
scope(FACEOFF_ONLY_STATICS, "opp_here_faceoff")
scope(OPPOSING_SIDE_STATICS, "opp_here_faceoff")
