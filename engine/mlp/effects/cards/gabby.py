"""Texts printed only on cards named Gabby: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.registry import step
from engine.mlp.effects.steps import acting_player
from engine.mlp.text.registry import effect


@effect(r"discard all the cards in your hand to draw that many cards plus one")
def _e_redraw_plus_one(m):
    return {"do": "discard_hand_draw_one_more"}


# ----- what it does ---------------------------------------------------------------------------


@step("discard_hand_draw_one_more")
def _d_redraw_plus_one(g, f, step, e, rule):
    """The whole hand is discarded, then one card more than were discarded is drawn."""
    player = acting_player(f)
    hand = list(g.s["players"][player]["hand"])
    for iid in hand:
        g.discard(iid, rule)
    g.draw(player, len(hand) + 1, rule)
    return True
