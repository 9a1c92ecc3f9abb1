"""Texts printed only on cards named Dazzling Jacket: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import is_problem_area
from engine.mlp.effects.registry import APPLIES, answers
from engine.mlp.effects.steps import has_highest_power_here
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


# Moving a card asks the "cant_be_moved_to" texts of the cards at the area it would go to
# (`abilities.barred_from_area`: the Move action, moves by card text, the state as it moves)
@template(r"while that friend has power higher than any other friend here, friends can't be moved to this card's "
          r"problem\.")
def _t_strongest_host_closes_problem(m, t):
    return _a("static", "strongest_host_closes_problem", t, "cant_be_moved_to")


@answers(APPLIES, "strongest_host_closes_problem")
def _applies(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    """Any Friend, whoever moves it, while this card is at a Problem on a host stronger than
    each other Friend there (509.4: "that Friend" is its host; its Problem, the host's)."""
    host = sc["host"]
    return (g.is_type(target, "friend") and is_problem_area(g, sc["area"]) and host in s["cards"]
            and s["cards"][host]["zone"] == "play" and has_highest_power_here(g, host))
