"""The deck a list resolves to, and the written list itself: the parts every game's deck lists share.

A game's list is lines the player wrote (under headings, with totals some headings state)
and, once names are matched, a deck of real cards in sections. What a section is and how
a card is named are the game's; counting by section and by name is the same everywhere.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class ResolvedEntry:
    """Copies of one real card in one section, from the list's line `line`."""

    card: Any
    qty: int
    section: str
    line: int | None = None


@dataclass(frozen=True, slots=True)
class ResolvedDeck:
    """A deck of real cards in sections: what the checks and the engine work on."""

    entries: tuple[ResolvedEntry, ...]

    def card_name(self, card: Any) -> str:
        """The name copies are counted under (a card's printings in other sets are one card)."""
        return card.name

    def in_section(self, section: str) -> list[ResolvedEntry]:
        return [e for e in self.entries if e.section == section]

    def count(self, section: str) -> int:
        return sum(e.qty for e in self.in_section(section))

    def lines_of(self, name: str, section: str) -> tuple[int, ...]:
        """The list's lines that give copies of the card `name` in `section`, in order."""
        return tuple(
            e.line for e in self.in_section(section) if e.line is not None and self.card_name(e.card) == name
        )

    def by_name(self, section: str | None = None) -> dict[str, int]:
        """Copies per card name, in one section or over the whole deck."""
        counts: dict[str, int] = {}
        for entry in self.entries:
            if section is None or entry.section == section:
                name = self.card_name(entry.card)
                counts[name] = counts.get(name, 0) + entry.qty
        return counts


@dataclass(frozen=True, slots=True)
class WrittenDeckList:
    """A deck list as the player wrote it, before its names are matched to cards."""

    entries: tuple[Any, ...]
    """The game's own lines (name, copies, heading, line number)."""
    source_format: str
    """The file format it was read from ("text", "csv", ...)."""
    name: str = ""
    totals: tuple[Any, ...] = field(default_factory=tuple)
    """The totals its headings state, checked against the lines under them."""
