"""Texts printed only on cards named Changeling Throne: their patterns and what they do."""

from __future__ import annotations

from typing import Any

from engine.mlp.effects.registry import VALUE_RULES, answers
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


# `values.power.flipped_abilities_lost` asks every "flipped_lose_abilities" text as a card is
# flipped (its Chaos abilities do not trigger) and as power totals are added up (514.4a)
@template(r"opposing flipped cards lose and can't have abilities\.")
def _t_flipped_cards_blank(m, t):
    return _a("static", "opposing_flipped_lose_abilities", t, "flipped_lose_abilities")


@answers(VALUE_RULES, "opposing_flipped_lose_abilities")
def _opposing(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    """The cards flipped by an opponent (`subject`) of this card's controller."""
    return int(subject != g.s["cards"][src]["ctrl"])
