"""Texts printed only on cards named Cruel Taskmistress: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import effect_rule, in_play, is_problem_area
from engine.mlp.effects.registry import runner
from engine.mlp.effects.verbs import act_together
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values import power


@template(r"main phase: choose an opponent's mane character\. banish each friend at that mane character's "
          r"problem with power less than or equal to the power of that mane character\.")
def _t_cruel_taskmistress(m, t):
    return _a("play", "banish_friends_weaker_than_opposing_mane", t, timing="main")


# ----- what it does ---------------------------------------------------------------------------


@runner("banish_friends_weaker_than_opposing_mane")
def _r_cruel_taskmistress(g, f, ability):
    """The one opponent's Mane Character is the only choice (made without asking); at home
    it is at no Problem, and nothing is banished. Every Friend there, either player's, with
    power at most the Mane's as this resolves (709.2), banished by one instruction: one
    occurrence (710.1, `verbs.act_together`)."""
    mane = g.s["players"][1 - f["ctrl"]]["mane"]
    if not in_play(g, mane):
        return True
    area = g.card(mane)["area"]
    if not is_problem_area(g, area):
        g.note(effect_rule(f), f"{g.name(mane)} is at no Problem{g.by_text()}")
        return True
    limit = power.power(g, mane) or 0
    act_together(g, "banish", [i for i in g.characters_at(area)
                               if g.is_type(i, "friend") and (power.power(g, i) or 0) <= limit], effect_rule(f))
    return True
