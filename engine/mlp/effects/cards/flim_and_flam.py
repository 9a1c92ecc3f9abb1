"""Texts printed only on cards named Flim & Flam: their patterns and what they do."""

from __future__ import annotations

from typing import Any

from engine.mlp.effects.registry import VALUE_RULES, answers
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


# Whether a player can confront a Problem asks the "cant_confront" texts in play (`values.power.requirements`).
@template(r"players can't confront more than one problem per turn\.")
def _t_one_problem_per_turn(m, t):
    return _a("static", "one_confront_per_turn", t, "cant_confront")


# ----- what it is worth (`registry.VALUE_RULES`) -----------------------------------------------


@answers(VALUE_RULES, "one_confront_per_turn")
def _barred(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    """1 (can't confront another) for the turn player once they confronted a Problem this
    turn (`state["confronted"]`, 611.1: only the turn player confronts in their Confront
    Step; the opponent meeting a Problem's requirement for a Problem faceoff, 612.2, is not
    barred)."""
    s = g.s
    return int(subject == s["turn_player"] and bool(s["confronted"]) and context.get("area") not in s["confronted"])
