"""Texts printed only on cards named Protect and Serve: their patterns and what they do."""

from __future__ import annotations

from typing import Any

from engine.mlp.effects.registry import VALUE_RULES, answers
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


# Playing a Troublemaker costs what `values.power.troublemaker_play_cost` adds up.
@template(r"players must pay \+\{(\d+)\} to play a troublemaker here\.")
def _t_troublemaker_tax(m, t):
    return _a("static", "troublemaker_play_tax_here", t, "troublemaker_play_cost", amount=int(m.group(1)))


# ----- when its rules apply ----------------------------------------------------------------


@answers(VALUE_RULES, "troublemaker_play_tax_here")
def _troublemaker_play_tax_here(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    # any player (609.2c), at this Problem only
    return ability.params["amount"] if context.get("area") == g.s["cards"][src]["area"] else 0
