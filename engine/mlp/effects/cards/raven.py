"""Texts printed only on cards named Raven: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when you play an event, this card gets \+(\d+) power until the end of the turn\.")
def _t_event_pump(m, t):
    return _a("trigger", "pump_self", t, "played", amount=int(m.group(1)), on_event=True)
