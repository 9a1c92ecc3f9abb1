"""Texts printed only on cards named Lady Justice: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"your opponent'?s characters at this card's problem each get -(\d+) power during faceoffs\.")
def _t_opp_faceoff_minus(m, t):
    return _a("static", "opp_here_faceoff", t, "power", amount=-int(m.group(1)))
