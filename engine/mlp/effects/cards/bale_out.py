"""Texts printed only on cards named Bale Out!: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose
from engine.mlp.effects.registry import PLAY_CHECKS, Unmet, answers, runner, step, unless
from engine.mlp.effects.verbs import exhaust_and_hold, exhaustible_opposing
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"(main phase|immediate): exhaust an opposing character\. that character does not ready during its "
          r"controller's next ready phase\.")
def _t_exhaust_and_hold(m, t):
    return _a("play", "exhaust_opposing_no_ready", t, timing="main" if m.group(1) == "main phase" else "immediate")


# ----- what it does ---------------------------------------------------------------------------


@runner("exhaust_opposing_no_ready")
def _r_exhaust_and_hold(g, f, ability):
    return _exhaust_and_hold(g, f)


@step("exhaust_opposing_no_ready")
def _d_exhaust_and_hold(g, f, step, e, rule):
    """The same instruction as a step of text read in parts (Apple Bloom, Seedling Seeker)."""
    return _exhaust_and_hold(g, f)


def _exhaust_and_hold(g, f) -> bool:
    """603.1: the character stays exhausted through its controller's next Ready Phase."""
    player = f["ctrl"]
    ans = choose(g, f, player, "target", "Exhaust which opposing character?",
                 [(f"card:{i}", g.name(i)) for i in exhaustible_opposing(g, player)])
    if ans is None:
        return False
    if ans:
        exhaust_and_hold(g, card_of_option(ans[0]))
    return True


# ----- whether the text can be followed (705.2), asked before it is offered ----------------------


@answers(PLAY_CHECKS, "exhaust_opposing_no_ready")
def _can_exhaust(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    return unless(bool(exhaustible_opposing(g, player)), "exhaust")
