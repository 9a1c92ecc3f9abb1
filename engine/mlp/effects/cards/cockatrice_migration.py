"""Texts printed only on cards named Cockatrice Migration: their patterns and what they do."""

from __future__ import annotations

from engine.core.plural import how_many
from engine.mlp.effects.abilities import card_of_option, choose
from engine.mlp.effects.registry import step
from engine.mlp.effects.steps import acting_player
from engine.mlp.text.parts import number
from engine.mlp.text.registry import effect
from engine.mlp.values.power import has_trait


# (what "at the end of the turn, ..." sets aside: `engine.mlp.effects.delayed`)
@effect(r"if no player has (\d+) or more points, retire (two|\d+) critter friends")
def _e_critters_leave(m):
    return {"do": "retire_critters_unless_points", "points": int(m.group(1)), "n": number(m.group(2))}


@step("retire_critters_unless_points")
def _d_critters_leave(g, f, step, e, rule):
    """Unless a player has the points by then, the player retires that many of their own
    Critter Friends (410.2: only their own), as many as they have when fewer."""
    if any(p["score"] >= step["points"] for p in g.s["players"]):
        return True
    player = acting_player(f)
    critters = [i for i in g.characters(player) if g.is_type(i, "friend") and has_trait(g, i, "critter")]
    n = min(step["n"], len(critters))
    ans = choose(g, f, player, "target", f"Retire {how_many(n, 'Critter Friend')}",
                 [(f"card:{i}", g.name(i)) for i in critters], n, n)
    if ans is None:
        return False
    for key in ans:
        g.retire(card_of_option(key), rule)
    return True
