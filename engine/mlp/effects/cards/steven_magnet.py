"""Texts printed only on cards named Steven Magnet: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.control import control_params
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when an opponent loses a faceoff against a troublemaker here, gain control of an opposing friend "
          r"involved in that faceoff\.")
def _t_steven_magnet(m, t):
    return _a("trigger", "gain_control", t, "faceoff_won", **control_params("opp_friend", None, where="listed",
                                                                       on="opp_lost_tm_here"))
