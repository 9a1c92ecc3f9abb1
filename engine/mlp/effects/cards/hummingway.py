"""Texts printed only on cards named Hummingway: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"during troublemaker faceoffs involving this card and at least (\d+) of your other (\w+) friends, flip an additional card\.")
def _t_hummingway(m, t):
    return _a("static", "extra_flip", t, "extra_flips", count=int(m.group(1)), trait=m.group(2))
