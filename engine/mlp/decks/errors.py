"""Errors for deck files that cannot be read at all (as opposed to lists with mistakes)."""

from __future__ import annotations

from engine.core import errors as core


class DeckFormatError(core.DeckFormatError):
    """A deck file that is not a deck file: malformed XML, no card lines, unreadable CSV."""
