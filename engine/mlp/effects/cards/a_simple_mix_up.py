"""Texts printed only on cards named A Simple Mix-up: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.control import _UNTIL, _control
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"(main phase|immediate): gain control of an? (?:opponent's|opposing) friend" + _UNTIL + r"\.")
def _t_event_control(m, t):
    return _a("play", "gain_control", t, timing="main" if m.group(1) == "main phase" else "immediate",
              **_control("opp_friend", m.group(2)))
