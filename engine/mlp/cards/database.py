"""The shipped card database: load once, look cards up by id, code and name, search."""

from __future__ import annotations

import hashlib
import json
import threading
import unicodedata
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Any, NamedTuple

from engine.core.resources import resource_path
from engine.mlp.cards.codec import card_from_dict
from engine.mlp.cards.errors import AmbiguousCardError, CardDataError, UnknownCardError
from engine.mlp.cards.model import Card, CardType, Color, SetInfo

# the ASCII characters `fold` drops (neither letters, digits nor white space), for its fast path
_ASCII_DROPPED = {code: None for code in range(128) if not (chr(code).isalnum() or chr(code).isspace())}


def fold(text: str) -> str:
    """Case- and punctuation-insensitive key for names: "It's Alive!" == "its alive"."""
    if text.isascii():
        # (the same key without decomposing: most names are plain ASCII, and every name of the
        # card database is folded as it loads)
        return " ".join(text.translate(_ASCII_DROPPED).casefold().split())
    decomposed = unicodedata.normalize("NFKD", text.replace("’", "'"))
    kept = [c for c in decomposed if c.isalnum() or c.isspace()]
    return " ".join("".join(kept).casefold().split())


@dataclass(frozen=True, slots=True)
class CardQuery:
    """Search criteria; every given criterion must hold (text criteria are substring, any case)."""

    name: str | None = None
    code: str | None = None
    set: str | None = None
    type: CardType | None = None
    color: Color | None = None
    trait: str | None = None
    keyword: str | None = None
    text: str | None = None


class CardHeading(NamedTuple):
    """What the database's indexes and the deck reader's name index need of a card, read
    from its record without building the card."""

    title: str
    subtitle: str
    is_token: bool

    @property
    def full_name(self) -> str:
        return f"{self.title}, {self.subtitle}" if self.subtitle else self.title


class CardDatabase:
    """All cards of the shipped file; `version` is a digest recorded with games and replays.

    A card is built from its record the first time it is asked for (by id, code or name, or
    through `cards`, which builds them all, in the file's order): a game of two decks uses
    about a hundred of the two thousand cards, and building every one of them was a tenth of
    the wait before `tourney engine play`'s first decision. The name indexes, which fold
    every name, are made when a name is first looked up. Each card is built once, so every
    way to it gives the same object."""

    def __init__(self, records: Sequence[dict[str, Any]], sets: tuple[SetInfo, ...], version: str,
                 source: str = "the card database") -> None:
        self.sets = sets
        self.version = version
        self._records = records
        self._built: list[Card | None] = [None] * len(records)
        self._lock = threading.Lock()
        self.headings: tuple[CardHeading, ...] = tuple(_heading(record, source) for record in records)
        self._by_id: dict[str, int] = {}
        self._by_code: dict[str, list[int]] = {}
        for index, record in enumerate(records):
            self._by_id[record["id"]] = index
            self._by_code.setdefault(f"{record['set_code']}{record['number']}".casefold(), []).append(index)

    def __len__(self) -> int:
        return len(self._records)

    def card_at(self, index: int) -> Card:
        """The card of the file's `index`th record, built the first time it is asked for."""
        card = self._built[index]
        if card is None:
            with self._lock:  # (a card is built once, even when two threads ask for it at once)
                card = self._built[index]
                if card is None:
                    card = self._built[index] = card_from_dict(self._records[index])
        return card

    @cached_property
    def cards_by_id(self) -> Mapping[str, Card]:
        """Every card by its id, as a mapping that builds a card when it is looked up: what the
        rules engine's card library reads its cards from (`CardLibrary`)."""
        return _CardsById(self)

    @cached_property
    def cards(self) -> tuple[Card, ...]:
        """Every card, in the file's order (sets by release, then as printed)."""
        return tuple(self.card_at(index) for index in range(len(self._records)))

    def by_id(self, card_id: str) -> Card:
        card = self.get(card_id)
        if card is None:
            raise UnknownCardError(f"no card has id {card_id!r}")
        return card

    def get(self, card_id: str) -> Card | None:
        index = self._by_id.get(card_id)
        if index is None:
            index = self._by_id.get(card_id.strip().lower().strip("{}"))
        return None if index is None else self.card_at(index)

    def by_code(self, code: str) -> Card:
        """The card printed with this set code and number ("PR12", "cn151", "PR 12")."""
        cards = self.cards_with_code(code)
        if not cards:
            raise UnknownCardError(f"no card has the code {code!r}")
        if len(cards) > 1 and len({c.full_name for c in cards}) > 1:
            names = ", ".join(sorted({c.full_name for c in cards}))
            raise AmbiguousCardError(f"code {code!r} is printed on several cards: {names}")
        return cards[0]

    def cards_with_code(self, code: str) -> list[Card]:
        key = "".join(code.split()).replace("#", "").casefold()
        return [self.card_at(index) for index in self._by_code.get(key, ())]

    def by_name(self, name: str) -> list[Card]:
        """Every printing with exactly this full name (punctuation and case ignored)."""
        return [self.card_at(index) for index in self._by_name.get(fold(name), ())]

    def by_title(self, title: str) -> list[Card]:
        return [self.card_at(index) for index in self._by_title.get(fold(title), ())]

    def names(self) -> dict[str, list[Card]]:
        """Folded full name -> printings; the index name matching searches."""
        return {key: [self.card_at(index) for index in indexes] for key, indexes in self._by_name.items()}

    @cached_property
    def folded_names(self) -> list[str]:
        """Each record's full name folded (`fold`), in the file's order: the key every name
        index of the database (here and the deck lists' `NameMatcher`) is made of, folded once."""
        return [fold(heading.full_name) for heading in self.headings]

    @cached_property
    def _by_name(self) -> dict[str, list[int]]:
        index: dict[str, list[int]] = {}
        for at, key in enumerate(self.folded_names):
            index.setdefault(key, []).append(at)
        return index

    @cached_property
    def _by_title(self) -> dict[str, list[int]]:
        return _folded_index(heading.title for heading in self.headings)

    def set_info(self, set_name: str) -> SetInfo | None:
        for info in self.sets:
            if info.name == set_name:
                return info
        return None

    def search(self, query: CardQuery | None = None, **criteria: object) -> list[Card]:
        """Cards matching every criterion, in database order (sets by release, then as printed)."""
        q = query or CardQuery(**criteria)  # type: ignore[arg-type]
        return [card for card in self.cards if _matches(card, q)]


class _CardsById(Mapping[str, Card]):
    """`CardDatabase.cards_by_id`: the exact ids of the file, each card built when first looked up."""

    def __init__(self, db: CardDatabase) -> None:
        self._db = db

    def __getitem__(self, card_id: str) -> Card:
        return self._db.card_at(self._db._by_id[card_id])

    def get(self, card_id: str, default: Card | None = None) -> Card | None:  # type: ignore[override]
        index = self._db._by_id.get(card_id)
        return default if index is None else self._db.card_at(index)

    def __contains__(self, card_id: object) -> bool:
        return card_id in self._db._by_id

    def __iter__(self) -> Iterator[str]:
        return iter(self._db._by_id)

    def __len__(self) -> int:
        return len(self._db._by_id)


def _heading(record: Any, source: str) -> CardHeading:
    """The heading of a card record, or CardDataError when the record lacks what every card
    has (the rest of a record is checked as its card is built: `card_from_dict`)."""
    try:
        title, subtitle = record["title"], record.get("subtitle", "")
        # (field by field, not through a generator: every record is checked as the database loads)
        if not (isinstance(record["id"], str) and isinstance(record["set_code"], str)
                and isinstance(record["number"], str) and isinstance(title, str) and isinstance(subtitle, str)):
            raise TypeError("id, set_code, number, title and subtitle are text")
        return CardHeading(title, subtitle, bool(record.get("is_token", False)))
    except (KeyError, TypeError, AttributeError) as exc:
        said = record.get("id", "?") if isinstance(record, dict) else "?"
        raise CardDataError(f"{source}: malformed card record {said!r}: {exc}") from None


def _folded_index(names: Iterable[str]) -> dict[str, list[int]]:
    """Folded name -> the indexes of the records with that name, in the file's order."""
    index: dict[str, list[int]] = {}
    for at, name in enumerate(names):
        index.setdefault(fold(name), []).append(at)
    return index


def _contains(haystack: str, needle: str) -> bool:
    return fold(needle) in fold(haystack)


def _matches(card: Card, q: CardQuery) -> bool:
    if q.name and not (_contains(card.full_name, q.name) or (card.boosted and _contains(card.boosted.full_name, q.name))):
        return False
    if q.code and card.code.casefold() != "".join(q.code.split()).casefold():
        return False
    if q.set and fold(q.set) not in (fold(card.set_name), fold(card.set_code)):
        return False
    if q.type and card.type is not q.type:
        return False
    if q.color and q.color not in card.colors:
        return False
    if q.trait and not card.has_trait(q.trait):
        return False
    if q.keyword and not any(fold(k.name) == fold(q.keyword) for face in card.faces for k in face.keywords):
        return False
    return not (q.text and not any(_contains(face.text, q.text) for face in card.faces))


def parse_database(text: str, source: str) -> CardDatabase:
    try:
        data = json.loads(text)
    except ValueError as exc:
        raise CardDataError(f"{source}: not a card database file ({exc})") from None
    if not isinstance(data, dict) or data.get("format") != 1:
        raise CardDataError(f"{source}: unknown card database format {data.get('format') if isinstance(data, dict) else None!r}")
    try:
        sets = tuple(
            SetInfo(s["id"], s["code"], s["name"], s["kind"], s.get("block"), s.get("released"))
            for s in data["sets"]
        )
    except (KeyError, TypeError) as exc:
        raise CardDataError(f"{source}: malformed set table ({exc})") from None
    records = data.get("cards")
    if not isinstance(records, list):
        raise CardDataError(f"{source}: malformed card table (not a list of cards)")
    version = hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]
    return CardDatabase(records, sets, version, source)


def load_database_file(path: Path) -> CardDatabase:
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise CardDataError(f"{path}: cannot read the card database ({exc.strerror})") from None
    return parse_database(text, str(path))


_cache: CardDatabase | None = None
_lock = threading.Lock()


def load_card_database() -> CardDatabase:
    """The shipped database (resources/mlp/cards.json), read once per process."""
    global _cache
    with _lock:
        if _cache is None:
            _cache = load_database_file(resource_path("mlp", "cards.json"))
        return _cache
