"""Texts printed only on cards named Fresh Pastries: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import choose_yes_no, effect_rule
from engine.mlp.effects.registry import runner, triggered_by
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when an opponent pays their last action token, you may draw a card\.")
def _t_fresh_pastries(m, t):
    return _a("trigger", "may_draw_when_opponent_pays_last_token", t, "paid_last")


# ----- what it does ---------------------------------------------------------------------------


@runner("may_draw_when_opponent_pays_last_token")
def _r_fresh_pastries(g, f, ability):
    player = f["ctrl"]
    ans = choose_yes_no(g, f, player, "Draw a card?")
    if ans is None:
        return False
    if ans[0] == "yes":
        g.draw(player, 1, effect_rule(f))
    return True


# ----- what triggers it -------------------------------------------------------------------------


@triggered_by("paid_last", "may_draw_when_opponent_pays_last_token")
def _opponent_paid_last(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """508.1: an opponent paid action tokens and has none left (losing tokens is not paying)."""
    return {} if data["player"] != g.s["cards"][iid]["ctrl"] else None
