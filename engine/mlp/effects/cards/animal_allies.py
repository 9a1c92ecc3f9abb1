"""Texts printed only on cards named Animal Allies: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import own_card
from engine.mlp.effects.registry import AMOUNTS, APPLIES, SELF_ONLY_STATICS, answers, scope
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"this card's power is equal to the number of friends you have\.")
def _t_power_friends(m, t):
    return _a("static", "self_power_friends", t, "power")


# ----- when its rules apply, and what they can reach (`registry.scope`) --------------------


answers(APPLIES, "self_power_friends")(own_card)


scope(SELF_ONLY_STATICS, "self_power_friends")



@answers(AMOUNTS, "self_power_friends")
def _amount_friends(g, src: int, target: int, ability: Ability) -> int:
    """The card's power is defined by the count: its printed power replaced, not added to."""
    ctrl = g.card(src)["ctrl"]
    friends = sum(1 for i in g.characters(ctrl) if g.is_type(i, "friend"))
    return friends - (g.spec(src).power or 0)
