"""Texts printed only on cards named Igneous Rock: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when you play this card, it gets \+(\d+) power until the end of the turn\.")
def _t_play_pump(m, t):
    return _a("trigger", "pump_self", t, "played", amount=int(m.group(1)))
