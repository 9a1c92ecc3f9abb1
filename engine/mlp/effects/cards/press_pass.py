"""Texts printed only on cards named Press Pass: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"while this card is ready, your opponent needs \+(\d+) power to confront this card's problem\.")
def _t_ready_needs_more(m, t):
    return _a("static", "opp_confront_extra", t, "confront_extra", amount=int(m.group(1)), while_ready=True)
