"""Texts printed only on cards named Destiny Drain: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose
from engine.mlp.effects.registry import (
    LOOKS_IN_DECKS,
    PLAY_CHECKS,
    TAKES_FROM_DISCARD_PILES,
    Unmet,
    answers,
    runner,
    scope,
    unless,
)
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"main phase: choose a card in an opponent's discard pile\. search that player's hand, deck, and discard "
          r"pile for each card with the same name, then banish those cards\. banish this card\.")
def _t_destiny_drain(m, t):
    return _a("play", "banish_every_copy_of_a_discarded_card", t, timing="main")


# ----- what it does ---------------------------------------------------------------------------


@runner("banish_every_copy_of_a_discarded_card")
def _r_destiny_drain(g, f, ability):
    """The chosen card and every card of the same name (201.1: title and subtitle) in that
    player's hand, deck and discard pile are banished (410.5); the deck is searched, so it
    is shuffled after (518.2). Then the Event banishes itself instead of going to the
    discard pile (304.2 is for an Event still waiting to be put away)."""
    player = f["ctrl"]
    opponent = 1 - player
    zones = g.s["players"][opponent]
    ans = choose(g, f, player, "target", f"Choose a card in P{opponent}'s discard pile",
                 [(f"card:{i}", g.name(i)) for i in zones["discard"]])
    if ans is None:
        return False
    if ans:
        name = g.spec(card_of_option(ans[0])).name
        found = [i for zone in ("hand", "deck", "discard") for i in zones[zone] if g.spec(i).name == name]
        for iid in found:
            g.banish(iid, "410.5")
        g.shuffle_deck(opponent, "518.2")
    src = f["src"]
    c = g.s["cards"].get(src)
    if c is not None and c["zone"] == "queue":
        new = g.banish(src, "410.5")
        for frame in g.s["stack"]:
            if frame["op"] == "play_card" and frame["iid"] == src:
                frame["iid"] = new  # the play ends with the card where it now is (not discarded)
                frame["card_id"] = c["card"]
    return True


@answers(PLAY_CHECKS, "banish_every_copy_of_a_discarded_card")
def _can_play(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    """Not without a card in the opponent's discard pile to choose."""
    return unless(bool(g.s["players"][1 - player]["discard"]), "choose")


# what can't be done while a card in play closes decks or discard piles (FF113: `abilities.closed_zone`)
scope(LOOKS_IN_DECKS, "banish_every_copy_of_a_discarded_card")
scope(TAKES_FROM_DISCARD_PILES, "banish_every_copy_of_a_discarded_card")
