"""Texts printed only on cards named A Second Chance: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import effect_rule
from engine.mlp.effects.registry import runner, triggered_by
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"at the start of your first turn, if you did not play first, gain \{(\d+)\}\.(?: \([^)]*\)\.?)?")
def _t_second_chance(m, t):
    """The reminder text in parentheses (102: the Starting Problem is chosen before who plays
    first is known) says nothing the game does."""
    return _a("trigger", "gain_on_first_turn_if_second", t, "turn_start", gain=int(m.group(1)))


@runner("gain_on_first_turn_if_second")
def _r_second_chance(g, f, ability):
    g.gain_tokens(f["ctrl"], ability.params["gain"], effect_rule(f))
    return True


@triggered_by("turn_start", "gain_on_first_turn_if_second")
def _first_turn_of_the_second_player(g, iid: int, ability: Ability, data: dict) -> dict | None:
    s = g.s
    me = s["cards"][iid]["ctrl"]
    ok = data["player"] == me and s["players"][me]["turns"] == 0 and s["first_player"] != me
    return {} if ok else None
