"""Texts printed only on cards named Foal Free Press: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.discounts import give_discount
from engine.mlp.effects.registry import runner, triggered_by
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when you uncover a troublemaker, the next card you play that turn has its cost reduced by \{(\d+)\}\.")
def _t_foal_free(m, t):
    return _a("trigger", "uncover_discount", t, "uncovered", amount=int(m.group(1)))


# ----- what it does ---------------------------------------------------------------------------


@runner("uncover_discount")
def _r_discount(g, f, ability):
    give_discount(g, f, f["ctrl"], f"discount:{f['ctrl']}", ability.params["amount"])
    g.note("708.2", f"P{f['ctrl']}'s next card this turn costs {ability.params['amount']} less" + g.by_text())
    return True


# ----- what triggers it -------------------------------------------------------------------------


@triggered_by("uncovered", "uncover_discount")
def _you_uncover(g, iid: int, ability: Ability, data: dict) -> dict | None:
    return {} if data["ctrl"] == g.s["cards"][iid]["ctrl"] else None
