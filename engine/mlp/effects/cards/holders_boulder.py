"""Texts printed only on cards named Holder's Boulder: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.registry import APPLIES, answers
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"your token friends can't be frightened\.")
def _t_tokens_fearless(m, t):
    return _a("static", "own_tokens_cant_be_frightened", t, "cant_frighten")


# ----- when its rules apply, and what they can reach (`registry.scope`) --------------------


@answers(APPLIES, "own_tokens_cant_be_frightened")
def _own_tokens_cant_be_frightened(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    # 521.2: text can tell tokens from other cards
    return bool(tc.get("token")) and tc["ctrl"] == sc["ctrl"] and g.is_type(target, "friend")
