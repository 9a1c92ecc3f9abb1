"""The frame-handler tables: what each frame op does, and what each kind of answer does.

The kernel (`state.game`) runs frames and answers by op name only; the modules that
know a rule register their handlers here when imported (`@handler("priority")`), and
the game's wiring imports them all before a game starts.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

HANDLERS: dict[str, Callable[[Any, dict[str, Any]], None]] = {}
"""op -> fn(game, frame): does the next part of the frame's work (pops it when done)."""
ANSWERS: dict[str, Callable[[Any, dict[str, Any], list[str]], None]] = {}
"""ask op -> fn(game, ask, keys): carries out a player's answer."""


def handler(op: str) -> Callable:
    def register(fn: Callable) -> Callable:
        if op in HANDLERS:
            raise ValueError(f"frame op {op!r} is registered twice")
        HANDLERS[op] = fn
        return fn
    return register


def answer(op: str) -> Callable:
    def register(fn: Callable) -> Callable:
        if op in ANSWERS:
            raise ValueError(f"answer op {op!r} is registered twice")
        ANSWERS[op] = fn
        return fn
    return register
