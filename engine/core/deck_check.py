"""The verdict a deck check gives, the same for every game.

The tournament side reads a deck check through one shape whatever the game:
a status ("legal", "incorrect" or "invalid"), messages that each cite their
rule, the penalty the floor rules propose, and `to_json()`. Each game decides
*what* a list breaks; this module only holds the verdict and its messages, so
a deck check reads and prints alike in every game.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from datetime import date
from typing import Any, ClassVar

from engine.core.errors import DeckFormatError

LEGAL = "legal"
INCORRECT = "incorrect"
"""The list is wrong in its writing but what the player meant is plain (usually a Game Warning)."""
INVALID = "invalid"
"""A deck the rules do not allow, or a list that is not what is played (at least a Game Loss)."""
PENALTY_FOR: Mapping[str, str] = {INCORRECT: "game_warning", INVALID: "game_loss"}
"""The least penalty the floor rules propose for a list of each status."""


@dataclass(frozen=True, slots=True)
class Message:
    """One remark on a list: which rule, which line, and whether it changes the verdict."""

    severity: str
    """"error", "warning" or "info"."""
    rule: str
    text: str
    line: int | None = None
    suggestions: tuple[str, ...] = ()
    classification: str | None = None
    """INCORRECT or INVALID when the message makes the list so; None for information."""
    more_lines: tuple[int, ...] = ()
    """The other lines the remark is about, after `line`: a card listed on several lines
    is over its copy limit on all of them, and the judge looks at each."""

    def to_json(self) -> dict[str, Any]:
        return {"severity": self.severity, "rule": self.rule, "text": self.text, "line": self.line,
                "suggestions": list(self.suggestions), "classification": self.classification,
                **({"more_lines": list(self.more_lines)} if self.more_lines else {})}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Message:
        """A stored message back (lists stored before `more_lines` existed have none)."""
        return cls(str(data.get("severity")), str(data.get("rule")), str(data.get("text")), data.get("line"),
                   tuple(data.get("suggestions") or ()), data.get("classification"),
                   tuple(data.get("more_lines") or ()))

    def __str__(self) -> str:
        hint = f" (did you mean: {'; '.join(self.suggestions)}?)" if self.suggestions else ""
        return f"[{self.rule}] {self._where()}{self.text}{hint}"

    def _where(self) -> str:
        """'line 3: ', 'lines 3 and 7: ', 'lines 3, 5 and 7: ' or nothing."""
        if self.line is None:
            return ""
        if not self.more_lines:
            return f"line {self.line}: "
        lines = (self.line, *self.more_lines)
        return f"lines {', '.join(map(str, lines[:-1]))} and {lines[-1]}: "


def over_copy_limit(rule: str, text: str, lines: Iterable[int | None]) -> Message:
    """A card over its copy limit, said on every line that lists it: the judge checks each
    ("lines 5 and 7: 5 copies of ..."), in every game. It makes the list invalid."""
    first, *more = [line for line in lines if line is not None] or [None]
    return Message("error", rule, text, first, (), INVALID, tuple(more))


def status_of(messages: Iterable[Message]) -> str:
    """The worst classification among the messages: invalid over incorrect over legal."""
    kinds = {m.classification for m in messages}
    return INVALID if INVALID in kinds else INCORRECT if INCORRECT in kinds else LEGAL


@dataclass(frozen=True, slots=True)
class DeckVerdict:
    """The verdict on a list for a format; `deck` is the game's own resolved deck."""

    status: str
    """LEGAL, INCORRECT or INVALID."""
    messages: tuple[Message, ...]
    deck: Any
    format_id: str
    on_date: date | None = None
    card_db_version: str = ""
    source_format: str = ""
    extras: dict[str, Any] = field(default_factory=dict)

    penalty_for: ClassVar[Mapping[str, str]] = PENALTY_FOR

    @property
    def proposed_penalty(self) -> str | None:
        """"game_warning" for an incorrect list, "game_loss" for an invalid one (the minimum)."""
        return self.penalty_for.get(self.status)

    def to_json(self) -> dict[str, Any]:
        return {
            "status": self.status, "format": self.format_id,
            "date": self.on_date.isoformat() if self.on_date else None,
            "card_db_version": self.card_db_version, "source_format": self.source_format,
            "proposed_penalty": self.proposed_penalty, "messages": [m.to_json() for m in self.messages],
        }


def refuse_unresolved_lines(messages: Iterable[Message], force: bool) -> None:
    """Before a list is written in another format: its lines that name no card, unless `force` drops them.

    Writing would silently lose those lines, so the person is told which they are and how to
    go on; `DeckFormatError` carries the lines, one per row."""
    unresolved = [m for m in messages if m.classification == INVALID]
    if unresolved and not force:
        raise DeckFormatError("some lines name no card; fix them or pass --force to drop them:\n"
                              + "\n".join(f"  {m}" for m in unresolved))
