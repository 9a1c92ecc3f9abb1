"""Texts printed only on cards named Cipher Splash: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.beneath import FEW_NUMBER
from engine.mlp.text.parts import number
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"at the start of each player's turn, if this card has at least " + FEW_NUMBER
          + r" cards? beneath it, you may ready it\.")
def _t_beneath_ready(m, t):
    return _a("trigger", "ready_self_if_beneath", t, "turn_start", min_beneath=number(m.group(1)))
