"""Texts printed only on cards named Taken On Trust: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose, deciding_order, effect_rule
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
    """Each player banishes a card they choose from the other player's discard pile; then
    each, in the same order, may put a card of their own discard pile into their hand (the
    Event itself is not there yet while it resolves). Simultaneous decisions: the player who
    most recently had priority, the one who played it (an Immediate Event may be played by
    either player), chooses first, then the next in turn order (801.1, 705.2e)."""
    data = f["data"]
    order = deciding_order(g, data)
    for index, player in enumerate(order):
        key = f"banish{index}"
        if key in data:
            continue
        pile = g.s["players"][1 - player]["discard"]
        ans = choose(g, f, player, "target", f"Banish a card from P{1 - player}'s discard pile",
                     [(f"card:{i}", g.name(i)) for i in pile])
        if ans is None:
            return False
        if ans:
            g.banish(card_of_option(ans[0]), effect_rule(f))
        data[key] = True
    for index, player in enumerate(order):
        key = f"recover{index}"
        if key in data:
            continue
        pile = g.s["players"][player]["discard"]
        ans = choose(g, f, player, "target", "Put a card from your discard pile into your hand?",
                     [("none", "Keep them all there"), *[(f"card:{i}", g.name(i)) for i in pile]]) if pile else []
        if ans is None:
            return False
        if ans and ans[0] != "none":
            g.to_hand(card_of_option(ans[0]), effect_rule(f))
        data[key] = True
    return True


# what can't be done while a card in play closes decks or discard piles (FF113: `abilities.closed_zone`)
scope(TAKES_FROM_DISCARD_PILES, "each_banishes_then_each_recovers")
