"""Texts printed only on cards named Davenport: their patterns and what they do."""

from __future__ import annotations

from typing import Any

from engine.mlp.effects.registry import VALUE_RULES, answers
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"opponents pay \+\{(\d+)\} to play friends with at least (\d+) printed power\.")
def _t_tax_on_big_friends(m, t):
    return _a("static", "opp_play_tax_printed_power", t, "play_cost", amount=int(m.group(1)),
              at_least=int(m.group(2)))


# ----- what it is worth (`registry.VALUE_RULES`) -----------------------------------------------


@answers(VALUE_RULES, "opp_play_tax_printed_power")
def _tax(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    """The player paying (`subject`) is an opponent of this card's controller, and the card
    played is a Friend whose printed power reaches the number."""
    if subject == g.s["cards"][src]["ctrl"] or "card" not in context:
        return 0
    spec = g.spec(context["card"])
    big = spec.type == "friend" and (spec.power or 0) >= ability.params["at_least"]
    return ability.params["amount"] if big else 0
