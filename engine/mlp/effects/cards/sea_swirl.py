"""Texts printed only on cards named Sea Swirl: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import (
    card_of_option,
    choose,
    in_play,
    is_problem_area,
)
from engine.mlp.effects.registry import ACTIVATION_CHECKS, Unmet, answers, runner, unless
from engine.mlp.effects.steps import can_move_to
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values.power import has_trait


@template(r"main phase: exhaust this card at a problem to move up to (\d+) of your (\w+) friends to that problem\.")
def _t_porpoiseful(m, t):
    return _a("activated", "gather_trait_friends_here", t, timing="main", exhaust_self=True, most=int(m.group(1)),
              trait=m.group(2))


def _movable(g, src: int, trait: str) -> list[int]:
    """Its controller's Friends with the trait that can be moved to this card's Problem
    (705.2e: not one there already, nor one a text keeps from being moved or from going there)."""
    c = g.s["cards"][src]
    return [i for i in g.characters(c["ctrl"]) if g.is_type(i, "friend") and has_trait(g, i, trait)
            and can_move_to(g, i, c["area"], c["ctrl"])]


@answers(ACTIVATION_CHECKS, "gather_trait_friends_here")
def _at_a_problem(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    """Only while this card is at a Problem ("at a Problem" is when it may be used)."""
    return unless(is_problem_area(g, g.s["cards"][iid]["area"]),
                  lacks=f"its text is used at a Problem, and {g.name(iid)} is at home")


@runner("gather_trait_friends_here")
def _r_porpoiseful(g, f, ability):
    src, player = f["src"], f["ctrl"]
    if not in_play(g, src):
        return True
    area = g.s["cards"][src]["area"]
    found = _movable(g, src, ability.params["trait"])
    ans = choose(g, f, player, "target", f"Move up to {ability.params['most']} of your "
                 f"{ability.params['trait'].capitalize()} Friends to {area}",
                 [(f"card:{i}", g.name(i)) for i in found], minimum=0, maximum=min(ability.params["most"], len(found)))
    if ans is None:
        return False
    for key in ans:
        g.move(card_of_option(key), area, player, "506.4")
    return True
