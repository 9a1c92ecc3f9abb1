"""Texts printed only on cards named Sew Tired: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose, effect_rule, in_play, text_lacked
from engine.mlp.effects.registry import runner, triggered_by
from engine.mlp.effects.steps import add_counters
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"at the start of your turn, you may put a \+1 power counter on any number of characters with attached "
          r"resources here\.")
def _t_sew_tired(m, t):
    return _a("trigger", "counters_on_dressed_characters_here", t, "turn_start")


@runner("counters_on_dressed_characters_here")
def _r_sew_tired(g, f, ability):
    """Any number of the characters at this Problem (either player's) with a Resource
    attached: one +1 power counter each (519)."""
    src = f["src"]
    if not in_play(g, src):
        return True
    cards = g.s["cards"]
    hosts = {cards[i]["host"] for i in g.s["play"] if g.is_type(i, "resource") and cards[i]["host"] in cards}
    found = [i for i in g.characters_at(cards[src]["area"]) if i in hosts]
    if not found:  # (the area's key: the log names the Problem there)
        text_lacked(f, f"no character at {cards[src]['area']} has a Resource attached")
    ans = choose(g, f, f["ctrl"], "target", "Put a +1 power counter on which characters?",
                 [(f"card:{i}", g.name(i)) for i in found], minimum=0, maximum=len(found))
    if ans is None:
        return False
    for key in ans:
        add_counters(g, card_of_option(key), "power", 1, effect_rule(f), f["ctrl"])
    return True


@triggered_by("turn_start", "counters_on_dressed_characters_here")
def _your_turn_starts(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """On a Problem, "your turn" is its owner's (its controller's)."""
    return {} if data["player"] == g.s["cards"][iid]["ctrl"] else None
