"""Texts printed only on cards named Gone Fishin': their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


# Copying effects (520.1): the text is processed again, with new decisions, for the copier
@template(r"faceoff: move an opponent's friend to a problem\. that opponent may pay \{(\d+)\} to copy this effect\.")
def _t_gone_fishin(m, t):
    return _a("play", "move_opp_friend_copyable", t, timing="faceoff", pay=int(m.group(1)))
