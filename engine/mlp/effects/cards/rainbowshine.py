"""Texts printed only on cards named Rainbowshine: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose
from engine.mlp.effects.registry import runner
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when you move this card to a problem, ready one of your characters there\.")
def _t_rainbowshine(m, t):
    return _a("trigger", "ready_one_there", t, "moved")


# ----- what it does ---------------------------------------------------------------------------


@runner("ready_one_there")
def _r_ready_there(g, f, ability):
    area = f["data"]["area"]
    cands = [i for i in g.characters_at(area, f["ctrl"]) if g.card(i)["exhausted"]]
    ans = choose(g, f, f["ctrl"], "target", "Ready one of your characters there",
                 [(f"card:{i}", g.name(i)) for i in cands])
    if ans is None:
        return False
    if ans:
        g.ready(card_of_option(ans[0]), "503.3")
    return True
