"""Texts printed only on cards named Dangerous Mission Outfit: their patterns and what they do.

Its placement rule ("Play on one of your characters.") is a wording of the attaching family."""

from __future__ import annotations

from engine.mlp.effects.abilities import effect_rule, is_problem_area
from engine.mlp.effects.registry import runner, triggered_by
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when you move that character to a problem, your other characters there each get \+(\d+) power until the "
          r"end of the turn\.")
def _t_mission_outfit(m, t):
    return _a("trigger", "host_moved_pumps_company", t, "moved", amount=int(m.group(1)))


@runner("host_moved_pumps_company")
def _r_mission_outfit(g, f, ability):
    """The controller's other characters at that Problem as this resolves, each +N power
    until the end of the turn (a modifier on each, 707)."""
    player, host, area = f["ctrl"], f["data"]["host"], f["data"]["area"]
    amount = ability.params["amount"]
    for iid in g.characters_at(area, player):
        if iid != host:
            g.add_mod("power", iid, amount, until="turn", ctrl=player, src=f["src"])
            g.note(effect_rule(f), f"{g.name(iid)} gets +{amount} power until the end of the turn{g.by_text()}")
    return True


@triggered_by("moved", "host_moved_pumps_company")
def _host_moved_to_a_problem(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """This card's controller moves its host ("that character", 509.4) to a Problem."""
    c = g.s["cards"][iid]
    if c["host"] is None or data["card"] != c["host"] or data["mover"] != c["ctrl"]:
        return None
    if not is_problem_area(g, data["dest"]):
        return None
    return {"host": c["host"], "area": data["dest"]}
