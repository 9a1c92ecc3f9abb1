"""Texts printed only on cards named Seeking the Scepter: their patterns and what they do."""

from __future__ import annotations

from typing import Any

from engine.mlp.effects.registry import VALUE_RULES, answers
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


# `values.power` leaves out of a confront (611.3) every character a "no_confront_power"
# text applies to; the character still has its power (for faceoffs, for other texts).
@template(r"mane characters can't contribute their power to confronting this problem\.")
def _t_manes_dont_confront_here(m, t):
    return _a("static", "manes_dont_confront_here", t, "no_confront_power")


@answers(VALUE_RULES, "manes_dont_confront_here")
def _mane_here(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    """Any player's Mane Character at this Problem."""
    cards = g.s["cards"]
    return int(cards[subject]["area"] == cards[src]["area"] and g.spec(subject).type == "mane")
