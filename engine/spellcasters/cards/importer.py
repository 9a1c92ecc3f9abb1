"""`tourney cards import --game spellcasters FILE...`: card-data files into the card database.

A file is JSON (the database's own format: sets and cards) or a spreadsheet
saved as CSV (one card a row). The sets read replace the sets of the same code
in the database and join the others; `replace` keeps only what was read. The
result is checked as a whole (unique ids and names, every name a card refers
to is a card) before anything is written, so a bad file changes nothing.
"""

from __future__ import annotations

import json
import os
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from engine.core.plural import how_many
from engine.spellcasters.cards.database import (
    CardDatabase,
    CardSet,
    load_database_file,
    read_json_database,
)
from engine.spellcasters.cards.errors import CardFileError
from engine.spellcasters.cards.model import AnyCard, CardKind
from engine.spellcasters.cards.spreadsheet import cards_from_csv

DATABASE_FILE = "cards.json"


@dataclass(frozen=True, slots=True)
class ReadFile:
    """What one file held."""

    path: Path
    sets: tuple[CardSet, ...]
    cards: tuple[AnyCard, ...]


def read_card_file(path: Path) -> ReadFile:
    """One card-data file by its ending (.json or .csv); `CardFileError` naming the place otherwise."""
    source = path.name
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise CardFileError(source, f"cannot be read ({exc.strerror or exc})") from None
    suffix = path.suffix.casefold()
    if suffix == ".json":
        db = read_json_database(raw, source)
        return ReadFile(path, db.sets, db.cards)
    if suffix in (".csv", ".tsv", ".txt"):
        cards, set_names = cards_from_csv(raw, source)
        if not cards:
            raise CardFileError(source, "holds no cards (only a header, or nothing)")
        codes = list(dict.fromkeys(c.set_code for c in cards))
        return ReadFile(path, tuple(CardSet(code, set_names.get(code, code)) for code in codes), tuple(cards))
    raise CardFileError(source, "is neither a JSON (.json) nor a spreadsheet (.csv) card-data file")


def merge(existing: CardDatabase | None, files: Sequence[ReadFile], *, replace: bool) -> CardDatabase:
    """The database after the import: existing sets not read again, then the sets read."""
    read_codes: dict[str, ReadFile] = {}
    sets: dict[str, CardSet] = {}
    cards: list[AnyCard] = []
    for read in files:
        for card_set in read.sets:
            other = read_codes.get(card_set.code)
            if other is not None:
                raise CardFileError(read.path.name, f"set {card_set.code} is also in {other.path.name}; "
                                                    "give each set in one file")
            read_codes[card_set.code] = read
            sets[card_set.code] = card_set
        cards += read.cards
    kept_sets: list[CardSet] = []
    kept_cards: list[AnyCard] = []
    if existing is not None and not replace:
        kept_sets = [s for s in existing.sets if s.code not in sets]
        kept_cards = [c for c in existing.cards if c.set_code not in sets]
    source = ", ".join(f.path.name for f in files)
    return CardDatabase([*kept_sets, *sets.values()], [*kept_cards, *cards], source)


def import_files(paths: Sequence[Path], target_dir: Path, *, replace: bool = False,
                 base: CardDatabase | None = None) -> tuple[CardDatabase, list[str]]:
    """Read, check and write the database into `target_dir`; the database and lines saying what was done.

    The sets join those of the database already in `target_dir`, or of `base`
    when there is none yet (new cards may name the starter set's Spellcasters).
    """
    if not paths:
        raise CardFileError("import", "no card-data files given")
    files = [read_card_file(p) for p in _expand(paths)]
    target = target_dir / DATABASE_FILE
    existing = load_database_file(target) if target.is_file() else base
    db = merge(existing, files, replace=replace)
    target_dir.mkdir(parents=True, exist_ok=True)
    text = json.dumps(db.to_document(), indent=1, ensure_ascii=False) + "\n"
    partial = target.with_name(target.name + ".partial")
    partial.write_text(text, encoding="utf-8")
    os.replace(partial, target)  # a crash while writing leaves the old database whole
    lines = [f"imported {how_many(sum(len(f.cards) for f in files), 'card')} in "
             f"{how_many(len({s.code for f in files for s in f.sets}), 'set')} into {target}"]
    for card_set in db.sets:
        in_set = [c for c in db.cards if c.set_code == card_set.code]
        counts = ", ".join(f"{sum(1 for c in in_set if c.kind is k)} {k.value}"
                           for k in CardKind if any(c.kind is k for c in in_set))
        lines.append(f"  {card_set.code} {card_set.name}: {how_many(len(in_set), 'card')} ({counts})")
    return db, lines


def _expand(paths: Sequence[Path]) -> list[Path]:
    """Files as given; a folder stands for the .json and .csv files in it."""
    out: list[Path] = []
    for path in paths:
        if path.is_dir():
            found = sorted(p for p in path.iterdir() if p.suffix.casefold() in (".json", ".csv"))
            if not found:
                raise CardFileError(path.name, "the folder holds no .json or .csv card-data files")
            out += found
        else:
            out.append(path)
    return out
