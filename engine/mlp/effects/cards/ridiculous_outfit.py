"""Texts printed only on cards named Ridiculous Outfit: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"while this friend is at a problem, your opponent's characters at that problem each get -(\d+) power during the score phase\.")
def _t_host_opp_score(m, t):
    return _a("static", "host_opp_score_phase", t, "power", amount=-int(m.group(1)))
