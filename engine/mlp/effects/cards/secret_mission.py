"""Texts printed only on cards named Secret Mission: their patterns and what they do."""

from __future__ import annotations

from typing import Any

from engine.mlp.effects.registry import VALUE_RULES, answers
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"players need \+(\d+) power to confront this problem for each of their opponent's friends here\.")
def _t_need_more_per_opposing_friend(m, t):
    return _a("static", "confront_extra_per_opposing_friend", t, "confront_extra", amount=int(m.group(1)))


@answers(VALUE_RULES, "confront_extra_per_opposing_friend")
def _per_opposing_friend(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    """611.3: the player confronting (`subject`) needs more for each Friend (not a Mane
    Character) their opponent has at this Problem; either player, owner or not."""
    area = g.s["cards"][src]["area"]
    if context.get("area") != area:
        return 0
    friends = sum(1 for iid in g.characters_at(area, 1 - subject) if g.is_type(iid, "friend"))
    return ability.params["amount"] * friends
