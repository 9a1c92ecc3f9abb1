"""Texts printed only on cards named Exact Duplicate: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when you play this card, put a token copy of each of your token friends into play\.")
def _t_copy_own_tokens(m, t):
    return _a("trigger", "token_copy_own_tokens", t, "played")
