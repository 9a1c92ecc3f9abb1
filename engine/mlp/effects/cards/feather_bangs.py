"""Texts printed only on cards named Feather Bangs: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose
from engine.mlp.effects.registry import step
from engine.mlp.effects.steps import acting_player
from engine.mlp.text.registry import effect


@effect(r"discard any number of cards, then draw a card for each card discarded this way")
def _e_discard_then_draw_as_many(m):
    return {"do": "discard_any_then_draw_as_many"}


# ----- what it does ---------------------------------------------------------------------------


@step("discard_any_then_draw_as_many")
def _d_discard_then_draw(g, f, step, e, rule):
    """The player picks any number of cards from their hand (none too) and discards them,
    then draws as many."""
    player = acting_player(f)
    hand = g.s["players"][player]["hand"]
    ans = choose(g, f, player, "discard", "Discard any number of cards (you draw as many)",
                 [(f"card:{i}", g.name(i)) for i in hand], 0, len(hand))
    if ans is None:
        return False
    for key in ans:
        g.discard(card_of_option(key), rule)
    if ans:
        g.draw(player, len(ans), rule)
    return True
