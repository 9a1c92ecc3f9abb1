"""Texts printed only on cards named Cult of Personality: their patterns and what they do."""

from __future__ import annotations

from typing import Any

from engine.mlp.effects.registry import VALUE_RULES, answers
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values import power


# `values.power.requirements` adds up every "confront_extra" text for a player at a Problem
@template(r"players need \+(\d+) power to confront this problem for each color among their characters here\.")
def _t_more_per_color(m, t):
    return _a("static", "confront_extra_per_color_here", t, "confront_extra", amount=int(m.group(1)))


@answers(VALUE_RULES, "confront_extra_per_color_here")
def _per_color(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    """Each player (`subject`) counts the different colors among their own characters at
    this Problem (a character of two colors gives two; none for a colorless one)."""
    area = g.s["cards"][src]["area"]
    if context.get("area") != area:
        return 0
    colors: set[str] = set()
    for iid in g.characters_at(area, subject):
        colors.update(power.colors(g, iid))
    return ability.params["amount"] * len(colors)
