"""Texts printed only on cards named Clearing Gloomy Skies: their patterns and what they do."""

from __future__ import annotations

from typing import Any

from engine.mlp.effects.registry import VALUE_RULES, answers
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values.power import has_trait


@template(r"players with at least (\d+) (\w+) characters at this problem get \+(\d+) total power during faceoffs here\.")
def _t_total(m, t):
    return _a("static", "trait_total_power", t, "total_power", count=int(m.group(1)), trait=m.group(2),
              amount=int(m.group(3)))


# ----- when its rules apply ----------------------------------------------------------------


@answers(VALUE_RULES, "trait_total_power")
def _trait_total_power(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    s = g.s
    sc = s["cards"][src]
    p = ability.params
    fo = s["faceoff"]
    if fo is None or sc["area"] not in context.get("areas", ()):
        return 0
    count = sum(1 for i in g.characters_at(sc["area"], subject) if has_trait(g, i, p["trait"])
                and g.face_up(i))
    return p["amount"] if count >= p["count"] else 0
