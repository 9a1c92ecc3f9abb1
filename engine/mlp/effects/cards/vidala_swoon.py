"""Texts printed only on cards named Vidala Swoon: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose
from engine.mlp.effects.registry import (
    ACTIVATION_CHECKS,
    TAKES_FROM_DISCARD_PILES,
    Unmet,
    answers,
    runner,
    scope,
    unless,
)
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"main phase: exhaust this card and pay \{(\d+)\} to search your discard pile for a (\w+) and put it into your hand\.")
def _t_vidala(m, t):
    return _a("activated", "recover_from_discard", t, timing="main", exhaust_self=True, pay=int(m.group(1)),
              type=m.group(2))


# ----- what it does ---------------------------------------------------------------------------


@runner("recover_from_discard")
def _r_recover(g, f, ability):
    player = f["ctrl"]
    kind = ability.params["type"].lower()
    cands = [i for i in g.s["players"][player]["discard"] if g.is_type(i, kind)]
    ans = choose(g, f, player, "search", f"Search your discard pile for a {kind.capitalize()} (518.1)",
                 [("none", "Fail to find"), *[(f"card:{i}", g.name(i)) for i in cands]])
    if ans is None:
        return False
    if ans and ans[0] != "none":
        g.to_hand(card_of_option(ans[0]), "518.1")
    return True


# ----- whether the text can be followed (705.2), asked before it is offered ----------------------


@answers(ACTIVATION_CHECKS, "recover_from_discard")
def _can_recover(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    return unless(any(g.is_type(i, ability.params["type"].lower()) for i in g.s["players"][player]["discard"]),
                  "search", lacks=f"P{player}'s discard pile has no {ability.params['type']}")


# what can't be done while a card in play closes decks or discard piles (FF113: `abilities.closed_zone`)
scope(TAKES_FROM_DISCARD_PILES, "recover_from_discard")
