"""Texts printed only on cards named Ember: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.registry import APPLIES, answers
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"your friends with \+1 power counters on them can't be frightened\.")
def _t_countered_friends_safe(m, t):
    return _a("static", "own_countered_friends_unfrightenable", t, "cant_frighten")


@answers(APPLIES, "own_countered_friends_unfrightenable")
def _applies(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    """This card's controller's Friends with at least one +1 power counter."""
    return tc["ctrl"] == sc["ctrl"] and g.is_type(target, "friend") and tc["counters"].get("power", 0) > 0
