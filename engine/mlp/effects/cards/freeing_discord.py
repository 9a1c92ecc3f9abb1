"""Texts printed only on cards named Freeing Discord: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import UNPAID, choose_yes_no, effect_rule, in_play
from engine.mlp.effects.hooks import flow
from engine.mlp.effects.registry import runner, triggered_by
from engine.mlp.effects.steps import unpaid_reason
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when a player plays a troublemaker here, that player may pay \{(\d+)\} to uncover it\.")
def _t_freeing_discord(m, t):
    return _a("trigger", "may_pay_to_uncover_played_troublemaker", t, "played", amount=int(m.group(1)))


# ----- what it does ---------------------------------------------------------------------------


@runner("may_pay_to_uncover_played_troublemaker")
def _r_pay_to_uncover(g, f, ability):
    """The player who played it decides and pays (not this Problem's controller). Without the
    tokens nothing is asked (705.2e): the log says the cost can't be paid (`abilities.UNPAID`)."""
    player, tm = f["data"]["player"], f["data"]["it"]
    amount = ability.params["amount"]
    if not in_play(g, tm) or not g.card(tm)["face_down"]:
        return True
    if g.s["players"][player]["tokens"] < amount:
        f["data"][UNPAID] = ["uncover", unpaid_reason(g, player, f["src"], ["pay", amount])[1]]
        return True
    if flow.uncover_refused_noted(g, tm):
        return True
    ans = choose_yes_no(g, f, player, f"Pay {amount} to uncover {g.name(tm)}?")
    if ans is None:
        return False
    if ans[0] == "yes":
        g.pay_tokens(player, amount, effect_rule(f))
        flow.uncover(g, tm, effect_rule(f))
    return True


# ----- what triggers it -------------------------------------------------------------------------


@triggered_by("played", "may_pay_to_uncover_played_troublemaker")
def _troublemaker_played_here(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """609.2c: a Troublemaker played (face-down) to this Problem, by either player."""
    new = data.get("card")
    if not data.get("troublemaker") or new not in g.s["cards"] or data.get("area") != g.s["cards"][iid]["area"]:
        return None
    return {"player": data["player"], "it": new}
