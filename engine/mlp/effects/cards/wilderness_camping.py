"""Texts printed only on cards named Wilderness Camping: their patterns and what they do."""

from __future__ import annotations

from typing import Any

from engine.mlp.effects.registry import VALUE_RULES, answers
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


# What a player needs to confront a Problem adds the "confront_extra" texts in play
# (`values.power.requirements`), asked with the player and the Problem's area.
@template(r"you need -(\d+) power to confront this problem for each card type among cards in your discard pile\.")
def _t_less_per_discarded_type(m, t):
    return _a("static", "owner_needs_less_per_discarded_type", t, "confront_extra", amount=-int(m.group(1)))


@answers(VALUE_RULES, "owner_needs_less_per_discarded_type")
def _extra(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    """For this Problem's controller at this Problem: the amount for each card type (Friend,
    Event, Resource, Troublemaker, ...) among the cards in their own discard pile."""
    ctrl = g.s["cards"][src]["ctrl"]
    if subject != ctrl or context.get("area") != g.s["cards"][src]["area"]:
        return 0
    kinds = {g.spec(i).type for i in g.s["players"][ctrl]["discard"]}
    return ability.params["amount"] * len(kinds)
