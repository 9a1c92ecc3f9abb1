"""Texts printed only on cards named Reforming a Draconequus: their patterns and what they do."""

from __future__ import annotations

from typing import Any

from engine.mlp.effects.registry import VALUE_RULES, answers
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


# Whether Troublemakers block confronting a Problem asks the "troublemakers_dont_block" texts in
# play (`values.power.blocked_by_troublemaker`).
@template(r"troublemakers don't prevent players from confronting this problem\.")
def _t_unblocked(m, t):
    return _a("static", "troublemakers_dont_block_here", t, "troublemakers_dont_block")


# ----- what it is worth (`registry.VALUE_RULES`) -----------------------------------------------


@answers(VALUE_RULES, "troublemakers_dont_block_here")
def _unblocked_here(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    """1 at this Problem, for every player (611.3e does not apply here)."""
    return int(context.get("area") == g.s["cards"][src]["area"])
