"""Texts printed only on cards named Plaid Stripes: their patterns and what they do."""

from __future__ import annotations

from typing import Any

from engine.mlp.effects.registry import VALUE_RULES, answers
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


# What a card costs to play adds the "play_cost" texts in play (`values.power.PlayCosts`).
@template(r"opponents pay \+\{(\d+)\} to play cards with cost (\d+) or less\.")
def _t_tax_on_cheap_cards(m, t):
    return _a("static", "opp_play_tax_cheap_cards", t, "play_cost", amount=int(m.group(1)), at_most=int(m.group(2)))


@answers(VALUE_RULES, "opp_play_tax_cheap_cards")
def _tax(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    """The player paying (`subject`) is an opponent of this card's controller; the card's
    printed cost is at most the number (a card with no cost is not one "with cost N")."""
    if subject == g.s["cards"][src]["ctrl"] or "card" not in context:
        return 0
    cost = g.spec(context["card"]).cost
    return ability.params["amount"] if cost is not None and cost <= ability.params["at_most"] else 0
