"""Texts printed only on cards named Town Equalists: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import own_card
from engine.mlp.effects.registry import AMOUNTS, APPLIES, SELF_ONLY_STATICS, answers, scope
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values.power import colors


@template(r"this card has \+(\d+) power for each color among opposing characters here\.")
def _t_per_opposing_color(m, t):
    return _a("static", "self_power_per_opposing_color_here", t, "power", amount=int(m.group(1)))


# ----- when its rules apply, and what they can reach (`registry.scope`) --------------------


scope(SELF_ONLY_STATICS, "self_power_per_opposing_color_here")


answers(APPLIES, "self_power_per_opposing_color_here")(own_card)


@answers(AMOUNTS, "self_power_per_opposing_color_here")
def _amount(g, src: int, target: int, ability: Ability) -> int:
    """+N for each distinct color among the opposing face-up characters at this card's area
    (a color shared by two of them counts once)."""
    here = g.s["cards"][src]
    among = {color for i in g.characters_at(here["area"], 1 - here["ctrl"]) if g.face_up(i)
             for color in colors(g, i)}
    return ability.params["amount"] * len(among)
