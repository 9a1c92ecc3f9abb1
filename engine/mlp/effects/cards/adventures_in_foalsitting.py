"""Texts printed only on cards named Adventures in Foalsitting: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import choose, effect_rule, in_play
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
    player = f["data"]["player"]
    src = f["src"]
    if not in_play(g, src):
        return True
    deck = g.s["players"][g.card(src)["owner"]]["problem_deck"]
    if not deck:
        return True
    top = deck[-1]
    ans = choose(g, f, player, "scry", f"The top card of that Problem deck is {g.name(top)}",
                 [("skip", "Don't look / leave it"), ("top", "Leave it on top"), ("bottom", "Put it on the bottom")])
    if ans is None:
        return False
    if ans[0] == "bottom" and deck and deck[-1] == top:
        g.relocate(top, "problem_deck", position="bottom")
        g.note(effect_rule(f), f"P{player} puts the top card of the Problem deck on the bottom")
    return True


# ----- what triggers it -------------------------------------------------------------------------


triggered_by("confront", "first_confront_scry")(first_confrontation)


# what can't be done while a card in play closes decks or discard piles (FF113: `abilities.closed_zone`)
scope(LOOKS_IN_DECKS, "first_confront_scry")
