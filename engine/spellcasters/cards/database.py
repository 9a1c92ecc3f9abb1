"""The Spellcasters card database: the cards of one or more sets, looked up by id and name.

A database is checked as a whole when it is made: ids and names are unique
(deck lists name cards by name), and every name a card refers to ("can't be in
play with", "only on", a Combo's listed cards) is a card of the database, so a
typo in one card cannot leave a rule that never applies.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from engine.core.errors import AmbiguousCardError, StateFormatError, UnknownCardError
from engine.core.json_reader import parse_json
from engine.core.resources import resource_path
from engine.spellcasters.cards.codec import card_from_dict, card_to_dict
from engine.spellcasters.cards.errors import CardFileError, FieldError
from engine.spellcasters.cards.model import (
    AnyCard,
    CardKind,
    Combo,
    Equipment,
    Location,
    Object,
    Spellcaster,
)

FILE_FORMAT = "spellcasters-cards"
FILE_VERSION = 1
SHIPPED_FILE = ("spellcasters", "cards.json")


@dataclass(frozen=True, slots=True)
class CardSet:
    """A set of cards: its code (the first part of each card id) and its name."""

    code: str
    name: str


def fold(text: str) -> str:
    """A name as names are compared: case and spacing do not matter."""
    return " ".join(text.split()).casefold()


class CardDatabase:
    """Every card of the sets loaded, in set and number order."""

    def __init__(self, sets: Iterable[CardSet], cards: Iterable[AnyCard], source: str = "card database") -> None:
        self.sets = tuple(sets)
        self.cards = tuple(sorted(cards, key=lambda c: (c.set_code, c.number)))
        self.source = source
        self._by_id: dict[str, AnyCard] = {}
        self._by_name: dict[str, AnyCard] = {}
        for card in self.cards:
            if card.id in self._by_id:
                raise CardFileError(source, f"two cards have the number {card.number} in set {card.set_code}",
                                    where=card.name, field="number")
            other = self._by_name.get(fold(card.name))
            if other is not None:
                raise CardFileError(source, f"two cards are named {card.name!r} ({other.id} and {card.id}); "
                                            "deck lists name cards by name, so names must be unique",
                                    where=card.id, field="name")
            self._by_id[card.id] = card
            self._by_name[fold(card.name)] = card
        self._check_references()

    @property
    def version(self) -> str:
        """What a replay records as the card data it was played with."""
        return "+".join(f"{s.code}:{sum(1 for c in self.cards if c.set_code == s.code)}" for s in self.sets)

    def _check_references(self) -> None:
        for card in self.cards:
            for field, names in _references(card):
                for name in names:
                    if fold(name) not in self._by_name:
                        raise CardFileError(self.source, f"names {name!r}, which is no card of the database",
                                            where=f"{card.name} ({card.id})", field=field)

    def get(self, card_id: str) -> AnyCard | None:
        return self._by_id.get(card_id.strip().upper())

    def by_name(self, name: str) -> AnyCard | None:
        return self._by_name.get(fold(name))

    def find(self, key: str) -> AnyCard:
        """A card by id, exact name, or a unique part of a name."""
        card = self.get(key) or self.by_name(key)
        if card is not None:
            return card
        found = [c for c in self.cards if fold(key) in fold(c.name)]
        if not found:
            raise UnknownCardError(f"no card matches {key!r}")
        if len(found) > 1:
            raise AmbiguousCardError(f"{key!r} matches {len(found)} cards: "
                                     + "; ".join(c.label for c in found[:10]))
        return found[0]

    def of_kind(self, kind: CardKind) -> list[AnyCard]:
        return [c for c in self.cards if c.kind is kind]

    def search(self, filters: Mapping[str, Any]) -> list[AnyCard]:
        """Cards every filter fits: name, kind, element, classification, set, text (words)."""
        found = list(self.cards)
        for field, value in filters.items():
            if value is None or value == "":
                continue
            found = [c for c in found if _fits(c, field, value)]
        return found

    def to_document(self) -> dict[str, Any]:
        return {"format": FILE_FORMAT, "version": FILE_VERSION,
                "sets": [{"code": s.code, "name": s.name} for s in self.sets],
                "cards": [card_to_dict(c) for c in self.cards]}


def _references(card: AnyCard) -> list[tuple[str, tuple[str, ...]]]:
    refs: list[tuple[str, tuple[str, ...]]] = []
    if isinstance(card, Spellcaster):
        refs.append(("not_in_play_with", card.not_in_play_with))
    if isinstance(card, (Object, Equipment)):
        refs.append(("works_on", card.works_on.names))
        refs.extend(("overrides", o.fits.names) for o in card.overrides)
    if isinstance(card, Location):
        refs.extend(("changes", c.fits.names) for c in card.changes)
    if isinstance(card, Combo):
        refs.append(("requires", card.requires))
    return refs


def _fits(card: AnyCard, field: str, value: Any) -> bool:
    if field == "name":
        return fold(str(value)) in fold(card.name)
    if field == "kind":
        return card.kind is value
    if field == "element":
        return getattr(card, "element", None) is value
    if field == "classification":
        return getattr(card, "classification", None) is value
    if field == "set":
        return card.set_code.casefold() == str(value).strip().casefold()
    if field == "text":
        return fold(str(value)) in fold(card.text)
    raise KeyError(f"unknown search field {field!r}")



def database_from_document(document: Any, source: str) -> CardDatabase:
    """A database from a JSON document; `CardFileError` naming the card and field on a mistake."""
    if not isinstance(document, dict):
        raise CardFileError(source, "expected a JSON object with \"format\", \"sets\" and \"cards\"")
    if document.get("format") != FILE_FORMAT:
        raise CardFileError(source, f"not a Spellcasters card file (\"format\" must be {FILE_FORMAT!r})",
                            field="format")
    if document.get("version") != FILE_VERSION:
        raise CardFileError(source, f"version {document.get('version')!r} of the format is not known "
                                    f"(this program reads version {FILE_VERSION})", field="version")
    for key in document:
        if key not in ("format", "version", "sets", "cards"):
            raise CardFileError(source, "unknown field (expected format, version, sets, cards)", field=key)
    sets = _sets(document.get("sets"), source)
    default_set = sets[0].code if len(sets) == 1 else ""
    raw_cards = document.get("cards")
    if not isinstance(raw_cards, list):
        raise CardFileError(source, "expected a list of cards", field="cards")
    cards = []
    codes = {s.code for s in sets}
    for index, raw in enumerate(raw_cards):
        where = f"cards[{index}]"
        if not isinstance(raw, dict):
            raise CardFileError(source, f"expected a card (a JSON object), got {raw!r}", where=where)
        if isinstance(raw.get("name"), str):
            where += f" ({' '.join(raw['name'].split())})"
        try:
            card = card_from_dict(raw, default_set=default_set)
        except FieldError as exc:
            raise CardFileError(source, exc.detail, where=where, field=exc.field) from None
        if card.set_code not in codes:
            raise CardFileError(source, f"set {card.set_code!r} is not listed under \"sets\"", where=where,
                                field="set")
        cards.append(card)
    return CardDatabase(sets, cards, source)


def _sets(raw: Any, source: str) -> list[CardSet]:
    if not isinstance(raw, list) or not raw:
        raise CardFileError(source, "expected a list of sets ({\"code\": ..., \"name\": ...})", field="sets")
    sets = []
    for index, entry in enumerate(raw):
        if not isinstance(entry, dict) or not isinstance(entry.get("code"), str) \
                or not entry["code"].strip().isalnum():
            raise CardFileError(source, "a set is {\"code\": letters and digits, \"name\": text}",
                                field=f"sets[{index}]")
        name = entry.get("name", entry["code"])
        if not isinstance(name, str):
            raise CardFileError(source, "a set's name is text", field=f"sets[{index}].name")
        sets.append(CardSet(entry["code"].strip(), name.strip() or entry["code"].strip()))
    if len({s.code for s in sets}) != len(sets):
        raise CardFileError(source, "a set code is listed twice", field="sets")
    return sets


def read_json_database(raw: bytes | str, source: str) -> CardDatabase:
    try:
        document = parse_json(raw, StateFormatError, root=source)
    except StateFormatError as exc:
        raise CardFileError(source, exc.detail) from None
    return database_from_document(document, source)


def load_database_file(path: Path) -> CardDatabase:
    """A database file; `CardFileError` when it is missing or cannot be read."""
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise CardFileError(path.name, f"cannot be read ({exc.strerror or exc})") from None
    return read_json_database(raw, path.name)


@cache
def load_card_database() -> CardDatabase:
    """The shipped starter set (read once per process)."""
    return load_database_file(resource_path(*SHIPPED_FILE))

