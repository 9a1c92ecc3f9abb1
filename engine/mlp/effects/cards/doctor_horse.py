"""Texts printed only on cards named Doctor Horse: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"each of your other friends at this card's problem (?:have|has|gets?) \+(\d+) power for each card "
          r"beneath this card\.")
def _t_others_per_beneath(m, t):
    return _a("static", "others_power_per_beneath", t, "power", amount=int(m.group(1)))
