"""My Little Pony CCG: card database, deck rules and the rules engine (comprehensive rules 3.4).

Importing any part of the package first imports `wiring`, which joins the engine's
layers (see there).
"""

from engine.mlp import wiring as _wiring  # noqa: F401
