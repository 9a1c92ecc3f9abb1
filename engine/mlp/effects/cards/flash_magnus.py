"""Texts printed only on cards named Flash Magnus: their patterns and what they do."""

from __future__ import annotations

from typing import Any

from engine.mlp.effects.registry import VALUE_RULES, answers
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


# What the card itself costs to play, read from the hand ("own_play_cost",
# `values.power.PlayCosts.unmodified`): paying less is never worse, so it is always taken
@template(r"while an opponent controls a friend they do not own, you may pay \{(\d+)\} less to play this card\.")
def _t_squad_leader(m, t):
    return _a("static", "cheaper_while_opponent_controls_a_borrowed_friend", t, "own_play_cost",
              amount=-int(m.group(1)))


@answers(VALUE_RULES, "cheaper_while_opponent_controls_a_borrowed_friend")
def _cheaper(g, src: Any, subject: Any, ability: Ability, context: dict) -> int:
    """For the player playing it, while their opponent controls a Friend the opponent does not own."""
    cards = g.s["cards"]
    opp = 1 - subject
    borrowed = any(cards[i]["owner"] != opp for i in g.characters(opp) if g.is_type(i, "friend"))
    return ability.params["amount"] if borrowed else 0
