"""Texts printed only on cards named Mean Meanie Pants: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import effect_rule
from engine.mlp.effects.registry import runner
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when this problem is played, each player draws a card\.")
def _t_problem_enters_draw(m, t):
    return _a("trigger", "each_player_draws", t, "enter_play")


# ----- what it does ---------------------------------------------------------------------------


@runner("each_player_draws")
def _r_each_draws(g, f, ability):
    tp = g.s["turn_player"]
    for p in (tp, 1 - tp):
        g.draw(p, 1, effect_rule(f))
    return True
