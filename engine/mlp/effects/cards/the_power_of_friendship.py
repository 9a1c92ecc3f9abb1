"""Texts printed only on cards named The Power of Friendship: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import nameable_troublemaker
from engine.mlp.effects.registry import runner
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values import power


@template(r"main phase: this turn, your troublemakers don't prevent you from confronting problems and you need x "
          r"power less to confront each problem, where x is the highest power among troublemakers you control there\.")
def _t_power_of_friendship(m, t):
    return _a("play", "own_troublemakers_help_confront", t, timing="main")


@runner("own_troublemakers_help_confront")
def _r_power_of_friendship(g, f, ability):
    """Read as the Event resolves (708.2b: a modifier lasting this turn checks the game as it
    is created): the face-up Troublemakers the player controls then don't prevent their
    confronting this turn (611.3e), and at each Problem they need less by the highest power
    among them there. A face-down one is not "your Troublemakers" (505.2): uncovered later
    this turn, an Epic one blocks its controller as ever."""
    player = f["ctrl"]
    cards = g.s["cards"]
    own = [i for i in g.s["play"] if nameable_troublemaker(g, i) and cards[i]["ctrl"] == player]
    if own:
        key = f"unblocked:{player}"
        found = g.s["flags"].get(key)
        if not found or found[0] != g.s["turn"]:
            found = g.s["flags"][key] = [g.s["turn"]]
        found.extend(i for i in own if i not in found)
    for area in g.problems():
        here = [power.power(g, i) or 0 for i in own if cards[i]["area"] == area]
        x = max(here, default=0)
        if x > 0:
            g.add_mod("confront", player, -x, until="turn", ctrl=player, src=f["src"])
            g.s["mods"][-1]["area"] = area
            g.note("611.3", f"P{player} needs {x} power less to confront the Problem at {area} this turn{g.by_text()}")
    g.note("611.3e", f"P{player}'s Troublemakers don't prevent them from confronting Problems this turn{g.by_text()}")
    return True
