"""Errors the card and deck code raises for bad input (the engine may not use tourney's errors)."""

from __future__ import annotations


class CardDataError(Exception):
    """Card data that cannot be read: malformed XML, a refused DTD, a broken database file."""


class UnknownCardError(LookupError):
    """No card has the id, code or name asked for."""

    def __str__(self) -> str:  # KeyError-style quoting would hide the message
        return str(self.args[0]) if self.args else "unknown card"


class AmbiguousCardError(LookupError):
    """More than one card answers to the code or name asked for."""

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else "ambiguous card"
