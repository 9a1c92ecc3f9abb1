"""What the game runs for a wording: runners by ability name.

A paragraph pattern builds an `Ability` whose `name` says which runner carries it
out; the family module that registers the pattern registers the runner beside it,
so the name never leaves that module. Runners are frame handlers: they keep their
progress in the frame and ask decisions through `engine.mlp.abilities.choose`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.mlp.library import Ability

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
