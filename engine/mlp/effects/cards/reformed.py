"""Texts printed only on cards named Reformed: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import choose_yes_no, effect_rule
from engine.mlp.effects.faceoffs import add_to_next_faceoff
from engine.mlp.effects.registry import runner, triggered_by
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values import power

_NEXT_FACEOFF = "defeated_host_power_to_next_faceoff"


@template(r"when you defeat that troublemaker, you may add its power to your next faceoff this turn\.")
def _t_reformed(m, t):
    return _a("trigger", _NEXT_FACEOFF, t, "tm_defeated")


@triggered_by("tm_defeated", _NEXT_FACEOFF)
def _host_defeated_by_you(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """This card's controller defeated its host (514.5a): the host's power as it was defeated,
    read now, while it is still in play (it is dismissed right after)."""
    c = g.s["cards"][iid]
    if data["card"] != c["host"] or data["player"] != c["ctrl"]:
        return None
    return {"n": max(0, power.power(g, data["card"]) or 0)}


@runner(_NEXT_FACEOFF)
def _r_reformed(g, f, ability):
    n = f["data"]["n"]
    if not n:
        return True
    ans = choose_yes_no(g, f, f["ctrl"], f"Add {n} power to your next faceoff this turn? (712.3)")
    if ans is None:
        return False
    if ans[0] == "yes":
        add_to_next_faceoff(g, f["ctrl"], n, effect_rule(f))
    return True
