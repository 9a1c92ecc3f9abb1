"""Texts printed only on cards named Lead Pony Badge: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose
from engine.mlp.effects.registry import ACTIVATION_CHECKS, Unmet, answers, runner, unless
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"main phase: choose one of your ready cards\. exhaust this card and that card to ready an exhausted character\.")
def _t_badge(m, t):
    return _a("activated", "exhaust_two_ready_one", t, timing="main", exhaust_self=True)


# ----- what it does ---------------------------------------------------------------------------


@runner("exhaust_two_ready_one")
def _r_badge(g, f, ability):
    s = g.s
    player = f["ctrl"]
    if f["step"] == 1:
        # the other card was chosen as part of the cost; the ability exhausted this card already
        ready = [i for i in s["play"] if s["cards"][i]["ctrl"] == player and i != f["src"]
                 and not s["cards"][i]["exhausted"] and not s["cards"][i]["frightened"]
                 and not g.is_type(i, "problem")]
        ans = choose(g, f, player, "cost", "Choose one of your ready cards to exhaust",
                     [(f"card:{i}", g.name(i)) for i in ready])
        if ans is None:
            return False
        if ans:
            g.exhaust(card_of_option(ans[0]), "508.1")
        f["step"] = 2
        return False
    cands = [i for i in s["play"] if s["cards"][i]["exhausted"] and g.is_character(i)]
    ans = choose(g, f, player, "target", "Ready an exhausted character", [(f"card:{i}", g.name(i)) for i in cands])
    if ans is None:
        return False
    if ans:
        g.ready(card_of_option(ans[0]), "503.3")
    return True


# ----- whether the text can be followed (705.2), asked before it is offered ----------------------


@answers(ACTIVATION_CHECKS, "exhaust_two_ready_one")
def _can_exhaust_two_ready_one(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    s = g.s
    cards = s["cards"]
    return (unless(any(cards[i]["ctrl"] == player and i != iid and not cards[i]["exhausted"]
                       and not cards[i]["frightened"] and not g.is_type(i, "problem") for i in s["play"]),
                   "choose", lacks=f"P{player} has no other ready card")
            and unless(any(cards[i]["exhausted"] and g.is_character(i) for i in s["play"]), "ready"))
