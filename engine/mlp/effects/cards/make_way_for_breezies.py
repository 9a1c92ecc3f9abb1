"""Texts printed only on cards named Make Way for Breezies: their patterns and what they do."""

from __future__ import annotations

from typing import Any

from engine.mlp.effects.registry import VALUE_RULES, answers
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


# Playing a Friend to a Problem asks the "cant_play_friend" texts in play (`effects.problems.friend_barred`).
@template(r"your opponent can't play friends with (\d+) or more power to that problem\.")
def _t_breezies(m, t):
    return _a("static", "opp_strong_friends_barred_at_host", t, "cant_play_friend", at_least=int(m.group(1)))


# ----- what it is worth (`registry.VALUE_RULES`) -----------------------------------------------


@answers(VALUE_RULES, "opp_strong_friends_barred_at_host")
def _barred(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    """1 (barred) for an opponent of this card's controller playing a Friend whose power (in
    hand: its printed power) is at least the number, to the Problem this card is on."""
    s = g.s
    sc = s["cards"][src]
    host = s["cards"].get(sc["host"]) if sc["host"] is not None else None
    if subject == sc["ctrl"] or host is None or context.get("area") != host["area"]:
        return 0
    return int((g.spec(context["card"]).power or 0) >= ability.params["at_least"])
