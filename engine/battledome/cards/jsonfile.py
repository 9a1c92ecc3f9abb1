"""The JSON card-data file: a set list and one record per card (docs/battledome-cards.md)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from engine.battledome.cards.codec import card_from_dict, card_to_dict
from engine.battledome.cards.errors import CardDataError
from engine.battledome.cards.model import Card
from engine.core.errors import StateFormatError
from engine.core.json_reader import parse_json

FORMAT = "battledome-cards"
VERSION = 1


@dataclass(frozen=True, slots=True)
class CardSet:
    """A set the cards of a file belong to; `unofficial` for sets that were never printed."""

    code: str
    name: str
    unofficial: bool = False
    note: str = ""


@dataclass(frozen=True, slots=True)
class CardData:
    """What one card-data file holds."""

    sets: tuple[CardSet, ...]
    cards: tuple[Card, ...]


def read_json(raw: bytes | str, filename: str) -> CardData:
    """The cards of a JSON card-data file; `CardDataError` naming the file, the card and the field."""
    try:
        doc = parse_json(raw, root=filename)
    except StateFormatError as exc:
        raise CardDataError(str(exc)) from None
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise CardDataError(f"{filename}: not a Battledome card-data file (expected \"format\": \"{FORMAT}\")")
    if doc.get("version") != VERSION:
        raise CardDataError(f"{filename}: card-data version {doc.get('version')!r} is not known "
                            f"(this program reads version {VERSION})")
    unknown = sorted(set(doc) - {"format", "version", "sets", "cards"})
    if unknown:
        raise CardDataError(f"{filename}: unknown field {unknown[0]!r} (expected format, version, sets, cards)")
    sets = tuple(_set(entry, f"{filename}, sets[{i}]") for i, entry in enumerate(doc.get("sets") or []))
    raw_cards = doc.get("cards")
    if not isinstance(raw_cards, list):
        raise CardDataError(f"{filename}: 'cards' must be a list of cards")
    cards = []
    for index, entry in enumerate(raw_cards):
        label = entry.get("name") if isinstance(entry, dict) else None
        where = f"{filename}, card {index + 1}" + (f" ({label})" if isinstance(label, str) and label else "")
        if not isinstance(entry, dict):
            raise CardDataError(f"{where}: expected a card (an object of fields)")
        cards.append(card_from_dict(entry, where))
    return CardData(sets, tuple(cards))


def _set(entry: Any, where: str) -> CardSet:
    if not isinstance(entry, dict) or not isinstance(entry.get("code"), str) or not isinstance(entry.get("name"), str):
        raise CardDataError(f"{where}: a set has a 'code' and a 'name'")
    extra = sorted(set(entry) - {"code", "name", "unofficial", "note"})
    if extra:
        raise CardDataError(f"{where}: unknown field {extra[0]!r} (expected code, name, unofficial, note)")
    return CardSet(entry["code"], entry["name"], bool(entry.get("unofficial", False)), str(entry.get("note", "")))


def write_json(data: CardData) -> str:
    """A card-data file holding these sets and cards, in the layout `read_json` reads."""
    doc = {
        "format": FORMAT, "version": VERSION,
        "sets": [{k: v for k, v in (("code", s.code), ("name", s.name), ("unofficial", s.unofficial),
                                    ("note", s.note)) if v not in ("", False)} for s in data.sets],
        "cards": [card_to_dict(card) for card in data.cards],
    }
    return json.dumps(doc, indent=1, ensure_ascii=False) + "\n"
