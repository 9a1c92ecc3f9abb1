"""Texts printed only on cards named Cart Crafting: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose, each_decides, effect_rule
from engine.mlp.effects.registry import (
    TAKES_FROM_DISCARD_PILES,
    TRIGGER_MATCHERS,
    answers,
    runner,
    scope,
)
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when this problem is solved, each player with at least 1 friend here may put a resource from their "
          r"discard pile into their hand\.")
def _t_cart_crafting(m, t):
    return _a("trigger", "solved_each_with_friend_here_recovers_resource", t, "solved")


@answers(TRIGGER_MATCHERS, "solved_each_with_friend_here_recovers_resource")
def _matches(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """Who has a Friend here is read as the Problem becomes solved (613.1), before the
    characters there are sent home as it is replaced (613.2)."""
    if data.get("problem") != iid:
        return None
    area = data["area"]
    return {"players": [p for p in (g.s["turn_player"], 1 - g.s["turn_player"])
                        if any(g.is_type(i, "friend") for i in g.characters_at(area, p))]}


# ----- what it does ---------------------------------------------------------------------------


@runner("solved_each_with_friend_here_recovers_resource")
def _r_cart_crafting(g, f, ability):
    """Each of those players may choose a Resource of their own discard pile: simultaneous
    decisions (801.1, `abilities.each_decides`: the turn player first, as the Solve step's
    window is being opened); the Resources chosen are then put into their hands together."""
    chosen = each_decides(g, f, lambda player: _resource_chosen(g, f, player), f["data"].get("players", []))
    if chosen is None:
        return False
    for card in chosen.values():
        if card in g.s["cards"] and g.card(card)["zone"] == "discard":
            g.to_hand(card, effect_rule(f))
    return True


def _resource_chosen(g, f: dict, player: int) -> int | None:
    """The Resource of `player`'s discard pile they choose, 0 for none, None after asking."""
    resources = [i for i in g.s["players"][player]["discard"] if g.spec(i).type == "resource"]
    if not resources:
        return 0
    ans = choose(g, f, player, "target", "Put which Resource from your discard pile into your hand? (712.3)",
                 [("none", "None: keep them all there"), *[(f"card:{i}", g.name(i)) for i in resources]])
    if ans is None:
        return None
    return card_of_option(ans[0]) if ans and ans[0] != "none" else 0


# what can't be done while a card in play closes decks or discard piles (FF113: `abilities.closed_zone`)
scope(TAKES_FROM_DISCARD_PILES, "solved_each_with_friend_here_recovers_resource")
