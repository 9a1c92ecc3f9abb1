"""Texts printed only on cards named Twilighting: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose, effect_rule, text_lacked
from engine.mlp.effects.plain_words import top_cards
from engine.mlp.effects.registry import LOOKS_IN_DECKS, runner, scope
from engine.mlp.state.reasons import deck_empty
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"immediate: look at the top three cards of your deck\. put one into your hand, one on top of your deck, "
          r"and one on the bottom of your deck\.")
def _t_twilighting(m, t):
    return _a("play", "top_three_hand_top_bottom", t, timing="immediate")


# ----- what it does ---------------------------------------------------------------------------


@runner("top_three_hand_top_bottom")
def _r_twilighting(g, f, ability):
    """Of the top three cards (fewer in a smaller deck) the player puts one into their hand,
    then one of the others back on top; the last goes to the bottom (the end of the deck list
    is its top, the start its bottom). The line counts the cards looked at as a judge says
    them ("the top card" of a deck of one); an empty deck has none to look at, said as the
    reason nothing happens, not "looks at the top 0 cards"."""
    player = f["ctrl"]
    deck = g.s["players"][player]["deck"]
    data = f["data"]
    if "look" not in data:
        if not deck:
            text_lacked(f, deck_empty(player))
            return True
        data["look"] = deck[-3:][::-1]
        g.note_seen(effect_rule(f), f"P{player} looks at {top_cards(len(data['look']))} of their deck")
    look = [i for i in data["look"] if i in deck]
    if "hand" not in data:
        ans = choose(g, f, player, "target", "Put which card into your hand?", [(f"card:{i}", g.name(i)) for i in look])
        if ans is None:
            return False
        data["hand"] = card_of_option(ans[0]) if ans else None
        if data["hand"] is not None:
            g.to_hand(data["hand"], effect_rule(f))
            look = [i for i in look if i != data["hand"]]
    if len(look) > 1:
        ans = choose(g, f, player, "order", "Put which card on top of your deck?",
                     [(f"card:{i}", g.name(i)) for i in look])
        if ans is None:
            return False
        top = card_of_option(ans[0])
        bottom = [i for i in look if i != top]
        for iid in bottom:
            deck.remove(iid)
            deck.insert(0, iid)
        deck.remove(top)
        deck.append(top)
        g.note(effect_rule(f), f"P{player} puts one card on top of their deck and one on the bottom{g.by_text()}")
    return True


# what can't be done while a card in play closes decks or discard piles (FF113: `abilities.closed_zone`)
scope(LOOKS_IN_DECKS, "top_three_hand_top_bottom")
