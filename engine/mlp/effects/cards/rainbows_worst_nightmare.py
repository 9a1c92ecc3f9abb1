"""Texts printed only on cards named Rainbow's Worst Nightmare: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import choose, effect_rule, in_play
from engine.mlp.effects.hooks import flow
from engine.mlp.effects.registry import runner, triggered_by
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when an opposing troublemaker is uncovered here, you may challenge it with all your characters here\.")
def _t_worst_nightmare(m, t):
    return _a("trigger", "challenge_uncovered_here", t, "uncovered")


@runner("challenge_uncovered_here")
def _r_worst_nightmare(g, f, ability):
    """A Troublemaker faceoff (514.2a) its owner starts against that Troublemaker, which is
    still face-up here, with their characters here, as a challenge does (608.4)."""
    player, tm = f["ctrl"], f["data"]["tm"]
    area = g.s["cards"][f["src"]]["area"] if in_play(g, f["src"]) else None
    if (area is None or g.s["faceoff"] is not None or not in_play(g, tm) or g.card(tm)["area"] != area
            or g.card(tm)["face_down"] or not g.characters_at(area, player)):
        return True
    ans = choose(g, f, player, "may", f"Challenge {g.name(tm)} with your characters here?",
                 [("yes", "Challenge it"), ("no", "Don't")])
    if ans is None:
        return False
    if ans[0] == "yes":
        flow.start_faceoff(g, "troublemaker", [area], player, tm, effect_rule(f))
    return True


@triggered_by("uncovered", "challenge_uncovered_here")
def _opposing_uncovered_here(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """A Troublemaker of this Problem's owner's opponent uncovered at this Problem."""
    sc = g.s["cards"][iid]
    if data["area"] != sc["area"] or data["ctrl"] == sc["ctrl"]:
        return None
    return {"tm": data["card"]}
