"""Texts printed only on cards named Maud Pie: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.registry import APPLIES, answers
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values.power import power


@template(r"while this card has at least (\d+) power, your friends can't be frightened\.")
def _t_strong_guard(m, t):
    return _a("static", "own_friends_unfrightenable_while_strong", t, "cant_frighten", at_least=int(m.group(1)))


@answers(APPLIES, "own_friends_unfrightenable_while_strong")
def _applies(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    """This card's controller's Friends (this card too), while its power reaches the number."""
    return (tc["ctrl"] == sc["ctrl"] and g.is_type(target, "friend")
            and (power(g, src) or 0) >= ability.params["at_least"])
