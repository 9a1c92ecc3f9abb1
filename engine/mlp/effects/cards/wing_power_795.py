"""Texts printed only on cards named 795 Wing Power: their patterns and what they do.
(The module's name puts the card's number last: a Python name can't begin with a digit.)"""

from __future__ import annotations

from typing import Any

from engine.mlp.effects.registry import ON_HOST_ONLY, VALUE_RULES, answers, scope
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"resources played on characters here have their costs reduced by \{(\d+)\}\.")
def _t_resources_on_characters_here(m, t):
    return _a("static", "resource_on_character_here_discount", t, "play_cost", amount=-int(m.group(1)))


# ----- when its rules apply, and what they can reach (`registry.scope`) --------------------


scope(ON_HOST_ONLY, "resource_on_character_here_discount")


@answers(VALUE_RULES, "resource_on_character_here_discount")
def _discount(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    """Any player's Resource played on a character (a Friend or Mane Character) at this
    Problem costs less."""
    host = context.get("host")
    card = context["card"]
    if host is None or host not in g.s["cards"] or not g.is_type(card, "resource") or not g.is_character(host):
        return 0
    return ability.params["amount"] if g.s["cards"][host]["area"] == g.s["cards"][src]["area"] else 0
