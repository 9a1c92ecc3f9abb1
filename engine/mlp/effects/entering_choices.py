"""Choices made "as this card enters play" (706.1a, 706.1b), each read as two parts: the
decision (a name, a color, a card) and what it does (the card is that color, has those
counters, ...).

A card entering alone makes its decision and carries it out at once. Cards one instruction
puts into play together make theirs as simultaneous decisions (801.1: "After all decisions
have been made, they are resolved simultaneously"): every decision is made first, in the
order 801.1 gives (`procedures.flow.entering_choices`), and only then is any carried out,
so that no decision sees what another one does. The decision is kept in its frame's data
("entering_choice"); carrying it out asks nothing more.
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


def entering_choice(name: str, decide: Decide) -> Callable[[CarryOut], CarryOut]:
    """Register the runner `name` of a choice made as its card enters play: `decide`, then
    the decorated function carrying the decision out. The card gone before deciding (taken
    out of play by what was carried out before its choice came), its text does nothing."""

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
