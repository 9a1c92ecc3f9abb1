"""Texts printed only on cards named Mr. Waddle: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.registry import APPLIES, SELF_ONLY_STATICS, answers, scope
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"during your opponent's score phase, this card has -(\d+) power\.")
def _t_napping(m, t):
    return _a("static", "self_power_in_opp_score_phase", t, "power", amount=-int(m.group(1)))


scope(SELF_ONLY_STATICS, "self_power_in_opp_score_phase")


@answers(APPLIES, "self_power_in_opp_score_phase")
def _applies(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    """Only in the Score Phase of a turn of an opponent of this card's controller."""
    return src == target and s["phase"] == "score" and s["turn_player"] != sc["ctrl"]
