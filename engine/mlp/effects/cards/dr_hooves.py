"""Texts printed only on cards named Dr. Hooves: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose
from engine.mlp.effects.entering_and_leaving_play import play_for_free
from engine.mlp.effects.registry import ACTIVATION_CHECKS, answers, runner, triggered_by
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values.power import requirement_met


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


# ----- Dr. Hooves, Unblinking (PR197, errata) ---------------------------------------------------------

_DR_HOOVES = "dr. hooves"


@template(r"when this card is put into the discard pile from anywhere, you may search your deck for dr\. hooves, play it "
          r"to your home frightened for free, and shuffle your deck\.")
def _t_unblinking(m, t):
    """Triggers in the discard pile (`from_zone`): every way a card enters one reports
    "put_in_discard" (from play, the hand, the deck, a faceoff's flip zone, an Event
    resolved or canceled)."""
    return _a("trigger", "hooves_from_deck_frightened", t, "put_in_discard", from_zone="discard")


@triggered_by("put_in_discard", "hooves_from_deck_frightened")
def _this_card_discarded(g, iid: int, ability: Ability, data: dict) -> dict | None:
    return {} if data["card"] == iid else None


@runner("hooves_from_deck_frightened")
def _r_unblinking(g, f, ability):
    """Its owner may search (518.1, may fail to find), plays the Dr. Hooves found to their home
    frightened for free (the play procedure, `play_for_free`: a card played, whose play
    requirement still has to be met, 205.1), then shuffles (518.2)."""
    me, data = f["ctrl"], f["data"]
    deck = g.s["players"][me]["deck"]
    if "searched" not in data:
        ans = choose(g, f, me, "may", "Search your deck for Dr. Hooves? (712.3)", [("yes", "Yes"), ("no", "No")])
        if ans is None:
            return False
        if ans[0] != "yes":
            return True
        data["searched"] = True
    if "picked" not in data:
        found = [i for i in reversed(deck) if g.spec(i).is_named(_DR_HOOVES) and requirement_met(g, me, i)]
        ans = choose(g, f, me, "search", "Search your deck (518.1): play Dr. Hooves to your home frightened for free",
                     [("none", "Fail to find"), *[(f"card:{i}", g.name(i)) for i in found]])
        if ans is None:
            return False
        data["picked"] = True
        if ans and ans[0] != "none":
            play_for_free(g, me, card_of_option(ans[0]), f"home:{me}", frightened=True)
            return False  # (resumed once it is played)
    g.shuffle(deck)
    g.note("518.2", f"P{me} shuffles their deck")
    return True
