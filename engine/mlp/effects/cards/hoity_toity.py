"""Texts printed only on cards named Hoity Toity: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"main phase: exhaust this card to put all cards from beneath a friend with pumped into the discard "
          r"pile\.")
def _t_hoity_toity(m, t):
    return _a("activated", "discard_beneath_pumped", t, timing="main", exhaust_self=True)
