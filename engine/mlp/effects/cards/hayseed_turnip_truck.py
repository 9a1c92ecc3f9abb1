"""Texts printed only on cards named Hayseed Turnip Truck: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.beneath import FEW_NUMBER
from engine.mlp.text.parts import number
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"during faceoffs involving this card, if this card has at least " + FEW_NUMBER
          + r" cards? beneath it, flip an additional card\.")
def _t_beneath_extra_flip(m, t):
    return _a("static", "self_extra_flip", t, "extra_flips", min_beneath=number(m.group(1)))
