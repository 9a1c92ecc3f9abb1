"""Texts printed only on cards named Fleur Dis Lee: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import is_involved, supportive_power
from engine.mlp.effects.registry import (
    AMOUNTS,
    APPLIES,
    FACEOFF_ONLY_STATICS,
    SELF_ONLY_STATICS,
    answers,
    scope,
)
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"while involved in a faceoff, this card also has supportive (\d+)\.")
def _t_supportive_in_faceoffs(m, t):
    """Supportive X only changes the card's power (glossary), so the keyword held only
    during a faceoff is read as the power it gives then (keywords are kept with the board,
    which a faceoff starting does not change)."""
    return _a("static", "supportive_while_involved", t, "power", amount=int(m.group(1)))


@answers(APPLIES, "supportive_while_involved")
def _involved(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    return src == target and s["faceoff"] is not None and is_involved(g, src)


@answers(AMOUNTS, "supportive_while_involved")
def _supportive(g, src: int, target: int, ability: Ability) -> int:
    return supportive_power(g, src, ability.params["amount"])


scope(SELF_ONLY_STATICS, "supportive_while_involved")
scope(FACEOFF_ONLY_STATICS, "supportive_while_involved")
