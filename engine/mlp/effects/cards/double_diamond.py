"""Texts printed only on cards named Double Diamond: their patterns and what they do."""

from __future__ import annotations

from typing import Any

from engine.mlp.effects.registry import VALUE_RULES, answers
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


# `values.power.draw_stopper` asks every "cant_draw" text before each card drawn, and before
# the Main Phase draw action is offered
@template(r"while a player has at least (\d+) cards in their hand, that player can't draw cards during the main "
          r"phase\.")
def _t_no_main_phase_draws(m, t):
    return _a("static", "full_hand_no_main_phase_draw", t, "cant_draw", n=int(m.group(1)))


@answers(VALUE_RULES, "full_hand_no_main_phase_draw")
def _stopped(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    """EO173: any player (`subject`), during any player's Main Phase."""
    return int(g.s["phase"] == "main" and len(g.s["players"][subject]["hand"]) >= ability.params["n"])
