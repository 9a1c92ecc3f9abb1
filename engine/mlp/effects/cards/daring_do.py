"""Texts printed only on cards named Daring Do: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.registry import AMOUNTS, APPLIES, answers
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"your troublemakers have \+(\d+) power for each frightened friend\.")
def _t_troublemakers_per_frightened(m, t):
    return _a("static", "own_troublemakers_power_per_frightened_friend", t, "power", amount=int(m.group(1)))


@answers(APPLIES, "own_troublemakers_power_per_frightened_friend")
def _applies(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    """This card's controller's Troublemakers in play (a face-down one has no power to change)."""
    return tc["ctrl"] == sc["ctrl"] and g.is_type(target, "troublemaker")


@answers(AMOUNTS, "own_troublemakers_power_per_frightened_friend")
def _amount(g, src: int, target: int, ability: Ability) -> int:
    """+N for each frightened Friend in play, whoever controls it."""
    cards = g.s["cards"]
    frightened = sum(1 for i in g.s["play"] if cards[i]["frightened"] and g.is_type(i, "friend"))
    return ability.params["amount"] * frightened
