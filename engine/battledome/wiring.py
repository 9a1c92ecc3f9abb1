"""Where the layers of the Battledome engine are joined, once, as the package is imported.

The kernel (`state.game`) runs frames by op name through the tables in `state.ops`;
importing the modules below registers every frame handler, answer handler, keyword
step and card text, so the tables are complete before a game starts.
"""

from __future__ import annotations

from engine.battledome.effects import (  # noqa: F401  (register steps and handlers)
    actions,
    cards,
    playing,
)
from engine.battledome.procedures import battle, invariants, priority, rounds, setup, turn  # noqa: F401
