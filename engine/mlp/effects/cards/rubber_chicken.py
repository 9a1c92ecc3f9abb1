"""Texts printed only on cards named Rubber Chicken: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"while this friend is involved in a troublemaker faceoff, it gets \+(\d+) \{(\w+)\}\.")
def _t_host_tm_faceoff(m, t):
    return _a("static", "host_power_tm_faceoff", t, "power", amount=int(m.group(1)), color=m.group(2))
