"""Texts printed only on cards named Rising Star: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import (
    card_of_option,
    choose,
    effect_rule,
    in_play,
    is_problem_area,
    uncoverable_troublemakers,
)
from engine.mlp.effects.hooks import flow
from engine.mlp.effects.registry import ACTIVATION_CHECKS, Unmet, answers, runner, unless
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


# activated abilities
@template(r"main phase: exhaust this card to uncover a troublemaker at its problem\.")
def _t_rising(m, t):
    return _a("activated", "uncover_here", t, timing="main", exhaust_self=True)


# ----- what it does ---------------------------------------------------------------------------


@runner("uncover_here")
def _r_uncover_here(g, f, ability):
    area = g.card(f["src"])["area"] if in_play(g, f["src"]) else None
    cands = uncoverable_troublemakers(g, g.at(area)) if area else []
    ans = choose(g, f, f["ctrl"], "target", "Uncover a Troublemaker there", [(f"card:{i}", g.name(i)) for i in cands])
    if ans is None:
        return False
    if ans:
        flow.uncover(g, card_of_option(ans[0]), effect_rule(f))
    return True


# ----- whether the text can be followed (705.2), asked before it is offered ----------------------


@answers(ACTIVATION_CHECKS, "uncover_here")
def _can_uncover_here(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    c = g.s["cards"][iid]
    return (unless(is_problem_area(g, c["area"]), "uncover", lacks=f"{g.name(iid)} is not at a Problem")
            and unless(bool(uncoverable_troublemakers(g, g.at(c["area"]))), "uncover",
                       lacks="no face-down Troublemaker there can be uncovered"))
