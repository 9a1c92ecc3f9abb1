"""A deck list as written (before matching) and as resolved to cards."""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.mlp.cards.model import Card, CardType

SECTIONS = ("mane", "draw", "problem")


def section_of(card: Card) -> str:
    """Where a card belongs: its Mane Character slot, the Problem deck or the draw deck."""
    if card.type is CardType.MANE:
        return "mane"
    if card.type is CardType.PROBLEM:
        return "problem"
    return "draw"


@dataclass(frozen=True, slots=True)
class DeckEntry:
    """One line of a submitted list: what the player wrote, and where."""

    name: str
    qty: int | None
    """None when the line gave no count."""
    card_id: str | None = None
    code: str | None = None
    section: str | None = None
    """The section the list put it under, if it said ("mane", "draw", "problem")."""
    line: int | None = None


@dataclass(frozen=True, slots=True)
class StatedTotal:
    """A total the list states ("Draw deck (45)"), checked against the lines under it."""

    section: str
    total: int
    line: int
    listed: int
    """The sum of the counts on the lines under that heading."""


@dataclass(frozen=True, slots=True)
class DeckList:
    entries: tuple[DeckEntry, ...]
    source_format: str
    """"o8d", "text" or "csv"."""
    name: str = ""
    totals: tuple[StatedTotal, ...] = field(default_factory=tuple)


@dataclass(frozen=True, slots=True)
class ResolvedEntry:
    card: Card
    qty: int
    section: str
    line: int | None = None


@dataclass(frozen=True, slots=True)
class Deck:
    """A deck of real cards: what the engine and the checks work on."""

    entries: tuple[ResolvedEntry, ...]

    def in_section(self, section: str) -> list[ResolvedEntry]:
        return [e for e in self.entries if e.section == section]

    def count(self, section: str) -> int:
        return sum(e.qty for e in self.in_section(section))

    def by_name(self, section: str | None = None) -> dict[str, int]:
        counts: dict[str, int] = {}
        for entry in self.entries:
            if section is None or entry.section == section:
                counts[entry.card.full_name] = counts.get(entry.card.full_name, 0) + entry.qty
        return counts
