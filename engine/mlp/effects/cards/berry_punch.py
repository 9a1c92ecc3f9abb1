"""Texts printed only on cards named Berry Punch: their patterns and what they do.

Party Preparations prints 0 power, so "its power is equal to the number of cards in your
hand" is its printed 0 plus one for each card there: the wordings "+1 power for each card
in your hand" (`text.parts`) and "Chaos: while this card is flipped, it has +1 power for
each ..." (`effects.counters`) carry them out, counted at every look.
"""

from __future__ import annotations

from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"chaos: while this card is flipped, it has power equal to the number of cards in your hand\.")
def _t_flipped_power_is_hand_size(m, t):
    return _a("static", "flipped_self_power", t, "flipped_power", amount=1, count="own_hand")


@template(r"this card's power is equal to the number of cards in your hand\.")
def _t_power_is_hand_size(m, t):
    return _a("static", "self_power_per", t, "power", amount=1, count="own_hand")
