"""Texts printed only on cards named Herd of Adoring Fans: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"play on a friend with cost (\d+) or less\.?")
def _t_on_cheap_friend(m, t):
    return _a("rule", "attach", t, attach=f"friend_cost:{m.group(1)}")


@template(r"when you play this card, put a token copy of that friend into play\.")
def _t_copy_host(m, t):
    return _a("trigger", "token_copy_host", t, "played")


@template(r"when you move the attached friend, you may move a token friend with the same name\.")
def _t_move_same_name_token(m, t):
    return _a("trigger", "move_same_name_token", t, "moved")
