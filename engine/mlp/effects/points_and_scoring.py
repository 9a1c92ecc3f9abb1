"""Scoring points and gaining action tokens.

Each wording's pattern (registered into `engine.mlp.text.registry`) sits with the
runner that carries it out (registered into `engine.mlp.effects.registry`).
"""

from __future__ import annotations

from engine.mlp.effects.faceoffs import won_by_this_card
from engine.mlp.effects.registry import ACTIVATION_CHECKS, answers, can_always, runner, triggered_by
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when you win an? (troublemaker |problem )?faceoff involving this card, score (?:a|an additional) point\.")
def _t_win_point(m, t):
    return _a("trigger", "score_point", t, "faceoff_won", faceoff_kind=(m.group(1) or "").strip())


@template(r"players can't score more than (\d+) points? per turn\.")
def _t_score_cap(m, t):
    return _a("static", "score_cap", t, "score_cap", amount=int(m.group(1)))


@template(r"main phase: exhaust this card to gain \{(\d+)\}\.")
def _t_exhaust_gain(m, t):
    return _a("activated", "gain_tokens", t, timing="main", exhaust_self=True, amount=int(m.group(1)))


# ----- what it does ---------------------------------------------------------------------------


@runner("score_point")
def _r_score_point(g, f, ability):
    g.score(f["ctrl"], 1, "704", g.lib.spec(f["card"]).name)
    return True


@runner("gain_tokens")
def _r_gain_tokens(g, f, ability):
    g.gain_tokens(f["ctrl"], ability.params["amount"], "703")
    return True


# ----- whether the text can be followed (705.2), asked before it is offered ----------------------


answers(ACTIVATION_CHECKS, "gain_tokens")(can_always)


# ----- what triggers it -------------------------------------------------------------------------


@triggered_by("faceoff_won", "score_point")
def _won_with_this_card(g, iid: int, ability: Ability, data: dict) -> dict | None:
    return {} if won_by_this_card(g, iid, ability, data) else None


@triggered_by("scored_with")
def points_scored_with_this_card(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """"When you have scored N points with this card this Score Phase": once, as the total reaches N."""
    if data["card"] != iid:
        return None
    n = ability.params["n"]
    return {} if data["total"] >= n and data["total"] - data["n"] < n else None


@triggered_by("bonus_scored")
def you_score_a_bonus_point(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """"When you score a bonus point"."""
    return {} if data["player"] == g.s["cards"][iid]["ctrl"] else None

