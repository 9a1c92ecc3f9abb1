"""Texts printed only on cards named A Stitch in Time: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when this problem enters play, its owner may reattach a resource from one of their friends to another "
          r"one of their friends\.")
def _t_owner_reattaches(m, t):
    """A Problem is controlled by its owner: the attaching family's reattaching, among that
    player's own Friends."""
    return _a("trigger", "reattach", t, "enter_play", own=True)
