"""Texts printed only on cards named Berry Dreams: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


# triggered abilities
@template(r"when you play this card, draw a card\.")
def _t_play_draw(m, t):
    return _a("trigger", "draw", t, "played", who="you", n=1)
