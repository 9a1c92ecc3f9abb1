"""Texts printed only on cards named Picnic Lunch: their patterns and what they do."""

from __future__ import annotations

from typing import Any

from engine.mlp.effects.registry import VALUE_RULES, answers
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values import power


# `effects.faceoffs.extra_flips` adds the "extra_flips" texts (514.3a)
@template(r"while at least (\d+) of your \{(\w+)\} friends are at one problem, flip an additional card during "
          r"faceoffs at that problem\.")
def _t_gathered_flip(m, t):
    return _a("static", "gathered_friends_extra_flip", t, "extra_flips", count=int(m.group(1)), color=m.group(2))


@answers(VALUE_RULES, "gathered_friends_extra_flip")
def _gathered_flip(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    """One more card for this card's controller in a faceoff at a Problem where they have
    that many Friends of the color."""
    fo = g.s["faceoff"]
    if fo is None or subject != g.s["cards"][src]["ctrl"]:
        return 0
    p = ability.params
    for area in fo["areas"]:
        friends = [i for i in g.characters_at(area, subject) if g.is_type(i, "friend") and p["color"] in power.colors(g, i)]
        if len(friends) >= p["count"]:
            return 1
    return 0
