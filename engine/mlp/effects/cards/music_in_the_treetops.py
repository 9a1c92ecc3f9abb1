"""Texts printed only on cards named Music in the Treetops: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import arrange_a_problem_deck
from engine.mlp.effects.registry import LOOKS_IN_DECKS, scope, step
from engine.mlp.effects.steps import acting_player
from engine.mlp.text.parts import NUMBER, number
from engine.mlp.text.registry import effect


@effect(r"look at the top " + NUMBER + r" cards of a problem deck and put them on the top or bottom of that deck in "
        r"any order")
def _e_arrange_problem_deck(m):
    return {"do": "arrange_a_problem_deck", "n": number(m.group(1))}


# ----- what it does ---------------------------------------------------------------------------


@step("arrange_a_problem_deck")
def _d_arrange_problem_deck(g, f, step, e, rule):
    return arrange_a_problem_deck(g, f, acting_player(f), step["n"], e)


# what can't be done while a card in play closes decks or discard piles (FF113: `abilities.closed_zone`)
scope(LOOKS_IN_DECKS, "arrange_a_problem_deck")
