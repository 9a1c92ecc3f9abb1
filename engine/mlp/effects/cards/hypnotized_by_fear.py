"""Texts printed only on cards named Hypnotized by Fear: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.control import control_params
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"main phase: gain control of an opposing friend\. at the end of your score phase, put that friend on top "
          r"of its owner's deck\.")
def _t_hypnotized(m, t):
    return _a("play", "gain_control", t, timing="main", **control_params("opp_friend", None, then="deck_top_after_score"))
