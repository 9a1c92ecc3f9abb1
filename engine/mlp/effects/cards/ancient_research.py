"""Texts printed only on cards named Ancient Research: their patterns and what they do."""

from __future__ import annotations

from engine.core.plural import how_many
from engine.mlp.effects.abilities import may_look, order_top_cards
from engine.mlp.effects.registry import LOOKS_IN_DECKS, runner, scope, triggered_by
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"at the start of this card's owner's turn, if their mane character is here, they may look at the top "
          r"(\d+) cards of their deck and put them back in any order\.")
def _t_owner_orders_top(m, t):
    return _a("trigger", "owner_mane_here_orders_top", t, "turn_start", n=int(m.group(1)))


@triggered_by("turn_start", "owner_mane_here_orders_top")
def _owners_turn_with_mane_here(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """712.2: the condition is checked as the turn starts (and again as it resolves)."""
    owner = g.s["cards"][iid]["owner"]
    return {"player": owner} if data["player"] == owner and _mane_here(g, iid, owner) else None


def _mane_here(g, iid: int, owner: int) -> bool:
    mane = g.s["players"][owner]["mane"]
    return mane in g.s["cards"] and g.s["cards"][mane]["area"] == g.s["cards"][iid]["area"]


@runner("owner_mane_here_orders_top")
def _r_owner_orders_top(g, f, ability):
    player = f["data"]["player"]
    if not f["data"].get("looks") and (f["src"] not in g.s["cards"] or not _mane_here(g, f["src"], player)):
        return True
    looks = may_look(g, f, player, f"the top {how_many(ability.params['n'], 'card')} of your deck and put them back in "
                     "any order")
    if not looks:
        return looks is not None
    deck = g.s["players"][player]["deck"]
    return order_top_cards(g, f, player, deck, min(ability.params["n"], len(deck)))


# what can't be done while a card in play closes decks or discard piles (FF113: `abilities.closed_zone`)
scope(LOOKS_IN_DECKS, "owner_mane_here_orders_top")
