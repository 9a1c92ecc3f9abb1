"""Texts printed only on cards named Windigo: their patterns and what they do."""

from __future__ import annotations

from typing import Any

from engine.mlp.effects.registry import VALUE_RULES, answers
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


# `procedures.flow._challenges` asks the "min_challengers" texts before offering a challenge (608.1)
@template(r"this card can only be challenged by a number of characters up to the number of ([a-z]+) counters on "
          r"this card\.")
def _t_challengers_up_to_counters(m, t):
    return _a("static", "challengers_up_to_counters", t, "min_challengers", counter=m.group(1))


@answers(VALUE_RULES, "challengers_up_to_counters")
def _too_many(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    """1 (can't be challenged) when the challenging player (`subject`) has more characters at
    this Troublemaker's Problem than it has such counters: all of them would be involved
    (608.4), so with no counter it can't be challenged at all."""
    if context.get("tm") != src:
        return 0
    allowed = g.s["cards"][src]["counters"].get(ability.params["counter"], 0)
    return int(len(g.characters_at(context["area"], subject)) > allowed)
