"""Texts printed only on cards named Cookie Crumbles: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.registry import APPLIES, answers
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"opponents can't move this card or your mane character\.")
def _t_cant_move_self_or_mane(m, t):
    """Neither the Move action nor an opponent's card text may move them
    (`abilities.barred_from_moving` bars the opponents of this card's controller)."""
    return _a("static", "self_or_mane_cant_be_moved_by_opponent", t, "cant_be_moved_by")


@answers(APPLIES, "self_or_mane_cant_be_moved_by_opponent")
def _self_or_own_mane(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    return target == src or (tc["ctrl"] == sc["ctrl"] and g.spec(target).type == "mane")
