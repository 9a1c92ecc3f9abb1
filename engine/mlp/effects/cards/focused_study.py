"""Texts printed only on cards named Focused Study: their patterns and what they do.

Its placement rule ("Play on a Problem.") is a wording of the attaching family
(`engine.mlp.effects.attaching`); what the Resource does at that Problem is here.
"""

from __future__ import annotations

from typing import Any

from engine.mlp.effects.registry import VALUE_RULES, answers
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


# `effects.problems.friend_barred` asks every "cant_play_friend" text
@template(r"your opponent may not play friends with (\d+) power or less to this problem\.")
def _t_opponent_barred_small(m, t):
    return _a("static", "opp_small_friends_barred_here", t, "cant_play_friend", at_most=int(m.group(1)))


@answers(VALUE_RULES, "opp_small_friends_barred_here")
def _opp_small_friends_barred(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    """The Resource's controller's opponent playing a Friend (read by its printed power, as
    it is in hand) to the Problem the Resource is on."""
    here = g.s["cards"][src]
    if subject == here["ctrl"] or context["area"] != here["area"]:
        return 0
    return int((g.spec(context["card"]).power or 0) <= ability.params["at_most"])
