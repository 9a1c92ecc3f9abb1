"""Texts printed only on cards named Outshine Them All: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import effect_rule
from engine.mlp.effects.registry import runner, triggered_by
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when you win a faceoff at this problem, gain \{(\d+)\}\.")
def _t_outshine(m, t):
    return _a("trigger", "win_here_gain", t, "faceoff_won", amount=int(m.group(1)))


# ----- what it does ---------------------------------------------------------------------------


@runner("win_here_gain")
def _r_outshine(g, f, ability):
    g.gain_tokens(f["ctrl"], ability.params["amount"], effect_rule(f))
    return True


# ----- what triggers it -------------------------------------------------------------------------


@triggered_by("faceoff_won", "win_here_gain")
def _you_win_here(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """"When you win a faceoff at this Problem" (this Resource's host)."""
    cards = g.s["cards"]
    host = cards[iid]["host"]
    area = cards[host]["area"] if host in cards else None
    return {} if data["player"] == cards[iid]["ctrl"] and area in data["areas"] else None
