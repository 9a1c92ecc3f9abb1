"""Texts printed only on cards named Limestone Pie: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose
from engine.mlp.effects.registry import step
from engine.mlp.effects.steps import acting_player, add_counters, targets
from engine.mlp.text.parts import number, target_all
from engine.mlp.text.registry import effect


@effect(r"put an? \+1 power counter on each of up to (two|three|\d+) of (.+)")
def _e_counter_each_of_up_to(m):
    found = target_all(m.group(2))
    if found is None or found.get("self"):
        return None
    return {"do": "counter_each_of_up_to", "n": number(m.group(1)), "target": found}


# ----- what it does ---------------------------------------------------------------------------


@step("counter_each_of_up_to")
def _d_counter_each_of_up_to(g, f, step, e, rule):
    """Up to N different cards that fit, chosen at once; one +1 power counter on each."""
    cands = targets(g, f, step)
    ans = choose(g, f, acting_player(f), "target", f"Put a +1 power counter on each of up to {step['n']} of these",
                 [(f"card:{i}", g.name(i)) for i in cands], 0, min(step["n"], len(cands)))
    if ans is None:
        return False
    for key in ans:
        iid = card_of_option(key)
        add_counters(g, iid, "power", 1, rule, acting_player(f))
    return True
