"""Texts printed only on cards named Princess Celestia: their patterns and what they do."""

from __future__ import annotations

from typing import Any

from engine.mlp.effects.registry import (
    AMOUNTS,
    APPLIES,
    SELF_ONLY_STATICS,
    VALUE_RULES,
    answers,
    scope,
)
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


# Royal Decree: a Friend barring opponents' Friends from its area by their power (in hand,
# their printed power); `effects.problems.friend_barred` asks every "cant_play_friend" text.
@template(r"opponents can't play friends with (\d+) or more power here\.")
def _t_opponents_barred_here(m, t):
    return _a("static", "opp_friends_barred_here", t, "cant_play_friend", at_least=int(m.group(1)))


@answers(VALUE_RULES, "opp_friends_barred_here")
def _opp_friends_barred_here(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    here = g.s["cards"][src]
    if subject == here["ctrl"] or context["area"] != here["area"]:
        return 0
    return int((g.spec(context["card"]).power or 0) >= ability.params["at_least"])


# ----- Restricted Section: power counted from the banished zones ---------------------------


@template(r"this card has \+(\d+) power for each event in each banished zone\.")
def _t_events_banished(m, t):
    return _a("static", "self_power_per_banished_event", t, "power", amount=int(m.group(1)))


scope(SELF_ONLY_STATICS, "self_power_per_banished_event")


@answers(APPLIES, "self_power_per_banished_event")
def _applies_banished_events(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    return src == target


@answers(AMOUNTS, "self_power_per_banished_event")
def _amount_banished_events(g, src: int, target: int, ability: Ability) -> int:
    """+N for each Event card in both players' banished zones."""
    events = sum(1 for p in g.s["players"] for i in p["banished"] if g.is_type(i, "event"))
    return ability.params["amount"] * events
