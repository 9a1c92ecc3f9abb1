"""Texts printed only on cards named Study Session: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"opposing friends enter play exhausted\.")
def _t_opposing_friends_enter_exhausted(m, t):
    """Read by the state as a Friend enters play (`MlpGame.relocate`): a Friend of an
    opponent of this card's controller is exhausted from the moment it is in play, so
    nothing sees it ready (its own controller's Friends enter as usual)."""
    return _a("static", "opposing_friends_enter_exhausted", t, "opp_friends_enter_exhausted")
