"""Texts printed only on cards named Changeling Barricade: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when this card is uncovered, put a token copy of this card into play face-up at each other problem\.")
def _t_copy_self_each_problem(m, t):
    return _a("trigger", "token_copy_self_each_problem", t, "uncovered")
