"""Texts printed only on cards named Holder's Boulder: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"your token friends can't be frightened\.")
def _t_tokens_fearless(m, t):
    return _a("static", "own_tokens_cant_be_frightened", t, "cant_frighten")
