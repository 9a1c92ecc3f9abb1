"""Texts printed only on cards named Cranky Doodle Donkey: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import own_card
from engine.mlp.effects.registry import APPLIES, SELF_ONLY_STATICS, answers, scope
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


# Asked as points are scored (`abilities.scoring_barred`, from the state kernel's `score`):
# while this card is involved in the faceoff going on, no player scores, whatever the reason
# (winning the Problem faceoff, defeating a Troublemaker, a card's text).
@template(r"players can't score points during faceoffs involving this card\.")
def _t_no_scoring(m, t):
    return _a("static", "no_scoring_in_faceoff", t, "no_scoring_in_faceoff")


answers(APPLIES, "no_scoring_in_faceoff")(own_card)
scope(SELF_ONLY_STATICS, "no_scoring_in_faceoff")
