"""Texts printed only on cards named Marvelous Chapeau: their patterns and what they do."""

from __future__ import annotations

from typing import Any

from engine.mlp.effects.registry import VALUE_RULES, answers
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values import power as _power_values


@template(r"while this friend is at an opponent's problem, if you have at least (\d+) \{(\w+)\} in play, you need -(?:(\d+) power|\[(\d+) wild\]) to confront that problem\.")
def _t_chapeau(m, t):
    return _a("static", "host_confront_less", t, "confront_extra", count=int(m.group(1)), color=m.group(2),
              amount=-int(m.group(3) or m.group(4)))


# ----- when its rules apply ----------------------------------------------------------------


@answers(VALUE_RULES, "host_confront_less")
def _host_confront_less(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    s = g.s
    sc = s["cards"][src]
    p = ability.params
    host = sc["host"]
    if host not in s["cards"] or subject != sc["ctrl"] or s["cards"][host]["area"] != context["area"]:
        return 0
    if g.area_owner(context["area"]) == subject:
        return 0
    return p["amount"] if _power_values.color_power(g, subject, p["color"]) >= p["count"] else 0
