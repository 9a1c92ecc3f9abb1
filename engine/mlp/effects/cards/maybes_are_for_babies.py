"""Texts printed only on cards named Maybes are for Babies: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.drawing_discarding import that_player_may_draw
from engine.mlp.effects.registry import runner
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when a player confronts this problem, that player may draw a card\.")
def _t_confront_draw(m, t):
    return _a("trigger", "confronter_may_draw", t, "confront")


# ----- what it does ---------------------------------------------------------------------------


runner("confronter_may_draw")(that_player_may_draw)
