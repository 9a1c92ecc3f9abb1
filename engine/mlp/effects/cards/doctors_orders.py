"""Texts printed only on cards named Doctor's Orders: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.hooks import faceoff
from engine.mlp.effects.registry import PLAY_CHECKS, Unmet, answers, runner, unless
from engine.mlp.effects.steps import kept_from
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values import power


@template(r"problem faceoff: put the friend with power higher than any other friend involved in the faceoff into "
          r"its owner's hand\.")
def _t_doctors_orders(m, t):
    return _a("play", "bounce_strongest_involved_friend", t, timing="problem_faceoff")


def strongest_involved_friend(g) -> int | None:
    """The one Friend involved in the faceoff whose power is higher than every other
    involved Friend's, whoever controls it; None when two or more share the highest power
    (no Friend is higher than any other) or none is involved."""
    friends = [i for i in faceoff.involved(g) if g.is_type(i, "friend")]
    if not friends:
        return None
    powers = {i: power.power(g, i) or 0 for i in friends}
    top = max(powers.values())
    found = [i for i, p in powers.items() if p == top]
    return found[0] if len(found) == 1 else None


# ----- what it does ---------------------------------------------------------------------------


@runner("bounce_strongest_involved_friend")
def _r_doctors_orders(g, f, ability):
    target = strongest_involved_friend(g)
    if target is not None:
        g.to_hand(target, "705.2e")
    return True


@answers(PLAY_CHECKS, "bounce_strongest_involved_friend")
def _can_play(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    """Not while no Friend is higher than the others, nor while that Friend can't be put into
    its owner's hand by this player (Maud Pie, Like a Rock against an opponent): the
    instruction could not be followed (705.2, 705.2e)."""
    target = strongest_involved_friend(g)
    kept = None if target is None else kept_from(g, {"do": "bounce"}, target, player)
    return unless(target is not None, "put",
                  lacks="no Friend involved in the faceoff has power higher than every other one") and \
        unless(kept is None, "put", lacks=f"{g.name(target)}, the Friend with the highest power, can't be "
               f"chosen, as {kept}")
