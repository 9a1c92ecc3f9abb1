"""Texts printed only on cards named A Simple Mix-up: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.control import CONTROL_UNTIL, control_params
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"(main phase|immediate): gain control of an? (?:opponent's|opposing) friend" + CONTROL_UNTIL + r"\.")
def _t_event_control(m, t):
    return _a("play", "gain_control", t, timing="main" if m.group(1) == "main phase" else "immediate",
              **control_params("opp_friend", m.group(2)))
