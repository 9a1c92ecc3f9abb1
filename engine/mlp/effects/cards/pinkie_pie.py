"""Texts printed only on cards named Pinkie Pie: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when your opponent confronts this card's problem, draw a card\.")
def _t_opp_confront_draw(m, t):
    return _a("trigger", "draw", t, "opp_confront", n=1)


@template(r"when you confront this card's problem, if none of your opponent's friends are at that problem, turn this card over\.")
def _t_pinkie(m, t):
    return _a("trigger", "turn_over", t, "confront", cond="no_opp_friends")


@template(r"when you end your turn, if this card is at home or a problem with at least (\d+) of your friends, turn this "
          r"card over\.")
def _t_pokey_pony(m, t):
    """(`mane_characters`: the end of the turn, with that many of your Friends where it is.)"""
    return _a("trigger", "turn_over", t, "turn_end", cond="with_friends", n=int(m.group(1)))
