"""Texts printed only on cards named Friends Are Always There: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.phrases import TOKENS as _TOKENS
from engine.mlp.text.phrases import token_params as _token_params
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"main phase: choose one: dismiss a resource, gain control of an opposing troublemaker until the end of "
          r"the turn, or put " + _TOKENS + r" into play\.")
def _t_friends_always_there(m, t):
    return _a("play", "choose_one_resource_troublemaker_tokens", t, timing="main", **_token_params(m, 1))
