"""Texts printed only on cards named Crème de la Crème: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import mark_reaction_used
from engine.mlp.effects.registry import runner
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"problem faceoff reaction: play when you win a problem faceoff by at least (\d+) power\. score an additional point\.")
def _t_creme(m, t):
    return _a("play", "extra_point", t, timing="problem_faceoff_reaction", margin=int(m.group(1)),
              condition="faceoff_won")


# ----- what it does ---------------------------------------------------------------------------


@runner("extra_point")
def _r_creme(g, f, ability):
    mark_reaction_used(g, f, ability)
    g.score(f["ctrl"], 1, "705.2e", g.lib.spec(f["card"]).name)
    return True
