"""Texts printed only on cards named Storming the Villain's Lair: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import UNPAID, choose_yes_no, effect_rule, in_play
from engine.mlp.effects.hooks import flow
from engine.mlp.effects.registry import runner, triggered_by
from engine.mlp.effects.steps import unpaid_reason
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when a troublemaker is played here, its controller may pay \{(\d+)\} to uncover it\.")
def _t_pay_to_uncover(m, t):
    return _a("trigger", "tm_played_here_pay_to_uncover", t, "played", pay=int(m.group(1)))


@triggered_by("played", "tm_played_here_pay_to_uncover")
def _tm_played_here(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """Played (609.2c), not put into play; "its controller" decides and pays."""
    tm = data.get("card")
    if not data.get("troublemaker") or tm not in g.s["cards"] or data.get("area") != g.s["cards"][iid]["area"]:
        return None
    return {"it": tm, "player": g.s["cards"][tm]["ctrl"]}


@runner("tm_played_here_pay_to_uncover")
def _r_pay_to_uncover(g, f, ability):
    """Without the tokens nothing is asked (705.2e): the log says the cost can't be paid
    (`abilities.UNPAID`), not that the text found nothing to act on."""
    tm, player, pay = f["data"]["it"], f["data"]["player"], ability.params["pay"]
    if not in_play(g, tm) or not g.card(tm)["face_down"]:
        return True
    if g.s["players"][player]["tokens"] < pay:
        f["data"][UNPAID] = ["uncover", unpaid_reason(g, player, f["src"], ["pay", pay])[1]]
        return True
    if flow.uncover_refused_noted(g, tm):
        return True
    ans = choose_yes_no(g, f, player, f"Pay {pay} to uncover {g.name(tm)}? (712.3)")
    if ans is None:
        return False
    if ans and ans[0] == "yes":
        g.pay_tokens(player, pay, "707.2a")
        flow.uncover(g, tm, effect_rule(f))
    return True
