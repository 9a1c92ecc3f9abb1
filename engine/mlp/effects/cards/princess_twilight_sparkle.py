"""Texts printed only on cards named Princess Twilight Sparkle: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when you play an event with cost (\d+) or less, if a player has (\d+) or more points, you may "
          r"banish this card to copy that event's effects\.")
def _t_copy_event_banish(m, t):
    return _a("trigger", "copy_event", t, "played", cost="banish_self", max_cost=int(m.group(1)),
              points=int(m.group(2)))
