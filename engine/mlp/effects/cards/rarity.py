"""Texts printed only on cards named Rarity: their patterns and what they do."""

from __future__ import annotations

from typing import Any

from engine.mlp.effects.abilities import look_and_arrange
from engine.mlp.effects.registry import ACTIVATION_CHECKS, VALUE_RULES, answers, can_always, runner
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values import power


@template(r"main phase: exhaust this card and one of your non-token friends or resources to have an opponent gain "
          r"control of that friend or resource\. then, if that opponent controls (\d+) or more non-token friends "
          r"or resources that you own, score a point\.")
def _t_throw_me_a_bone(m, t):
    return _a("activated", "give_away_and_score", t, timing="main", exhaust_self=True, count=int(m.group(1)))


@template(r"your opponent must pay \+\{(\d+)\} to move a character to this card's problem\.")
def _t_move_tax(m, t):
    return _a("static", "opp_move_tax", t, "move_cost", amount=int(m.group(1)))


@template(r"when you score at least (\d+) points with this card during one score phase, turn this card over\.")
def _t_rarity(m, t):
    return _a("trigger", "turn_over", t, "scored_with", cond="scored", n=int(m.group(1)))


# ----- when its rules apply ----------------------------------------------------------------


@answers(VALUE_RULES, "opp_move_tax")
def _opp_move_tax(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    sc = g.s["cards"][src]
    return ability.params["amount"] if subject != sc["ctrl"] and context.get("dest") == sc["area"] else 0


# ----- Crystallized: arranging the top of an opponent's deck -----------------------------------


@template(r"main phase: exhaust this card to choose an opponent\. look at a number of cards from the top of that "
          r"player's deck equal to the number of colors this card has, then put any number of them back on top of "
          r"the deck in any order, and the rest on the bottom\.")
def _t_arrange_opponents_deck(m, t):
    return _a("activated", "arrange_opponents_top_per_color", t, timing="main", exhaust_self=True)


@runner("arrange_opponents_top_per_color")
def _r_arrange_opponents_deck(g, f, ability):
    """The only opponent (101.4) is the one chosen; the number is this card's colors as the
    ability resolves. The player looks at those cards, picks the ones for the bottom, and
    orders the rest back on top (`abilities.look_and_arrange`)."""
    data = f["data"]
    if "n" not in data:
        data["n"] = len(power.colors(g, f["src"])) if f["src"] in g.s["cards"] else 0
    return look_and_arrange(g, f, 1 - f["ctrl"], data["n"], "arrange", "Opponent's deck")


answers(ACTIVATION_CHECKS, "arrange_opponents_top_per_color")(can_always)
