"""Texts printed only on cards named Save Sweet Apple Acres: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"while a player has more power at this problem than any opponent, that player's friends here can't be dismissed\.")
def _t_ssaa(m, t):
    return _a("static", "leader_friends_safe", t, "cant_dismiss")
