"""Texts printed only on cards named Lilac Links: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose, effect_rule
from engine.mlp.effects.hooks import faceoff
from engine.mlp.effects.registry import ACTIVATION_CHECKS, Unmet, answers, runner, unless
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"problem faceoff: exhaust this card and choose a friend involved in the faceoff with a resource attached "
          r"to it to give that friend -(\d+) power until the end of the faceoff\.")
def _t_superstitious(m, t):
    # a faceoff ability, offered only in a Problem faceoff (`_in_a_problem_faceoff`)
    return _a("activated", "weaken_dressed_involved_friend", t, timing="faceoff", exhaust_self=True,
              amount=-int(m.group(1)))


def _dressed_involved(g) -> list[int]:
    """The Friends involved in the faceoff (either side) with a Resource attached."""
    cards = g.s["cards"]
    hosts = {cards[i]["host"] for i in g.s["play"] if g.is_type(i, "resource") and cards[i]["host"] in cards}
    return [i for i in faceoff.involved(g) if i in hosts and g.is_type(i, "friend")]


@answers(ACTIVATION_CHECKS, "weaken_dressed_involved_friend")
def _in_a_problem_faceoff(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    fo = g.s["faceoff"]
    return (unless(fo is not None and fo["kind"] == "problem", lacks="no Problem faceoff is going on")
            and unless(bool(_dressed_involved(g)), "choose"))


@runner("weaken_dressed_involved_friend")
def _r_superstitious(g, f, ability):
    if g.s["faceoff"] is None:
        return True
    found = _dressed_involved(g)
    ans = choose(g, f, f["ctrl"], "target", "Choose a Friend involved in the faceoff with a Resource attached",
                 [(f"card:{i}", g.name(i)) for i in found])
    if ans is None:
        return False
    if ans:
        target = card_of_option(ans[0])
        g.add_mod("power", target, ability.params["amount"], until="faceoff", ctrl=f["ctrl"], src=f["src"])
        g.note(effect_rule(f), f"{g.name(target)} gets {ability.params['amount']} power until the end of the faceoff"
                               + g.by_text())
    return True
