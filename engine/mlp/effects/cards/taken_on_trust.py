"""Texts printed only on cards named Taken On Trust: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import (
    card_of_option,
    choose,
    each_decides,
    effect_rule,
    text_lacked,
)
from engine.mlp.effects.registry import TAKES_FROM_DISCARD_PILES, runner, scope
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"immediate: each player chooses a card from another player's discard pile and banishes that card\. then, "
          r"each player chooses a card in their discard pile and may put that card into their hand\.")
def _t_taken_on_trust(m, t):
    return _a("play", "each_banishes_then_each_recovers", t, timing="immediate")


# ----- what it does ---------------------------------------------------------------------------


@runner("each_banishes_then_each_recovers")
def _r_taken_on_trust(g, f, ability):
    """Each player chooses a card from the other player's discard pile; once both have
    chosen, the cards are banished together. Then each chooses a card of their own discard
    pile they may put into their hand (the Event itself is not there yet while it
    resolves); once both have chosen, the cards are put there together. Simultaneous
    decisions both times (801.1, `abilities.each_decides`): the player who most recently
    had priority, the one who played it (an Immediate Event may be played by either player),
    chooses first, then the next in turn order (705.2e)."""
    if not any(p["discard"] for p in g.s["players"]):
        text_lacked(f, "no player has a card in their discard pile")
    banished = each_decides(g, f, lambda player: _chosen_from(g, f, player, 1 - player), key="banish")
    if banished is None:
        return False
    if not f["data"].get("banished"):
        for card in banished.values():
            if card in g.s["cards"] and g.card(card)["zone"] == "discard":
                g.banish(card, effect_rule(f))
        f["data"]["banished"] = True
    recovered = each_decides(g, f, lambda player: _chosen_from(g, f, player, player), key="recover")
    if recovered is None:
        return False
    for card in recovered.values():
        if card in g.s["cards"] and g.card(card)["zone"] == "discard":
            g.to_hand(card, effect_rule(f))
    return True


def _chosen_from(g, f: dict, player: int, owner: int) -> int | None:
    """The card of `owner`'s discard pile `player` chooses: to banish from the other
    player's pile, or to put into their hand from their own ("may": none); 0 for none, None
    after asking."""
    pile = g.s["players"][owner]["discard"]
    if owner != player:
        ans = choose(g, f, player, "target", f"Banish a card from P{owner}'s discard pile",
                     [(f"card:{i}", g.name(i)) for i in pile])
    elif pile:
        ans = choose(g, f, player, "target", "Put a card from your discard pile into your hand?",
                     [("none", "Keep them all there"), *[(f"card:{i}", g.name(i)) for i in pile]])
    else:
        ans = []
    if ans is None:
        return None
    return card_of_option(ans[0]) if ans and ans[0] != "none" else 0


# what can't be done while a card in play closes decks or discard piles (FF113: `abilities.closed_zone`)
scope(TAKES_FROM_DISCARD_PILES, "each_banishes_then_each_recovers")
