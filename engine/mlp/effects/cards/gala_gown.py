"""Texts printed only on cards named Gala Gown: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"if a player has (\d+) or more points, you may play this card from your discard pile\.")
def _t_play_from_discard_late(m, t):
    """Read where the player's actions are listed (`actions._hand_actions`), as Foggy Fleece's
    "You may play this card from your discard pile.", while a player has that many points."""
    return _a("static", "play_from_discard", t, "play_from_discard", min_points=int(m.group(1)))
