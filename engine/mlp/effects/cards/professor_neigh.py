"""Texts printed only on cards named Professor Neigh: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"while at a problem with an? (\w+) resource, this card gets \+(\d+) power\.")
def _t_trait_resource(m, t):
    return _a("static", "self_power_with_resource", t, "power", trait=m.group(1), amount=int(m.group(2)))
