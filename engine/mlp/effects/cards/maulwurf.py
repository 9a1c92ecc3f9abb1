"""Texts printed only on cards named Maulwurf: their patterns and what they do."""

from __future__ import annotations

from typing import Any

from engine.mlp.effects.registry import VALUE_RULES, answers
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


# `procedures.flow._challenges` asks the "min_challengers" texts before offering a challenge (608.1)
@template(r"this card can't be challenged except by (two|three|\d+) or more characters\.")
def _t_extra_large(m, t):
    least = {"two": 2, "three": 3}.get(m.group(1)) or int(m.group(1))
    return _a("static", "challenged_only_by_many", t, "min_challengers", least=least)


@answers(VALUE_RULES, "challenged_only_by_many")
def _too_few(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    """1 (can't be challenged) when fewer characters than the number would challenge: those a
    text names (`challengers`: "challenge it with one of your characters"), else all of the
    challenging player's (`subject`) at this Troublemaker's Problem (608.4)."""
    if context.get("tm") != src:
        return 0
    count = context.get("challengers") or len(g.characters_at(context["area"], subject))
    return int(count < ability.params["least"])
