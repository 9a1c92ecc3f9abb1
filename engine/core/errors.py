"""Exceptions every engine raises, kept apart from bugs.

The engine may not import the tournament side, so it has its own error classes;
callers turn them into user-facing messages.
"""

from __future__ import annotations


class EngineError(Exception):
    """An expected failure a caller can explain to a user (bad answer, bad file)."""


class IllegalAnswer(EngineError):
    """An answer that does not fit the pending decision; the game did not move."""


class StateFormatError(EngineError):
    """A board-state or replay file that cannot be read; `field` names the culprit."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(f"{field}: {message}")
        self.field = field
        self.detail = message


class BoardFormatError(StateFormatError):
    """A board-state file (a judge's position) that cannot be read."""


class ReplayFormatError(StateFormatError):
    """A replay file (a game's setup and answers) that cannot be read."""
