"""Texts printed only on cards named Ready to Fight: their patterns and what they do."""

from __future__ import annotations

from typing import Any

from engine.mlp.effects.registry import VALUE_RULES, answers
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


# A player's faceoff total (514.4a) adds the "total_power" texts in play (`procedures.faceoff`).
@template(r"you have \+(\d+) power during faceoffs here\.")
def _t_more_power_in_faceoffs_here(m, t):
    return _a("static", "controller_total_power_in_faceoffs_here", t, "total_power", amount=int(m.group(1)))


@answers(VALUE_RULES, "controller_total_power_in_faceoffs_here")
def _total(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    """+N to this Problem's controller's total in any faceoff at this Problem."""
    here = g.s["cards"][src]
    if subject != here["ctrl"] or here["area"] not in context.get("areas", ()):
        return 0
    return ability.params["amount"]
