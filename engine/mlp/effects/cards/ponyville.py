"""Texts printed only on cards named Ponyville: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import in_play
from engine.mlp.effects.registry import runner, triggered_by
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"opposing friends moved or played here get -(\d+) power until the end of the turn\.")
def _t_ponyville(m, t):
    """Each opposing Friend that arrives here by a move (by any player) or by being played
    here gets the modifier as it arrives (read as a trigger on either event)."""
    amount = -int(m.group(1))
    return [_a("trigger", "opposing_arrival_power", t, "moved", amount=amount),
            _a("trigger", "opposing_arrival_power", t, "played", amount=amount)]


@runner("opposing_arrival_power")
def _r_ponyville(g, f, ability):
    friend = f["data"].get("it")
    if friend is None or not in_play(g, friend):
        return True
    amount = ability.params["amount"]
    g.add_mod("power", friend, amount, until="turn", ctrl=f["ctrl"], src=f["src"])
    g.note("708.2", f"{g.name(friend)} gets {amount} power until the end of the turn{g.by_text()}")
    return True


def _opposing_friend_here(g, iid: int, friend: int | None, area: str | None) -> dict | None:
    cards = g.s["cards"]
    if friend not in cards or area != cards[iid]["area"] or not g.is_type(friend, "friend"):
        return None
    return {"it": friend} if cards[friend]["ctrl"] != cards[iid]["ctrl"] else None


@triggered_by("moved", "opposing_arrival_power")
def _moved_here(g, iid: int, ability: Ability, data: dict) -> dict | None:
    return _opposing_friend_here(g, iid, data["card"], data["dest"])


@triggered_by("played", "opposing_arrival_power")
def _played_here(g, iid: int, ability: Ability, data: dict) -> dict | None:
    return _opposing_friend_here(g, iid, data.get("card"), data.get("area"))
