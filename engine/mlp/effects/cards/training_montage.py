"""Texts printed only on cards named Training Montage: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose, is_problem_area, own_friends
from engine.mlp.effects.registry import PLAY_CHECKS, Unmet, answers, runner, unless
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"(main phase|immediate): one of your friends gets \+(\d+) power for each of your other friends at its "
          r"problem until the end of the turn\.")
def _t_power_per_other_friend(m, t):
    return _a("play", "pump_per_other_own_friend_at_problem", t,
              timing="main" if m.group(1) == "main phase" else "immediate", amount=int(m.group(2)))


# ----- what it does ---------------------------------------------------------------------------


@runner("pump_per_other_own_friend_at_problem")
def _r_pump_per_other_friend(g, f, ability):
    """The count is taken as the text resolves and fixed until the end of the turn (a
    modifier, not a continuous ability). A Friend at home is at no Problem: it gets +0."""
    player = f["ctrl"]
    ans = choose(g, f, player, "target", "Which of your Friends gets the power?",
                 [(f"card:{i}", g.name(i)) for i in _pumpable(g, player)])
    if ans is None:
        return False
    if ans:
        friend = card_of_option(ans[0])
        area = g.card(friend)["area"]
        others = [i for i in own_friends(g, player) if i != friend and g.card(i)["area"] == area]
        amount = ability.params["amount"] * len(others) if is_problem_area(g, area) else 0
        g.add_mod("power", friend, amount, until="turn", ctrl=player, src=f["src"])
        g.note("708.2", f"{g.name(friend)} gets +{amount} power until the end of the turn{g.by_text()}")
    return True


def _pumpable(g, player: int) -> list[int]:
    """The player's Friends that can get the power: not a frightened one, which has none
    (505.1b; 705.2e). It still counts among "your other Friends at its Problem"."""
    return [i for i in own_friends(g, player) if not g.card(i)["frightened"]]


# ----- whether the text can be followed (705.2), asked before it is offered ----------------------


@answers(PLAY_CHECKS, "pump_per_other_own_friend_at_problem")
def _can_pump(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    return unless(bool(_pumpable(g, player)), lacks=f"P{player} has no Friend to get the power")
