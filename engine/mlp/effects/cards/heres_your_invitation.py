"""Texts printed only on cards named Here's Your Invitation!: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose, opposing_friends
from engine.mlp.effects.registry import PLAY_CHECKS, Unmet, answers, runner, unless
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values import power


@template(r"main phase: dismiss an opponent's friend with (\d+) power or less\.")
def _t_invitation(m, t):
    return _a("play", "dismiss_small_friend", t, timing="main", amount=int(m.group(1)))


# ----- what it does ---------------------------------------------------------------------------


@runner("dismiss_small_friend")
def _r_invitation(g, f, ability):
    cands = _small_friends(g, f["ctrl"], ability.params["amount"])
    ans = choose(g, f, f["ctrl"], "target", "Dismiss an opponent's Friend", [(f"card:{i}", g.name(i)) for i in cands])
    if ans is None:
        return False
    if ans:
        g.dismiss(card_of_option(ans[0]), "705.2e")
    return True


# ----- whether the text can be followed (705.2), asked before it is offered ----------------------


@answers(PLAY_CHECKS, "dismiss_small_friend")
def _can_dismiss_small(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    return unless(bool(_small_friends(g, player, ability.params["amount"])), "dismiss")


def _small_friends(g, player: int, most: int) -> list[int]:
    """The opponent's Friends with `most` power or less: not a frightened one, which has no
    power (505.1b: not the same as 0)."""
    return [i for i in opposing_friends(g, player) if (value := power.power(g, i)) is not None and value <= most]
