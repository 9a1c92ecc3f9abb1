"""Texts printed only on cards named Professor Neigh: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import is_problem_area, own_card
from engine.mlp.effects.registry import AMOUNTS, APPLIES, SELF_ONLY_STATICS, answers, scope
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"while at a problem with an? (\w+) resource, this card gets \+(\d+) power\.")
def _t_trait_resource(m, t):
    return _a("static", "self_power_with_resource", t, "power", trait=m.group(1), amount=int(m.group(2)))


# ----- when its rules apply, and what they can reach (`registry.scope`) --------------------


answers(APPLIES, "self_power_with_resource")(own_card)


scope(SELF_ONLY_STATICS, "self_power_with_resource")



@answers(AMOUNTS, "self_power_with_resource")
def _amount_with_resource(g, src: int, target: int, ability: Ability) -> int:
    """+N while a Resource with the trait is at this card's Problem."""
    area = g.card(src)["area"]
    if not is_problem_area(g, area):
        return 0
    for iid in g.at(area):
        if g.is_type(iid, "resource") and g.spec(iid).has_trait(ability.params["trait"]):
            return ability.params.get("amount", 0)
    return 0
