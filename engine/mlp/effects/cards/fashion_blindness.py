"""Texts printed only on cards named Fashion Blindness: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.registry import APPLIES, answers
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values import power


@template(r"characters here with power less than or equal to their printed power can't contribute their power "
          r"to faceoffs\.")
def _t_unboosted_silenced(m, t):
    return _a("static", "unboosted_here_no_faceoff_power", t, "no_faceoff_power")


@answers(APPLIES, "unboosted_here_no_faceoff_power")
def _unboosted_here(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    """The characters (Friends and Mane Characters) at this Problem whose power is not above
    the power printed on their face."""
    if tc["area"] != sc["area"] or not g.is_character(target):
        return False
    printed = g.spec(target).power or 0
    return (power.power(g, target) or 0) <= printed
