"""The registry of step handlers that run frames on the game's explicit stack.

A running procedure (a turn, a faceoff, an ability) is a plain-data frame on
`state["stack"]` naming its handler by string. Handlers live here, in code,
so the state never holds behaviour and can be saved at any moment.

A handler is called with the game and its frame and returns True when the
frame is finished. It may push frames (they run first), or ask a question
(the game stops until it is answered; the answer arrives in frame["ans"]).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Handler = Callable[[Any, dict], bool]

HANDLERS: dict[str, Handler] = {}


def op(name: str) -> Callable[[Handler], Handler]:
    """Register a frame handler under `name`."""

    def register(func: Handler) -> Handler:
        if name in HANDLERS:
            raise ValueError(f"frame handler {name!r} registered twice")
        HANDLERS[name] = func
        return func

    return register
