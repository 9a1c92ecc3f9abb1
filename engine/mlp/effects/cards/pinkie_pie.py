"""Texts printed only on cards named Pinkie Pie: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import is_problem_area
from engine.mlp.effects.registry import step
from engine.mlp.effects.steps import acting_player
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


@effect(r"if an opponent has more cards in their hand than you, draw cards until you have the same number of "
        r"cards in your hand as your opponent")
def _e_draw_to_match(m):
    return {"do": "draw_to_match_opponent_hand"}


# ----- what it does ---------------------------------------------------------------------------


@step("draw_to_match_opponent_hand")
def _d_draw_to_match(g, f, step, e, rule):
    """Draws the difference when the opponent holds more cards (read as it resolves); none
    otherwise."""
    player = acting_player(f)
    short = len(g.s["players"][1 - player]["hand"]) - len(g.s["players"][player]["hand"])
    if short > 0:
        g.draw(player, short, rule)
    return True
