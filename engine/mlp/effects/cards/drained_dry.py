"""Texts printed only on cards named Drained Dry: their patterns and what they do."""

from __future__ import annotations

from typing import Any

from engine.mlp.effects.registry import VALUE_RULES, answers
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


# The draw action's cost adds the "draw_action_cost" texts in play (`values.power.draw_action_cost`).
@template(r"using the draw action during the main phase costs \+\{(\d+)\}\.")
def _t_draw_tax(m, t):
    return _a("static", "draw_action_tax", t, "draw_action_cost", amount=int(m.group(1)))


# ----- when its rules apply ----------------------------------------------------------------


@answers(VALUE_RULES, "draw_action_tax")
def _draw_action_tax(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    # every player's draw action (609.2d), which is taken only in the Main Phase
    return ability.params["amount"]
