"""Texts printed only on cards named Spitfire: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"during faceoffs involving this card, this card has \+(\d+) power\.")
def _t_faceoff_power_has(m, t):
    return _a("static", "self_power_faceoff", t, "power", faceoff_kind="", amount=int(m.group(1)))
