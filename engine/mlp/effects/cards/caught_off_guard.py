"""Texts printed only on cards named Caught Off Guard: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.registry import APPLIES, answers
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"opposing characters here with (\d+) or less printed power can't contribute their power to faceoffs\.")
def _t_caught_off_guard(m, t):
    """514.4a: their power is left out of their player's total (category "no_faceoff_power")."""
    return _a("static", "small_opposing_here_no_faceoff_power", t, "no_faceoff_power", max_printed=int(m.group(1)))


@answers(APPLIES, "small_opposing_here_no_faceoff_power")
def _small_opposing_here(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    printed = g.spec(target).power
    return (tc["area"] == sc["area"] and tc["ctrl"] != sc["ctrl"] and g.is_character(target)
            and printed is not None and printed <= ability.params["max_printed"])
