"""Texts printed only on cards named Celestia & Luna: their patterns and what they do."""

from __future__ import annotations

from typing import Any

from engine.mlp.effects.registry import VALUE_RULES, answers
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


# A character a "no_confront_power" text applies to gives no power to confronting a Problem
# (`engine.mlp.values.power.confront_power`)
@template(r"during your opponent's turn, this card can't contribute its power to confronting problems\.")
def _t_no_confront_power_on_opponents_turn(m, t):
    return _a("static", "no_confront_power_on_opponents_turn", t, "no_confront_power")


@answers(VALUE_RULES, "no_confront_power_on_opponents_turn")
def _kept_out(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    return int(subject == src and g.s["turn_player"] != g.s["cards"][src]["ctrl"])
