"""Texts printed only on cards named Celestia & Luna: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.registry import APPLIES, SELF_ONLY_STATICS, answers, scope
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


# A character a "no_confront_power" text applies to gives no power to confronting a Problem
# (`engine.mlp.values.power.confront_power`)
@template(r"during your opponent's turn, this card can't contribute its power to confronting problems\.")
def _t_no_confront_power_on_opponents_turn(m, t):
    return _a("static", "no_confront_power_on_opponents_turn", t, "no_confront_power")


scope(SELF_ONLY_STATICS, "no_confront_power_on_opponents_turn")


@answers(APPLIES, "no_confront_power_on_opponents_turn")
def _applies(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    return src == target and s["turn_player"] != sc["ctrl"]
