"""Texts printed only on cards named Turning Point: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"main phase: dismiss an opposing troublemaker\. you may discard a card\. if you do, gain control of "
          r"that troublemaker instead\.")
def _t_turning_point(m, t):
    return _a("play", "dismiss_or_take_troublemaker", t, timing="main")
