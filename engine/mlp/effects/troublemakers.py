"""Troublemakers (402, 514.6): what uncovering and defeating one trigger.

The trigger heads are read by the part grammar (`engine.mlp.text.parts.HEADS`); this
module answers, for each such event, whether it triggers a paragraph with such a head.
"""

from __future__ import annotations

from engine.mlp.effects.registry import PART_TRIGGER_MATCHERS, answers
from engine.mlp.state.library import Ability


@answers(PART_TRIGGER_MATCHERS, "uncovered")
def uncovered(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """A Troublemaker (`card`, controlled by `ctrl`) was turned face up at `area`."""
    when = ability.params["when"]
    if when in ("any", "here", "opp_here", "own_here"):
        c = g.s["cards"][iid]
        if when != "any" and data["area"] != c["area"]:
            return None
        if when == "opp_here" and data["ctrl"] == c["ctrl"]:
            return None
        if when == "own_here" and data["ctrl"] != c["ctrl"]:
            return None
        return {"area": data["area"], "it": data["card"]}
    return {"area": data["area"]} if data["card"] == iid else None


@answers(PART_TRIGGER_MATCHERS, "tm_defeated")
def defeated(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """A player defeated a Troublemaker (`card`) at `area`."""
    if ability.params["when"] == "here":
        return {"player": data["player"], "area": data["area"]} if data["area"] == g.s["cards"][iid]["area"] else None
    return {"area": data["area"]} if data["card"] == iid else None
