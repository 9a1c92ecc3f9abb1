"""Texts printed only on cards named Cold Wave: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import is_involved
from engine.mlp.effects.registry import PLAY_CHECKS, Unmet, answers, runner, unless
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"immediate: exhaust all characters involved in a faceoff without an attached accessory\.")
def _t_cold_wave(m, t):
    return _a("play", "exhaust_involved_without_accessory", t, timing="immediate")


# ----- what it does ---------------------------------------------------------------------------


@runner("exhaust_involved_without_accessory")
def _r_cold_wave(g, f, ability):
    """Every player's characters involved in the running faceoff with no Accessory on them."""
    for iid in [i for i in g.s["play"] if g.is_character(i) and is_involved(g, i)]:
        if not any(g.spec(a).has_trait("accessory") for a in g.attachments(iid)):
            g.exhaust(iid, "503.2")
    return True


# ----- whether the text can be followed (705.2), asked before it is offered ----------------------


@answers(PLAY_CHECKS, "exhaust_involved_without_accessory")
def _during_a_faceoff(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    return unless(g.s["faceoff"] is not None, "exhaust", lacks="no faceoff is going on")
