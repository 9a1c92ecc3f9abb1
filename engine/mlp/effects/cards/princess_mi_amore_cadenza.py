"""Texts printed only on cards named "Princess Mi Amore Cadenza": their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"main phase: pay \{(\d+)\} to dismiss an opponent's friend\. this card is sent to that friend's "
          r"controller's home and they gain control of it\.")
def _t_cadenza(m, t):
    return _a("activated", "dismiss_friend_give_self", t, timing="main", pay=int(m.group(1)))
