"""Texts printed only on cards named Utterly Drained: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.registry import (
    APPLIES,
    HOST_ONLY_STATICS,
    PHASE_BLIND_STATICS,
    answers,
    scope,
)
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


# Turning a Mane Character over gives it a new timestamp (`MlpGame.turn_over`), which drops the
# board index, so the cards that lost their abilities are worked out again as it turns over.
@template(r"while that mane character is boosted, it loses and can't have abilities\.")
def _t_boosted_host_loses_abilities(m, t):
    return _a("static", "boosted_host_lose_abilities", t, "lose_abilities")


@answers(APPLIES, "boosted_host_lose_abilities")
def _boosted_host(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    """Only the Mane Character this card is on, and only while it shows its Boosted side."""
    return sc["host"] == target and tc["boosted"]


scope(HOST_ONLY_STATICS, "boosted_host_lose_abilities")
scope(PHASE_BLIND_STATICS, "boosted_host_lose_abilities")
