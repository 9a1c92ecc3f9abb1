"""Texts printed only on cards named Jailbreak!: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.registry import APPLIES, answers
from engine.mlp.state.game import ONE_READY_HERE
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"during the ready phase, players can't ready more than one character here\.")
def _t_one_ready_here(m, t):
    """Two continuous abilities: the Ready Phase readies only one of the turn player's exhausted
    characters here, chosen by that player (category `ONE_READY_HERE`, read by
    `procedures.flow`), and once one was readied here during the Ready Phase, no other one
    can be (category "cant_ready", asked by `MlpGame.ready`: texts that ready a character then)."""
    return [_a("static", "one_ready_here", t, ONE_READY_HERE),
            _a("static", "no_second_ready_here", t, "cant_ready")]


@answers(APPLIES, "one_ready_here")
def _never_asked(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    """(The Ready Phase reads where this card is; it applies to no card by itself.)"""
    return False


@answers(APPLIES, "no_second_ready_here")
def _second_ready_here(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    """A character at this card's area, during the Ready Phase, once one was readied here."""
    return s["phase"] == "ready" and tc["area"] == sc["area"] and g.is_character(target) \
        and g.readied_here(sc["area"]) >= 1
