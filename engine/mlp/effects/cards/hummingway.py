"""Texts printed only on cards named Hummingway: their patterns and what they do."""

from __future__ import annotations

from typing import Any

from engine.mlp.effects.abilities import is_involved
from engine.mlp.effects.registry import VALUE_RULES, answers
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values.power import has_trait


@template(r"during troublemaker faceoffs involving this card and at least (\d+) of your other (\w+) friends, flip an additional card\.")
def _t_hummingway(m, t):
    return _a("static", "extra_flip", t, "extra_flips", count=int(m.group(1)), trait=m.group(2))


# ----- when its rules apply ----------------------------------------------------------------


@answers(VALUE_RULES, "extra_flip")
def _extra_flip(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    s = g.s
    sc = s["cards"][src]
    p = ability.params
    fo = s["faceoff"]
    if fo is None or fo["kind"] != "troublemaker" or sc["ctrl"] != subject or not is_involved(g, src):
        return 0
    others = [i for i in g.characters_at(sc["area"], subject) if i != src
              and g.is_type(i, "friend") and has_trait(g, i, p["trait"]) and is_involved(g, i)]
    return 1 if len(others) >= p["count"] else 0
