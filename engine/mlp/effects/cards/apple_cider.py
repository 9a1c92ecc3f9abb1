"""Texts printed only on cards named Apple Cider: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import is_problem_area
from engine.mlp.effects.registry import APPLIES, answers
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


# As with Top Marks, the Problem faceoff asks the "no_bonus" texts about the Problem card.
@template(r"while that friend is at a problem, that problem has 0 bonus points\.")
def _t_no_bonus_at_hosts_problem(m, t):
    return _a("static", "no_bonus_at_hosts_problem", t, "no_bonus")


@answers(APPLIES, "no_bonus_at_hosts_problem")
def _applies(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    """The Problem where the Friend this card is on is (none while that Friend is at home)."""
    host = sc["host"]
    if host is None or host not in s["cards"]:
        return False
    area = s["cards"][host]["area"]
    return is_problem_area(g, area) and tc["area"] == area and g.is_type(target, "problem")
