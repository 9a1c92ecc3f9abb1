"""Texts printed only on cards named Under Arrest: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import own_host
from engine.mlp.effects.registry import APPLIES, HOST_ONLY_STATICS, answers, scope
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values import power


@template(r"if that character has (\d+) or less power, it does not ready during the ready phase\.")
def _t_under_arrest(m, t):
    """A continuous ability (the Ready Phase's readying skips the host: `procedures.flow`),
    its condition read as the Ready Phase readies cards (the host's power then)."""
    return _a("static", "weak_host_doesnt_ready", t, "doesnt_ready", max_power=int(m.group(1)))


@answers(APPLIES, "weak_host_doesnt_ready")
def _weak_host(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    if not own_host(g, s, sc, tc, src, target, ability):
        return False
    value = power.as_stated(g, target)
    return value is not None and value <= ability.params["max_power"]


scope(HOST_ONLY_STATICS, "weak_host_doesnt_ready")
