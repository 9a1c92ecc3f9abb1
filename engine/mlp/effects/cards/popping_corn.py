"""Texts printed only on cards named Popping Corn: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.registry import STEPS, step
from engine.mlp.effects.steps import acting_player
from engine.mlp.text.parts import REACTIONS
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"reaction: after the start of the score phase, choose a problem\. exhaust each character there with "
          r"(\d+) or less power\. if an opponent's mane character is boosted, exhaust each character there with "
          r"(\d+) or less power instead\.")
def _t_popping_corn(m, t):
    """A reaction (512.4) whose second instruction reads its limit as it is carried out."""
    events, when = REACTIONS["the start of the score phase"]
    steps = [{"do": "choose_problem", "may": False, "costs": []},
             {"do": "exhaust_there_by_power", "n": int(m.group(1)), "boosted_n": int(m.group(2)),
              "may": False, "costs": []}]
    return _a("play", "effect", t, timing="reaction", costs=[], steps=steps, react_events=events, react=when)


def opponent_boosted(g, player: int) -> bool:
    """Is the Mane Character of an opponent of `player` on its Boosted side?"""
    mane = g.s["players"][1 - player]["mane"]
    return mane in g.s["cards"] and g.card(mane)["boosted"]


@step("exhaust_there_by_power")
def _d_exhaust_there_by_power(g, f, step_, e, rule):
    """Each character at the chosen Problem with the limit's power or less (the higher limit
    while an opponent's Mane Character is boosted), whoever controls it."""
    limit = step_["boosted_n"] if opponent_boosted(g, acting_player(f)) else step_["n"]
    each = {"do": "exhaust", "all": True, "may": False, "costs": [],
            "target": {"owner": "any", "kind": "character", "place": "there", "max_power": limit}}
    return STEPS["exhaust"](g, f, each, e, rule)
