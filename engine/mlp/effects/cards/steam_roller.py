"""Texts printed only on cards named Steam Roller: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.beneath import FEW_NUMBER
from engine.mlp.effects.registry import APPLIES, SELF_ONLY_STATICS, answers, scope
from engine.mlp.state.library import Ability
from engine.mlp.text.parts import number
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"while this card has at least " + FEW_NUMBER + r" cards? beneath it, it can't be dismissed or frightened\.")
def _t_beneath_safe(m, t):
    n = number(m.group(1))
    return [_a("static", "self_safe_with_beneath", t, "cant_dismiss", min_beneath=n),
            _a("static", "self_safe_with_beneath", t, "cant_frighten", min_beneath=n)]


# ----- when its rules apply, and what they can reach (`registry.scope`) --------------------


@answers(APPLIES, "self_safe_with_beneath")
def _self_safe_with_beneath(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    return src == target and len(g.beneath(src)) >= ability.params["min_beneath"]



scope(SELF_ONLY_STATICS, "self_safe_with_beneath")
