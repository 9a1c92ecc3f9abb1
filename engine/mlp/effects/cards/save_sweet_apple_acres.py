"""Texts printed only on cards named Save Sweet Apple Acres: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.registry import APPLIES, SAME_AREA_STATICS, answers, scope
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values import power as _power_values


@template(r"while a player has more power at this problem than any opponent, that player's friends here can't be dismissed\.")
def _t_ssaa(m, t):
    return _a("static", "leader_friends_safe", t, "cant_dismiss")


# ----- when its rules apply, and what they can reach (`registry.scope`) --------------------


@answers(APPLIES, "leader_friends_safe")
def _leader_friends_safe(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    if tc["area"] != sc["area"] or not g.is_type(target, "friend"):
        return False
    return _area_power(g, sc["area"], tc["ctrl"]) > _area_power(g, sc["area"], 1 - tc["ctrl"])


def _area_power(g, area: str, player: int) -> int:
    return sum(max(0, _power_values.power(g, i) or 0) for i in g.characters_at(area, player))


scope(SAME_AREA_STATICS, "leader_friends_safe")
