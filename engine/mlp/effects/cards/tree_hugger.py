"""Texts printed only on cards named Tree Hugger: their patterns and what they do."""

from __future__ import annotations

from typing import Any

from engine.mlp.effects.registry import VALUE_RULES, answers
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


# `values.power.blocked_by_troublemaker` (611.3e) asks every "opposing_tms_dont_block" text
# whether the player confronting the Problem at an area is freed from opposing Troublemakers.
@template(r"opposing troublemakers don't prevent you from confronting this card's problem\.")
def _t_opposing_troublemakers_dont_block(m, t):
    return _a("static", "opposing_tms_dont_block_here", t, "opposing_tms_dont_block")


@answers(VALUE_RULES, "opposing_tms_dont_block_here")
def _frees(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    """Only this card's controller ("you"), at this card's Problem (none while it is home);
    their own face-up Epic Troublemaker still blocks, not being an opposing one."""
    c = g.s["cards"][src]
    return int(subject == c["ctrl"] and context["area"] == c["area"]
               and g.s["areas"].get(c["area"], {}).get("kind") == "problem")
