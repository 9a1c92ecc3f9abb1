"""Texts printed only on cards named Rubber Chicken: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import is_involved
from engine.mlp.effects.registry import (
    APPLIES,
    FACEOFF_ONLY_STATICS,
    HOST_ONLY_STATICS,
    answers,
    scope,
)
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"while this friend is involved in a troublemaker faceoff, it gets \+(\d+) \{(\w+)\}\.")
def _t_host_tm_faceoff(m, t):
    return _a("static", "host_power_tm_faceoff", t, "power", amount=int(m.group(1)), color=m.group(2))


# ----- when its rules apply, and what they can reach (`registry.scope`) --------------------


@answers(APPLIES, "host_power_tm_faceoff")
def _host_power_tm_faceoff(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    fo = s["faceoff"]
    return sc["host"] == target and fo is not None and fo["kind"] == "troublemaker" and is_involved(g, target)


scope(HOST_ONLY_STATICS, "host_power_tm_faceoff")
scope(FACEOFF_ONLY_STATICS, "host_power_tm_faceoff")
