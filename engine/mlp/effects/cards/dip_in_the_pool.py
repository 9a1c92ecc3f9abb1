"""Texts printed only on cards named Dip in the Pool: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.abilities import _card_key, _copyable_friends, choose
from engine.mlp.effects.registry import runner
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


# Copying (520.2): a token copy has the copied card's printed information
@template(r"(main phase|immediate): put a token copy of one of your non-unique friends into play\.")
def _t_copy_own_friend(m, t):
    return _a("play", "token_copy_own_friend", t, timing="main" if m.group(1) == "main phase" else "immediate")


# ----- what it does ---------------------------------------------------------------------------


@runner("token_copy_own_friend")
def _r_token_copy(g, f, ability):
    """520.2: the copy is a token with the copied card's printed information only
    (its id); counters and modifiers on the original are not copied."""
    player = f["ctrl"]
    data = f["data"]
    if "original" not in data:
        friends = _copyable_friends(g, player)
        ans = choose(g, f, player, "target", "Choose one of your non-Unique Friends to copy",
                     [(f"card:{i}", g.name(i)) for i in friends])
        if ans is None:
            return False
        if not ans:
            return True
        data["original"] = g.card(_card_key(ans[0]))["card"]
    areas = [f"home:{player}", *g.problems()]
    ans = choose(g, f, player, "area", "Where does the token copy enter play?", [(a, f"at {a}") for a in areas])
    if ans is None:
        return False
    g.put_token(data["original"], player, ans[0], "520.2")
    return True
