"""Texts printed only on cards named King Sombra: their patterns and what they do."""


from __future__ import annotations

from typing import Any

from engine.mlp.effects.abilities import effect_rule, is_problem_area
from engine.mlp.effects.at_random import pick_at_random
from engine.mlp.effects.registry import VALUE_RULES, answers, runner, triggered_by
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"at the start of your troublemaker phase, exhaust one of your characters at random to gain \{(\d+)\}\.")
def _t_supreme_leader(m, t):
    return _a("trigger", "exhaust_random_own_to_gain", t, "tm_phase_start", gain=int(m.group(1)))


@runner("exhaust_random_own_to_gain")
def _r_supreme_leader(g, f, ability):
    """The character is picked at random (the game's seeded draw) among the player's
    characters that can become exhausted; with none, nothing is paid and nothing gained."""
    me = f["ctrl"]
    cards = g.s["cards"]
    ready = [i for i in g.characters(me) if not cards[i]["exhausted"] and not cards[i]["frightened"]]
    if not ready:
        g.note(effect_rule(f), f"P{me} has no character that can become exhausted: no action token{g.by_text()}")
        return True
    picked = pick_at_random(g, f, ready, effect_rule(f), what="the character exhausted")
    if picked is None:
        return False
    g.note(effect_rule(f), f"{g.name(picked)} is chosen at random{g.by_text()}")
    if g.exhaust(picked, effect_rule(f)):
        g.gain_tokens(me, ability.params["gain"], effect_rule(f))
    return True


@triggered_by("tm_phase_start", "exhaust_random_own_to_gain")
def _your_troublemaker_phase(g, iid: int, ability: Ability, data: dict) -> dict | None:
    return {} if data["player"] == g.s["cards"][iid]["ctrl"] else None


# What a player needs to confront a Problem adds the "confront_extra" texts in play
# (`values.power.requirements`), asked with the player and the Problem's area.
@template(r"opponents need \+(\d+) power to confront this card's problem for each of their frightened friends here\.")
def _t_frightened_weigh_down(m, t):
    return _a("static", "opponents_need_more_per_frightened_here", t, "confront_extra", amount=int(m.group(1)))


@answers(VALUE_RULES, "opponents_need_more_per_frightened_here")
def _extra(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    """For an opponent of this card's controller at the Problem this card is at: the amount
    for each frightened Friend that opponent controls there."""
    s = g.s
    sc = s["cards"][src]
    area = sc["area"]
    if subject == sc["ctrl"] or context.get("area") != area or not is_problem_area(g, area):
        return 0
    cards = s["cards"]
    frightened = sum(1 for i in g.at(area) if cards[i]["ctrl"] == subject and cards[i]["frightened"]
                     and g.is_type(i, "friend"))
    return ability.params["amount"] * frightened
