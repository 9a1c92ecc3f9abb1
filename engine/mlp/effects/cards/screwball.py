"""Texts printed only on cards named Screwball: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when this card enters play, choose an opponent\. that opponent gains control of this card\.")
def _t_give_self(m, t):
    return _a("trigger", "give_self", t, "enter_play")
