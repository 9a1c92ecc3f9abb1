"""Texts printed only on cards named Recipe Research: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when you play an event, you may remove (\d+) (\w+) counters from this card to copy its effects\.")
def _t_copy_event_counters(m, t):
    return _a("trigger", "copy_event", t, "played", cost="counters", n=int(m.group(1)), counter=m.group(2))


@template(r"when this problem is confronted, put an? (\w+) counter on this card\.")
def _t_confronted_counter(m, t):
    return _a("trigger", "confronted_counter", t, "confront", counter=m.group(1))
