"""Texts printed only on cards named Double-check the Checklist: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import order_top_cards
from engine.mlp.effects.registry import LOOKS_IN_DECKS, runner, scope
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"main phase: look at the top (\d+) cards of your deck and put them back in any order\.")
def _t_checklist(m, t):
    return _a("play", "order_own_deck", t, timing="main", n=int(m.group(1)))


# ----- what it does ---------------------------------------------------------------------------


@runner("order_own_deck")
def _r_checklist(g, f, ability):
    deck = g.s["players"][f["ctrl"]]["deck"]
    return order_top_cards(g, f, f["ctrl"], deck, min(ability.params["n"], len(deck)))


# what can't be done while a card in play closes decks or discard piles (FF113: `abilities.closed_zone`)
scope(LOOKS_IN_DECKS, "order_own_deck")
