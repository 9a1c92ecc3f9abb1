"""Texts printed only on cards named Cheese Sandwich: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"this card enters play exhausted\.")
def _t_enters_exhausted(m, t):
    """Read by the state as the card enters play (`MlpGame.relocate`): it is exhausted from
    the moment it is in play, so nothing sees it ready."""
    return _a("static", "enters_exhausted", t, "enters_exhausted")
