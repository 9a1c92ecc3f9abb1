"""What can't happen to a card: being frightened, moved, dismissed.

Each wording's pattern (registered into `engine.mlp.text.registry`) sits with the
runner that carries it out (registered into `engine.mlp.effects.registry`).
"""

from __future__ import annotations

from engine.mlp.effects.abilities import own_card
from engine.mlp.effects.registry import APPLIES, SELF_ONLY_STATICS, answers, scope
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"this card can't be frightened\.")
def _t_fearless(m, t):
    return _a("static", "cant_be_frightened", t, "cant_frighten")


# ----- when its rules apply, and what they can reach (`registry.scope`) --------------------


answers(APPLIES, "cant_be_frightened")(own_card)


scope(SELF_ONLY_STATICS, "cant_be_frightened")
