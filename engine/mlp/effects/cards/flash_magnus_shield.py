"""Texts printed only on cards named Flash Magnus' Shield: their patterns and what they do."""

from __future__ import annotations

from typing import Any

from engine.mlp.effects.registry import VALUE_RULES, answers
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


# A player's faceoff total (514.4a) adds the "total_power" texts in play (`procedures.faceoff`).
@template(r"you have \+(\d+) power during troublemaker faceoffs\.")
def _t_more_power_in_troublemaker_faceoffs(m, t):
    return _a("static", "controller_total_power_in_troublemaker_faceoffs", t, "total_power", amount=int(m.group(1)))


@answers(VALUE_RULES, "controller_total_power_in_troublemaker_faceoffs")
def _total(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    """+N to this card's controller's total in every Troublemaker faceoff, wherever it is."""
    fo = g.s["faceoff"]
    if subject != g.s["cards"][src]["ctrl"] or fo is None or fo["kind"] != "troublemaker":
        return 0
    return ability.params["amount"]
