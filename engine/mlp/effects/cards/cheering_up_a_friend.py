"""Texts printed only on cards named Cheering Up a Friend: their patterns and what they do."""

from __future__ import annotations

from typing import Any

from engine.mlp.effects.registry import VALUE_RULES, answers
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"players can't confront this problem unless they have at least (\d+) characters here\.")
def _t_confront_needs_characters(m, t):
    return _a("static", "cant_confront_here_with_few_characters", t, "cant_confront", at_least=int(m.group(1)))


# ----- what it is worth (`registry.VALUE_RULES`) -----------------------------------------------


@answers(VALUE_RULES, "cant_confront_here_with_few_characters")
def _barred(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    """1 (can't confront) for a player with fewer characters than the number at this
    Problem; any player, its owner included."""
    area = g.s["cards"][src]["area"]
    if context.get("area") != area:
        return 0
    return int(len(g.characters_at(area, subject)) < ability.params["at_least"])
