"""Texts printed only on cards named Forest Owl: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"each of your other characters at a problem with this card gets \+(\d+) power\.")
def _t_others_here(m, t):
    return _a("static", "others_at_problem", t, "power", amount=int(m.group(1)))
