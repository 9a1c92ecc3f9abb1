"""Texts printed only on cards named Mrs. Cake: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import is_problem_area
from engine.mlp.effects.registry import APPLIES, SAME_AREA_STATICS, answers, scope
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"your mane character has \+(\d+) power while at a problem with this card\.")
def _t_mane_power_with_this_card(m, t):
    return _a("static", "own_mane_power_at_problem_with_this", t, "power", amount=int(m.group(1)))


# ----- when its rules apply, and what they can reach (`registry.scope`) --------------------


scope(SAME_AREA_STATICS, "own_mane_power_at_problem_with_this")


@answers(APPLIES, "own_mane_power_at_problem_with_this")
def _applies(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    """This card's controller's Mane Character, at the same Problem as this card (not at home)."""
    return (tc["ctrl"] == sc["ctrl"] and tc["area"] == sc["area"] and is_problem_area(g, sc["area"])
            and g.is_type(target, "mane"))
