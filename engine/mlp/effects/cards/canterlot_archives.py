"""Texts printed only on cards named Canterlot Archives: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"main phase: (exhaust this card|pay \{(\d+)\}) to banish an event from your hand to beneath this card\.")
def _t_archives(m, t):
    return _a("activated", "hand_event_beneath_self", t, timing="main",
              exhaust_self=m.group(1) == "exhaust this card", pay=int(m.group(2) or 0))
