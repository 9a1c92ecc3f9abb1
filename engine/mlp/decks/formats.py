"""MLP CCG tournament formats as data (resources/mlp/formats/*.json).

An organizer adds a format by dropping a JSON file beside the shipped ones;
nothing here names a particular format except as a default.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import date
from functools import lru_cache
from pathlib import Path
from typing import Any

from engine.core.resources import resource_path
from engine.mlp.cards.database import CardDatabase, fold
from engine.mlp.cards.errors import CardDataError
from engine.mlp.cards.model import Card

DEFAULT_FORMAT = "harmony"


@dataclass(frozen=True, slots=True)
class Ban:
    code: str
    name: str
    effective: date

    def applies_on(self, on_date: date | None) -> bool:
        """A ban counts from its effective date; with no date, every listed ban counts."""
        return on_date is None or on_date >= self.effective


@dataclass(frozen=True, slots=True)
class DeckRules:
    draw_deck_min: int
    draw_copies_max: int | None
    problem_deck_size: int
    problem_copies_max: int | None
    starting_problems_min: int
    mane_characters: int
    rules: tuple[tuple[str, str], ...]

    def rule(self, key: str) -> str:
        return dict(self.rules).get(key, "101")


@dataclass(frozen=True, slots=True)
class Format:
    id: str
    name: str
    kind: str
    """"constructed" or "limited"."""
    description: str
    source: str
    all_sets: bool
    exclude_kinds: tuple[str, ...]
    set_names: tuple[str, ...]
    bans: tuple[Ban, ...]
    deck: DeckRules
    provided_mane_characters: tuple[str, ...] = ()
    provided_starting_problems: tuple[str, ...] = ()

    @property
    def is_limited(self) -> bool:
        return self.kind == "limited"

    def set_is_legal(self, db: CardDatabase, set_name: str, on_date: date | None) -> bool:
        info = db.set_info(set_name)
        if info is None:
            return False
        if self.all_sets:
            if info.kind in self.exclude_kinds:
                return False
        elif set_name not in self.set_names:
            return False
        released = date.fromisoformat(info.released) if info.released else None
        return not (on_date is not None and released is not None and released > on_date)

    def legal_printing(self, db: CardDatabase, card: Card, on_date: date | None) -> Card | None:
        """A printing of the card's name that is legal here, if any (reprints count by name)."""
        for printing in db.by_name(card.full_name) or [card]:
            if self.set_is_legal(db, printing.set_name, on_date):
                return printing
        return None

    def ban_for(self, card: Card, on_date: date | None) -> Ban | None:
        for ban in self.bans:
            if _fold(ban.name) == _fold(card.full_name) and ban.applies_on(on_date):
                return ban
        return None


def _fold(text: str) -> str:
    return fold(text)


def _parse(data: dict[str, Any], source: str, bans_by_id: dict[str, tuple[Ban, ...]]) -> Format:
    try:
        deck = data["deck"]
        sets = data["sets"]
        bans = tuple(
            Ban(b["code"], b["name"], date.fromisoformat(b["effective"])) for b in data.get("bans", ())
        )
        if data.get("bans_from"):
            bans = bans_by_id[data["bans_from"]] + bans
        provided_manes: list[str] = []
        provided_problems: list[str] = []
        for pool in data.get("blocks", {}).values():
            provided_manes += pool.get("provided_mane_characters", [])
            provided_problems += pool.get("provided_starting_problems", [])
        return Format(
            id=data["id"],
            name=data["name"],
            kind=data["kind"],
            description=data.get("description", ""),
            source=data.get("source", ""),
            all_sets=bool(sets.get("all")),
            exclude_kinds=tuple(sets.get("exclude_kinds", ())),
            set_names=tuple(sets.get("names", ())),
            bans=bans,
            deck=DeckRules(
                deck["draw_deck_min"],
                deck.get("draw_copies_max"),
                deck["problem_deck_size"],
                deck.get("problem_copies_max"),
                deck["starting_problems_min"],
                deck["mane_characters"],
                tuple(sorted(deck.get("rules", {}).items())),
            ),
            provided_mane_characters=tuple(provided_manes),
            provided_starting_problems=tuple(provided_problems),
        )
    except (KeyError, TypeError, ValueError) as exc:
        raise CardDataError(f"{source}: malformed format definition ({exc!r})") from None


def load_formats_from(folder: Path) -> dict[str, Format]:
    """Every format in `folder`; a format may borrow another's banlist with "bans_from"."""
    raw: dict[str, tuple[dict[str, Any], str]] = {}
    for path in sorted(folder.glob("*.json")):
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise CardDataError(f"{path}: cannot read the format ({exc})") from None
        if not isinstance(data, dict) or "id" not in data:
            raise CardDataError(f"{path}: a format file needs an object with an \"id\"")
        raw[data["id"]] = (data, str(path))
    formats: dict[str, Format] = {}
    bans: dict[str, tuple[Ban, ...]] = {}
    pending = dict(raw)
    while pending:
        progressed = False
        for format_id, (data, source) in list(pending.items()):
            parent = data.get("bans_from")
            if parent and parent not in bans:
                if parent not in raw:
                    raise CardDataError(f"{source}: bans_from names unknown format {parent!r}")
                continue
            formats[format_id] = _parse(data, source, bans)
            bans[format_id] = formats[format_id].bans
            del pending[format_id]
            progressed = True
        if not progressed:
            raise CardDataError("formats borrow banlists from each other in a circle: " + ", ".join(pending))
    return formats


@lru_cache(maxsize=1)
def load_formats() -> dict[str, Format]:
    """The shipped formats by id."""
    return load_formats_from(resource_path("mlp", "formats"))


def get_format(format_id: str) -> Format:
    formats = load_formats()
    try:
        return formats[format_id]
    except KeyError:
        known = ", ".join(sorted(formats))
        raise CardDataError(f"unknown format {format_id!r} (known: {known})") from None
