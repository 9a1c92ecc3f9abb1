"""Texts printed only on cards named Raze This Barn: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.registry import APPLIES, SAME_AREA_STATICS, answers, scope
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values import power as _power_values


@template(r"\{(\w+)\} friends here cannot be dismissed\.")
def _t_raze(m, t):
    return _a("static", "color_friends_here_safe", t, "cant_dismiss", color=m.group(1))


# ----- when its rules apply, and what they can reach (`registry.scope`) --------------------


@answers(APPLIES, "color_friends_here_safe")
def _color_friends_here_safe(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    return (tc["area"] == sc["area"] and g.is_type(target, "friend")
            and ability.params["color"] in _power_values.colors(g, target))


scope(SAME_AREA_STATICS, "color_friends_here_safe")
