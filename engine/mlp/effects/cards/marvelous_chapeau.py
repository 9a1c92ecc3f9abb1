"""Texts printed only on cards named Marvelous Chapeau: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"while this friend is at an opponent's problem, if you have at least (\d+) \{(\w+)\} in play, you need -(?:(\d+) power|\[(\d+) wild\]) to confront that problem\.")
def _t_chapeau(m, t):
    return _a("static", "host_confront_less", t, "confront_extra", count=int(m.group(1)), color=m.group(2),
              amount=-int(m.group(3) or m.group(4)))
