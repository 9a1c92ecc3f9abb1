"""Exceptions every engine raises, kept apart from bugs.

The engine may not import the tournament side, so it has its own error classes;
callers turn them into user-facing messages.
"""

from __future__ import annotations


class EngineError(Exception):
    """An expected failure a caller can explain to a user (bad answer, bad file)."""


class IllegalAnswer(EngineError):
    """An answer that does not fit the pending decision; the game did not move.

    `unknown` is the key that is none of the decision's options, when that is what is wrong:
    a window then names the decision in words rather than list option keys to a person."""

    def __init__(self, message: str, unknown: str | None = None) -> None:
        super().__init__(message)
        self.unknown = unknown


class StateFormatError(EngineError):
    """A board-state or replay file that cannot be read; `field` names the culprit."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(f"{field}: {message}")
        self.field = field
        self.detail = message


class CardDataError(Exception):
    """Card data that cannot be read (a malformed set file, a broken database file).

    Each game's card code raises its own subclass; the tournament side catches this one.
    """


class UnknownCardError(LookupError):
    """No card has the id, code or name asked for."""

    def __str__(self) -> str:  # KeyError-style quoting would hide the message
        return str(self.args[0]) if self.args else "unknown card"


class AmbiguousCardError(LookupError):
    """More than one card answers to the code or name asked for."""

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else "ambiguous card"


class DeckFormatError(Exception):
    """A deck file that is not a deck file at all (as opposed to a list with mistakes)."""
class BoardFormatError(StateFormatError):
    """A board-state file (a judge's position) that cannot be read."""


class ReplayFormatError(StateFormatError):
    """A replay file (a game's setup and answers) that cannot be read."""
