"""Texts printed only on cards named Tempest Shadow: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"main phase: exhaust this card to put a troublemaker from your hand into play face-up, "
          r"then put a token copy of it into play face-up\.")
def _t_troublemaker_and_copy(m, t):
    return _a("activated", "troublemaker_and_token_copy", t, timing="main", exhaust_self=True)
