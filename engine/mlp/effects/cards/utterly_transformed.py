"""Texts printed only on cards named Utterly Transformed: their patterns and what they do."""

from __future__ import annotations

from typing import Any

from engine.mlp.effects.registry import VALUE_RULES, answers
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"while there are no opposing characters here, you need -(\d+) power to confront this problem\.")
def _t_need_less_alone(m, t):
    return _a("static", "confront_less_while_alone", t, "confront_extra", amount=-int(m.group(1)))


@answers(VALUE_RULES, "confront_less_while_alone")
def _less_while_alone(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    """On a Problem, "you" is its owner (its controller); "opposing characters" are the
    other player's characters at it."""
    sc = g.s["cards"][src]
    area = sc["area"]
    if context.get("area") != area or subject != sc["ctrl"] or g.characters_at(area, 1 - subject):
        return 0
    return ability.params["amount"]
