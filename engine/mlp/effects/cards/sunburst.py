"""Texts printed only on cards named Sunburst: their patterns and what they do."""

from __future__ import annotations

from engine.core.plural import how_many
from engine.mlp.effects.abilities import card_of_option, choose, choose_yes_no, effect_rule
from engine.mlp.effects.registry import LOOKS_IN_DECKS, runner, scope
from engine.mlp.text.parts import number
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when this card enters play, you may reveal the top (five|\d+) cards of your deck\. put an event revealed "
          r"this way into your hand and the rest of the cards on the bottom of your deck in any order\.")
def _t_card_tricks(m, t):
    return _a("trigger", "reveal_top_event_to_hand_rest_bottom", t, "enter_play", n=number(m.group(1)))


@runner("reveal_top_event_to_hand_rest_bottom")
def _r_card_tricks(g, f, ability):
    """If the player reveals them: an Event among the revealed cards (one, if there is any)
    goes to their hand, and the others to the bottom of the deck in the order they choose,
    one at a time from the bottom up (the start of the deck list is its bottom)."""
    player = f["ctrl"]
    deck = g.s["players"][player]["deck"]
    data = f["data"]
    if "look" not in data:
        ans = choose_yes_no(g, f, player, f"Reveal the top {how_many(ability.params['n'], 'card')} of your deck?")
        if ans is None:
            return False
        if ans[0] != "yes":
            return True
        data["look"] = deck[-ability.params["n"]:][::-1]
        g.note_seen(effect_rule(f), f"P{player} reveals " + (", ".join(g.name(i) for i in data["look"]) or "no cards"))
    if "event" not in data:
        events = [i for i in data["look"] if g.spec(i).type == "event"]
        ans = choose(g, f, player, "target", "Put which Event into your hand?", [(f"card:{i}", g.name(i)) for i in events])
        if ans is None:
            return False
        data["event"] = card_of_option(ans[0]) if ans else None
        if data["event"] is not None:
            g.to_hand(data["event"], effect_rule(f))
    bottom = data.setdefault("bottom", [])
    rest = [i for i in data["look"] if i in deck and i not in bottom]
    while len(rest) > 1:
        ans = choose(g, f, player, "order", "Which card goes on the bottom next (under the ones still to place)?",
                     [(f"card:{i}", g.name(i)) for i in rest])
        if ans is None:
            return False
        bottom.append(card_of_option(ans[0]))
        rest = [i for i in rest if i != bottom[-1]]
    order = bottom + rest
    for iid in order:
        deck.remove(iid)
    deck[:0] = order
    if order:
        g.note(effect_rule(f), f"P{player} puts {how_many(len(order), 'card')} on the bottom of their deck{g.by_text()}")
    return True


# what can't be done while a card in play closes decks or discard piles (FF113: `abilities.closed_zone`)
scope(LOOKS_IN_DECKS, "reveal_top_event_to_hand_rest_bottom")
