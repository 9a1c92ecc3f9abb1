"""Texts printed only on cards named Trixie: their patterns and what they do."""

from __future__ import annotations

from typing import Any

from engine.mlp.effects.registry import VALUE_RULES, answers
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


# Whether a player can confront a Problem asks the "cant_confront" texts in play (`values.power.requirements`).
@template(r"while an opponent's boosted mane character is here, this card's problem can't be confronted\.")
def _t_big_boaster(m, t):
    return _a("static", "unconfrontable_with_boosted_opponent_here", t, "cant_confront")


# ----- what it is worth (`registry.VALUE_RULES`) -----------------------------------------------


@answers(VALUE_RULES, "unconfrontable_with_boosted_opponent_here")
def _barred(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    """1 (no player can confront this card's Problem) while a Mane Character on its Boosted
    side, controlled by an opponent of this card's controller, is at that Problem."""
    s = g.s
    sc = s["cards"][src]
    area = sc["area"]
    if context.get("area") != area:
        return 0
    opponent = 1 - sc["ctrl"]
    mane = s["players"][opponent]["mane"]
    mc = s["cards"].get(mane)
    return int(mc is not None and mc["zone"] == "play" and mc["area"] == area and mc["ctrl"] == opponent
               and bool(mc["boosted"]))
