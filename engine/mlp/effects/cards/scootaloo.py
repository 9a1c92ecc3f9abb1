"""Texts printed only on cards named Scootaloo: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose
from engine.mlp.effects.registry import ACTIVATION_CHECKS, answers, runner
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"main phase: exhaust this card to do a little dance and have all players draw a card, then discard a card\.")
def _t_little_dance(m, t):
    return _a("activated", "all_draw_then_discard", t, timing="main", exhaust_self=True)


# ----- what it does ---------------------------------------------------------------------------


@runner("all_draw_then_discard")
def _r_all_draw_then_discard(g, f, ability):
    """Each player draws a card, then each discards a card of their choice, starting with
    this card's controller (the players act in turn order, 101.4)."""
    data = f["data"]
    order = [f["ctrl"], 1 - f["ctrl"]]
    if "next" not in data:
        for p in order:
            g.draw(p, 1, "410.4")
        data["next"] = 0
    while data["next"] < len(order):
        p = order[data["next"]]
        hand = g.s["players"][p]["hand"]
        ans = choose(g, f, p, "discard", "Discard a card", [(f"card:{i}", g.name(i)) for i in hand])
        if ans is None:
            return False
        if ans:
            g.discard(card_of_option(ans[0]), "410.3")
        data["next"] += 1
    return True


# ----- whether it can be activated (705.2), asked before it is offered ---------------------------


@answers(ACTIVATION_CHECKS, "all_draw_then_discard")
def _can_activate(g, player: int, iid: int, ability: Ability) -> bool:
    """Always: a player with no card to draw or discard simply doesn't (705.2)."""
    return True
