"""Texts printed only on cards named Party Favor: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import look_and_arrange
from engine.mlp.effects.registry import LOOKS_IN_DECKS, scope, step
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when this card enters play at a problem, you may look at the top two cards of that problem deck\. "
          r"if you do, put those cards on the top or bottom of that problem deck in any order\.")
def _t_arrange_problem_deck(m, t):
    """EO206: read as the part grammar reads "When this card enters play at a Problem, you
    may ...", its one step being the look-and-arrange of that Problem's deck."""
    return _a("trigger", "effect", t, "enter_play", when="self_at_problem",
              steps=[{"do": "arrange_that_problem_deck", "n": 2, "may": True, "costs": [],
                      "says": "you may look at the top two cards of that problem deck"}])


@step("arrange_that_problem_deck")
def _d_arrange_problem_deck(g, f, step, e, rule):
    """403: the Problem deck of the player who owns the Problem where this card entered play;
    any of the cards looked at go to the bottom, the rest back on top, in the order chosen."""
    area = f["data"].get("area")
    problem = g.problem_card(area) if area in g.s["areas"] else None
    if problem is None and "owner" not in e:
        return True
    owner = e.setdefault("owner", g.card(problem)["owner"])
    return look_and_arrange(g, f, owner, step["n"], "arrange", zone="problem_deck", rule=rule)


# what can't be done while a card in play closes decks or discard piles (FF113: `abilities.closed_zone`)
scope(LOOKS_IN_DECKS, "arrange_that_problem_deck")
