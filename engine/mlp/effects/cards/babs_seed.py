"""Texts printed only on cards named Babs Seed: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import own_card
from engine.mlp.effects.registry import AMOUNTS, APPLIES, SELF_ONLY_STATICS, answers, scope
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values import power


@template(r"this card's power is equal to double the power of (?:an|the) opposing character here with the highest "
          r"power\.")
def _t_double_the_strongest_opponent(m, t):
    return _a("static", "self_power_double_strongest_opposing", t, "power")


answers(APPLIES, "self_power_double_strongest_opposing")(own_card)
scope(SELF_ONLY_STATICS, "self_power_double_strongest_opposing")


@answers(AMOUNTS, "self_power_double_strongest_opposing")
def _double_the_strongest(g, src: int, target: int, ability: Ability) -> int:
    """The card's power is defined by the opposing characters at its area (Friends and Mane
    Characters; a Troublemaker is not a character): its printed power replaced, not added to;
    0 with none there."""
    c = g.card(src)
    strongest = max((power.power(g, i) or 0 for i in g.characters_at(c["area"], 1 - c["ctrl"])), default=0)
    return 2 * strongest - (g.spec(src).power or 0)
