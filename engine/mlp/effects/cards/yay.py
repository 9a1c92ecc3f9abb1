"""Texts printed only on cards named Yay!: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import is_problem_area
from engine.mlp.effects.registry import runner
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"faceoff: each of your characters at an opponent's problem gets \+(\d+) power until the end of the faceoff\.")
def _t_yay(m, t):
    return _a("play", "pump_at_opp_problem", t, timing="faceoff", amount=int(m.group(1)))


# ----- what it does ---------------------------------------------------------------------------


@runner("pump_at_opp_problem")
def _r_yay(g, f, ability):
    player = f["ctrl"]
    for iid in g.characters(player):
        area = g.card(iid)["area"]
        if is_problem_area(g, area) and g.area_owner(area) != player:
            g.add_mod("power", iid, ability.params["amount"], until="faceoff", ctrl=player, src=f["src"])
    g.note("708.2", f"P{player}'s characters at an opponent's Problem get +{ability.params['amount']} power until the end of the faceoff{g.by_text()}")
    return True
