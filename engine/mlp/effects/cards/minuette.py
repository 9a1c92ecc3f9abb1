"""Texts printed only on cards named Minuette: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.phases import add_extra_phase
from engine.mlp.effects.registry import step
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"reaction: at the end of a troublemaker phase, you may retire this card to start a new troublemaker "
          r"phase\.")
def _t_clocked_up(m, t):
    """A reaction (512.4) to the end of any player's Troublemaker Phase (the event "tm_phase_end",
    whose window `procedures.flow` opens while such a text is in play); retiring this card is
    its cost (703.1d)."""
    return _a("activated", "effect", t, timing="reaction", costs=[["retire_self"]],
              steps=[{"do": "new_troublemaker_phase", "may": False, "costs": []}],
              react_events=("tm_phase_end",), react="any")


@step("new_troublemaker_phase")
def _d_new_troublemaker_phase(g, f, step_, e, rule) -> bool:
    """The turn player has another Troublemaker Phase, before the Main Phase
    (`phases.add_extra_phase`)."""
    player = g.s["turn_player"]
    add_extra_phase(g, player, "troublemaker", "main", "606", f"A new Troublemaker Phase of P{player}'s starts")
    return True
