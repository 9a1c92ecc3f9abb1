"""A deck list as written (before matching) and as resolved to cards."""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.deck_lists import ResolvedDeck, WrittenDeckList
from engine.core.deck_lists import ResolvedEntry as ResolvedEntry  # the games' name for it too
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


class DeckList(WrittenDeckList):
    """An MLP list as written: `source_format` is "o8d", "text" or "csv"."""

    __slots__ = ()


class Deck(ResolvedDeck):
    """An MLP deck of real cards; copies are counted by full name (title and subtitle)."""

    __slots__ = ()

    def card_name(self, card: Card) -> str:
        return card.full_name
