"""Texts printed only on cards named Cozy Glow: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose
from engine.mlp.effects.hooks import faceoff
from engine.mlp.effects.registry import runner, triggered_by
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when an opponent challenges this card, that player retires a friend involved in the faceoff\.")
def _t_seeds_of_doubt(m, t):
    return _a("trigger", "challenger_retires_involved_friend", t, "faceoff_start")


@runner("challenger_retires_involved_friend")
def _r_seeds_of_doubt(g, f, ability):
    """The challenger chooses one of their Friends involved in the faceoff and retires it
    (410.2); with none involved, nothing happens."""
    player = f["data"]["player"]
    if g.s["faceoff"] is None:
        return True
    friends = [i for i in faceoff.involved(g, player) if g.is_type(i, "friend") and g.s["cards"][i]["ctrl"] == player]
    ans = choose(g, f, player, "target", "Retire a Friend involved in the faceoff",
                 [(f"card:{i}", g.name(i)) for i in friends])
    if ans is None:
        return False
    if ans:
        g.retire(card_of_option(ans[0]), "704")
    return True


@triggered_by("faceoff_start", "challenger_retires_involved_friend")
def _challenged_by_opponent(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """A Troublemaker faceoff against this card started by its controller's opponent (608.4)."""
    fo = g.s["faceoff"]
    if data.get("kind") != "troublemaker" or fo is None or fo.get("tm") != iid:
        return None
    if data["challenger"] == g.s["cards"][iid]["ctrl"]:
        return None
    return {"player": data["challenger"]}
