"""Texts printed only on cards named Screwy: their patterns and what they do."""

from __future__ import annotations

from typing import Any

from engine.mlp.effects.abilities import is_problem_area
from engine.mlp.effects.registry import (
    AMOUNTS,
    APPLIES,
    FACEOFF_ONLY_STATICS,
    SELF_ONLY_STATICS,
    VALUE_RULES,
    answers,
    scope,
)
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values.power import has_trait


@template(r"during faceoffs, this card has \+(\d+) power for each of your (?!other )(\w+) characters here\.")
def _t_faceoff_power_per_trait(m, t):
    return _a("static", "self_faceoff_power_per_own_trait_here", t, "power", amount=int(m.group(1)),
              trait=m.group(2))


# Barking Mad (`values.power.requirements` asks the "cant_confront" texts)
@template(r"your opponents can't confront this card's problem unless they have at least (\d+) characters at that "
          r"problem\.")
def _t_opponents_need_company(m, t):
    return _a("static", "opp_cant_confront_with_few_characters", t, "cant_confront", at_least=int(m.group(1)))


@answers(VALUE_RULES, "opp_cant_confront_with_few_characters")
def _opponents_need_company(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    """1 (can't confront) for an opponent of this card's controller with fewer characters
    than the number at the Problem this card is at."""
    sc = g.s["cards"][src]
    area = sc["area"]
    if subject == sc["ctrl"] or context.get("area") != area or not is_problem_area(g, area):
        return 0
    return int(len(g.characters_at(area, subject)) < ability.params["at_least"])


# ----- when its rules apply, and what they can reach (`registry.scope`) --------------------


scope(SELF_ONLY_STATICS, "self_faceoff_power_per_own_trait_here")
scope(FACEOFF_ONLY_STATICS, "self_faceoff_power_per_own_trait_here")


@answers(APPLIES, "self_faceoff_power_per_own_trait_here")
def _applies(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    """During any faceoff ("during faceoffs", not only those involving this card)."""
    return src == target and s["faceoff"] is not None


@answers(AMOUNTS, "self_faceoff_power_per_own_trait_here")
def _amount(g, src: int, target: int, ability: Ability) -> int:
    """+N for each face-up character of this card's controller here with the trait (this
    card counts itself only if it has the trait)."""
    here = g.s["cards"][src]
    trait = ability.params["trait"]
    count = sum(1 for i in g.characters_at(here["area"], here["ctrl"])
                if g.face_up(i) and has_trait(g, i, trait))
    return ability.params["amount"] * count
