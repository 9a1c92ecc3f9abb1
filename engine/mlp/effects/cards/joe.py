"""Texts printed only on cards named Joe: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"main phase: exhaust this card and pay \{(\d+)\} to reveal a card from your hand and banish it to "
          r"beneath one of your friends with pumped\.")
def _t_joe(m, t):
    return _a("activated", "hand_beneath_pumped", t, timing="main", exhaust_self=True, pay=int(m.group(1)))
