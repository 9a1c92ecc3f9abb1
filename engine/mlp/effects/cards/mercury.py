"""Texts printed only on cards named Mercury: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"main phase: pay \{(\d+)\} to put a card from beneath this card to beneath a friend with pumped\.")
def _t_mercury_pass(m, t):
    return _a("activated", "pass_beneath_to_pumped", t, timing="main", pay=int(m.group(1)))


@template(r"during a faceoff involving this card, if you would put any number of flipped cards on the bottom of "
          r"your deck, you may banish them to beneath this card instead\.")
def _t_mercury_replace(m, t):
    return _a("replace", "flipped_beneath_self", t, "flipped_to_bottom")
