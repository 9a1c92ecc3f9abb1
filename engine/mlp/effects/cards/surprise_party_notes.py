"""Texts printed only on cards named Surprise Party Notes: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import choose, choose_yes_no, effect_rule
from engine.mlp.effects.plain_words import whose, yours
from engine.mlp.effects.registry import LOOKS_IN_DECKS, runner, scope
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"immediate: look at the top card of each player's deck, then put each card on the top or bottom of its "
          r"owner's deck\. if a player has (\d+) or more points, you may draw a card\.")
def _t_surprise_party_notes(m, t):
    return _a("play", "each_top_card_top_or_bottom", t, timing="immediate", points=int(m.group(1)))


# ----- what it does ---------------------------------------------------------------------------


@runner("each_top_card_top_or_bottom")
def _r_surprise_party_notes(g, f, ability):
    """The player looks at each deck's top card (their own first) and leaves it on top or
    puts it on the bottom; then, once a player has the points, they may draw a card."""
    me = f["ctrl"]
    data = f["data"]
    for owner in (me, 1 - me):
        key = f"deck{owner}"
        if data.get(key):
            continue
        deck = g.s["players"][owner]["deck"]
        if deck:
            top = deck[-1]
            ans = choose(g, f, me, "order", f"The top card of {yours(me, owner)} deck is {g.name(top)}: leave it on "
                         "top or put it on the bottom?", [("top", "Leave it on top"), ("bottom", "Put it on the bottom")])
            if ans is None:
                return False
            if ans[0] == "bottom":
                deck.remove(top)
                deck.insert(0, top)
            g.note_seen(effect_rule(f), f"P{me} looks at the top card of {whose(me, owner)} deck and puts it on the {ans[0]}")
        data[key] = True
    if any(p["score"] >= ability.params["points"] for p in g.s["players"]):
        ans = choose_yes_no(g, f, me, "Draw a card?")
        if ans is None:
            return False
        if ans[0] == "yes":
            g.draw(me, 1, effect_rule(f))
    return True


# what can't be done while a card in play closes decks or discard piles (FF113: `abilities.closed_zone`)
scope(LOOKS_IN_DECKS, "each_top_card_top_or_bottom")
