"""Texts printed only on cards named Bubbly Mare: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.state.game import ONE_CARD_PER_TYPE
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"opponents can't play more than one card of each type per turn\.")
def _t_one_card_per_type(m, t):
    """Read by the legal actions (`procedures.actions._types_limited`), which leave out a card
    of a type its player has played this turn already while an opponent controls this text
    (in a game with this card the types played are written down as each card is played,
    whatever is in play then: the cards played before this text came count too)."""
    return _a("static", "opponents_one_card_per_type", t, ONE_CARD_PER_TYPE)
