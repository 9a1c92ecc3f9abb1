"""`tourney cards import --game battledome FILE...`: card-data files into the card database.

Importing adds the sets the files hold and replaces those sets where the database
already has them; the database's other sets stay, unless the organizer asks to keep
only what is imported. Nothing is written unless every file reads cleanly, and the
new database replaces the old one in one step, so a bad file loses no data.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from engine.battledome.cards.database import (
    DATABASE_FILE,
    forget_loaded_database,
    load_database_file,
    read_card_data,
)
from engine.battledome.cards.errors import CardDataError
from engine.battledome.cards.jsonfile import CardData, CardSet, write_json
from engine.battledome.cards.model import Card, CardKind
from engine.core.plural import how_many

MAX_FILE_BYTES = 20_000_000


@dataclass(frozen=True, slots=True)
class ImportResult:
    """What an import wrote, and what in the data looks odd without being wrong."""

    target: Path
    data: CardData
    imported: int
    kept: int
    notes: tuple[str, ...]

    def lines(self) -> tuple[str, ...]:
        sets = ", ".join(f"{s.name} ({s.code})" for s in self.data.sets)
        out = [f"imported {how_many(self.imported, 'card')}; the card database {self.target} now holds "
               f"{how_many(len(self.data.cards), 'card')} in {how_many(len(self.data.sets), 'set')}: {sets}"]
        if self.kept:
            out.append(f"kept {self.kept} cards of sets the imported files do not hold")
        out += [f"note: {note}" for note in self.notes]
        return tuple(out)


def read_files(paths: Sequence[Path]) -> CardData:
    """Every card of the files, refusing a card id that two files (or two cards) share."""
    sets: dict[str, CardSet] = {}
    cards: list[Card] = []
    origin: dict[str, str] = {}
    if not paths:
        raise CardDataError("name at least one card-data file (.json or .csv)")
    for path in paths:
        if path.is_dir():
            raise CardDataError(f"{path}: a folder; name the card-data files themselves (.json or .csv)")
        try:
            if path.stat().st_size > MAX_FILE_BYTES:
                raise CardDataError(f"{path}: larger than {MAX_FILE_BYTES // 1_000_000} MB; not a card-data file")
            raw = path.read_bytes()
        except OSError as exc:
            raise CardDataError(f"cannot read {path}: {exc.strerror}") from None
        data = read_card_data(raw, path.name)
        for card in data.cards:
            key = card.id.casefold()
            if key in origin:
                raise CardDataError(f"{path.name}: the card id {card.id} ({card.name}) is also in {origin[key]}")
            origin[key] = f"{path.name} ({card.name})"
            cards.append(card)
        for card_set in data.sets:
            sets.setdefault(card_set.code, card_set)
    return CardData(tuple(sets.values()), tuple(cards))


def import_card_files(paths: Sequence[Path], target_dir: Path, replace: bool = False) -> ImportResult:
    """Read the files, merge them into the database in `target_dir`, write it; `CardDataError` if not."""
    incoming = read_files(paths)
    target = target_dir / DATABASE_FILE
    kept_cards: tuple[Card, ...] = ()
    kept_sets: tuple[CardSet, ...] = ()
    if target.is_file() and not replace:
        try:
            existing = load_database_file(target)
        except CardDataError as exc:
            raise CardDataError(f"the card database {target} cannot be read ({exc}); "
                                "pass --replace to write a new one from the imported files only") from None
        codes = {s.code for s in incoming.sets}
        kept_cards = tuple(c for c in existing.cards if c.set_code not in codes)
        kept_sets = tuple(s for s in existing.sets if s.code not in codes)
        taken = {c.id.casefold(): c for c in kept_cards}
        for card in incoming.cards:
            if card.id.casefold() in taken:
                raise CardDataError(f"the card id {card.id} ({card.name}) is already used by "
                                    f"{taken[card.id.casefold()].name} in set {taken[card.id.casefold()].set_code}")
    merged = CardData((*kept_sets, *incoming.sets), (*kept_cards, *incoming.cards))
    _write(target, write_json(merged))
    forget_loaded_database()
    return ImportResult(target, merged, len(incoming.cards), len(kept_cards), tuple(oddities(merged)))


def _write(target: Path, text: str) -> None:
    """Write the whole file beside the old one, then swap it in (never half a database)."""
    target.parent.mkdir(parents=True, exist_ok=True)
    temporary = target.with_name(target.name + ".new")
    temporary.write_text(text, encoding="utf-8")
    os.replace(temporary, target)


def oddities(data: CardData) -> list[str]:
    """What a deck or a game will trip over: icons and Map Pieces that name no card in the data."""
    names = {c.name.casefold() for c in data.cards}
    notes = []
    for card in data.cards:
        if card.rainbow_pool_icon and card.rainbow_pool_icon.casefold() not in names:
            notes.append(f"{card.name} ({card.id}): its Rainbow Pool icon names {card.rainbow_pool_icon!r}, "
                         "which is no card in the database")
        if card.kind is CardKind.MAP_PIECE and card.map_piece_of.casefold() not in names:
            notes.append(f"{card.name} ({card.id}): collected for {card.map_piece_of!r}, "
                         "which is no card in the database")
    return notes
