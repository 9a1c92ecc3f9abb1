"""Texts printed only on cards named Spearhead: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.registry import APPLIES, PHASE_BLIND_STATICS, answers, scope
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


# Counters outlive the board index; `MlpGame.counters_changed` drops it as one is put on or
# removed while a text like this is in play, so the cards that lost their abilities are
# worked out again.
@template(r"resources with ([a-z]+) counters on them lose and can't have abilities\.")
def _t_countered_resources_lose_abilities(m, t):
    return _a("static", "countered_resources_lose_abilities", t, "lose_abilities", counter=m.group(1))


@answers(APPLIES, "countered_resources_lose_abilities")
def _countered_resource(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    """Any Resource in play, whoever controls it, with at least one counter of that name."""
    return g.spec(target).type == "resource" and tc["counters"].get(ability.params["counter"], 0) > 0


scope(PHASE_BLIND_STATICS, "countered_resources_lose_abilities")
