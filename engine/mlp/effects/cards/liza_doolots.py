"""Texts printed only on cards named Liza Doolots: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import (
    card_of_option,
    choose,
    effect_rule,
    is_problem_area,
    note_nothing_happened,
)
from engine.mlp.effects.instruction_words import text_done
from engine.mlp.effects.registry import runner, triggered_by
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when this card enters play at a problem, you may dismiss a resource on a friend at that problem\.")
def _t_dismiss_resource_there(m, t):
    return _a("trigger", "dismiss_resource_on_friend_there", t, "enter_play")


@triggered_by("enter_play", "dismiss_resource_on_friend_there")
def _entered_at_problem(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """"That Problem" is where it entered play, wherever it is as the effect resolves."""
    return {"area": data["area"]} if data["card"] == iid and is_problem_area(g, data["area"]) else None


@runner("dismiss_resource_on_friend_there")
def _r_dismiss_resource_there(g, f, ability):
    s = g.s
    area = f["data"]["area"]
    found = [i for i in s["play"] if g.is_type(i, "resource") and s["cards"][i]["host"] in s["cards"]
             and g.is_type(s["cards"][i]["host"], "friend") and s["cards"][s["cards"][i]["host"]]["area"] == area
             and g.can_be_dismissed(i)]
    if not found:  # (the "may" is not asked, 705.2e: what it looked for is said)
        note_nothing_happened(g, f, f"“{text_done(ability.text)}” is not done: no Friend at {area} has a Resource "
                              "on it that can be dismissed")
        return True
    ans = choose(g, f, f["ctrl"], "target", "Dismiss a Resource on a Friend at that Problem? (712.3)",
                 [("none", "Don't"), *[(f"card:{i}", g.name(i)) for i in found]])
    if ans is None:
        return False
    if ans and ans[0] != "none":
        g.dismiss(card_of_option(ans[0]), effect_rule(f))
    return True
