"""Texts printed only on cards named Fear Itself: their patterns and what they do."""

from __future__ import annotations

from typing import Any

from engine.mlp.effects.registry import VALUE_RULES, answers
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


# Whether a player can confront a Problem asks the "cant_confront" texts in play (`values.power.requirements`).
@template(r"while there is a facedown troublemaker here, players can't confront this problem\.")
def _t_fear_itself(m, t):
    return _a("static", "cant_confront_with_face_down_troublemaker", t, "cant_confront")


# ----- what it is worth (`registry.VALUE_RULES`) -----------------------------------------------


@answers(VALUE_RULES, "cant_confront_with_face_down_troublemaker")
def _barred(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    """1 (no player can confront it) while a face-down Troublemaker is at this Problem,
    whoever controls that Troublemaker."""
    area = g.s["cards"][src]["area"]
    if context.get("area") != area:
        return 0
    cards = g.s["cards"]
    return int(any(cards[i]["face_down"] and g.is_type(i, "troublemaker") for i in g.at(area)))
