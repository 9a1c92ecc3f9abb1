"""Texts printed only on cards named Gravy Boat: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose, effect_rule, in_play
from engine.mlp.effects.registry import ACTIVATION_CHECKS, Unmet, answers, runner, unless
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values import power


@template(r"main phase: while this card has lower power than any other friends here, you may exhaust it and pay "
          r"\{(\d+)\} to put a friend here into its owner's hand\.")
def _t_gravy_boat(m, t):
    return _a("activated", "weakest_here_bounces_a_friend", t, timing="main", exhaust_self=True,
              pay=int(m.group(1)))


def _friends_here(g, iid: int) -> list[int]:
    area = g.s["cards"][iid]["area"]
    return [i for i in g.at(area) if g.is_type(i, "friend")]  # (frightened ones too, 505.1)


@answers(ACTIVATION_CHECKS, "weakest_here_bounces_a_friend")
def _weakest_here(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    """Only while every other Friend at its area (either player's) has more power than it,
    and there is one (a comparison with no other Friend is not "lower"). A frightened one's
    lack of power counts as 0 compared (105.2, `power.compared`): beside one, Gravy Boat's
    power is not lower."""
    others = [i for i in _friends_here(g, iid) if i != iid]
    mine = power.compared(g, iid)
    return unless(bool(others) and all(power.compared(g, i) > mine for i in others),
                  lacks=f"{g.name(iid)} has {mine} power, not lower than every other Friend there" if others
                  else "no other Friend is there")


@runner("weakest_here_bounces_a_friend")
def _r_gravy_boat(g, f, ability):
    """Any Friend at its area, either player's (itself too), goes to its owner's hand."""
    if not in_play(g, f["src"]):
        return True  # (where "here" is: this card's area)
    cands = _friends_here(g, f["src"])
    ans = choose(g, f, f["ctrl"], "target", "Put which Friend here into its owner's hand?",
                 [(f"card:{i}", g.name(i)) for i in cands])
    if ans is None:
        return False
    if ans:
        g.to_hand(card_of_option(ans[0]), effect_rule(f))
    return True
