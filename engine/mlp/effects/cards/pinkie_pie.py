"""Texts printed only on cards named Pinkie Pie: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import is_problem_area
from engine.mlp.effects.registry import (
    APPLIES,
    OPPOSING_SIDE_STATICS,
    SAME_AREA_STATICS,
    answers,
    scope,
    step,
)
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import effect, template


@template(r"when your opponent confronts this card's problem, draw a card\.")
def _t_opp_confront_draw(m, t):
    return _a("trigger", "draw", t, "opp_confront", n=1)


@template(r"when you confront this card's problem, if none of your opponent's friends are at that problem, turn this card over\.")
def _t_pinkie(m, t):
    return _a("trigger", "turn_over", t, "confront", cond="no_opp_friends")


# ----- Breeziefied: the opponent needs more power to confront this card's Problem --------------


@effect(r"your opponent needs \+(\d+) power to confront this card's problem this turn")
def _e_opponent_confront_need(m):
    return {"do": "opponent_confront_need_here", "n": int(m.group(1))}


@step("opponent_confront_need_here")
def _d_opponent_confront_need(g, f, step_: dict, e: dict, rule: str) -> bool:
    """611.3: a confront modifier on the opponent for the Problem where this card is, or
    was as a cost took it out of play ("you may retire this card. If you do, ..."), until
    the end of the turn. At home the card has no Problem: nothing changes."""
    opponent = 1 - f["ctrl"]
    area = f["data"].get("area") or g.s["cards"].get(f["src"], {}).get("area")
    if not is_problem_area(g, area):
        return True
    g.add_mod("confront", opponent, step_["n"], until="turn", ctrl=f["ctrl"], src=f["src"])
    g.s["mods"][-1]["area"] = area
    g.note("611.3", f"P{opponent} needs +{step_['n']} power to confront the Problem at {area} until the end of the turn")
    return True


# ----- Distracting Cheerer: opposing Friends here weaker in the Score Phase -------------------


@template(r"during the score phase, if this card is exhausted, opposing friends here have -(\d+) power\.")
def _t_distracting(m, t):
    return _a("static", "exhausted_opposing_friends_here_weaker_in_score", t, "power", amount=-int(m.group(1)))


@answers(APPLIES, "exhausted_opposing_friends_here_weaker_in_score")
def _distracting_applies(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    """Friends an opponent of this card's controller controls at its area (a Problem or
    home), while it is exhausted, during any player's Score Phase."""
    return (s["phase"] == "score" and sc["exhausted"] and tc["area"] == sc["area"] and tc["ctrl"] != sc["ctrl"]
            and g.is_type(target, "friend"))


scope(SAME_AREA_STATICS, "exhausted_opposing_friends_here_weaker_in_score")
scope(OPPOSING_SIDE_STATICS, "exhausted_opposing_friends_here_weaker_in_score")
