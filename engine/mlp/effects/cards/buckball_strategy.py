"""Texts printed only on cards named Buckball Strategy: their patterns and what they do."""

from __future__ import annotations

from typing import Any

from engine.mlp.effects.registry import APPLIES, VALUE_RULES, answers
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"while your mane character is not boosted, it has \+(\d+) power\.")
def _t_unboosted_mane_power(m, t):
    return _a("static", "own_unboosted_mane_power", t, "power", amount=int(m.group(1)))


@answers(APPLIES, "own_unboosted_mane_power")
def _unboosted_mane(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    """This Problem's controller's Mane Character, wherever it is, while on its front side."""
    return target == s["players"][sc["ctrl"]]["mane"] and not tc["boosted"]


# What a player needs to confront a Problem adds the "confront_extra" texts in play
# (`values.power.requirements`), asked with the player and the Problem's area.
@template(r"while your opponent's mane character is boosted, opponents need \+(\d+) power to confront this problem\.")
def _t_boosted_opponents_need_more(m, t):
    return _a("static", "boosted_opponents_need_more_here", t, "confront_extra", amount=int(m.group(1)))


@answers(VALUE_RULES, "boosted_opponents_need_more_here")
def _extra(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    """For an opponent of this Problem's controller, at this Problem, while that opponent's
    Mane Character is on its Boosted side."""
    s = g.s
    sc = s["cards"][src]
    if subject == sc["ctrl"] or context.get("area") != sc["area"]:
        return 0
    mane = s["players"][subject]["mane"]
    return ability.params["amount"] if mane in s["cards"] and s["cards"][mane]["boosted"] else 0
