"""Texts printed only on cards named Adventures in Foalsitting: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import effect_rule, in_play, may_look
from engine.mlp.effects.plain_words import yours
from engine.mlp.effects.problem_deck_top import look_and_put_top_or_bottom
from engine.mlp.effects.problems import first_confrontation
from engine.mlp.effects.registry import LOOKS_IN_DECKS, runner, scope, triggered_by
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"the first player to confront this problem may look at the top card of this problem deck and put it on either the top or bottom of that deck\.")
def _t_foalsitting(m, t):
    return _a("trigger", "first_confront_scry", t, "confront")


# ----- what it does ---------------------------------------------------------------------------


@runner("first_confront_scry")
def _r_scry(g, f, ability):
    """The text's moment, as printed: the player "may look" (712.3), asked first without the
    card shown; once they look, the card is shown and they put it on the top or the bottom of
    "this Problem deck", the deck of this card's owner (403; `problem_deck_top`)."""
    player = f["data"]["player"]
    src = f["src"]
    if not in_play(g, src):
        return True
    owner = g.card(src)["owner"]
    deck = g.s["players"][owner]["problem_deck"]
    if not deck:
        return True
    looks = may_look(g, f, player, f"the top card of {yours(player, owner)} Problem deck and put it on the top or the "
                     "bottom of that deck")
    if not looks:
        return looks is not None
    return look_and_put_top_or_bottom(g, f, player, owner, effect_rule(f))


# ----- what triggers it -------------------------------------------------------------------------


triggered_by("confront", "first_confront_scry")(first_confrontation)


# what can't be done while a card in play closes decks or discard piles (FF113: `abilities.closed_zone`)
scope(LOOKS_IN_DECKS, "first_confront_scry")
