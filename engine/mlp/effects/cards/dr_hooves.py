"""Texts printed only on cards named Dr. Hooves: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose
from engine.mlp.effects.registry import ACTIVATION_CHECKS, answers, runner
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"main phase: exhaust this card to draw the bottom card of your deck, then put a card from your hand on "
          r"top of your deck\.")
def _t_time_loop(m, t):
    return _a("activated", "draw_bottom_then_card_to_top", t, timing="main", exhaust_self=True)


# ----- what it does ---------------------------------------------------------------------------


@runner("draw_bottom_then_card_to_top")
def _r_time_loop(g, f, ability):
    """The bottom card (the first of the deck's list) is drawn (410.4), then the player puts
    any card of their hand, that one too, on top of their deck."""
    me = f["ctrl"]
    data = f["data"]
    if "drawn" not in data:
        deck = g.s["players"][me]["deck"]
        if deck:
            g.relocate(deck[0], "hand")
            g.s["players"][me]["drawn"] += 1
            g.note("410.4", f"P{me} draws the bottom card of their deck")
            g.emit_event("drew", {"player": me})
        data["drawn"] = True
    hand = g.s["players"][me]["hand"]
    if not hand:
        return True
    ans = choose(g, f, me, "target", "Put a card from your hand on top of your deck",
                 [(f"card:{i}", g.name(i)) for i in hand])
    if ans is None:
        return False
    g.put_on_deck_top(me, [g.relocate(card_of_option(ans[0]), "deck")])
    g.note("704", f"P{me} puts a card from their hand on top of their deck")
    return True


@answers(ACTIVATION_CHECKS, "draw_bottom_then_card_to_top")
def _can_activate(g, player: int, iid: int, ability: Ability) -> bool:
    """With a card in the deck to draw (705.2e)."""
    return bool(g.s["players"][player]["deck"])
