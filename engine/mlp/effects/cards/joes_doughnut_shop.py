"""Texts printed only on cards named Joe's Doughnut Shop: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"main phase: spend a card from beneath one of your friends with pumped to give that friend \+(\d+) "
          r"power until the end of the turn\.")
def _t_doughnut_shop(m, t):
    return _a("activated", "spend_pumped_pump", t, timing="main", amount=int(m.group(1)))
