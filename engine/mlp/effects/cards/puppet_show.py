"""Texts printed only on cards named Puppet Show: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import choose, problem_options, problem_purpose, with_purpose
from engine.mlp.effects.registry import PLAY_CHECKS, Unmet, answers, runner, unless
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


# The general reader knows "you need -N power to confront that Problem"; this Event puts
# the modifier on the opponents instead.
@template(r"(main phase|immediate): choose a problem\. opponents need \+(\d+) power to confront that problem "
          r"until the end of the turn\.")
def _t_opponents_need_more(m, t):
    return _a("play", "opponents_need_more_at_chosen_problem", t,
              timing="main" if m.group(1) == "main phase" else "immediate", n=int(m.group(2)))


# ----- what it does ---------------------------------------------------------------------------


@runner("opponents_need_more_at_chosen_problem")
def _r_opponents_need_more(g, f, ability):
    """611.3: a confront modifier on the opponent, for the chosen Problem only, until the
    end of the turn."""
    player = f["ctrl"]
    ans = choose(g, f, player, "area", with_purpose("Choose a Problem", problem_purpose(g, f)),
                 problem_options(g, g.problems()))
    if ans is None:
        return False
    if ans:
        n = ability.params["n"]
        g.add_mod("confront", 1 - player, n, until="turn", ctrl=player, src=f["src"])
        g.s["mods"][-1]["area"] = ans[0]
        g.note("611.3", f"P{1 - player} needs +{n} power to confront the Problem at {ans[0]} until the end "
                        "of the turn" + g.by_text())
    return True


# ----- whether the text can be followed (705.2), asked before it is offered ----------------------


@answers(PLAY_CHECKS, "opponents_need_more_at_chosen_problem")
def _can_choose_problem(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    return unless(bool(g.problems()), "choose")
