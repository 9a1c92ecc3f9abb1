"""A game's card database and deck lists, as the tournament side reads them.

The `tourney cards ...` and `tourney deck ...` commands, deck-list
registration and deck checks work for any game through these two parts of a
`GameSystem`: a `CardCatalog` (load, search, show, import the card database)
and `DeckRules` (read, check, write and compare deck lists, and name the card
a judge typed). The cards and deck lists themselves are the game's own
objects; the tournament side only hands them back and reads what is listed
here. Bad input raises the errors of `engine.core.errors`.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Any


@dataclass(frozen=True, slots=True)
class SearchField:
    """A way to narrow a card search (`--type friend`)."""

    name: str
    help: str = ""


@dataclass(frozen=True, slots=True)
class ImportOutcome:
    """What importing card data did, in lines to print."""

    lines: tuple[str, ...]


class CardCatalog(ABC):
    """A game's card database: load, search, show, import."""

    title: str
    """What the database is, for help texts ("MLP card database")."""
    search_fields: tuple[SearchField, ...] = ()
    columns: tuple[str, ...] = ("code", "name", "type")
    """The columns of a search result listing."""

    @abstractmethod
    def load(self, path: Path | None = None) -> Any:
        """The shipped database, or a database file; `CardDataError` when it cannot be read."""

    def check_filter(self, field: str, text: str) -> Any:
        """A search filter's value read from the command line; ValueError saying why not."""
        return text

    @abstractmethod
    def search(self, db: Any, filters: Mapping[str, Any]) -> list[Any]:
        """The cards every given filter fits (filters by `SearchField.name`; "name" for the name)."""

    @abstractmethod
    def find(self, db: Any, key: str) -> Any:
        """One card by id, code or name; `UnknownCardError` / `AmbiguousCardError` otherwise."""

    @abstractmethod
    def row(self, card: Any) -> tuple[Any, ...]:
        """A card as one row under `columns`."""

    @abstractmethod
    def summary(self, card: Any) -> dict[str, Any]:
        """A card's main facts as plain data (a search listed as JSON)."""

    @abstractmethod
    def describe(self, card: Any) -> str:
        """A card in full, as lines of text."""

    @abstractmethod
    def to_json(self, card: Any) -> dict[str, Any]:
        """A card as the database stores it."""

    def import_sets(self, paths: Sequence[Path], out: Path | None, replace: bool) -> ImportOutcome:
        """Import the game's card data files; `CardDataError` when they cannot be."""
        raise NotImplementedError("this game's card data cannot be imported")

    def report_path(self) -> Path | None:
        """The importer's report of oddities in the shipped data, if there is one."""
        return None


@dataclass(frozen=True, slots=True)
class NamedCard:
    """The card a typed name stands for (a deck check), or why it is not one card."""

    card_id: str | None
    name: str
    section: str
    exact: bool = True
    ambiguous: bool = False
    suggestions: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class ListPart:
    """One part of a game's deck list as the paper deck-list form and the deck-check sheet print it.

    A part may gather several sections of a resolved list (Spellcasters prints Objects, Equipment
    and Combos on one set of lines), so the form asks for no more parts than a player writes.
    """

    label: str
    """What the part is called ("Main Deck"); the total line and the deck-check sheet use it too."""
    sections: tuple[str, ...]
    """The section names a resolved list gives the part's cards (`NamedCard.section`)."""
    rules: str = ""
    """The deck-building limits printed where the player writes ("exactly 50 cards")."""
    lines: int = 10
    """Writing lines on a blank form."""
    total: str = ""
    """What the part's total must be ("must be 50"); "" prints no limit on the total line."""


class DeckRules(ABC):
    """A game's deck lists: read, check against a format, write, compare, name cards."""

    writers: tuple[str, ...] = ()
    """The formats a list can be written in ("o8d", "text", "csv")."""
    default_format: str = ""
    penalty_rule: str = ""
    """The tournament rule a proposed deck-list penalty comes from ("Floor Rules: Deck Lists"),
    shown beside the proposal; "" when the game has no tournament rules, so none is cited."""

    @abstractmethod
    def read(self, data: bytes | str, filename: str | None = None, source_format: str | None = None) -> Any:
        """A deck list as the player wrote it; `DeckFormatError` when it is not a deck list."""

    @abstractmethod
    def check(self, deck_list: Any, format_id: str, on_date: date | None = None) -> Any:
        """The verdict on a list for a format: `status`, `messages`, `proposed_penalty`,
        `to_json()`."""

    def summary(self, verdict: Any) -> str:
        """The verdict's counts in words ("Mane 1, draw deck 45")."""
        return ""

    @abstractmethod
    def write(self, deck_list: Any, to: str, force: bool = False) -> str:
        """The list in another format; `DeckFormatError` when lines name no card (unless `force`)."""

    @abstractmethod
    def compare(self, listed: Any, played: Any) -> list[str]:
        """How the deck played differs from its list; [] when it matches."""

    @abstractmethod
    def name_card(self, text: str) -> NamedCard:
        """The card a judge typed, by full name, as the deck-list checker reads names."""

    def list_parts(self, format_id: str) -> tuple[ListPart, ...]:
        """The parts of a list for a format, in the order the deck-list form and the deck-check
        sheet print them; () keeps the app's own MLP layout (Mane Character, Problem deck,
        Draw deck) the forms were first made for."""
        return ()

    def file_endings(self) -> tuple[str, ...]:
        """The endings a deck-list file of this game has (".o8d", ".txt"), from the formats it
        reads and writes, so file choosers and upload forms offer only files the game can read."""
        return tuple(".txt" if name == "text" else f".{name}" for name in self.writers)

    def fold(self, text: str) -> str:
        """A name in the form names are compared in (case and spacing do not matter)."""
        return " ".join(text.split()).casefold()


def deck_validator(deck_rules: Callable[[], DeckRules], list_type: type) -> Callable[..., Any]:
    """A game's `GameSystem.validate_deck`: its `DeckRules` reading a list (unless given one read) and checking it.

    Every game's validate_deck took a read list or the raw text of one and checked it for a
    format; made here from the game's own `DeckRules`, they cannot drift apart."""

    def validate_deck(deck_list: Any, format_id: str | None = None, on_date: date | None = None, *,
                      filename: str | None = None, source_format: str | None = None) -> Any:
        """Check a deck list (a read list, or the raw text/bytes of a deck file) for a format.

        The verdict has a status ("legal" / "incorrect" / "invalid") and messages citing the
        rules; `DeckFormatError` when the file is not a deck list at all."""
        rules = deck_rules()
        if not isinstance(deck_list, list_type):
            deck_list = rules.read(deck_list, filename, source_format)
        return rules.check(deck_list, rules.default_format if format_id is None else format_id, on_date)

    return validate_deck
