"""Joins the Spellcasters layers: fills the hooks the state kernel calls upward.

Imported by `engine/spellcasters/__init__.py`, so a game is ready once the package is.
"""

from __future__ import annotations

from engine.spellcasters.procedures import flow
from engine.spellcasters.state import hooks

hooks.flow.fill(flow)
