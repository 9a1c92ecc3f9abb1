"""Texts printed only on cards named A Thorn in His Paw: their patterns and what they do."""

from __future__ import annotations

from typing import Any

from engine.mlp.effects.registry import AT_OWN_AREA_ONLY, BY_CARD_TYPE, VALUE_RULES, answers, scope
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values import power as _power_values


@template(r"while a player has at least (\d+) \{(\w+)\} friends at this problem, that player's opponent must pay \+\{(\d+)\} to play a friend here\.")
def _t_thorn(m, t):
    return _a("static", "problem_play_tax", t, "play_cost", count=int(m.group(1)), color=m.group(2),
              amount=int(m.group(3)))


# ----- when its rules apply, and what they can reach (`registry.scope`) --------------------


scope(BY_CARD_TYPE, "problem_play_tax")
scope(AT_OWN_AREA_ONLY, "problem_play_tax")


@answers(VALUE_RULES, "problem_play_tax")
def _problem_play_tax(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    sc = g.s["cards"][src]
    p = ability.params
    if context.get("dest") != sc["area"] or not g.is_type(context["card"], "friend"):
        return 0
    # the opponent's Friends of the color there, counted only until there are enough
    count, color = p["count"], p["color"]
    strong = 0
    for i in g.characters_at(sc["area"], 1 - subject):
        if strong >= count:
            break
        if g.is_type(i, "friend") and color in _power_values.colors(g, i):
            strong += 1
    return p["amount"] if strong >= count else 0
