"""Texts printed only on cards named King Sombra: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.registry import runner, triggered_by
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"at the start of your troublemaker phase, exhaust one of your characters at random to gain \{(\d+)\}\.")
def _t_supreme_leader(m, t):
    return _a("trigger", "exhaust_random_own_to_gain", t, "tm_phase_start", gain=int(m.group(1)))


# ----- what it does ---------------------------------------------------------------------------


@runner("exhaust_random_own_to_gain")
def _r_supreme_leader(g, f, ability):
    """The character is picked at random (the game's seeded draw) among the player's
    characters that can become exhausted; with none, nothing is paid and nothing gained."""
    me = f["ctrl"]
    cards = g.s["cards"]
    ready = [i for i in g.characters(me) if not cards[i]["exhausted"] and not cards[i]["frightened"]]
    if not ready:
        g.note("704", f"P{me} has no character that can become exhausted: no action token")
        return True
    picked = ready[g.randbelow(len(ready))]
    g.note("704", f"{g.name(picked)} is chosen at random")
    if g.exhaust(picked, "704"):
        g.gain_tokens(me, ability.params["gain"], "704")
    return True


@triggered_by("tm_phase_start", "exhaust_random_own_to_gain")
def _your_troublemaker_phase(g, iid: int, ability: Ability, data: dict) -> dict | None:
    return {} if data["player"] == g.s["cards"][iid]["ctrl"] else None
