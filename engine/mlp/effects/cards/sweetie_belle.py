"""Texts printed only on cards named Sweetie Belle: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose, order_top_cards
from engine.mlp.effects.registry import ACTIVATION_CHECKS, answers, can_always, runner
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"immediate: exhaust this card to look at the top two cards of a player's deck\. put any number of them "
          r"into their owner's discard pile and the rest back on top in any order\.")
def _t_most_traditional(m, t):
    return _a("activated", "look_top_two_discard_any", t, timing="immediate", exhaust_self=True)


@runner("look_top_two_discard_any")
def _r_most_traditional(g, f, ability):
    """DE72: the player chosen (either) has their top two cards looked at; any of them go
    to their owner's discard pile, the rest back on top in the order chosen."""
    player = f["ctrl"]
    data = f["data"]
    if "whose" not in data:
        ans = choose(g, f, player, "player", "Look at the top two cards of whose deck?",
                     [("player:0", "P0's deck"), ("player:1", "P1's deck")])
        if ans is None:
            return False
        data["whose"] = int(ans[0].split(":")[1])
    deck = g.s["players"][data["whose"]]["deck"]
    if "kept" not in data:
        top = deck[-2:][::-1]
        ans = choose(g, f, player, "target", "Put which of them into the discard pile?",
                     [(f"card:{i}", g.name(i)) for i in top], 0, len(top))
        if ans is None:
            return False
        for key in ans:
            g.relocate(card_of_option(key), "discard")
        g.note("704", f"P{player} looks at the top {len(top)} card(s) of P{data['whose']}'s deck and puts "
                      f"{len(ans)} into the discard pile")
        data["kept"] = len(top) - len(ans)
    return order_top_cards(g, f, player, deck, min(data["kept"], len(deck)), "Deck")


answers(ACTIVATION_CHECKS, "look_top_two_discard_any")(can_always)
