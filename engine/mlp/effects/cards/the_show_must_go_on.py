"""Texts printed only on cards named The Show Must Go On: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when a player confronts this problem, that player may banish a card from their hand to beneath one "
          r"of their friends with pumped\.")
def _t_show_must_go_on(m, t):
    return _a("trigger", "hand_beneath_pumped", t, "confront", optional=True)
