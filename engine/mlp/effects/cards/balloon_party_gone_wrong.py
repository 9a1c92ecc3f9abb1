"""Texts printed only on cards named Balloon Party Gone Wrong!: their patterns and what they do."""

from __future__ import annotations

from typing import Any

from engine.mlp.effects.registry import VALUE_RULES, answers
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


# What a player needs to confront a Problem adds the "confront_extra" texts in play (`values.power.requirements`).
@template(r"while an opponent's mane character is boosted, that opponent needs \+(\d+) power to confront this "
          r"problem\.")
def _t_boosted_opponent_needs_more(m, t):
    return _a("static", "boosted_opponent_confront_extra", t, "confront_extra", amount=int(m.group(1)))


# ----- what it is worth (`registry.VALUE_RULES`) -----------------------------------------------


@answers(VALUE_RULES, "boosted_opponent_confront_extra")
def _boosted_opponent_needs_more(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    """An opponent of this Problem's controller whose Mane Character is on its Boosted side
    needs more power here; its controller, and an opponent whose Mane is not boosted, don't."""
    s = g.s
    sc = s["cards"][src]
    if subject == sc["ctrl"] or context.get("area") != sc["area"]:
        return 0
    mane = s["players"][subject]["mane"]
    boosted = mane in s["cards"] and s["cards"][mane]["zone"] == "play" and s["cards"][mane]["boosted"]
    return ability.params["amount"] if boosted else 0
