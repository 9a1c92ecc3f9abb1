"""Texts printed only on cards named Lacking Lesson Plans: their patterns and what they do."""

from __future__ import annotations

from typing import Any

from engine.mlp.effects.registry import VALUE_RULES, answers
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


# `values.power.blocked_by_troublemaker` asks the "tm_dont_block" texts (611.3e)
@template(r"opposing troublemakers don't prevent you from confronting this problem\.")
def _t_not_blocked(m, t):
    return _a("static", "opp_troublemakers_dont_block_owner", t, "tm_dont_block")


@answers(VALUE_RULES, "opp_troublemakers_dont_block_owner")
def _owner_not_blocked(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    """On a Problem, "you" is its owner (its controller), confronting it."""
    sc = g.s["cards"][src]
    return int(subject == sc["ctrl"] and context.get("area") == sc["area"])
