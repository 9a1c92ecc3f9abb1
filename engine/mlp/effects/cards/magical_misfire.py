"""Texts printed only on cards named Magical Misfire: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import choose, effect_rule
from engine.mlp.effects.plain_words import yours
from engine.mlp.effects.registry import runner
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"(main phase|immediate): banish all cards in a discard pile, then draw a card\.")
def _t_misfire(m, t):
    return _a("play", "banish_a_discard_pile_then_draw", t, timing="main" if m.group(1) == "main phase" else "immediate")


# ----- what it does ---------------------------------------------------------------------------


@runner("banish_a_discard_pile_then_draw")
def _r_misfire(g, f, ability):
    """The player chooses either discard pile (an empty one may be chosen: it banishes
    nothing), banishes every card in it (410.5), then draws a card."""
    player = f["ctrl"]
    ans = choose(g, f, player, "player", "Banish all cards in which discard pile?",
                 [(f"player:{p}", f"{yours(player, p)} discard pile") for p in (0, 1)])
    if ans is None:
        return False
    pile = g.s["players"][int(ans[0].split(":")[1])]["discard"]
    for iid in list(pile):
        g.banish(iid, "410.5")
    g.draw(player, 1, effect_rule(f))
    return True
