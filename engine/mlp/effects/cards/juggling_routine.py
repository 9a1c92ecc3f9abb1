"""Texts printed only on cards named Juggling Routine: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import effect_rule
from engine.mlp.effects.drawing_discarding import shuffle_discard_into_deck
from engine.mlp.effects.registry import runner
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"(main phase|immediate): each player shuffles their discard pile into their deck and draws a card\.")
def _t_juggle(m, t):
    return _a("play", "all_shuffle_discard_into_deck_then_draw", t,
              timing="main" if m.group(1) == "main phase" else "immediate")


# ----- what it does ---------------------------------------------------------------------------


@runner("all_shuffle_discard_into_deck_then_draw")
def _r_juggle(g, f, ability):
    """Each player, in turn order starting with the turn player (101.4), puts every card of
    their discard pile into their deck and shuffles it (the game's seeded shuffle); then each
    draws a card (801: one instruction to every player, carried out for all before the next,
    `parts._carried_out_by`). The Event itself is being resolved, not in the discard pile,
    so it stays out."""
    order = (g.s["turn_player"], 1 - g.s["turn_player"])
    for p in order:
        shuffle_discard_into_deck(g, p, "705.2e")  # (the Event's instruction: no draw yet, 410.4)
    for p in order:
        g.draw(p, 1, effect_rule(f))
    return True
