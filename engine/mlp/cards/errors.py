"""Errors the card and deck code raises for bad input (the engine may not use tourney's errors).

Each is the MLP kind of a game-agnostic error in `engine.core.errors`, which is what the
tournament side catches.
"""

from __future__ import annotations

from engine.core import errors as core


class CardDataError(core.CardDataError):
    """Card data that cannot be read: malformed XML, a refused DTD, a broken database file."""


class UnknownCardError(core.UnknownCardError):
    """No card has the id, code or name asked for."""


class AmbiguousCardError(core.AmbiguousCardError):
    """More than one card answers to the code or name asked for."""
