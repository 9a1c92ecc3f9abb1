"""Texts printed only on cards named Winona: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose, in_play, is_problem_area
from engine.mlp.effects.registry import ACTIVATION_CHECKS, answers, runner
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"main phase: exhaust this card to look at a face-down troublemaker at its problem\.")
def _t_winona(m, t):
    return _a("activated", "peek_troublemaker", t, timing="main", exhaust_self=True)


# ----- what it does ---------------------------------------------------------------------------


@runner("peek_troublemaker")
def _r_peek(g, f, ability):
    area = g.card(f["src"])["area"] if in_play(g, f["src"]) else None
    cands = [i for i in g.at(area) if g.card(i)["face_down"] and g.is_type(i, "troublemaker")] if area else []
    ans = choose(g, f, f["ctrl"], "target", "Look at a face-down Troublemaker there",
                 [(f"card:{i}", g.name(i)) for i in cands])
    if ans is None:
        return False
    if ans:
        iid = card_of_option(ans[0])
        g.note("703", f"P{f['ctrl']} looks at a face-down Troublemaker: {g.spec(iid).name}")
    return True


# ----- whether the text can be followed (705.2), asked before it is offered ----------------------


@answers(ACTIVATION_CHECKS, "peek_troublemaker")
def _can_peek_troublemaker(g, player: int, iid: int, ability: Ability) -> bool:
    c = g.s["cards"][iid]
    return is_problem_area(g, c["area"]) and any(
        g.s["cards"][i]["face_down"] and g.is_type(i, "troublemaker") for i in g.at(c["area"]))
