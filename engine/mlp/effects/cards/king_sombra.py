"""Texts printed only on cards named King Sombra: their patterns and what they do."""

from __future__ import annotations

from typing import Any

from engine.mlp.effects.abilities import is_problem_area
from engine.mlp.effects.registry import VALUE_RULES, answers
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


# What a player needs to confront a Problem adds the "confront_extra" texts in play
# (`values.power.requirements`), asked with the player and the Problem's area.
@template(r"opponents need \+(\d+) power to confront this card's problem for each of their frightened friends here\.")
def _t_frightened_weigh_down(m, t):
    return _a("static", "opponents_need_more_per_frightened_here", t, "confront_extra", amount=int(m.group(1)))


@answers(VALUE_RULES, "opponents_need_more_per_frightened_here")
def _extra(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    """For an opponent of this card's controller at the Problem this card is at: the amount
    for each frightened Friend that opponent controls there."""
    s = g.s
    sc = s["cards"][src]
    area = sc["area"]
    if subject == sc["ctrl"] or context.get("area") != area or not is_problem_area(g, area):
        return 0
    cards = s["cards"]
    frightened = sum(1 for i in g.at(area) if cards[i]["ctrl"] == subject and cards[i]["frightened"]
                     and g.is_type(i, "friend"))
    return ability.params["amount"] * frightened
