"""Texts printed only on cards named Local Fashion: their patterns and what they do."""

from __future__ import annotations

from typing import Any

from engine.mlp.effects.abilities import is_problem_area
from engine.mlp.effects.registry import VALUE_RULES, answers
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


# What a player needs to confront a Problem adds the "confront_extra" texts in play
# (`values.power.requirements`), asked with the player and the Problem's area.
@template(r"you need -(\d+) power to confront that friend's problem\.")
def _t_less_at_hosts_problem(m, t):
    return _a("static", "controller_needs_less_at_hosts_problem", t, "confront_extra", amount=-int(m.group(1)))


@answers(VALUE_RULES, "controller_needs_less_at_hosts_problem")
def _extra(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    """For this card's controller, at the Problem where the Friend it is on is (none while
    that Friend is at home)."""
    sc = g.s["cards"][src]
    host = sc["host"]
    if subject != sc["ctrl"] or host is None or host not in g.s["cards"]:
        return 0
    area = g.s["cards"][host]["area"]
    return ability.params["amount"] if is_problem_area(g, area) and context.get("area") == area else 0
