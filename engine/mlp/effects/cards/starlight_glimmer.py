"""Texts printed only on cards named Starlight Glimmer: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"characters here have (\d+) power and can't lose or gain power\.")
def _t_enforced_equality(m, t):
    return _a("static", "here_set_power", t, "power", amount=int(m.group(1)))


@template(r"when you play an event, you may exhaust this card and a number of your other (\w+) friends "
          r"equal to that event's cost to copy its effects\.")
def _t_copy_event_exhaust(m, t):
    return _a("trigger", "copy_event", t, "played", cost="exhaust_trait", trait=m.group(1))
