"""A half deck as written (lines with counts) and as resolved to cards.

In a Spellcasters event each player brings a half deck; the two halves of a
match are shuffled together into the shared deck its games are played with
(docs/spellcasters-events.md).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.spellcasters.cards.model import AnyCard, CardKind


@dataclass(frozen=True, slots=True)
class DeckLine:
    """One line of a submitted list: the name (or card id) written and how many."""

    name: str
    qty: int
    line: int | None = None


@dataclass(frozen=True, slots=True)
class HalfDeckList:
    """A list as the player wrote it, before it is matched to cards."""

    lines: tuple[DeckLine, ...]
    source_format: str
    """"text" or "csv"."""
    name: str = ""


@dataclass(frozen=True, slots=True)
class ListedCard:
    """A card of the half deck and how many copies; `section` is the card's kind."""

    card: AnyCard
    qty: int
    line: int | None = None
    more_lines: tuple[int, ...] = ()
    """The other lines that list the card, after `line` (copies on several lines are added up)."""

    @property
    def section(self) -> str:
        return self.card.kind.value


@dataclass(frozen=True, slots=True)
class HalfDeck:
    """A half deck of real cards, one entry per card (copies added up)."""

    entries: tuple[ListedCard, ...]

    @property
    def size(self) -> int:
        return sum(e.qty for e in self.entries)

    def count(self, kind: CardKind) -> int:
        return sum(e.qty for e in self.entries if e.card.kind is kind)

    def by_name(self) -> dict[str, int]:
        return {e.card.name: e.qty for e in self.entries}

    def card_ids(self) -> list[str]:
        """One card id per copy, in list order: what a game is set up with."""
        return [e.card.id for e in self.entries for _ in range(e.qty)]


def shared_deck(first: HalfDeck, second: HalfDeck) -> list[str]:
    """The shared deck of a game: both halves' cards (the game shuffles them together)."""
    return [*first.card_ids(), *second.card_ids()]
