"""What can't happen to a card: being frightened, moved, dismissed.

Each wording's pattern (registered into `engine.mlp.text.registry`) sits with the
runner that carries it out (registered into `engine.mlp.effects.registry`).
"""

from __future__ import annotations

from engine.mlp.effects.abilities import own_card, own_host
from engine.mlp.effects.registry import (
    APPLIES,
    HOST_ONLY_STATICS,
    SAME_AREA_STATICS,
    SELF_ONLY_STATICS,
    answers,
    scope,
)
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"this card can't be frightened\.")
def _t_fearless(m, t):
    return _a("static", "cant_be_frightened", t, "cant_frighten")


@template(r"that (?:friend|character) can't be frightened\.")
def _t_host_fearless(m, t):
    """On a Resource played on a card: its host can't be frightened (509.4)."""
    return _a("static", "host_cant_be_frightened", t, "cant_frighten")


@template(r"(friends|characters) here can't be frightened\.")
def _t_here_fearless(m, t):
    """Everyone's Friends (or characters) at this card's area, a Problem's included."""
    return _a("static", "here_cant_be_frightened", t, "cant_frighten", who=m.group(1))


# ----- when its rules apply, and what they can reach (`registry.scope`) --------------------


answers(APPLIES, "cant_be_frightened")(own_card)
answers(APPLIES, "host_cant_be_frightened")(own_host)


@answers(APPLIES, "here_cant_be_frightened")
def _here_fearless(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    if tc["area"] != sc["area"] or tc["zone"] != "play":
        return False
    return g.is_type(target, "friend") if ability.params["who"] == "friends" else g.is_character(target)


scope(SELF_ONLY_STATICS, "cant_be_frightened")
scope(HOST_ONLY_STATICS, "host_cant_be_frightened")
scope(SAME_AREA_STATICS, "here_cant_be_frightened")
