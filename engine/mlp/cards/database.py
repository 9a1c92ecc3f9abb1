"""The shipped card database: load once, look cards up by id, code and name, search."""

from __future__ import annotations

import hashlib
import json
import threading
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path

from engine.core.resources import resource_path
from engine.mlp.cards.codec import card_from_dict
from engine.mlp.cards.errors import AmbiguousCardError, CardDataError, UnknownCardError
from engine.mlp.cards.model import Card, CardType, Color
from engine.mlp.cards.normalize import SetInfo

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


@dataclass(slots=True)
class CardDatabase:
    """All cards of the shipped file; `version` is a digest recorded with games and replays."""

    cards: tuple[Card, ...]
    sets: tuple[SetInfo, ...]
    version: str
    _by_id: dict[str, Card] = field(default_factory=dict, repr=False)
    _by_code: dict[str, list[Card]] = field(default_factory=dict, repr=False)
    _by_name: dict[str, list[Card]] = field(default_factory=dict, repr=False)
    _by_title: dict[str, list[Card]] = field(default_factory=dict, repr=False)

    def __post_init__(self) -> None:
        for card in self.cards:
            self._by_id[card.id] = card
            self._by_code.setdefault(card.code.casefold(), []).append(card)
            self._by_name.setdefault(fold(card.full_name), []).append(card)
            self._by_title.setdefault(fold(card.title), []).append(card)

    def __len__(self) -> int:
        return len(self.cards)

    def by_id(self, card_id: str) -> Card:
        card = self.get(card_id)
        if card is None:
            raise UnknownCardError(f"no card has id {card_id!r}")
        return card

    def get(self, card_id: str) -> Card | None:
        return self._by_id.get(card_id) or self._by_id.get(card_id.strip().lower().strip("{}"))

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
        return list(self._by_code.get(key, ()))

    def by_name(self, name: str) -> list[Card]:
        """Every printing with exactly this full name (punctuation and case ignored)."""
        return list(self._by_name.get(fold(name), ()))

    def by_title(self, title: str) -> list[Card]:
        return list(self._by_title.get(fold(title), ()))

    def names(self) -> dict[str, list[Card]]:
        """Folded full name -> printings; the index name matching searches."""
        return self._by_name

    def set_info(self, set_name: str) -> SetInfo | None:
        for info in self.sets:
            if info.name == set_name:
                return info
        return None

    def search(self, query: CardQuery | None = None, **criteria: object) -> list[Card]:
        """Cards matching every criterion, in database order (sets by release, then as printed)."""
        q = query or CardQuery(**criteria)  # type: ignore[arg-type]
        return [card for card in self.cards if _matches(card, q)]


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
    cards = tuple(card_from_dict(record) for record in data["cards"])
    version = hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]
    return CardDatabase(cards, sets, version)


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
