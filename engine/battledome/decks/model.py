"""A Battledome deck list as written (before the names are matched) and as resolved to cards.

A deck has three parts (rules 1.1-1.5, 8.1-8.3): the Main Deck, the Neopet Deck and the
Rainbow Pool. Section ids are the words files and messages use.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.battledome.cards.model import Card, CardKind

MAIN = "main"
NEOPETS = "neopets"
RAINBOW = "rainbow"
SECTIONS: tuple[str, ...] = (MAIN, NEOPETS, RAINBOW)
SECTION_LABELS: dict[str, str] = {MAIN: "Main Deck", NEOPETS: "Neopet Deck", RAINBOW: "Rainbow Pool"}


def section_of(card: Card) -> str:
    """Where a card belongs: base Neopets in the Neopet Deck (8.1.1), Rainbow Pool Neopets and cards
    that begin the game there in the Rainbow Pool (1.5, 8.2.1), everything else in the Main Deck."""
    if card.kind is CardKind.NEOPET:
        return NEOPETS
    if card.kind is CardKind.RAINBOW_POOL_NEOPET or card.starts_in_rainbow_pool:
        return RAINBOW
    return MAIN


@dataclass(frozen=True, slots=True)
class DeckEntry:
    """One line of a list as the player wrote it."""

    name: str
    qty: int | None
    """None when the line gave no number of copies."""
    section: str | None = None
    """The heading it stood under (None before any heading)."""
    line: int | None = None
    card_id: str | None = None
    """An id written beside the name ("RTS-007"), if any."""


@dataclass(frozen=True, slots=True)
class StatedTotal:
    """A total a heading states ("Main Deck (50)"), checked against the lines under it."""

    section: str
    total: int
    line: int


@dataclass(frozen=True, slots=True)
class DeckList:
    entries: tuple[DeckEntry, ...]
    source_format: str
    """"text" or "csv"."""
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
    """A deck of real cards: what the checks and the engine work on."""

    entries: tuple[ResolvedEntry, ...]
    name: str = ""

    def in_section(self, section: str) -> list[ResolvedEntry]:
        return [e for e in self.entries if e.section == section]

    def count(self, section: str) -> int:
        return sum(e.qty for e in self.in_section(section))

    def by_name(self, section: str | None = None) -> dict[str, int]:
        """Copies per card name (printings of one name are one card, 6.7.2)."""
        counts: dict[str, int] = {}
        for entry in self.entries:
            if section is None or entry.section == section:
                counts[entry.card.name] = counts.get(entry.card.name, 0) + entry.qty
        return counts
