"""Texts printed only on cards named Appleoosa: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.registry import APPLIES, answers
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values.power import power


@template(r"your friends with at least (\d+) power can't be frightened or dismissed\.")
def _t_strong_friends_safe(m, t):
    n = int(m.group(1))
    return [_a("static", "own_strong_friends_safe", t, "cant_frighten", at_least=n),
            _a("static", "own_strong_friends_safe", t, "cant_dismiss", at_least=n)]


@answers(APPLIES, "own_strong_friends_safe")
def _applies(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    """This card's controller's Friends whose power now reaches the number."""
    return (tc["ctrl"] == sc["ctrl"] and g.is_type(target, "friend")
            and (power(g, target) or 0) >= ability.params["at_least"])
