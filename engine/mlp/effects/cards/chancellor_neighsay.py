"""Texts printed only on cards named Chancellor Neighsay: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import own_card
from engine.mlp.effects.registry import AMOUNTS, APPLIES, SELF_ONLY_STATICS, answers, scope
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"this card has -(\d+) power for each different trait among opposing characters here\.")
def _t_less_per_opposing_trait(m, t):
    return _a("static", "self_power_less_per_opposing_trait_here", t, "power", amount=-int(m.group(1)))


# ----- when its rules apply, and what they can reach (`registry.scope`) --------------------


scope(SELF_ONLY_STATICS, "self_power_less_per_opposing_trait_here")


answers(APPLIES, "self_power_less_per_opposing_trait_here")(own_card)


@answers(AMOUNTS, "self_power_less_per_opposing_trait_here")
def _amount(g, src: int, target: int, ability: Ability) -> int:
    """-N for each distinct trait among the opposing face-up characters at this card's area
    (a trait two of them share counts once)."""
    here = g.s["cards"][src]
    traits = {trait for i in g.characters_at(here["area"], 1 - here["ctrl"]) if g.face_up(i)
              for trait in g.spec(i).traits}
    return ability.params["amount"] * len(traits)
