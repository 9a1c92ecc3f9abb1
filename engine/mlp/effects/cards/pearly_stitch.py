"""Texts printed only on cards named Pearly Stitch: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


# can't
@template(r"your opponents?'?s? (?:cards )?can't move this card\.")
def _t_cant_move(m, t):
    return _a("static", "cant_be_moved_by_opponent", t, "cant_move")
