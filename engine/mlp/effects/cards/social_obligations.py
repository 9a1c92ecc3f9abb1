"""Texts printed only on cards named Social Obligations: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import choose_yes_no, effect_rule, in_play, text_lacked
from engine.mlp.effects.registry import runner, triggered_by
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when this card's owner wins a faceoff involving their mane character, that player may exhaust that mane "
          r"character to score an additional point\.")
def _t_mane_win_point(m, t):
    return _a("trigger", "owner_mane_won_exhaust_to_score", t, "faceoff_won")


@triggered_by("faceoff_won", "owner_mane_won_exhaust_to_score")
def _owner_won_with_mane(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """Any faceoff anywhere the Problem's owner wins with their Mane Character involved."""
    owner = g.s["cards"][iid]["owner"]
    mane = g.s["players"][owner]["mane"]
    return {"player": owner, "it": mane} if data["player"] == owner and mane in data["cards"] else None


@runner("owner_mane_won_exhaust_to_score")
def _r_exhaust_mane_to_score(g, f, ability):
    """707.2a: exhausting the (ready) Mane Character is the cost of the point."""
    player, mane = f["data"]["player"], f["data"]["it"]
    c = g.s["cards"].get(mane)
    if not in_play(g, mane) or c["exhausted"] or c["frightened"]:
        # (what keeps it from being exhausted, in a judge's words: 503.2a)
        text_lacked(f, f"{g.name(mane)} has left play" if not in_play(g, mane) else
                    f"{g.name(mane)} is exhausted already" if c["exhausted"] else f"{g.name(mane)} is frightened")
        return True
    ans = choose_yes_no(g, f, player, f"Exhaust {g.name(mane)} to score an additional point? (712.3)")
    if ans is None:
        return False
    if ans and ans[0] == "yes" and g.exhaust(mane, "707.2a"):
        g.score(player, 1, effect_rule(f), "Social Obligations")
    return True
