"""Texts printed only on cards named Twilight Sky: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import choose_yes_no, effect_rule, in_play
from engine.mlp.effects.registry import runner, triggered_by
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when an opponent moves a friend to this card's problem, that opponent may pay \{(\d+)\}\. if they don't, "
          r"exhaust that friend\.")
def _t_stanchion(m, t):
    return _a("trigger", "opponent_pays_or_mover_exhausts", t, "moved", pay=int(m.group(1)))


@triggered_by("moved", "opponent_pays_or_mover_exhausts")
def _opponent_moved_a_friend_here(g, iid: int, ability: Ability, data: dict) -> dict | None:
    c = g.s["cards"][iid]
    moved = data["card"]
    if data.get("mover") == c["ctrl"] or data["dest"] != c["area"] or moved not in g.s["cards"]:
        return None
    if not g.is_type(moved, "friend"):
        return None
    return {"it": moved, "player": data["mover"]}


@runner("opponent_pays_or_mover_exhausts")
def _r_pay_or_exhaust(g, f, ability):
    player, friend, pay = f["data"]["player"], f["data"]["it"], ability.params["pay"]
    if g.s["players"][player]["tokens"] >= pay:
        ans = choose_yes_no(g, f, player, f"Pay {pay} so that {g.name(friend)} is not exhausted? (712.3)")
        if ans is None:
            return False
        if ans and ans[0] == "yes":
            g.pay_tokens(player, pay, effect_rule(f))
            return True
    if in_play(g, friend):
        g.exhaust(friend, effect_rule(f))
    return True
