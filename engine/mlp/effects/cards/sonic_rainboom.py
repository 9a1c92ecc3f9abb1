"""Texts printed only on cards named Sonic Rainboom: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import effect_rule
from engine.mlp.effects.registry import runner
from engine.mlp.effects.steps import acting_player
from engine.mlp.state.game import MAIN_EVENTS_ANY_TIME
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template

_NAME = "main_phase_events_as_immediate"


@template(r"immediate: until the end of the turn, you may play events with main phase timing as immediate actions "
          r"\(even if it isn't your main phase\)\.")
def _t_sonic_rainboom(m, t):
    return _a("play", _NAME, t, timing="immediate")


@runner(_NAME)
def _r_sonic_rainboom(g, f, ability):
    """Kept for the player until the turn ends (`MAIN_EVENTS_ANY_TIME`, read as the actions
    are listed: 512.3's "only during your Main Phase" no longer holds for them)."""
    player = acting_player(f)
    g.s["flags"][MAIN_EVENTS_ANY_TIME[player]] = True
    g.note(effect_rule(f), f"P{player} may play Events with Main Phase timing as Immediate actions until the end of the turn{g.by_text()}")
    return True
