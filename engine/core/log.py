"""Game log entries: what happened, when, and which rule made it happen.

Every engine writes its events as `LogEntry`s so a judge can read why the
game did something ("611.4: P0 scores 1 point for confronting a Problem").
An entry is a plain named tuple, cheap to keep for a whole game.
"""

from __future__ import annotations

from typing import NamedTuple


class LogEntry(NamedTuple):
    """One event: the turn it happened in, the rule it follows, and a sentence."""

    turn: int
    rule: str
    text: str

    def __str__(self) -> str:
        return f"[T{self.turn:>3}] ({self.rule}) {self.text}"
