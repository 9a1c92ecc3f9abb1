"""Texts printed only on cards named Cart Crafting: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose, effect_rule
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
    """Each of those players, in turn order (101.4), may put a Resource of their own
    discard pile into their hand."""
    data = f["data"]
    players = data.get("players", [])
    data.setdefault("next", 0)
    while data["next"] < len(players):
        p = players[data["next"]]
        resources = [i for i in g.s["players"][p]["discard"] if g.spec(i).type == "resource"]
        if resources:
            ans = choose(g, f, p, "target", "Put which Resource from your discard pile into your hand? (712.3)",
                         [("none", "None: keep them all there"), *[(f"card:{i}", g.name(i)) for i in resources]])
            if ans is None:
                return False
            if ans and ans[0] != "none":
                g.to_hand(card_of_option(ans[0]), effect_rule(f))
        data["next"] += 1
    return True


# what can't be done while a card in play closes decks or discard piles (FF113: `abilities.closed_zone`)
scope(TAKES_FROM_DISCARD_PILES, "solved_each_with_friend_here_recovers_resource")
