"""Texts printed only on cards named Hoops: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.control import CONTROL_UNTIL, control_params
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"chaos: when this card is flipped, gain control of an opponent's friend involved in the faceoff"
          + CONTROL_UNTIL + r"\.")
def _t_chaos_control(m, t):
    return _a("trigger", "gain_control", t, "self_flipped", **control_params("opp_friend", m.group(1), where="involved"))
