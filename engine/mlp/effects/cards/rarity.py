"""Texts printed only on cards named Rarity: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"main phase: exhaust this card and one of your non-token friends or resources to have an opponent gain "
          r"control of that friend or resource\. then, if that opponent controls (\d+) or more non-token friends "
          r"or resources that you own, score a point\.")
def _t_throw_me_a_bone(m, t):
    return _a("activated", "give_away_and_score", t, timing="main", exhaust_self=True, count=int(m.group(1)))


@template(r"when you score at least (\d+) points with this card during one score phase, turn this card over\.")
def _t_rarity(m, t):
    return _a("trigger", "turn_over", t, "scored_with", cond="scored", n=int(m.group(1)))
