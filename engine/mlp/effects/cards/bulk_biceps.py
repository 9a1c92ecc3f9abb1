"""Texts printed only on cards named Bulk Biceps: their patterns and what they do."""

from __future__ import annotations

from typing import Any

from engine.mlp.effects.abilities import is_involved
from engine.mlp.effects.registry import VALUE_RULES, answers
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"at the start of the score phase, if this card has at least (\d+) power, you may move it\.")
def _t_bulk_biceps(m, t):
    return _a("trigger", "move_self_if_power", t, "score_start", power=int(m.group(1)))


# A player's faceoff total adds the "total_power" texts in play (514.4a,
# `engine.mlp.procedures.faceoff.power_total`)
@template(r"you have \+(\d+) power during faceoffs for each of your resources attached to characters involved in the "
          r"faceoff\.")
def _t_total_per_attached(m, t):
    return _a("static", "total_per_own_resource_on_involved", t, "total_power", amount=int(m.group(1)))


@answers(VALUE_RULES, "total_per_own_resource_on_involved")
def _total(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    """For this card's controller: the amount for each Resource they control attached to a
    character involved in the faceoff (anyone's character)."""
    s = g.s
    if s["faceoff"] is None or subject != s["cards"][src]["ctrl"]:
        return 0
    cards = s["cards"]
    attached = sum(1 for i in s["play"] if cards[i]["ctrl"] == subject and cards[i]["host"]
                   and g.is_type(i, "resource") and cards[i]["host"] in cards and g.is_character(cards[i]["host"])
                   and is_involved(g, cards[i]["host"]))
    return ability.params["amount"] * attached
