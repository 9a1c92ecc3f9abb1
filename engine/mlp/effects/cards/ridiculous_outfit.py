"""Texts printed only on cards named Ridiculous Outfit: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import is_problem_area
from engine.mlp.effects.registry import APPLIES, OPPOSING_SIDE_STATICS, answers, scope
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"while this friend is at a problem, your opponent's characters at that problem each get -(\d+) power during the score phase\.")
def _t_host_opp_score(m, t):
    return _a("static", "host_opp_score_phase", t, "power", amount=-int(m.group(1)))


# ----- when its rules apply, and what they can reach (`registry.scope`) --------------------


@answers(APPLIES, "host_opp_score_phase")
def _host_opp_score_phase(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    host = sc["host"]
    if host not in s["cards"] or s["phase"] != "score":
        return False
    area = s["cards"][host]["area"]
    return (is_problem_area(g, area) and tc["area"] == area and tc["ctrl"] != sc["ctrl"]
            and g.is_character(target))


scope(OPPOSING_SIDE_STATICS, "host_opp_score_phase")
