"""Texts printed only on cards named Fighting for Friendship: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"your characters at this problem each get \+(\d+) power during faceoffs\.")
def _t_problem_faceoff_bonus(m, t):
    return _a("static", "own_at_problem_faceoff", t, "power", amount=int(m.group(1)))
