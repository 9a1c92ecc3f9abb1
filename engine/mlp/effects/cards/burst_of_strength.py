"""Texts printed only on cards named Burst of Strength: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose
from engine.mlp.effects.registry import PLAY_CHECKS, Unmet, answers, runner, unless
from engine.mlp.effects.steps import add_counters
from engine.mlp.state.library import Ability
from engine.mlp.state.reasons import has_none
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values.power import power


@template(r"(main phase|immediate): put a number of \+1 power counters on one of your friends equal to that "
          r"friend's power\.")
def _t_counters_equal_to_power(m, t):
    return _a("play", "power_counters_equal_to_power", t, timing="main" if m.group(1) == "main phase" else "immediate")


# ----- what it does ---------------------------------------------------------------------------


@runner("power_counters_equal_to_power")
def _r_counters_equal_to_power(g, f, ability):
    """519.1: the number is the Friend's power as the text resolves (counters, modifiers
    and continuous abilities included); a Friend with no positive power gets none."""
    player = f["ctrl"]
    ans = choose(g, f, player, "target", "Put +1 power counters on which of your Friends?",
                 [(f"card:{i}", g.name(i)) for i in _own_friends(g, player)])
    if ans is None:
        return False
    if ans:
        friend = card_of_option(ans[0])
        add_counters(g, friend, "power", power(g, friend) or 0, "519.1", by=player)
    return True


def _own_friends(g, player: int) -> list[int]:
    """The player's face-up Friends in play (a frightened Friend can't get counters, 504.1)."""
    return [i for i in g.characters(player) if g.is_type(i, "friend") and g.face_up(i)]


# ----- whether the text can be followed (705.2), asked before it is offered ----------------------


@answers(PLAY_CHECKS, "power_counters_equal_to_power")
def _can_put_counters(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    return unless(bool(_own_friends(g, player)), "put", lacks=has_none(player, "Friend"))
