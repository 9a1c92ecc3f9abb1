"""Texts printed only on cards named Raze This Barn: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"\{(\w+)\} friends here cannot be dismissed\.")
def _t_raze(m, t):
    return _a("static", "color_friends_here_safe", t, "cant_dismiss", color=m.group(1))
