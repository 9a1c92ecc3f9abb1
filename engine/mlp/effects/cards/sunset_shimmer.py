"""Texts printed only on cards named Sunset Shimmer: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when this troublemaker is uncovered, you may pay \{(\d+)\}\. if you do, they banish an opposing friend "
          r"or resource to beneath this card\. otherwise, dismiss this card\.")
def _t_sunset_uncovered(m, t):
    return _a("trigger", "pay_or_dismiss_banish_beneath", t, "uncovered", amount=int(m.group(1)))


@template(r"when this card leaves play(?: or is turned face-down)?, put any cards beneath it into their owners?'s? "
          r"hands?\.")
def _t_beneath_to_hands(m, t):
    return _a("trigger", "beneath_to_hands", t, "self_left_play")
