"""Reading a Battledome deck list: the text a player types, or a spreadsheet's CSV.

Text: section headings "Main Deck", "Neopet Deck" and "Rainbow Pool" (a colon and a
stated total such as "Main Deck (50)" are allowed; "Neopet Pool" is read as the Neopet
Deck, as the rules use both words), then one card a line: "3 Blaze Codestone",
"3x Blaze Codestone", "Blaze Codestone x3", with an optional id in brackets
"2 Rusty Shortsword [RTS-031]". Lines starting with "#" or "//" are comments; the
first comment names the deck.

CSV: a heading line with the columns section, quantity and name (card_id optional),
then one row per card line.

Only what is not a deck list at all raises `DeckFormatError`; mistakes in a list
(a line without a count, a name no card has) are kept for the checker to classify.
"""

from __future__ import annotations

import csv
import io
import re

from engine.battledome.decks.model import MAIN, NEOPETS, RAINBOW, DeckEntry, DeckList, StatedTotal
from engine.core.errors import DeckFormatError

MAX_LINES = 2000
MAX_COPIES = 999

_HEADINGS: dict[str, str] = {
    "main deck": MAIN, "main": MAIN, "neopet deck": NEOPETS, "neopets deck": NEOPETS, "neopet pool": NEOPETS,
    "neopets": NEOPETS, "rainbow pool": RAINBOW, "rainbow": RAINBOW,
}
_HEADING = re.compile(r"^\s*(?:#+\s*)?([A-Za-z ]+?)\s*:?\s*(?:[(\[]?\s*(\d{1,4})\s*(?:cards?)?\s*[)\]]?)?\s*:?\s*$")
_ID = re.compile(r"\s*[\[(]\s*([A-Za-z0-9][A-Za-z0-9_.-]*-\d+)\s*[\])]\s*$")
_LEADING = re.compile(r"^(\d{1,4})\s*[xX×]?\s+(.+)$")
_TRAILING = re.compile(r"^(.+?)\s+[xX×]\s*(\d{1,4})$")


def read_deck(data: bytes | str, filename: str | None = None, source_format: str | None = None) -> DeckList:
    """A deck list from a file's contents; the format from `source_format`, else the file name."""
    text = _decode(data, filename)
    fmt = source_format or ("csv" if (filename or "").casefold().endswith(".csv") else "text")
    if fmt == "csv":
        return read_csv_deck(text, filename)
    if fmt != "text":
        raise DeckFormatError(f"{fmt!r} is not a Battledome deck-list format (text or csv)")
    return read_text_deck(text)


def _decode(data: bytes | str, filename: str | None) -> str:
    if isinstance(data, str):
        return data.removeprefix("\ufeff")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise DeckFormatError(f"not a text file (byte {exc.start} is not UTF-8 text)") from None
    if "\x00" in text:
        raise DeckFormatError("not a deck list (the file holds binary data)")
    return text


def heading_of(line: str) -> tuple[str, int | None] | None:
    """The section a heading line opens and the total it states, or None for a card line."""
    match = _HEADING.match(line)
    if match is None:
        return None
    section = _HEADINGS.get(" ".join(match.group(1).split()).casefold())
    if section is None:
        return None
    return section, int(match.group(2)) if match.group(2) else None


def split_card_line(text: str) -> tuple[int | None, str, str | None]:
    """(copies, name, id) of a card line; copies None when the line gives none."""
    card_id = None
    found = _ID.search(text)
    if found:
        card_id = found.group(1)
        text = text[: found.start()].rstrip()
    for pattern, qty_group, name_group in ((_LEADING, 1, 2), (_TRAILING, 2, 1)):
        match = pattern.match(text)
        if match:
            return int(match.group(qty_group)), " ".join(match.group(name_group).split()), card_id
    return None, " ".join(text.split()), card_id


def read_text_deck(text: str) -> DeckList:
    lines = text.splitlines()
    if len(lines) > MAX_LINES:
        raise DeckFormatError(f"{len(lines)} lines; a deck list has at most {MAX_LINES}")
    entries: list[DeckEntry] = []
    totals: list[StatedTotal] = []
    name = ""
    section: str | None = None
    for number, raw in enumerate(lines, start=1):
        line = raw.strip()
        if not line:
            continue
        if line.startswith(("#", "//")) and heading_of(line) is None:
            if not name:
                name = line.lstrip("#/ ").strip()
            continue
        heading = heading_of(line)
        if heading is not None:
            section, total = heading
            if total is not None:
                totals.append(StatedTotal(section, total, number))
            continue
        qty, card_name, card_id = split_card_line(line)
        if qty is not None and qty > MAX_COPIES:
            raise DeckFormatError(f"line {number}: {qty} copies is not a count a deck list holds")
        entries.append(DeckEntry(card_name, qty, section, number, card_id))
    if not entries:
        raise DeckFormatError("no card lines found (a list names cards like '3 Blaze Codestone' under "
                              "the headings Main Deck, Neopet Deck and Rainbow Pool)")
    return DeckList(tuple(entries), "text", name, tuple(totals))


_CSV_COLUMNS = {"section": "section", "quantity": "qty", "qty": "qty", "count": "qty", "copies": "qty",
                "name": "name", "card": "name", "card name": "name", "card_id": "card_id", "id": "card_id"}


def read_csv_deck(text: str, filename: str | None = None) -> DeckList:
    first = text.split("\n", 1)[0]
    delimiter = ";" if first.count(";") > first.count(",") else ","
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter, strict=True)
    entries: list[DeckEntry] = []
    try:
        header = next(reader, None)
        if header is None:
            raise DeckFormatError("empty file (a CSV deck list starts with the line: section,quantity,name)")
        keys = [_CSV_COLUMNS.get(" ".join(h.replace("_", " ").split()).casefold().replace("card id", "card_id"))
                for h in header]
        for wanted in ("section", "qty", "name"):
            if wanted not in keys:
                raise DeckFormatError(f"line 1: no {'quantity' if wanted == 'qty' else wanted} column "
                                      "(a CSV deck list starts with the line: section,quantity,name)")
        for cells in reader:
            if not any(c.strip() for c in cells):
                continue
            if reader.line_num > MAX_LINES:
                raise DeckFormatError(f"more than {MAX_LINES} lines; not a deck list")
            row = {key: cells[i].strip() for i, key in enumerate(keys) if key and i < len(cells)}
            line = reader.line_num
            heading = heading_of(row.get("section", ""))
            if row.get("section") and heading is None:
                raise DeckFormatError(f"line {line}: {row['section']!r} is not a section "
                                      "(Main Deck, Neopet Deck or Rainbow Pool)")
            qty_text = row.get("qty", "")
            if qty_text and not qty_text.isdigit():
                raise DeckFormatError(f"line {line}: the quantity {qty_text!r} is not a whole number")
            qty = int(qty_text) if qty_text else None
            if qty is not None and qty > MAX_COPIES:
                raise DeckFormatError(f"line {line}: {qty} copies is not a count a deck list holds")
            entries.append(DeckEntry(" ".join(row.get("name", "").split()), qty,
                                     heading[0] if heading else None, line, row.get("card_id") or None))
    except csv.Error as exc:
        raise DeckFormatError(f"line {reader.line_num}: not readable as CSV ({exc})") from None
    if not entries:
        raise DeckFormatError("no card rows below the heading line")
    return DeckList(tuple(entries), "csv", (filename or "").rsplit(".", 1)[0])
