"""Texts printed only on cards named Drill Bit: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when you play this card, your opponent discards a random card\.")
def _t_play_random_discard(m, t):
    return _a("trigger", "opp_discard_random", t, "played")
