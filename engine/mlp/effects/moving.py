"""Moving characters (506): what "when you move ..." and "when an opponent moves ..." answer.

The trigger heads are read by the part grammar (`engine.mlp.text.parts.HEADS`); this
module answers, for a move, whether it triggers a paragraph with such a head.
"""

from __future__ import annotations

from engine.mlp.abilities import _is_problem_area
from engine.mlp.effects.registry import PART_TRIGGER_MATCHERS, answers
from engine.mlp.state.library import Ability


@answers(PART_TRIGGER_MATCHERS, "moved")
def moved(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """A player (`mover`) moved a card from `origin` to `dest`."""
    s = g.s
    c = s["cards"][iid]
    when = ability.params["when"]
    ctrl = c["ctrl"]
    if when == "opp_character":
        moved = data["card"]
        ok = data["mover"] != ctrl and moved in s["cards"] and g.is_character(moved)
        return {"it": moved, "area": data["dest"]} if ok else None
    if when.startswith("you_character"):
        moved = data["card"]
        if data["mover"] != ctrl or moved not in s["cards"] or not g.is_character(moved):
            return None
        if when == "you_character_other" and moved == iid:
            return None
        if when.endswith("_mane") and g.spec(moved).type != "mane":
            return None
        if when.endswith("_own") and s["cards"][moved]["ctrl"] != ctrl:
            return None
        if "to_problem" in when and not _is_problem_area(g, data["dest"]):
            return None
        return {"area": data["dest"], "it": moved}
    if when.startswith("opp_character_from_here"):
        moved = data["card"]
        if moved not in s["cards"] or s["cards"][moved]["ctrl"] == ctrl or not g.is_character(moved):
            return None
        if data["origin"] != c["area"]:
            return None
        if when.endswith("to_problem") and not _is_problem_area(g, data["dest"]):
            return None
        return {"area": data["dest"], "it": moved}
    if when == "opp_to_problem":
        ok = data["mover"] != ctrl and _is_problem_area(g, data["dest"])
        return {"area": data["dest"]} if ok else None
    if data["mover"] != ctrl:
        return None
    if when == "to_this_problem_you":
        ok = (g.is_type(iid, "problem") and data["dest"] == c["area"] and data["card"] in s["cards"]
              and g.is_character(data["card"]))
        return {"area": data["dest"]} if ok else None
    if data["card"] != iid:
        return None
    if when == "self_to_problem" and not _is_problem_area(g, data["dest"]):
        return None
    return {"area": data["dest"]}
