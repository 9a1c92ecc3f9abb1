"""Texts printed only on cards named The Ponyville Express: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import effect_rule, in_play, reaction_matches
from engine.mlp.effects.registry import ACTIVATION_CHECKS, answers, runner
from engine.mlp.state.game import STAMP
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"reaction: when you defeat a troublemaker using only \{(\w+)\} characters, dismiss this card to score an additional point\.")
def _t_express(m, t):
    return _a("activated", "express_point", t, timing="reaction", color=m.group(1), condition="tm_defeated")


# ----- what it does ---------------------------------------------------------------------------


@runner("express_point")
def _r_express(g, f, ability):
    events = reaction_matches(g, f["ctrl"], ability, f"ability:{f['src']}")
    for ev in g.s["reactions"]:
        if events and ev[STAMP] == events[0]:
            ev.setdefault("used", []).append(f"ability:{f['src']}")
    if in_play(g, f["src"]):
        g.dismiss(f["src"], "508.1")
        g.score(f["ctrl"], 1, effect_rule(f), "The Ponyville Express")
    return True


# ----- whether the text can be followed (705.2), asked before it is offered ----------------------


@answers(ACTIVATION_CHECKS, "express_point")
def _can_express_point(g, player: int, iid: int, ability: Ability) -> bool:
    return bool(reaction_matches(g, player, ability, f"ability:{iid}"))
