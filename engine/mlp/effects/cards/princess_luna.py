"""Texts printed only on cards named Princess Luna: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.phrases import TOKENS as _TOKENS
from engine.mlp.text.phrases import token_params as _token_params
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"(main phase|immediate): (?:pay \{(\d+)\} and )?(exhaust this card|pay \{(\d+)\}) to put "
          + _TOKENS + r" into play\.")
def _t_activated_tokens(m, t):
    exhaust = m.group(3) == "exhaust this card"
    pay = int(m.group(2) or m.group(4) or 0)
    return _a("activated", "put_tokens", t, timing="main" if m.group(1) == "main phase" else "immediate",
              exhaust_self=exhaust, pay=pay, **_token_params(m, 5))
