"""Texts printed only on cards named Little Strongheart: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.registry import (
    AMOUNTS,
    APPLIES,
    FACEOFF_ONLY_STATICS,
    SELF_ONLY_STATICS,
    answers,
    scope,
)
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"during faceoffs, this card has \+(\d+) power for each of your other characters here\.")
def _t_faceoff_power_per_own_here(m, t):
    return _a("static", "self_faceoff_power_per_own_here", t, "power", amount=int(m.group(1)))


# ----- when its rules apply, and what they can reach (`registry.scope`) --------------------


scope(SELF_ONLY_STATICS, "self_faceoff_power_per_own_here")
scope(FACEOFF_ONLY_STATICS, "self_faceoff_power_per_own_here")


@answers(APPLIES, "self_faceoff_power_per_own_here")
def _applies(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    """During any faceoff (not only one it is involved in: the text does not ask that)."""
    return src == target and s["faceoff"] is not None


@answers(AMOUNTS, "self_faceoff_power_per_own_here")
def _amount(g, src: int, target: int, ability: Ability) -> int:
    here = g.s["cards"][src]
    others = sum(1 for i in g.characters_at(here["area"], here["ctrl"]) if i != src)
    return ability.params["amount"] * others
