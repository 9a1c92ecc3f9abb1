"""Texts printed only on cards named Attitude and Pizzazz!: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.registry import APPLIES, SAME_AREA_STATICS, answers, scope
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"characters with accessories on them here have \+(\d+) power\.")
def _t_characters_with_accessories(m, t):
    return _a("static", "characters_here_with_accessories_power", t, "power", amount=int(m.group(1)))


# ----- when its rules apply, and what they can reach (`registry.scope`) --------------------


scope(SAME_AREA_STATICS, "characters_here_with_accessories_power")


@answers(APPLIES, "characters_here_with_accessories_power")
def _applies(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    """Any player's character at this Problem with a card with the Accessory trait on it."""
    return (tc["area"] == sc["area"] and g.is_character(target)
            and any(g.spec(i).has_trait("accessory") for i in g.attachments(target)))
