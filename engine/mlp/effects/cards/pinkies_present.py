"""Texts printed only on cards named Pinkie's Present: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"main phase: choose one: draw (\d+) cards, opponents need \+(\d+) power to confront problems until the "
          r"start of your next turn, or gain control of an opposing friend until the end of the score phase\.")
def _t_pinkies_present(m, t):
    return _a("play", "choose_one_draw_confront_control", t, timing="main", n=int(m.group(1)),
              amount=int(m.group(2)))
