"""Texts printed only on cards named Eep!: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"(main phase|immediate): banish this card to beneath one of your friends with pumped\.")
def _t_eep(m, t):
    return _a("play", "self_beneath_pumped", t, timing="main" if m.group(1) == "main phase" else "immediate")
