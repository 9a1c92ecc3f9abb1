"""Texts printed only on cards named Comforting Critters: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.registry import APPLIES, SAME_AREA_STATICS, answers, scope
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"while at this problem, this card's owner's mane character has \+(\d+) power during the main phase\.")
def _t_owners_mane_main_phase(m, t):
    return _a("static", "owners_mane_power_here_in_main_phase", t, "power", amount=int(m.group(1)))


# ----- when its rules apply, and what they can reach (`registry.scope`) --------------------


scope(SAME_AREA_STATICS, "owners_mane_power_here_in_main_phase")


@answers(APPLIES, "owners_mane_power_here_in_main_phase")
def _applies(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    """The Problem's owner's Mane Character at this Problem, in any player's Main Phase."""
    return (s["phase"] == "main" and tc["area"] == sc["area"] and tc["owner"] == sc["owner"]
            and g.is_type(target, "mane"))
