"""Texts printed only on cards named Rarity: their patterns and what they do."""

from __future__ import annotations

import re

from engine.mlp.effects.registry import PART_TRIGGER_MATCHERS, answers
from engine.mlp.state.library import Ability
from engine.mlp.text.normalize import ELEMENTS
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import head_reader, template
from engine.mlp.values import power


@template(r"main phase: exhaust this card and one of your non-token friends or resources to have an opponent gain "
          r"control of that friend or resource\. then, if that opponent controls (\d+) or more non-token friends "
          r"or resources that you own, score a point\.")
def _t_throw_me_a_bone(m, t):
    return _a("activated", "give_away_and_score", t, timing="main", exhaust_self=True, count=int(m.group(1)))


@template(r"when you score at least (\d+) points with this card during one score phase, turn this card over\.")
def _t_rarity(m, t):
    return _a("trigger", "turn_over", t, "scored_with", cond="scored", n=int(m.group(1)))


@template(r"your opponent pays \+\{(\d+)\} to play events\.")
def _t_event_tax(m, t):
    """"Your opponent pays +[1] to play Events" (CN8): the opponents' play tax on Events."""
    return _a("static", "opp_play_tax", t, "play_cost", amount=int(m.group(1)), what="events")


@head_reader
def _confront_with_colored_others(text: str):
    """"When you confront this card's Problem with at least 2 other [Generosity] characters"
    (CN8): besides this card, that many of your characters of that color there."""
    m = re.fullmatch(r"when you confront this card's problem with at least (\d+) other \{(\w+)\} characters", text)
    if m is None or m.group(2) not in ELEMENTS:
        return None
    return "confront", "own_here", {"match": "confront_with_colored_others", "n": int(m.group(1)),
                                    "color": ELEMENTS[m.group(2)]}


# ----- when its rules apply ----------------------------------------------------------------


@answers(PART_TRIGGER_MATCHERS, "confront_with_colored_others")
def _confronted_with_colored_others(g, iid: int, ability: Ability, data: dict) -> dict | None:
    c = g.s["cards"][iid]
    if data["player"] != c["ctrl"] or data["area"] != c["area"]:
        return None
    p = ability.params
    others = [i for i in g.characters_at(data["area"], c["ctrl"]) if i != iid and p["color"] in power.colors(g, i)]
    return {"area": data["area"]} if len(others) >= p["n"] else None
