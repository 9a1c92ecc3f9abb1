"""Errors the Battledome card and deck code raises for bad input.

Each is the Battledome kind of a game-agnostic error in `engine.core.errors`, which is
what the tournament side catches, so a bad file reaches the user as a sentence, never
as a traceback.
"""

from __future__ import annotations

from engine.core import errors as core


class CardDataError(core.CardDataError):
    """Card data that cannot be read; the message names the file, the line or card, and the field."""


class UnknownCardError(core.UnknownCardError):
    """No card has the id, code or name asked for."""


class AmbiguousCardError(core.AmbiguousCardError):
    """More than one card answers to the code or name asked for."""
