"""Texts printed only on cards named Pearly Stitch: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import own_card
from engine.mlp.effects.registry import APPLIES, SELF_ONLY_STATICS, answers, scope
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


# can't
@template(r"your opponents?'?s? (?:cards )?can't move this card\.")
def _t_cant_move(m, t):
    return _a("static", "cant_be_moved_by_opponent", t, "cant_move")


# ----- when its rules apply, and what they can reach (`registry.scope`) --------------------


answers(APPLIES, "cant_be_moved_by_opponent")(own_card)


scope(SELF_ONLY_STATICS, "cant_be_moved_by_opponent")
