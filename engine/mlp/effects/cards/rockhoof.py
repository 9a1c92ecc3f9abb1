"""Texts printed only on cards named Rockhoof: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import effect_rule, in_play
from engine.mlp.effects.registry import runner, triggered_by
from engine.mlp.effects.steps import add_counters
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values import power


@template(r"at the start of your turn, if there is another character with higher power than this card, put a "
          r"number of \+1 power counters on this card equal to this card's power\.")
def _t_pillar_of_strength(m, t):
    return _a("trigger", "double_up_when_outmatched", t, "turn_start")


def _outmatched(g, iid: int) -> bool:
    """Another character in play (either player's) has more power than this card."""
    mine = power.compared(g, iid)
    return any(other != iid and power.compared(g, other) > mine for p in (0, 1) for other in g.characters(p))


@runner("double_up_when_outmatched")
def _r_pillar_of_strength(g, f, ability):
    """The "if" is read again as it resolves; the counters are as many as its power then."""
    src = f["src"]
    if in_play(g, src) and _outmatched(g, src):
        add_counters(g, src, "power", power.power(g, src) or 0, effect_rule(f), f["ctrl"])
    return True


@triggered_by("turn_start", "double_up_when_outmatched")
def _your_turn_starts_outmatched(g, iid: int, ability: Ability, data: dict) -> dict | None:
    if not in_play(g, iid) or data["player"] != g.s["cards"][iid]["ctrl"] or not _outmatched(g, iid):
        return None
    return {}
