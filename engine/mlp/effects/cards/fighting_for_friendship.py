"""Texts printed only on cards named Fighting for Friendship: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.registry import (
    APPLIES,
    FACEOFF_ONLY_STATICS,
    OTHERS_OF_OWN_SIDE_STATICS,
    answers,
    scope,
)
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"your characters at this problem each get \+(\d+) power during faceoffs\.")
def _t_problem_faceoff_bonus(m, t):
    return _a("static", "own_at_problem_faceoff", t, "power", amount=int(m.group(1)))


# ----- when its rules apply, and what they can reach (`registry.scope`) --------------------


@answers(APPLIES, "own_at_problem_faceoff")
def _own_at_problem_faceoff(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    host = sc["host"]
    return (s["faceoff"] is not None and host in s["cards"] and tc["area"] == s["cards"][host]["area"]
            and tc["ctrl"] == sc["ctrl"] and g.is_character(target))


scope(FACEOFF_ONLY_STATICS, "own_at_problem_faceoff")
scope(OTHERS_OF_OWN_SIDE_STATICS, "own_at_problem_faceoff")
