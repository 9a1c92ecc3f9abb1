"""Texts printed only on cards named Yoink!: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose
from engine.mlp.effects.registry import PLAY_CHECKS, Unmet, answers, runner, unless
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values import power


@template(r"(faceoff|problem faceoff|troublemaker faceoff): dismiss a friend with power greater than its cost\.")
def _t_yoink(m, t):
    return _a("play", "dismiss_friend_stronger_than_cost", t, timing=m.group(1).replace(" ", "_"))


def _candidates(g) -> list[int]:
    """Friends in play, anyone's, whose current power is more than their cost (`power.over_cost`:
    not a frightened one, which has no power), that can be dismissed."""
    return [i for i in g.s["play"] if g.is_type(i, "friend") and power.over_cost(g, i) and g.can_be_dismissed(i)]


# ----- what it does ---------------------------------------------------------------------------


@runner("dismiss_friend_stronger_than_cost")
def _r_yoink(g, f, ability):
    ans = choose(g, f, f["ctrl"], "target", "Dismiss a Friend with power greater than its cost",
                 [(f"card:{i}", f"{g.name(i)} (power {power.power(g, i)}, cost {g.spec(i).cost})")
                  for i in _candidates(g)])
    if ans is None:
        return False
    if ans:
        g.dismiss(card_of_option(ans[0]), "705.2e")
    return True


# ----- whether it can be played (705.2), asked before it is offered ------------------------------


@answers(PLAY_CHECKS, "dismiss_friend_stronger_than_cost")
def _can_play(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    """Not without a Friend to dismiss: the instruction could not be followed."""
    return unless(bool(_candidates(g)), "dismiss")
