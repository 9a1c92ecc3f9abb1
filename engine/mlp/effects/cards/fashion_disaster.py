"""Texts printed only on cards named Fashion Disaster: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import in_play
from engine.mlp.effects.costs import pay_or
from engine.mlp.effects.registry import runner, triggered_by
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"at the start of each player's turn, for each of that player's friends, that player retires that friend "
          r"unless they pay \{(\d+)\}\.")
def _t_fashion_disaster(m, t):
    return _a("trigger", "each_friend_pay_or_retire", t, "turn_start", amount=int(m.group(1)))


@runner("each_friend_pay_or_retire")
def _r_fashion_disaster(g, f, ability):
    """The turn player's Friends as the trigger resolves, one by one in play order, each kept
    for the amount or retired (`costs.pay_or`)."""
    data = f["data"]
    player = data["player"]
    if "friends" not in data:
        data["friends"] = [i for i in g.characters(player) if g.is_type(i, "friend")]
    while data["friends"]:
        iid = data["friends"][0]
        if in_play(g, iid) and g.s["cards"][iid]["ctrl"] == player \
                and not pay_or(g, f, player, iid, ability.params["amount"], "retire"):
            return False
        data["friends"].pop(0)
    return True


@triggered_by("turn_start", "each_friend_pay_or_retire")
def _each_players_turn(g, iid: int, ability: Ability, data: dict) -> dict | None:
    return {"player": data["player"]}
