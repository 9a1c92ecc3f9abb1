"""Texts printed only on cards named Jailbreak!: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"during the ready phase, players can't ready more than one character here\.")
def _t_jailbreak(m, t):
    """The Ready Phase (`procedures.flow._turn_ready`) asks the "ready_one_here" texts in play:
    at this Problem the turn player readies only the one character they choose."""
    return _a("static", "ready_one_character_here", t, "ready_one_here")
