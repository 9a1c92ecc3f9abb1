"""Texts printed only on cards named Lord Tirek: their patterns and what they do."""

from __future__ import annotations

from typing import Any

from engine.mlp.effects.registry import VALUE_RULES, answers
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


# A player's faceoff total adds the "total_power" texts in play (514.4a,
# `engine.mlp.procedures.faceoff.power_total`): each flipped card's extra power is added there
@template(r"your flipped cards have \+(\d+) power for each ([a-z]+) counter on this card\.")
def _t_flipped_power_per_counter(m, t):
    return _a("static", "own_flipped_power_per_counter", t, "total_power", amount=int(m.group(1)),
              counter=m.group(2))


@answers(VALUE_RULES, "own_flipped_power_per_counter")
def _total(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    """For this card's controller during a faceoff: the amount times this card's counters
    of that name, for each of their flipped cards that counts (not ignored)."""
    s = g.s
    fo = s["faceoff"]
    sc = s["cards"][src]
    if fo is None or subject != sc["ctrl"]:
        return 0
    p = ability.params
    flipped = sum(1 for i in fo["flipped"][subject] if i not in fo["ignored"] and i in s["cards"])
    return p["amount"] * sc["counters"].get(p["counter"], 0) * flipped
