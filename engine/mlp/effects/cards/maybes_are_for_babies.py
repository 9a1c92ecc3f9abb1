"""Texts printed only on cards named Maybes are for Babies: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import choose, effect_rule
from engine.mlp.effects.registry import runner
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when a player confronts this problem, that player may draw a card\.")
def _t_confront_draw(m, t):
    return _a("trigger", "confronter_may_draw", t, "confront")


# ----- what it does ---------------------------------------------------------------------------


@runner("confronter_may_draw")
def _r_confront_draw(g, f, ability):
    player = f["data"]["player"]
    ans = choose(g, f, player, "may", "Draw a card?", [("yes", "Draw"), ("no", "Don't")])
    if ans is None:
        return False
    if ans[0] == "yes":
        g.draw(player, 1, effect_rule(f))
    return True
