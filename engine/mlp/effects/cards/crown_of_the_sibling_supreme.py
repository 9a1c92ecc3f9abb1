"""Texts printed only on cards named Crown of the Sibling Supreme: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when a player wins a faceoff, that player gains control of this card\.")
def _t_crown(m, t):
    return _a("trigger", "winner_takes_self", t, "faceoff_won")
