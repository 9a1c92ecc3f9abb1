"""Texts printed only on cards named Zecora: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.registry import (
    APPLIES,
    OPPOSING_SIDE_STATICS,
    SAME_AREA_STATICS,
    answers,
    scope,
)
from engine.mlp.state.library import Ability
from engine.mlp.text.parts import target
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


# The Friend banished comes back as the turn ends (`verbs`' "banish_turn", returned by `flow`).
@template(r"when this card enters play, banish another friend\. at the end of the turn, put that card into play "
          r"frightened\.")
def _t_banish_until_turn_end_frightened(m, t):
    return _a("trigger", "effect", t, "enter_play", when="self",
              steps=[{"do": "banish_turn", "target": target("another friend"), "frightened": True,
                      "may": False, "costs": []}])


# `procedures.faceoff.power_total` leaves out every card a "no_faceoff_power" text applies to (514.4a)
@template(r"opposing mane characters here can't contribute their power to faceoffs\.")
def _t_opposing_manes_here_powerless(m, t):
    return _a("static", "opposing_manes_here_no_faceoff_power", t, "no_faceoff_power")


@answers(APPLIES, "opposing_manes_here_no_faceoff_power")
def _opposing_mane_here(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    return tc["area"] == sc["area"] and tc["ctrl"] != sc["ctrl"] and g.spec(target).type == "mane"


scope(SAME_AREA_STATICS, "opposing_manes_here_no_faceoff_power")
scope(OPPOSING_SIDE_STATICS, "opposing_manes_here_no_faceoff_power")
