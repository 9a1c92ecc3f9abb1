"""Texts printed only on cards named Bathrobe: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import is_problem_area
from engine.mlp.effects.registry import APPLIES, HOST_ONLY_STATICS, answers, scope
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"while that friend is the only friend at its problem, it has \+(\d+) power\.")
def _t_alone_at_its_problem(m, t):
    return _a("static", "host_power_alone_at_problem", t, "power", amount=int(m.group(1)))


# ----- when its rules apply, and what they can reach (`registry.scope`) --------------------


scope(HOST_ONLY_STATICS, "host_power_alone_at_problem")


@answers(APPLIES, "host_power_alone_at_problem")
def _alone_at_its_problem(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    """The Friend this card is on stands at a Problem (not at home) with no other Friend,
    of either player, there (Mane Characters are not Friends)."""
    if sc["host"] != target or not is_problem_area(g, tc["area"]):
        return False
    return not any(other != target and g.is_type(other, "friend") for other in g.characters_at(tc["area"]))
