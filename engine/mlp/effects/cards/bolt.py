"""Texts printed only on cards named Bolt: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import effect_rule, in_play
from engine.mlp.effects.registry import ACTIVATION_CHECKS, Unmet, answers, runner, unless
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"main phase: pay \{(\d+)\} to ready this card\.")
def _t_pay_ready(m, t):
    return _a("activated", "ready_self", t, timing="main", pay=int(m.group(1)))


# ----- what it does ---------------------------------------------------------------------------


@runner("ready_self")
def _r_ready_self(g, f, ability):
    if in_play(g, f["src"]):
        g.ready(f["src"], effect_rule(f))
    return True


# ----- whether the text can be followed (705.2), asked before it is offered ----------------------


@answers(ACTIVATION_CHECKS, "ready_self")
def _can_ready_self(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    return unless(g.s["cards"][iid]["exhausted"], "ready", lacks=f"{g.name(iid)} is not exhausted")
