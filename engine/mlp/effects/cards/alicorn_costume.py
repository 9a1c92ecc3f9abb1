"""Texts printed only on cards named Alicorn Costume: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.registry import (
    APPLIES,
    HOST_ONLY_STATICS,
    NO_AREA,
    answers,
    reads_board,
    scope,
)
from engine.mlp.state.library import Ability
from engine.mlp.text.normalize import ELEMENTS
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"while that friend has more resources on it than any other friend, that friend has \+(\d+) power and "
          r"is \{(\w+)\}, \{(\w+)\}, \{(\w+)\}, \{(\w+)\}, \{(\w+)\}, and \{(\w+)\}\.")
def _t_alicorn_costume(m, t):
    colors = [ELEMENTS.get(m.group(i), m.group(i)) for i in range(2, 8)]
    return [_a("static", "best_equipped_host_power", t, "power", amount=int(m.group(1))),
            *(_a("static", "best_equipped_host_color", t, "color", color=color) for color in colors)]


def _resources_on(g, friend: int) -> int:
    return sum(1 for a in g.attachments(friend) if g.is_type(a, "resource"))


# ----- when its rules apply, and what they can reach (`registry.scope`) --------------------


scope(HOST_ONLY_STATICS, "best_equipped_host_power", "best_equipped_host_color")
reads_board(NO_AREA, "best_equipped_host_color")  # (Resources on Friends, wherever they are)


@answers(APPLIES, "best_equipped_host_power", "best_equipped_host_color")
def _best_equipped_host(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    """The Friend this card is on has more Resources on it than each other Friend in play,
    either player's."""
    if sc["host"] != target:
        return False
    mine = _resources_on(g, target)
    return all(_resources_on(g, other) < mine for other in s["play"] if other != target and g.is_type(other, "friend"))
