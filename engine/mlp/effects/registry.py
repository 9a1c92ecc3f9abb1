"""What the game runs for a wording: runners by ability name, steps by their `do`.

A paragraph pattern builds an `Ability` whose `name` says which runner carries it
out; the family module that registers the pattern registers the runner beside it,
so the name never leaves that module. Runners are frame handlers: they keep their
progress in the frame and ask decisions through `engine.mlp.abilities.choose`.
A step of text read in parts (`engine.mlp.text.parts`) names what it does in `do`;
the family that registers the step pattern registers its `step` function beside it,
and `engine.mlp.effects.steps.run` calls it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.mlp.state.library import Ability

Runner = Callable[[Any, dict, Ability | None], bool]
RUNNERS: dict[str, Runner] = {}


def runner(name: str) -> Callable[[Runner], Runner]:
    """Register the runner of abilities named `name` (one per name)."""

    def register(func: Runner) -> Runner:
        if name in RUNNERS:
            raise ValueError(f"two runners for {name!r}")
        RUNNERS[name] = func
        return func

    return register


# step(g, frame, step, its scratch dict, rule cited) -> False while it waits on a decision
Step = Callable[[Any, dict, dict, dict, str], bool]
STEPS: dict[str, Step] = {}


def step(name: str) -> Callable[[Step], Step]:
    """Register what a step whose `do` is `name` does (one per name)."""

    def register(func: Step) -> Step:
        if name in STEPS:
            raise ValueError(f"two steps for {name!r}")
        STEPS[name] = func
        return func

    return register
