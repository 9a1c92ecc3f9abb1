"""Texts printed only on cards named Patagium: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import own_card
from engine.mlp.effects.registry import AMOUNTS, APPLIES, SELF_ONLY_STATICS, answers, scope
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import as_it_enters, template
from engine.mlp.values.power import colors


@template(r"as this card enters play, choose a color\. this card is that color\.")
def _t_identity_crisis(m, t):
    """The same instruction as The Smooze's "name a color" (`colors_and_keywords`)."""
    return as_it_enters("become_color", t)


@template(r"this card has -(\d+) power for each color among characters you control\.")
def _t_less_per_own_color(m, t):
    return _a("static", "self_power_less_per_own_color", t, "power", amount=-int(m.group(1)))


scope(SELF_ONLY_STATICS, "self_power_less_per_own_color")


answers(APPLIES, "self_power_less_per_own_color")(own_card)


@answers(AMOUNTS, "self_power_less_per_own_color")
def _amount(g, src: int, target: int, ability: Ability) -> int:
    """The amount for each distinct color among the face-up characters its controller
    controls, this card's own included (a color shared by two counts once)."""
    me = g.s["cards"][src]["ctrl"]
    among = {color for i in g.characters(me) if g.face_up(i) for color in colors(g, i)}
    return ability.params["amount"] * len(among)
