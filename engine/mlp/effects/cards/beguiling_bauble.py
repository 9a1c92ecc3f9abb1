"""Texts printed only on cards named Beguiling Bauble: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import is_involved
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


@template(r"while involved in a problem faceoff, opposing boosted mane characters here have -(\d+) power\.")
def _t_beguiling_bauble(m, t):
    return _a("static", "boosted_opposing_manes_weaker_in_problem_faceoffs", t, "power", amount=-int(m.group(1)))


# ----- when its rules apply, and what they can reach (`registry.scope`) --------------------


scope(SAME_AREA_STATICS, "boosted_opposing_manes_weaker_in_problem_faceoffs")
scope(FACEOFF_ONLY_STATICS, "boosted_opposing_manes_weaker_in_problem_faceoffs")
scope(OPPOSING_SIDE_STATICS, "boosted_opposing_manes_weaker_in_problem_faceoffs")


@answers(APPLIES, "boosted_opposing_manes_weaker_in_problem_faceoffs")
def _boosted_opposing_mane_here(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    """A Mane Character on its Boosted side, controlled by an opponent of this Problem's
    controller, at this Problem, while it is involved in a Problem faceoff."""
    fo = s["faceoff"]
    return (fo is not None and fo["kind"] == "problem" and tc["ctrl"] != sc["ctrl"] and tc["area"] == sc["area"]
            and bool(tc["boosted"]) and g.is_type(target, "mane") and is_involved(g, target))
