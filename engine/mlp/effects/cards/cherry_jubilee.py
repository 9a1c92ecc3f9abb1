"""Texts printed only on cards named Cherry Jubilee: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import own_card
from engine.mlp.effects.registry import AMOUNTS, APPLIES, SELF_ONLY_STATICS, answers, scope
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"this card gets \+(\d+) power for each resource on it\.")
def _t_per_resource(m, t):
    return _a("static", "self_power_per_resource", t, "power", amount=int(m.group(1)))


# ----- when its rules apply, and what they can reach (`registry.scope`) --------------------


answers(APPLIES, "self_power_per_resource")(own_card)


scope(SELF_ONLY_STATICS, "self_power_per_resource")



@answers(AMOUNTS, "self_power_per_resource")
def _amount_per_resource(g, src: int, target: int, ability: Ability) -> int:
    """+N for each Resource on this card."""
    return ability.params.get("amount", 0) * sum(1 for i in g.attachments(src) if g.is_type(i, "resource"))
