"""Texts printed only on cards named Less Isn't More: their patterns and what they do."""

from __future__ import annotations

from engine.core.plural import how_many
from engine.mlp.effects.abilities import card_of_option, choose, in_play, opposing_friends
from engine.mlp.effects.registry import PLAY_CHECKS, Unmet, answers, runner, unless
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values import power


@template(r"main phase: exhaust one of your friends to exhaust a number of opposing friends up to the number of "
          r"colors that friend has\.")
def _t_less_isnt_more(m, t):
    return _a("play", "exhaust_own_friend_to_exhaust_per_color", t, timing="main")


def _ready_own_friends(g, player: int) -> list[int]:
    return [i for i in g.s["play"] if g.card(i)["ctrl"] == player and g.is_type(i, "friend") and g.face_up(i)
            and not g.card(i)["exhausted"]]


# ----- what it does ---------------------------------------------------------------------------


@runner("exhaust_own_friend_to_exhaust_per_color")
def _r_less_isnt_more(g, f, ability):
    """The exhausted Friend is the cost of the Event's effect (707.2a); its colors are
    counted as it is exhausted, then the player exhausts up to that many different ready
    opposing Friends of their choice."""
    player = f["ctrl"]
    data = f["data"]
    if "n" not in data:
        ans = choose(g, f, player, "target", "Exhaust one of your Friends",
                     [(f"card:{i}", g.name(i)) for i in _ready_own_friends(g, player)])
        if ans is None:
            return False
        if not ans:
            return True
        paid = card_of_option(ans[0])
        data["n"] = len(power.colors(g, paid))
        g.exhaust(paid, "707.2a")
    cands = [i for i in opposing_friends(g, player) if not g.card(i)["exhausted"] and not g.card(i)["frightened"]]
    n = min(data["n"], len(cands))
    if n <= 0:
        return True
    ans = choose(g, f, player, "target", f"Exhaust up to {how_many(data['n'], 'opposing Friend')}",
                 [(f"card:{i}", g.name(i)) for i in cands], 0, n)
    if ans is None:
        return False
    for key in ans:
        if in_play(g, card_of_option(key)):
            g.exhaust(card_of_option(key), "705.2e")
    return True


@answers(PLAY_CHECKS, "exhaust_own_friend_to_exhaust_per_color")
def _can_play(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    """Not without a ready Friend of the player's to pay with."""
    return unless(bool(_ready_own_friends(g, player)), lacks=f"P{player} has no ready Friend to exhaust for its cost")
