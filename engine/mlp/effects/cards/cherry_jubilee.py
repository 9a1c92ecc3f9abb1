"""Texts printed only on cards named Cherry Jubilee: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"this card gets \+(\d+) power for each resource on it\.")
def _t_per_resource(m, t):
    return _a("static", "self_power_per_resource", t, "power", amount=int(m.group(1)))
