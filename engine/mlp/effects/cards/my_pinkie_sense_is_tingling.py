"""Texts printed only on cards named My Pinkie Sense is Tingling: their patterns and what they do."""

from __future__ import annotations

from engine.core.plural import how_many
from engine.mlp.effects.abilities import may_look, order_top_cards
from engine.mlp.effects.faceoffs import won_at_this_problem
from engine.mlp.effects.plain_words import yours
from engine.mlp.effects.registry import LOOKS_IN_DECKS, runner, scope, triggered_by
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when a player wins a problem faceoff here, they may look at the top (\d+) cards of this problem's deck and put them back in any order\.")
def _t_pinkie_sense(m, t):
    return _a("trigger", "winner_orders_problem_deck", t, "faceoff_won", n=int(m.group(1)))


# ----- what it does ---------------------------------------------------------------------------


@runner("winner_orders_problem_deck")
def _r_pinkie_sense(g, f, ability):
    """The winner "may look" (712.3): asked first, as every optional look at a deck is; "this
    Problem's deck" is the Problem deck of the Problem's owner (403), whoever won."""
    src = f["src"]
    data = f["data"]
    owner = data.get("owner")
    if owner is None:
        if src not in g.s["cards"]:
            return True
        owner = data["owner"] = g.card(src)["owner"]
    player = data["player"]
    deck = g.s["players"][owner]["problem_deck"]
    n = min(ability.params["n"], len(deck))
    if not n:
        return True
    looks = may_look(g, f, player, f"the top {how_many(n, 'card')} of {yours(player, owner)} Problem deck and put "
                     "them back in any order")
    if not looks:
        return looks is not None
    return order_top_cards(g, f, player, deck, n)


# ----- what triggers it -------------------------------------------------------------------------


@triggered_by("faceoff_won", "winner_orders_problem_deck")
def _problem_faceoff_won_here(g, iid: int, ability: Ability, data: dict) -> dict | None:
    return won_at_this_problem(g, iid, ability, data) if data["kind"] == "problem" else None


# what can't be done while a card in play closes decks or discard piles (FF113: `abilities.closed_zone`)
scope(LOOKS_IN_DECKS, "winner_orders_problem_deck")
