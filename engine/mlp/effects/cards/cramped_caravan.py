"""Texts printed only on cards named Cramped Caravan: their patterns and what they do."""

from __future__ import annotations

from typing import Any

from engine.mlp.effects.registry import VALUE_RULES, answers
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


# What a player needs to confront a Problem adds the "confront_extra" texts in play
# (`values.power.requirements`), asked with the player and the Problem's area.
@template(r"you need -(\d+) power to confront opposing problems\.")
def _t_less_at_opposing_problems(m, t):
    return _a("static", "controller_needs_less_at_opposing_problems", t, "confront_extra", amount=-int(m.group(1)))


@answers(VALUE_RULES, "controller_needs_less_at_opposing_problems")
def _extra(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    """For this card's controller, at a Problem an opponent controls."""
    ctrl = g.s["cards"][src]["ctrl"]
    problem = g.problem_card(context["area"]) if context.get("area") in g.s["areas"] else None
    if subject != ctrl or problem is None or g.s["cards"][problem]["ctrl"] == ctrl:
        return 0
    return ability.params["amount"]
