"""Texts printed only on cards named Flitter & Cloudchaser: their patterns and what they do."""

from __future__ import annotations

from typing import Any

from engine.mlp.effects.registry import VALUE_RULES, answers
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"while this card is cutie marked, your maximum hand size is increased by (\d+)\.")
def _t_prancing_pair(m, t):
    """616.2: the Wrap Up Step discards down to the maximum plus these (category "hand_size")."""
    return _a("static", "hand_size_while_cutie_marked", t, "hand_size", amount=int(m.group(1)))


# ----- when its rules apply ----------------------------------------------------------------


@answers(VALUE_RULES, "hand_size_while_cutie_marked")
def _more_hand(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    sc = g.s["cards"][src]
    return ability.params["amount"] if sc["ctrl"] == subject and sc["counters"].get("cutie_mark") else 0
