"""Texts printed only on cards named Stygian: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when this card enters play, put a token copy of a resource into play\.")
def _t_copy_resource(m, t):
    return _a("trigger", "token_copy_resource", t, "enter_play")
