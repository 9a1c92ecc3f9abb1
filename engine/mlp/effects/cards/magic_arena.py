"""Texts printed only on cards named Magic Arena: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import choose, effect_rule
from engine.mlp.effects.registry import (
    ACTIVATION_CHECKS,
    LOOKS_IN_DECKS,
    Unmet,
    answers,
    runner,
    scope,
    unless,
)
from engine.mlp.state.library import Ability
from engine.mlp.state.reasons import deck_empty
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template

# the numbers offered: the printed powers cards have (none of the database prints more than
# 7), and a few beyond, so that a player may choose a number no card matches
_NUMBERS = range(11)


@template(r"main phase: pay \{(\d+)\} and exhaust this card to look at the top card of your deck and choose a "
          r"number\. an opponent guesses whether that card's power matches the chosen number and you reveal that "
          r"card\. if that opponent guesses correctly, banish that card\. otherwise, gain \{(\d+)\}\.")
def _t_magic_arena(m, t):
    return _a("activated", "guess_top_card_power", t, timing="main", pay=int(m.group(1)), exhaust_self=True,
              gain=int(m.group(2)))


@answers(ACTIVATION_CHECKS, "guess_top_card_power")
def _deck_has_a_card(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    """705.2e: with no card in the deck there is nothing to look at, reveal or guess about."""
    return unless(bool(g.s["players"][player]["deck"]), "look", lacks=deck_empty(player))


@runner("guess_top_card_power")
def _r_magic_arena(g, f, ability):
    """The player looks at the top card (the log does not name it) and chooses a number, said
    aloud; an opponent guesses whether its power matches; the card is revealed, banished from
    the deck on a correct guess, else the player gains the tokens."""
    me, data = f["ctrl"], f["data"]
    deck = g.s["players"][me]["deck"]
    if "top" not in data:
        if not deck:
            return True
        data["top"] = deck[-1]
        g.note_seen(effect_rule(f), f"P{me} looks at the top card of their deck")
    top = data["top"]
    if "number" not in data:
        ans = choose(g, f, me, "mode", f"The top card of your deck is {g.name(top)}: choose a number",
                     [(f"number:{n}", str(n)) for n in _NUMBERS])
        if ans is None:
            return False
        data["number"] = int(ans[0].split(":")[1])
        g.note(effect_rule(f), f"P{me} chooses the number {data['number']}{g.by_text()}")
    ans = choose(g, f, 1 - me, "mode", f"Does the power of the top card of P{me}'s deck match {data['number']}?",
                 [("guess:yes", f"It matches {data['number']}"), ("guess:no", f"It does not match {data['number']}")])
    if ans is None:
        return False
    if top not in g.s["cards"] or g.card(top)["zone"] != "deck":
        return True
    printed = g.spec(top).power
    matches = printed is not None and printed == data["number"]
    g.note_seen(effect_rule(f), f"P{1 - me} guesses it {'matches' if ans[0] == 'guess:yes' else 'does not match'}; P{me} reveals "
                       f"{g.name(top)} (power {printed})")
    if (ans[0] == "guess:yes") == matches:
        g.banish(top, effect_rule(f))
    else:
        g.gain_tokens(me, ability.params["gain"], effect_rule(f))
    return True


# what can't be done while a card in play closes decks or discard piles (FF113: `abilities.closed_zone`)
scope(LOOKS_IN_DECKS, "guess_top_card_power")
