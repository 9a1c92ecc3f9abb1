"""Texts printed only on cards named Into the Stream of Silence: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import (
    choose,
    problem_name,
    problem_options,
    problem_purpose,
    with_purpose,
)
from engine.mlp.effects.registry import PLAY_CHECKS, Unmet, answers, runner, unless
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template

# the kinds of card at the chosen Problem that lose their abilities (the Problem itself keeps its)
_SILENCED_TYPES = ("friend", "mane", "resource", "troublemaker")


@template(r"immediate: choose a problem\. until the end of the turn, characters, resources, and troublemakers "
          r"there lose and can't have abilities\.")
def _t_stream_of_silence(m, t):
    return _a("play", "silence_chosen_problem", t, timing="immediate")


# ----- what it does ---------------------------------------------------------------------------


@runner("silence_chosen_problem")
def _r_silence_chosen_problem(g, f, ability):
    """A definite modifier reads the board as it is created (708.2b): the characters,
    Resources and Troublemakers at the chosen Problem as this card resolves lose and can't
    have abilities until the end of the turn, wherever they move; cards that come there
    later keep theirs."""
    player = f["ctrl"]
    ans = choose(g, f, player, "area", with_purpose("Choose a Problem", problem_purpose(g, f)),
                 problem_options(g, g.problems()))
    if ans is None:
        return False
    if ans:
        area = ans[0]
        cards = g.s["cards"]
        silenced = [iid for iid in g.s["play"]
                    if cards[iid]["area"] == area and (g.is_character(iid) or g.spec(iid).type in _SILENCED_TYPES)]
        for iid in silenced:
            g.take_abilities_away(iid, "turn", ctrl=player, src=f["src"])
        names = ", ".join(g.name(iid) for iid in silenced) or "no card"
        g.note("708.2b", f"at {problem_name(g, area)}, {names} lose and can't have abilities until the end "
                         "of the turn" + g.by_text())
    return True


# ----- whether the text can be followed (705.2), asked before it is offered ----------------------


@answers(PLAY_CHECKS, "silence_chosen_problem")
def _can_choose_problem(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    return unless(bool(g.problems()), "choose")
