"""Texts printed only on cards named Octavia: their patterns and what they do."""

from __future__ import annotations

from typing import Any

from engine.mlp.effects.abilities import is_problem_area
from engine.mlp.effects.registry import VALUE_RULES, answers
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


# What moving a character costs adds the "move_cost_from" texts in play for that character
# (`values.power.move_cost`, which tells them where it comes from)
@template(r"your opponent must pay \+\{(\d+)\} to move a character to or from this card's problem\.")
def _t_virtuoso(m, t):
    return _a("static", "opp_move_tax_to_or_from", t, "move_cost_from", amount=int(m.group(1)))


@answers(VALUE_RULES, "opp_move_tax_to_or_from")
def _to_or_from(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    """Once per move, whether it goes to this card's Problem or leaves it (never both: a
    character is not moved to the area it is in); nothing while this card is at home."""
    sc = g.s["cards"][src]
    area = sc["area"]
    if subject == sc["ctrl"] or not is_problem_area(g, area):
        return 0
    return ability.params["amount"] if area in (context.get("dest"), context.get("origin")) else 0
