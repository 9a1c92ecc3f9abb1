"""Texts printed only on cards named Tall Tale: their patterns and what they do."""

from __future__ import annotations

from typing import Any

from engine.mlp.effects.abilities import is_problem_area
from engine.mlp.effects.registry import VALUE_RULES, answers
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values.power import OWN_PLAY_COST_AT, has_trait


# What the card itself costs to play to a place, read from the hand (`power.PlayCosts.own_at`):
# paying less is never worse, so it is always taken
@template(r"you may pay \{(\d+)\} less to play this card to a problem for each of your ([a-z ]+) friends there\.")
def _t_too_tall(m, t):
    return _a("static", "cheaper_per_own_trait_friend_at_problem", t, OWN_PLAY_COST_AT, amount=-int(m.group(1)),
              trait=m.group(2))


@answers(VALUE_RULES, "cheaper_per_own_trait_friend_at_problem")
def _cheaper_there(g, src: Any, subject: Any, ability: Ability, context: dict) -> int:
    """For each face-up Friend of the trait the player playing it (`subject`) controls at the
    Problem it is played to; nothing at home."""
    dest = context.get("dest")
    if dest is None or not is_problem_area(g, dest):
        return 0
    trait = ability.params["trait"]
    count = sum(1 for i in g.characters_at(dest, subject)
                if g.is_type(i, "friend") and g.face_up(i) and has_trait(g, i, trait))
    return ability.params["amount"] * count
