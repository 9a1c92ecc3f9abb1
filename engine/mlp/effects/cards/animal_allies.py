"""Texts printed only on cards named Animal Allies: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"this card's power is equal to the number of friends you have\.")
def _t_power_friends(m, t):
    return _a("static", "self_power_friends", t, "power")
