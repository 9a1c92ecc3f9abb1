"""Texts printed only on cards named Snips & Snails: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import in_play, is_problem_area, kept_from_cost
from engine.mlp.effects.hooks import flow
from engine.mlp.effects.registry import ACTIVATION_CHECKS, Unmet, answers, runner, unless
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"main phase: exhaust and retire this card to replace its problem\.")
def _t_replace_own_problem(m, t):
    """Exhausting it is paid as it is activated, retiring it first thing as it resolves
    (both its cost, 703.1d); "its Problem" is where it was."""
    return _a("activated", "retire_self_replace_its_problem", t, timing="main", exhaust_self=True)


@answers(ACTIVATION_CHECKS, "retire_self_replace_its_problem")
def _at_a_problem(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    """At a Problem, and able to pay its retirement (705.2e, 508.1a: `kept_from_cost`)."""
    return (unless(is_problem_area(g, g.s["cards"][iid]["area"]), "replace",
                   lacks=f"{g.name(iid)} is not at a Problem")
            and kept_from_cost(g, iid, "retire", player) is None)


@runner("retire_self_replace_its_problem")
def _r_replace_its_problem(g, f, ability):
    src = f["src"]
    if not in_play(g, src):
        return True
    area = g.s["cards"][src]["area"]
    g.retire(src, "703.1d")
    # ("This card's Problem can't be replaced until it is solved")
    kept = {g.s["cards"][i]["area"] for i, _ in g.static_abilities("cant_replace")}
    if is_problem_area(g, area) and g.problem_card(area) is not None and area not in kept:
        flow.replace_problem(g, area)
    return True
