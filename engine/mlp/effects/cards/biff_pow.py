"""Texts printed only on cards named Biff! Pow!: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.parts import target
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"main phase: challenge an opponent's troublemaker with one of your characters\.")
def _t_biff_pow(m, t):
    """A challenge by text (`troublemakers`' "challenge" step, 707.4) with one chosen character
    at its Problem: it meets what forbids or taxes challenging, as every challenge does (608.1)."""
    return _a("play", "effect", t, timing="main",
              steps=[{"do": "challenge", "tm": target("an opponent's troublemaker"), "with": "one",
                      "may": False, "costs": []}])
