"""Texts printed only on cards named A Thorn in His Paw: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.registry import AT_OWN_AREA_ONLY, BY_CARD_TYPE, scope
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"while a player has at least (\d+) \{(\w+)\} friends at this problem, that player's opponent must pay \+\{(\d+)\} to play a friend here\.")
def _t_thorn(m, t):
    return _a("static", "problem_play_tax", t, "play_cost", count=int(m.group(1)), color=m.group(2),
              amount=int(m.group(3)))


# ----- when its rules apply, and what they can reach (`registry.scope`) --------------------


scope(BY_CARD_TYPE, "problem_play_tax")
scope(AT_OWN_AREA_ONLY, "problem_play_tax")
