"""Texts printed only on cards named I Can Fix It!: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import effect_rule
from engine.mlp.effects.faceoffs import won_at_this_problem
from engine.mlp.effects.registry import runner, triggered_by
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when a player wins a faceoff here by exactly (\d+) power, that player scores an additional point\.")
def _t_fix_it(m, t):
    return _a("trigger", "exact_margin_point", t, "faceoff_won", margin=int(m.group(1)))


# ----- what it does ---------------------------------------------------------------------------


@runner("exact_margin_point")
def _r_exact(g, f, ability):
    g.score(f["data"]["player"], 1, effect_rule(f), "winning a faceoff by exactly 1")
    return True


# ----- what triggers it -------------------------------------------------------------------------


@triggered_by("faceoff_won", "exact_margin_point")
def _won_here_by_exactly(g, iid: int, ability: Ability, data: dict) -> dict | None:
    return won_at_this_problem(g, iid, ability, data) if data["margin"] == ability.params["margin"] else None
