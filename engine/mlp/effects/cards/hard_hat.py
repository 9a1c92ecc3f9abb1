"""Texts printed only on cards named Hard Hat: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"this friend has (\w+)\.")
def _t_grant(m, t):
    return _a("static", "host_keyword", t, "grant_keyword", keyword=m.group(1).capitalize())
