"""Choices made "as this card enters play" (706.1a, 706.1b), each read as two parts: the
decision (a name, a color, a card) and what it does (the card is that color, has those
counters, ...).

A card entering alone makes its decision and carries it out at once. Cards one instruction
puts into play together make theirs as simultaneous decisions (801.1: "After all decisions
have been made, they are resolved simultaneously"): every decision is made first, in the
order 801.1 gives (`procedures.flow.entering_choices`), and only then is any carried out,
so that no decision sees what another one does. The decision is kept in its frame's data
("entering_choice"); carrying it out asks nothing more. A player is asked which of their cards
decides first only when that order can change something (`order_can_matter`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.mlp.effects.abilities import in_play, spec_resolving
from engine.mlp.effects.registry import runner
from engine.mlp.state.library import Ability

Decide = Callable[[Any, dict, Ability], Any]
"""decide(g, frame, ability): the decision, or None after asking (kept in the frame's data)."""
CarryOut = Callable[[Any, dict, Ability, Any], None]
"""carry_out(g, frame, ability, decision): what the decision does."""

DECISIONS: dict[str, Decide] = {}
"""The decision of each "as this card enters play" text, by its runner's name."""

ACTING_ON_OTHERS: set[str] = set()
"""The runners whose carrying out acts on a card other than their own (Queen Chrysalis, Evil
Twin banishes the Friend chosen): the ones whose order can matter (`order_can_matter`)."""


def entering_choice(name: str, decide: Decide, acts_on_others: bool = False) -> Callable[[CarryOut], CarryOut]:
    """Register the runner `name` of a choice made as its card enters play: `decide`, then
    the decorated function carrying the decision out, on the card itself only unless
    `acts_on_others`. The card gone before deciding (taken out of play by what was carried
    out before its choice came), its text does nothing."""

    def register(carry_out: CarryOut) -> CarryOut:
        @runner(name)
        def run(g, f: dict, ability: Ability) -> bool:
            if "entering_choice" not in f["data"]:
                if not in_play(g, f["src"]):
                    return True
                if not decided(g, f):
                    return False
            carry_out(g, f, ability, f["data"]["entering_choice"])
            return True

        DECISIONS[name] = decide
        if acts_on_others:
            ACTING_ON_OTHERS.add(name)
        return carry_out

    return register


def decided(g, f: dict) -> bool:
    """Make the decision of the choice frame `f` (its answer, if one was given, in
    `f["ans"]`) and keep it in the frame's data: False while asking."""
    ability = spec_resolving(g, f).abilities[f["ab"]]
    choice = DECISIONS[ability.name](g, f, ability)
    if choice is None:
        return False
    f["data"]["entering_choice"] = choice
    return True


def order_can_matter(g, choices: list[dict]) -> bool:
    """Can the order in which one player's cards entering together make their choices (and so
    carry them out) change anything (801.1 lets the player choose it)? Every decision is made
    before any is carried out, so none sees another; a choice carried out on its own card alone
    comes out the same whatever was carried out before it. Only two or more choices of
    different cards acting on other cards can: one carried out first may change the card
    another acts on. Otherwise the order is not asked (copies of one card deciding as they
    enter are one text: each decides before any is carried out)."""
    acting = {(c["card"], c["ab"]) for c in choices
              if spec_resolving(g, c).abilities[c["ab"]].name in ACTING_ON_OTHERS}
    return len(acting) > 1
