"""Texts printed only on cards named Bulk Biceps: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"at the start of the score phase, if this card has at least (\d+) power, you may move it\.")
def _t_bulk_biceps(m, t):
    return _a("trigger", "move_self_if_power", t, "score_start", power=int(m.group(1)))
