"""Loads every wording family and per-card module, so their patterns and runners are registered.

Whoever compiles card text (`engine.mlp.library.compile_card`) imports this first:
a pattern that is not registered would leave its card partial.
"""

from __future__ import annotations

from engine.mlp import abilities, cardtext  # noqa: F401  (the runtime and the remaining templates)
