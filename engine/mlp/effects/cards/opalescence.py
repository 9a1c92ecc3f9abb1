"""Texts printed only on cards named Opalescence: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose, effect_rule, note_nothing_happened
from engine.mlp.effects.instruction_words import text_done
from engine.mlp.effects.registry import runner
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when you move this card to a problem, you may dismiss a resource on an opponent's character at that problem\.")
def _t_opalescence(m, t):
    return _a("trigger", "dismiss_opp_resource_there", t, "moved")


# ----- what it does ---------------------------------------------------------------------------


@runner("dismiss_opp_resource_there")
def _r_opal(g, f, ability):
    s = g.s
    area = f["data"]["area"]
    cands = [i for i in s["play"] if g.is_type(i, "resource") and s["cards"][i]["host"] in s["cards"]
             and s["cards"][i]["area"] == area and g.card(s["cards"][i]["host"])["ctrl"] != f["ctrl"]
             and g.is_character(s["cards"][i]["host"])]
    if not cands:  # (the "may" is not asked, 705.2e: what it looked for is said)
        note_nothing_happened(g, f, f"“{text_done(ability.text)}” is not done: no opponent's character at {area} "
                              "has a Resource on it")
        return True
    ans = choose(g, f, f["ctrl"], "target", "Dismiss a Resource on an opponent's character there?",
                 [("none", "Don't"), *[(f"card:{i}", g.name(i)) for i in cands]])
    if ans is None:
        return False
    if ans and ans[0] != "none":
        g.dismiss(card_of_option(ans[0]), effect_rule(f))
    return True
