"""A Battledome deck list as written (before the names are matched) and as resolved to cards.

A deck has three parts (rules 1.1-1.5, 8.1-8.3): the Main Deck, the Neopet Deck and the
Rainbow Pool. Section ids are the words files and messages use.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.battledome.cards.model import Card, CardKind
from engine.core.deck_lists import ResolvedDeck, WrittenDeckList
from engine.core.deck_lists import ResolvedEntry as ResolvedEntry  # the games' name for it too

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


class DeckList(WrittenDeckList):
    """A Battledome list as written: `source_format` is "text" or "csv"; `name` the deck's title."""

    __slots__ = ()


@dataclass(frozen=True, slots=True)
class Deck(ResolvedDeck):
    """A Battledome deck of real cards; copies are counted by name (printings of one name are one card, 6.7.2)."""

    name: str = ""
