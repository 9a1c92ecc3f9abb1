"""Card data as a spreadsheet (CSV): one card a row, columns as docs/spellcasters-cards.md lists them.

Each row becomes the dict the JSON file would hold and goes through the same
checks (`codec.card_from_dict`), so an error names the file, the line and the
column. A Spell is written either in one cell (`spell1`: `Name | damage | cost
| to-hit | effects`) or in columns of its own (`spell1_name`, `spell1_damage`,
`spell1_cost`, `spell1_to_hit`, `spell1_effects`, `spell1_text`).
"""

from __future__ import annotations

import csv
import io
import re
from typing import Any

from engine.spellcasters.cards.codec import (
    COMMON_FIELDS,
    KIND_FIELDS,
    MAX_SPELLS,
    card_from_dict,
    card_to_dict,
)
from engine.spellcasters.cards.compact import write_spell
from engine.spellcasters.cards.errors import CardFileError, FieldError
from engine.spellcasters.cards.model import AnyCard, Spellcaster

SPELL_PARTS = ("name", "damage", "cost", "to_hit", "effects", "text")
EXTRA_COLUMNS = ("set_name",)
"""Columns that describe the set rather than the card (the set's name)."""


def _card_columns() -> list[str]:
    columns = list(COMMON_FIELDS)
    for kind_fields in KIND_FIELDS.values():
        columns += [f for f in kind_fields if f not in columns and f != "spells"]
    return columns


CARD_COLUMNS = tuple(_card_columns())
SPELL_COLUMNS = tuple([f"spell{n}" for n in range(1, MAX_SPELLS + 1)]
                      + [f"spell{n}_{p}" for n in range(1, MAX_SPELLS + 1) for p in SPELL_PARTS])
ALL_COLUMNS = (*CARD_COLUMNS, *SPELL_COLUMNS, *EXTRA_COLUMNS)
WRITTEN_COLUMNS = ("set", "number", "name", "kind", "element", "classification", "hp", "power", "guard",
                   "spell1", "spell2", "not_in_play_with", "effects", "works_on", "overrides", "changes",
                   "requires", "text", "program_own")


def _header_key(text: str) -> str:
    return "_".join(text.strip().casefold().replace("-", " ").split())


def read_rows(raw: bytes | str, source: str) -> list[tuple[int, dict[str, str]]]:
    """The rows under the header, each with its line number; blank rows are left out."""
    if isinstance(raw, bytes):
        try:
            text = raw.decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            raise CardFileError(source, f"not a text (UTF-8) file: byte {exc.start} cannot be read") from None
    else:
        text = raw.removeprefix("\ufeff")
    first_line = text.split("\n", 1)[0]
    # spreadsheets in some languages save with ";" or tabs: the header shows which
    delimiter = max(",;\t", key=first_line.count)
    reader = csv.reader(io.StringIO(text), delimiter=delimiter)
    try:
        header = next(reader)
    except StopIteration:
        raise CardFileError(source, "the file is empty (expected a header row naming the columns)") from None
    except csv.Error as exc:
        raise CardFileError(source, f"not a readable CSV file ({exc})", line=1) from None
    columns = [_header_key(h) for h in header]
    for index, column in enumerate(columns):
        if column not in ALL_COLUMNS:
            raise CardFileError(source, f"unknown column {header[index].strip()!r} (columns: "
                                        f"{', '.join(WRITTEN_COLUMNS)}; see the card-data format)", line=1)
        if columns.count(column) > 1:
            raise CardFileError(source, f"the column {header[index].strip()!r} is given twice", line=1)
    for needed in ("name", "kind", "number"):
        if needed not in columns:
            raise CardFileError(source, f"the header has no {needed!r} column", line=1)
    rows = []
    try:
        for values in reader:
            line = reader.line_num
            if not any(v.strip() for v in values):
                continue
            if len(values) > len(columns):
                raise CardFileError(source, f"{len(values)} cells in a row under {len(columns)} columns", line=line)
            rows.append((line, dict(zip(columns, [*values, *[""] * (len(columns) - len(values))], strict=True))))
    except csv.Error as exc:
        raise CardFileError(source, f"not a readable CSV row ({exc})", line=reader.line_num) from None
    return rows


def row_to_dict(row: dict[str, str]) -> dict[str, Any]:
    """A row as the card dict of the JSON format (FieldError naming the column on a mistake)."""
    data: dict[str, Any] = {k: v for k, v in row.items() if k in CARD_COLUMNS and v.strip()}
    spells: list[Any] = []
    for n in range(1, MAX_SPELLS + 1):
        cell = row.get(f"spell{n}", "").strip()
        parts = {p: row.get(f"spell{n}_{p}", "").strip() for p in SPELL_PARTS}
        if cell and any(parts.values()):
            raise FieldError(f"spell{n}", f"spell {n} is given both in one cell and in spell{n}_... columns")
        if cell:
            spells.append(cell)
        elif any(parts.values()):
            spell: dict[str, Any] = {"name": parts["name"], "damage": parts["damage"] or "0",
                                     "cost": parts["cost"], "to_hit": parts["to_hit"] or None,
                                     "effects": parts["effects"].replace(",", ";"), "text": parts["text"]}
            spells.append(spell)
    if spells:
        data["spells"] = spells
    return data


def cards_from_csv(raw: bytes | str, source: str, default_set: str = "") -> tuple[list[AnyCard], dict[str, str]]:
    """The cards of a spreadsheet, and the set names its `set_name` column gives (code -> name)."""
    cards: list[AnyCard] = []
    set_names: dict[str, str] = {}
    for line, row in read_rows(raw, source):
        where = row.get("name", "").strip()
        try:
            card = card_from_dict(row_to_dict(row), default_set=default_set)
        except FieldError as exc:
            raise CardFileError(source, exc.detail, line=line, where=where, field=_column(exc.field)) from None
        name = row.get("set_name", "").strip()
        if name:
            set_names.setdefault(card.set_code, name)
        cards.append(card)
    return cards, set_names


def _column(field: str) -> str:
    """The spreadsheet column a field of the card dict came from (`spells[1] cost` -> `spell2 cost`)."""
    match = re.match(r"spells\[(\d+)\](.*)", field)
    if match:
        return f"spell{int(match.group(1)) + 1}{match.group(2)}"
    return field


def cards_to_csv(cards: list[AnyCard]) -> str:
    """The cards as a spreadsheet, one Spell a cell; reading it back gives the same cards."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(WRITTEN_COLUMNS)
    for card in cards:
        data = card_to_dict(card)
        row: dict[str, str] = {}
        for key, value in data.items():
            if key == "spells":
                continue
            if isinstance(value, list):
                row[key] = "; ".join(value)
            elif isinstance(value, bool):
                row[key] = "yes" if value else ""
            else:
                row[key] = str(value)
        if isinstance(card, Spellcaster):
            for n, spell in enumerate(card.spells, 1):
                row[f"spell{n}"] = write_spell(spell)
        writer.writerow([row.get(c, "") for c in WRITTEN_COLUMNS])
    return out.getvalue()
