"""Rallying (609.2e): text that changes what a player pays to rally a frightened Friend.

A player may pay 2 action tokens in their Main Phase to rally (unfrighten) one of their
frightened Friends. These wordings add to that cost ("Opponents pay +[1] to rally
Friends", "Rallying a frightened Friend costs +[1]") or take from it ("While this card is
exhausted, you pay [1] less to rally your Friends, to a minimum of [1]"); the Main Phase
asks `rally_cost`.

Each wording's pattern (registered into `engine.mlp.text.registry`) sits with the rule that
answers it (registered into `engine.mlp.effects.registry`).
"""

from __future__ import annotations

from typing import Any

from engine.mlp.effects.registry import VALUE_RULES, answers
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values import power

RALLY_COST = 2  # 609.2e


@template(r"opponents pay \+\{(\d+)\} to rally friends\.")
def _t_opponents_pay_more(m, t):
    return _a("static", "rally_cost_change", t, "rally_cost", amount=int(m.group(1)), whose="opp")


@template(r"opponents must pay \+\{(\d+)\} to rally friends here\.")
def _t_opponents_pay_more_here(m, t):
    """Only for a Friend at this card's area (an attachment on a Problem is at the Problem)."""
    return _a("static", "rally_cost_change", t, "rally_cost", amount=int(m.group(1)), whose="opp", here=True)


@template(r"rallying a frightened friend costs \+\{(\d+)\}\.")
def _t_rallying_costs_more(m, t):
    return _a("static", "rally_cost_change", t, "rally_cost", amount=int(m.group(1)), whose="any")


@template(r"while this card is exhausted, you pay \{(\d+)\} less to rally your friends, to a minimum of \{(\d+)\}\.")
def _t_pay_less_while_exhausted(m, t):
    return _a("static", "rally_cost_change", t, "rally_cost", amount=-int(m.group(1)), whose="you",
              while_exhausted=True, minimum=int(m.group(2)))


def rally_cost(g, player: int, card: int | None = None) -> int:
    """What rallying a Friend (`card`, when known) costs `player` now: 2 (609.2e) changed
    by the texts in play; a reduction "to a minimum of [N]" leaves at least N."""
    changes = g.static_abilities("rally_cost")
    if not changes:
        return RALLY_COST
    cost = RALLY_COST + power.static_sum(g, "rally_cost", player, card=card)
    floors = [ability.params["minimum"] for src, ability in changes
              if "minimum" in ability.params and _rally_change(g, src, player, ability, {})]
    return max(0, cost, *floors)


# ----- when its rules apply ----------------------------------------------------------------


@answers(VALUE_RULES, "rally_cost_change")
def _rally_change(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    sc = g.s["cards"][src]
    p = ability.params
    whose = p["whose"]
    if whose != "any" and (subject == sc["ctrl"]) != (whose == "you"):
        return 0
    if p.get("while_exhausted") and not sc["exhausted"]:
        return 0
    if p.get("here"):
        card = context.get("card")
        if card is None or card not in g.s["cards"] or g.s["cards"][card]["area"] != sc["area"]:
            return 0
    return p["amount"]
