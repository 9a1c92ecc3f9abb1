"""Texts printed only on cards named Monitor EVERYTHING!: their patterns and what they do."""

from __future__ import annotations

from typing import Any

from engine.mlp.effects.registry import ON_HOST_ONLY, VALUE_RULES, answers, scope
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"(\w+) resources played on this problem have their costs reduced by \{(\d+)\}\.")
def _t_monitor(m, t):
    return _a("static", "problem_resource_discount", t, "play_cost", trait=m.group(1), amount=-int(m.group(2)))


# ----- when its rules apply, and what they can reach (`registry.scope`) --------------------


scope(ON_HOST_ONLY, "problem_resource_discount")


@answers(VALUE_RULES, "problem_resource_discount")
def _problem_resource_discount(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    p = ability.params
    host = context.get("host")
    card = context["card"]
    if host == src and g.is_type(card, "resource") and g.spec(card).has_trait(p["trait"]):
        return p["amount"]
    return 0
