"""Texts printed only on cards named Queen Chrysalis: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import is_involved
from engine.mlp.effects.hooks import faceoff
from engine.mlp.effects.registry import runner, triggered_by
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"at the start of a faceoff involving this card, exhaust a random character involved in the faceoff\.")
def _t_exhaust_random_involved(m, t):
    return _a("trigger", "exhaust_random_involved", t, "faceoff_start")


@triggered_by("faceoff_start", "exhaust_random_involved")
def _faceoff_with_this_card(g, iid: int, ability: Ability, data: dict) -> dict | None:
    return {} if is_involved(g, iid) else None


@runner("exhaust_random_involved")
def _r_exhaust_random_involved(g, f, ability):
    """Chosen at random (the game's seeded generator) among the involved characters of
    either player that can be exhausted (705.2e: one that can't be is not chosen)."""
    cards = g.s["cards"]
    found = [i for i in faceoff.involved(g) if g.is_character(i) and not cards[i]["exhausted"]
             and not cards[i]["frightened"] and g.can_be_exhausted(i)]
    if found:
        chosen = found[g.randbelow(len(found))]
        g.note("704", f"{g.name(chosen)} is chosen at random")
        g.exhaust(chosen, "704")
    return True
