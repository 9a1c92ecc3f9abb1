"""Texts printed only on cards named Fluttershy's Worst Nightmare: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import effect_rule
from engine.mlp.effects.problems import problem_faceoff_here
from engine.mlp.effects.registry import runner, triggered_by
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values import power


@template(r"at the start of a problem faceoff here, put each opposing friend here with (\d+) power into its "
          r"owners?'? hand\.")
def _t_worst_nightmare(m, t):
    return _a("trigger", "bounce_weak_opposing_friends", t, "faceoff_start", power=int(m.group(1)))


@runner("bounce_weak_opposing_friends")
def _r_worst_nightmare(g, f, ability):
    """The Friends of this Problem's owner's opponent here whose power is that number as it
    resolves, each to its owner's hand (`power.as_stated`: a frightened Friend has no power,
    which is not a power of 0, 505.1b, and stays; one below 0 has 0, 105.2)."""
    src = f["src"]
    if src not in g.s["cards"]:
        return True
    sc = g.s["cards"][src]
    weak = [i for i in g.characters_at(sc["area"], 1 - sc["ctrl"])
            if g.is_type(i, "friend") and power.as_stated(g, i) == ability.params["power"]]
    for iid in weak:
        if iid in g.s["play"]:
            g.to_hand(iid, effect_rule(f))
    return True


triggered_by("faceoff_start", "bounce_weak_opposing_friends")(problem_faceoff_here)
