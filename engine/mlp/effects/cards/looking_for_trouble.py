"""Texts printed only on cards named Looking For Trouble: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import effect_rule
from engine.mlp.effects.registry import runner
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when a player defeats a troublemaker at this problem, that player scores an additional point\.")
def _t_looking(m, t):
    return _a("trigger", "defeat_here_point", t, "tm_defeated")


# ----- what it does ---------------------------------------------------------------------------


@runner("defeat_here_point")
def _r_defeat_here(g, f, ability):
    g.score(f["data"]["player"], 1, effect_rule(f), "defeating a Troublemaker at this Problem")
    return True
