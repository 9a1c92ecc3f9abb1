"""Reading a half-deck list: plain text (`3 Fire Mana` a line) or a spreadsheet (CSV: qty, name).

Text lines are `COUNT NAME`, `COUNTx NAME`, `NAME xCOUNT` or just `NAME` (one
copy); a card id (`SCS-021`) may stand for the name. Blank lines, lines
starting with `#` or `//`, and headings ending in `:` ("Spellcasters:") are
skipped, so a list can be grouped as a person likes.
"""

from __future__ import annotations

import csv
import io
import re

from engine.core.errors import DeckFormatError
from engine.spellcasters.decks.model import DeckLine, HalfDeckList

MAX_QTY = 99
_LEADING = re.compile(r"^([0-9]+)\s*[xX×]?\s+(.+)$")
_TRAILING = re.compile(r"^(.+?)\s+[xX×]\s*([0-9]+)$")


def _text(data: bytes | str) -> str:
    if isinstance(data, bytes):
        try:
            return data.decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            raise DeckFormatError(f"not a text (UTF-8) file: byte {exc.start} cannot be read") from None
    return data.removeprefix("\ufeff")


def read_deck(data: bytes | str, filename: str | None = None, source_format: str | None = None) -> HalfDeckList:
    """A list from a file's contents; the format from `source_format`, else the file name, else text."""
    text = _text(data)
    fmt = (source_format or "").casefold() or ("csv" if (filename or "").casefold().endswith(".csv") else "text")
    if fmt == "csv":
        return _read_csv(text)
    if fmt not in ("text", "txt"):
        raise DeckFormatError(f"unknown deck-list format {source_format!r} (text or csv)")
    return _read_text(text)


def _qty(text: str, line: int) -> int:
    qty = int(text)
    if not 1 <= qty <= MAX_QTY:
        raise DeckFormatError(f"line {line}: a count of {qty} copies (1 to {MAX_QTY})")
    return qty


def _read_text(text: str) -> HalfDeckList:
    lines: list[DeckLine] = []
    title = ""
    for number, raw in enumerate(text.splitlines(), 1):
        line = " ".join(raw.split())
        if not line or line.startswith(("#", "//")):
            if line.casefold().startswith(("# deck:", "# name:")):
                title = line.split(":", 1)[1].strip()
            continue
        if line.endswith(":"):
            continue
        leading, trailing = _LEADING.match(line), _TRAILING.match(line)
        if leading:
            lines.append(DeckLine(leading.group(2).strip(), _qty(leading.group(1), number), number))
        elif trailing:
            lines.append(DeckLine(trailing.group(1).strip(), _qty(trailing.group(2), number), number))
        else:
            lines.append(DeckLine(line, 1, number))
    if not lines:
        raise DeckFormatError("the list names no cards (expected lines like \"3 Fire Mana\")")
    return HalfDeckList(tuple(lines), "text", title)


def _read_csv(text: str) -> HalfDeckList:
    rows = list(csv.reader(io.StringIO(text), delimiter=max(",;\t", key=text.split("\n", 1)[0].count)))
    if not rows:
        raise DeckFormatError("the file is empty (expected a header \"qty,name\" and a row per card)")
    header = [" ".join(h.split()).casefold() for h in rows[0]]
    qty_col = next((i for i, h in enumerate(header) if h in ("qty", "quantity", "count", "copies")), None)
    name_col = next((i for i, h in enumerate(header) if h in ("name", "card", "card name")), None)
    if qty_col is None or name_col is None:
        raise DeckFormatError("line 1: the header needs a \"qty\" and a \"name\" column")
    lines: list[DeckLine] = []
    for number, row in enumerate(rows[1:], 2):
        if not any(cell.strip() for cell in row):
            continue
        name = row[name_col].strip() if name_col < len(row) else ""
        qty_text = row[qty_col].strip() if qty_col < len(row) else ""
        if not name:
            raise DeckFormatError(f"line {number}: no card name")
        if not re.fullmatch(r"[0-9]+", qty_text):
            raise DeckFormatError(f"line {number}: the count {qty_text!r} is not a whole number")
        lines.append(DeckLine(" ".join(name.split()), _qty(qty_text, number), number))
    if not lines:
        raise DeckFormatError("the list names no cards")
    return HalfDeckList(tuple(lines), "csv")
