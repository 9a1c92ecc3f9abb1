"""Texts printed only on cards named Avalanche!: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose, effect_rule
from engine.mlp.effects.registry import runner
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when a player confronts this problem, that player's opponent discards a card\.")
def _t_confront_discard(m, t):
    return _a("trigger", "confronter_opp_discards", t, "confront")


# ----- what it does ---------------------------------------------------------------------------


@runner("confronter_opp_discards")
def _r_confront_discard(g, f, ability):
    victim = 1 - f["data"]["player"]
    hand = g.s["players"][victim]["hand"]
    ans = choose(g, f, victim, "discard", "Discard a card", [(f"card:{i}", g.name(i)) for i in hand])
    if ans is None:
        return False
    if ans:
        g.discard(card_of_option(ans[0]), effect_rule(f))
    return True
