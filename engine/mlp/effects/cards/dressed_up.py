"""Texts printed only on cards named Dressed Up: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"that friend has \+(\d+) power, is also \{(\w+)\}, and loses and can't gain abilities\.")
def _t_dressed_up(m, t):
    return [_a("static", "host_power", t, "power", amount=int(m.group(1)), score_phase=False),
            _a("static", "host_color", t, "color", color=m.group(2)),
            _a("static", "host_lose_abilities", t, "lose_abilities")]
