"""Texts printed only on cards named Strut Your Stuff: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.registry import APPLIES, SAME_AREA_STATICS, answers, scope
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"friends here with resources on them have \+(\d+) power\.")
def _t_friends_with_resources(m, t):
    return _a("static", "friends_here_with_resources_power", t, "power", amount=int(m.group(1)))


# ----- when its rules apply, and what they can reach (`registry.scope`) --------------------


scope(SAME_AREA_STATICS, "friends_here_with_resources_power")


@answers(APPLIES, "friends_here_with_resources_power")
def _applies(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    """Any player's Friend at this Problem with at least one Resource attached to it."""
    return (tc["area"] == sc["area"] and g.is_type(target, "friend")
            and any(g.is_type(i, "resource") for i in g.attachments(target)))
