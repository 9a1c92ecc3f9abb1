"""Texts printed only on cards named It's a Trap!: their patterns and what they do."""

from __future__ import annotations

from typing import Any

from engine.mlp.effects.registry import VALUE_RULES, answers
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


# What challenging a Troublemaker costs adds the "challenge_tax" texts in play (`values.power.challenge_tax`, 608.1).
@template(r"players can't challenge that troublemaker unless they pay \{(\d+)\}\.")
def _t_its_a_trap(m, t):
    return _a("static", "challenge_host_costs", t, "challenge_tax", amount=int(m.group(1)))


# ----- what it is worth (`registry.VALUE_RULES`) -----------------------------------------------


@answers(VALUE_RULES, "challenge_host_costs")
def _challenge_host_costs(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    """Any player challenging the Troublemaker this card is on pays the amount."""
    return ability.params["amount"] if context.get("tm") == g.s["cards"][src]["host"] else 0
