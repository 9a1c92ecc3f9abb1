"""Texts printed only on cards named Spring Step: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.registry import APPLIES, SAME_AREA_STATICS, answers, scope
from engine.mlp.effects.steps import has_highest_power_here
from engine.mlp.state.game import PROBLEM_LOSES_ABILITIES_BY_POWER
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


# Its condition reads power, which the board index does not follow: the state kernel reads it
# again at every look-up of the statics table while this text is in effect (once while the
# actions a player may take are listed, `MlpGame.unchanging`), with the power
# the cards have before it applies (`MlpGame._start_by_power` says how the order is chosen).
@template(r"while this card has power higher than any other friend here, this card's problem loses and "
          r"can't have abilities\.")
def _t_problem_loses_abilities_while_strongest(m, t):
    return _a("static", "problem_loses_abilities_while_strongest", t, PROBLEM_LOSES_ABILITIES_BY_POWER)


scope(SAME_AREA_STATICS, "problem_loses_abilities_while_strongest")


@answers(APPLIES, "problem_loses_abilities_while_strongest")
def _strongest_here(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    """The Problem at this card's area (none at a home), while this card's power is higher than
    that of each other Friend there, either player's (a tie is not higher; with no other Friend
    there it is). 711.3b, 711.4: the modifier depends on the modifiers that change those
    Friends' power, the Problem's own included, so the power read is the one they give, the
    Problem still having its abilities; once the Problem has lost them, the power they gave is
    gone and the condition is not read again with it (no back and forth)."""
    return target == s["areas"][sc["area"]].get("problem") and has_highest_power_here(g, src)
