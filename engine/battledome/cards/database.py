"""The Battledome card database: loaded once, cards looked up by id and by name, searched."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from engine.battledome.cards.csvfile import read_csv
from engine.battledome.cards.errors import CardDataError, UnknownCardError
from engine.battledome.cards.jsonfile import CardData, CardSet, read_json
from engine.battledome.cards.model import Card, CardKind, fold_name
from engine.core.resources import resource_path

DATABASE_FILE = "cards.json"


@dataclass(frozen=True, slots=True)
class CardQuery:
    """Search criteria; every given one must hold (text criteria match a part, any case)."""

    name: str | None = None
    code: str | None = None
    set: str | None = None
    kind: CardKind | None = None
    species: str | None = None
    team: str | None = None
    text: str | None = None


@dataclass(slots=True)
class CardDatabase:
    """Every card of one card-data file; `version` is a digest games and replays record."""

    cards: tuple[Card, ...]
    sets: tuple[CardSet, ...]
    version: str
    _by_id: dict[str, Card] = field(default_factory=dict, repr=False)
    _by_name: dict[str, list[Card]] = field(default_factory=dict, repr=False)

    def __post_init__(self) -> None:
        for card in self.cards:
            self._by_id[card.id.casefold()] = card
            self._by_name.setdefault(fold_name(card.name), []).append(card)

    def __len__(self) -> int:
        return len(self.cards)

    def get(self, card_id: str) -> Card | None:
        """The card with this id ("RTS-007", any case), or None."""
        return self._by_id.get(card_id.strip().casefold())

    def by_id(self, card_id: str) -> Card:
        card = self.get(card_id)
        if card is None:
            raise UnknownCardError(f"no card has the id {card_id!r}")
        return card

    def by_name(self, name: str) -> list[Card]:
        """Every printing with exactly this name (case, spacing and punctuation aside; 6.7.2)."""
        return list(self._by_name.get(fold_name(name), ()))

    def card_named(self, name: str) -> Card:
        """The one card a full name stands for; printings of one name are one card (6.7.2)."""
        found = self.by_name(name)
        if not found:
            raise UnknownCardError(f"no card is named {name!r}")
        return found[0]

    def search(self, query: CardQuery | None = None, **criteria: object) -> list[Card]:
        query = query or CardQuery(**criteria)  # type: ignore[arg-type]
        return [card for card in self.cards if _fits(card, query, self.set_name(card.set_code))]

    def set_name(self, code: str) -> str:
        return next((s.name for s in self.sets if s.code == code), code)


def _part(wanted: str | None, *have: str) -> bool:
    return wanted is None or any(fold_name(wanted) in fold_name(h) for h in have)


def _fits(card: Card, query: CardQuery, set_name: str) -> bool:
    return (_part(query.name, card.name) and _part(query.code, card.id) and _part(query.set, card.set_code, set_name)
            and (query.kind is None or card.kind is query.kind) and _part(query.species, card.species)
            and (query.team is None or any(_part(query.team, t) for t in card.teams))
            and _part(query.text, card.text))


def read_card_data(raw: bytes, filename: str) -> CardData:
    """A card-data file in either format, told apart by its name (".csv") or its first character."""
    if filename.casefold().endswith(".csv"):
        return read_csv(raw, filename)
    if filename.casefold().endswith(".json") or raw.lstrip()[:1] == b"{":
        return read_json(raw, filename)
    raise CardDataError(f"{filename}: neither a JSON card-data file nor a CSV spreadsheet "
                        "(name it .json or .csv)")


def database_from(data: CardData, raw: bytes) -> CardDatabase:
    """A database over one file's cards, refusing an id or a set code and number given twice."""
    seen: dict[str, Card] = {}
    for card in data.cards:
        key = card.id.casefold()
        if key in seen:
            raise CardDataError(f"the id {card.id} is given to two cards ({seen[key].name} and {card.name})")
        seen[key] = card
    return CardDatabase(data.cards, data.sets, hashlib.sha256(raw).hexdigest()[:16])


def load_database_file(path: Path) -> CardDatabase:
    """A card database read from a file (JSON or CSV); `CardDataError` saying what is wrong."""
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise CardDataError(f"cannot read the card database {path}: {exc.strerror}") from None
    return database_from(read_card_data(raw, path.name), raw)


def shipped_database_path() -> Path:
    return resource_path("battledome", DATABASE_FILE)


@cache
def load_card_database() -> CardDatabase:
    """The shipped card database, read once per process (`forget_loaded_database` after an import)."""
    return load_database_file(shipped_database_path())


def forget_loaded_database() -> None:
    """Drop the cached database so the next load reads the file again (the importer rewrote it)."""
    load_card_database.cache_clear()
