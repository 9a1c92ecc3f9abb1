"""Texts printed only on cards named The Squizard: their patterns and what they do."""

from __future__ import annotations

from typing import Any

from engine.mlp.effects.abilities import is_involved
from engine.mlp.effects.registry import APPLIES, VALUE_RULES, answers
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


# `procedures.faceoff.power_total` leaves out every card a "no_faceoff_power" text applies to
@template(r"mane characters can't contribute their power to faceoffs involving this card\.")
def _t_manes_powerless_against_it(m, t):
    return _a("static", "manes_no_power_in_its_faceoffs", t, "no_faceoff_power")


# `procedures.actions` asks every "cant_play_troublemaker" text for each Problem
@template(r"opponents can't play troublemakers here\.")
def _t_no_opposing_troublemakers_here(m, t):
    return _a("static", "opp_no_troublemakers_here", t, "cant_play_troublemaker")


@answers(APPLIES, "manes_no_power_in_its_faceoffs")
def _mane_in_its_faceoff(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    """Any player's Mane Character, while a faceoff involving this card runs."""
    return g.spec(target).type == "mane" and s["faceoff"] is not None and is_involved(g, src)


@answers(VALUE_RULES, "opp_no_troublemakers_here")
def _barred(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    """An opponent of this card's controller, at this card's Problem."""
    sc = g.s["cards"][src]
    return int(subject != sc["ctrl"] and context.get("area") == sc["area"])
