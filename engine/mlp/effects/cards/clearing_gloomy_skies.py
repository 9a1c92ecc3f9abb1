"""Texts printed only on cards named Clearing Gloomy Skies: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"players with at least (\d+) (\w+) characters at this problem get \+(\d+) total power during faceoffs here\.")
def _t_total(m, t):
    return _a("static", "trait_total_power", t, "total_power", count=int(m.group(1)), trait=m.group(2),
              amount=int(m.group(3)))
