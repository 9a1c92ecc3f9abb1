"""Texts printed only on cards named Foggy Fleece: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"you may play this card from your discard pile\.")
def _t_play_from_discard(m, t):
    """Read where the player's actions are listed (`actions._hand_actions`): the card is
    offered from the discard pile as from the hand, at the same cost and requirements."""
    return _a("static", "play_from_discard", t, "play_from_discard")
