"""Texts printed only on cards named Joe: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import is_problem_area
from engine.mlp.effects.registry import APPLIES, answers
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values import power


@template(r"main phase: exhaust this card and pay \{(\d+)\} to reveal a card from your hand and banish it to "
          r"beneath one of your friends with pumped\.")
def _t_joe(m, t):
    return _a("activated", "hand_beneath_pumped", t, timing="main", exhaust_self=True, pay=int(m.group(1)))


@template(r"opponents can't move characters with power lower than or equal to this card's power to this card's "
          r"problem\.")
def _t_con_mane(m, t):
    """(`abilities.barred_from_area`, which asks it only about moves to this card's area and,
    with `opponents`, only when an opponent of its controller moves the character.)"""
    return _a("static", "weaker_cant_be_moved_here_by_opponents", t, "cant_be_moved_to", opponents=True)


@answers(APPLIES, "weaker_cant_be_moved_here_by_opponents")
def _weaker_than_this_card(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    """A character whose power, as it would move, is at most this card's, to its Problem only;
    a frightened character, with no power, compares as 0 (105.2: `power.compared`)."""
    if not is_problem_area(g, sc["area"]) or not g.is_character(target):
        return False
    return power.compared(g, target) <= power.compared(g, src)
