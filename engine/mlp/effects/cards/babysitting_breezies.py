"""Texts printed only on cards named Babysitting Breezies: their patterns and what they do."""

from __future__ import annotations

from typing import Any

from engine.mlp.effects.registry import VALUE_RULES, answers
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


# What characters give to confronting a Problem asks the "no_confront_power" texts in play
# (`values.power._contributions`).
@template(r"characters with (\d+) or more power can't contribute their power to confronting this problem\.")
def _t_babysitting_breezies(m, t):
    return _a("static", "strong_characters_dont_confront_here", t, "no_confront_power", at_least=int(m.group(1)))


# ----- what it is worth (`registry.VALUE_RULES`) -----------------------------------------------


@answers(VALUE_RULES, "strong_characters_dont_confront_here")
def _barred(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    """1 (it gives nothing) for a character, either player's, whose power is at least the
    number, confronting this Problem."""
    if context.get("area") != g.s["cards"][src]["area"]:
        return 0
    return int((context.get("power") or 0) >= ability.params["at_least"])
