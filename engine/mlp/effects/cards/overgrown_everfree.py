"""Texts printed only on cards named Overgrown Everfree: their patterns and what they do."""

from __future__ import annotations

from typing import Any

from engine.mlp.effects.registry import VALUE_RULES, answers
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


# `effects.problems.friend_barred` asks every "cant_play_friend" text for each place a
# Friend could be played.
@template(r"while a troublemaker is at this problem, friends can't be played here\.")
def _t_no_friends_while_troublemaker(m, t):
    return _a("static", "no_friends_here_while_troublemaker", t, "cant_play_friend")


@answers(VALUE_RULES, "no_friends_here_while_troublemaker")
def _barred(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    """Any player's Friend, while any Troublemaker is at this Problem, face up or face down
    (505.1: a face-down card keeps its card information, its type among it)."""
    area = g.s["cards"][src]["area"]
    if context["area"] != area:
        return 0
    return int(any(g.is_type(i, "troublemaker") for i in g.at(area)))
