"""Texts printed only on cards named Autumn Blaze: their patterns and what they do."""

from __future__ import annotations

from typing import Any

from engine.mlp.effects.abilities import is_involved
from engine.mlp.effects.registry import VALUE_RULES, answers
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values import power


# The cards a player flips at a faceoff's start are one plus the "extra_flips" texts in
# play (`engine.mlp.effects.faceoffs.extra_flips`), a negative one taking one away
@template(r"opponents flip (\d+) fewer cards? during faceoffs involving at least one of their characters with (\d+) "
          r"or more power\.")
def _t_fewer_flips(m, t):
    return _a("static", "opponents_flip_fewer_against_strength", t, "extra_flips", fewer=int(m.group(1)),
              at_least=int(m.group(2)))


@answers(VALUE_RULES, "opponents_flip_fewer_against_strength")
def _fewer_flips(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    """For an opponent of this card's controller, while one of their characters involved in
    the faceoff has the power printed or more (read as they flip)."""
    s = g.s
    if s["faceoff"] is None or subject == s["cards"][src]["ctrl"]:
        return 0
    p = ability.params
    strong = any(is_involved(g, i) and (power.as_stated(g, i) or 0) >= p["at_least"] for i in g.characters(subject))
    return -p["fewer"] if strong else 0
