"""Texts printed only on cards named Skeleton Soldiers: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


# Defeating a Troublemaker dismisses it (514.5a); the card leaving play this way triggers its
# "self_defeated" abilities (`MlpGame.leave_play`) with the card it became in the discard pile,
# which the general "left_to_hand" step returns to its owner's hand (410.6a).
@template(r"when this card is defeated, put it into its owner's hand\.")
def _t_defeated_to_hand(m, t):
    return _a("trigger", "effect", t, "self_defeated", when="self",
              steps=[{"do": "left_to_hand", "may": False, "costs": []}])
