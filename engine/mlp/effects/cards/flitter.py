"""Texts printed only on cards named Flitter: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import choose, in_play, is_problem_area, problem_options
from engine.mlp.effects.registry import ACTIVATION_CHECKS, Unmet, answers, runner, unless
from engine.mlp.effects.steps import cant_move_this_turn
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values.power import has_trait


@template(r"main phase: pay \{(\d+)\} to move this card to a problem where you have an? ([a-z]+) or ([a-z]+) friend\.")
def _t_move_to_traits(m, t):
    return _a("activated", "move_self_to_problem_with_traits", t, timing="main", pay=int(m.group(1)),
              traits=[m.group(2), m.group(3)])


def _destinations(g, player: int, src: int, traits: list[str]) -> list[str]:
    """The Problems other than its own where the player controls a Friend with one of the
    traits (none while the player can't move their characters this turn)."""
    if cant_move_this_turn(g, player):
        return []
    here = g.card(src)["area"]
    return [area for area in g.problems() if area != here and any(
        g.is_type(i, "friend") and any(has_trait(g, i, trait) for trait in traits)
        for i in g.characters_at(area, player))]


# ----- what it does ---------------------------------------------------------------------------


@runner("move_self_to_problem_with_traits")
def _r_move_to_traits(g, f, ability):
    src, player = f["src"], f["ctrl"]
    if not in_play(g, src):
        return True
    areas = _destinations(g, player, src, ability.params["traits"])
    ans = choose(g, f, player, "area", f"Move {g.name(src)} to which Problem?", problem_options(g, areas))
    if ans is None:
        return False
    if ans and is_problem_area(g, ans[0]):
        g.move(src, ans[0], player, "506.4")
    return True


# ----- whether the text can be followed (705.2), asked before it is offered ----------------------


@answers(ACTIVATION_CHECKS, "move_self_to_problem_with_traits")
def _has_a_destination(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    traits = " or ".join(t.title() for t in ability.params["traits"])
    return unless(bool(_destinations(g, player, iid, ability.params["traits"])), "move",
                  lacks=f"P{player} has no {traits} Friend at another Problem")
