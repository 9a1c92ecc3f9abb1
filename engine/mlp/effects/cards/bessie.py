"""Texts printed only on cards named Bessie: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.registry import APPLIES, SAME_AREA_STATICS, answers, scope
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values import power


# Readying (503.3, 603.1) asks the "cant_ready" texts in play (`MlpGame.ready`, the Ready Phase).
@template(r"friends here with (\d+) or less power can't ready\.")
def _t_cant_ready(m, t):
    return _a("static", "weak_friends_here_cant_ready", t, "cant_ready", at_most=int(m.group(1)))


# ----- when its rules apply, and what they can reach (`registry.scope`) --------------------


scope(SAME_AREA_STATICS, "weak_friends_here_cant_ready")


@answers(APPLIES, "weak_friends_here_cant_ready")
def _weak_friend_here(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    """Any player's Friend (this card included) at this card's area, with the power it has
    as it would ready."""
    if tc["area"] != sc["area"] or not g.is_type(target, "friend"):
        return False
    value = power.as_stated(g, target)
    return value is not None and value <= ability.params["at_most"]
