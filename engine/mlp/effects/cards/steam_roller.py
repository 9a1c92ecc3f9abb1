"""Texts printed only on cards named Steam Roller: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.beneath import _NUMBER, _count
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"while this card has at least " + _NUMBER + r" cards? beneath it, it can't be dismissed or frightened\.")
def _t_beneath_safe(m, t):
    n = _count(m.group(1))
    return [_a("static", "self_safe_with_beneath", t, "cant_dismiss", min_beneath=n),
            _a("static", "self_safe_with_beneath", t, "cant_frighten", min_beneath=n)]
