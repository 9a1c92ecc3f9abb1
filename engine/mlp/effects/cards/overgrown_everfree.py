"""Texts printed only on cards named Overgrown Everfree: their patterns and what they do."""

from __future__ import annotations

from typing import Any

from engine.mlp.effects.abilities import nameable_troublemaker
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
    """Any player's Friend, while a face-up Troublemaker is at this Problem: a face-down one
    can't be referenced by a card that does not say "face-down" (505.2)."""
    area = g.s["cards"][src]["area"]
    if context["area"] != area:
        return 0
    return int(any(nameable_troublemaker(g, i) for i in g.at(area)))
