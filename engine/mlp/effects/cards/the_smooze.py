"""Texts printed only on cards named The Smooze: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"at the start of your turn, choose a color\. this card loses its colors and becomes that color\.")
def _t_smooze_turn(m, t):
    return _a("trigger", "become_color", t, "turn_start")
