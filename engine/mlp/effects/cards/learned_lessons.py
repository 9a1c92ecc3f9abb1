"""Texts printed only on cards named Learned Lessons: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"main phase: spend all the cards beneath this card and retire it to gain a number of action tokens "
          r"equal to the number of cards spent\.")
def _t_learned_lessons(m, t):
    return _a("activated", "gain_per_spent", t, timing="main", spend="all", retire_after_spend=True)
