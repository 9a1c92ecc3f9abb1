"""Texts printed only on cards named Fire When Ready: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.hooks import flow
from engine.mlp.effects.registry import runner, triggered_by
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when a character enters play here or is moved here, replace each problem\.")
def _t_fire_when_ready(m, t):
    """Two trigger conditions, one effect: an ability for each."""
    return [_a("trigger", "replace_each_problem", t, "enter_play"), _a("trigger", "replace_each_problem", t, "moved")]


def _arrived_here(g, iid: int, card: int, area: str | None) -> dict | None:
    """A character (a Friend or a Mane Character, either player's) came to this Problem's area."""
    if card not in g.s["cards"] or not g.is_character(card) or area != g.s["cards"][iid]["area"]:
        return None
    return {}


@triggered_by("enter_play", "replace_each_problem")
def _entered_here(g, iid: int, ability: Ability, data: dict) -> dict | None:
    return _arrived_here(g, iid, data.get("card"), data.get("area"))


@triggered_by("moved", "replace_each_problem")
def _moved_here(g, iid: int, ability: Ability, data: dict) -> dict | None:
    return _arrived_here(g, iid, data["card"], data["dest"])


@runner("replace_each_problem")
def _r_replace_each(g, f, ability):
    """613.2 for each Problem in play, this one too, together: as solved Problems are replaced
    (`flow._turn_solve`, 711.6), those of the player who most recently had priority first."""
    first = g.first_decider()
    for area in sorted(g.problems(), key=lambda a: g.s["areas"][a]["owner"] != first):
        if g.problem_card(area):
            flow.replace_problem(g, area)
    return True
