"""The card-data spreadsheet: one row per card, the columns of docs/battledome-cards.md.

An organizer with printed cards in hand fills this in with any spreadsheet program
and saves it as CSV. Spreadsheets differ in what they write (a byte-order mark, ";"
between cells where "," is the decimal mark, headings typed as "HP" or "Hit Points"),
so the reader accepts those and refuses everything else with the line and column.
"""

from __future__ import annotations

import csv
import io

from engine.battledome.cards.codec import FIELDS, card_from_dict, card_to_dict
from engine.battledome.cards.errors import CardDataError
from engine.battledome.cards.jsonfile import CardData, CardSet
from engine.battledome.cards.model import Card

SET_NAME = "set_name"
"""A column only the spreadsheet has: the name of the card's set (the JSON file lists sets apart)."""
COLUMNS: tuple[str, ...] = (*FIELDS[:2], SET_NAME, *FIELDS[2:])

ALIASES: dict[str, str] = {
    "set": "set_code", "code": "set_code", "set code": "set_code", "collector number": "number", "no": "number",
    "#": "number", "type": "kind", "card type": "kind", "card text": "text", "hp": "hit_points",
    "hit points": "hit_points", "atk": "attack", "def": "defence", "defense": "defence", "agi": "agility",
    "level requirement": "level", "lvl": "level", "codestone colors": "codestone_colors",
    "codestone colours": "codestone_colors", "colors": "codestone_colors", "stat boosts": "boosts",
    "boost": "boosts", "team icons": "teams", "team": "teams", "team icon": "teams",
    "rainbow pool icon": "rainbow_pool_icon", "equipment slot": "equipment_slot", "map piece of": "map_piece_of",
    "starts in rainbow pool": "starts_in_rainbow_pool", "set name": SET_NAME,
}
MAX_ROWS = 20000


def column_key(heading: str) -> str:
    """The field a column heading stands for ("Hit Points" -> "hit_points"), or the heading folded."""
    folded = " ".join(heading.replace("_", " ").split()).casefold()
    return ALIASES.get(folded, folded.replace(" ", "_"))


def read_csv(raw: bytes | str, filename: str) -> CardData:
    """The cards of a spreadsheet saved as CSV; `CardDataError` naming the file, line and column."""
    if isinstance(raw, bytes):
        try:
            text = raw.decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            raise CardDataError(f"{filename}: not a text (UTF-8) file: byte {exc.start} cannot be read; "
                                "save the spreadsheet as 'CSV UTF-8'") from None
    else:
        text = raw.removeprefix("\ufeff")
    if "\x00" in text:
        raise CardDataError(f"{filename}: not a CSV file (it holds binary data); save the spreadsheet as CSV")
    first = text.split("\n", 1)[0]
    delimiter = ";" if first.count(";") > first.count(",") else ","
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter, strict=True)
    try:
        header = next(reader, None)
        if header is None or not any(cell.strip() for cell in header):
            raise CardDataError(f"{filename}: empty; the first line names the columns "
                                f"(at least {', '.join(('set_code', 'number', 'kind', 'name'))})")
        keys = [column_key(cell) for cell in header]
        _check_header(keys, header, filename)
        sets: dict[str, str] = {}
        cards: list[Card] = []
        seen: dict[str, int] = {}
        for cells in reader:
            line = reader.line_num
            if not any(cell.strip() for cell in cells):
                continue
            if len(cards) >= MAX_ROWS:
                raise CardDataError(f"{filename}, line {line}: more than {MAX_ROWS} cards in one file")
            if len(cells) > len(keys) and any(c.strip() for c in cells[len(keys):]):
                raise CardDataError(f"{filename}, line {line}: {len(cells)} cells but only {len(keys)} "
                                    "columns have a heading (a stray separator in a cell? put the text in quotes)")
            row = {key: cells[i] if i < len(cells) else "" for i, key in enumerate(keys) if key}
            set_name = " ".join(row.pop(SET_NAME, "").split())
            name = " ".join(row.get("name", "").split())
            card = card_from_dict(row, f"{filename}, line {line}" + (f" ({name})" if name else ""))
            if card.id in seen:
                raise CardDataError(f"{filename}, line {line}: the id {card.id} is already on line {seen[card.id]}")
            seen[card.id] = line
            if set_name:
                sets.setdefault(card.set_code, set_name)
            cards.append(card)
    except csv.Error as exc:
        raise CardDataError(f"{filename}, line {reader.line_num}: not readable as CSV ({exc})") from None
    if not cards:
        raise CardDataError(f"{filename}: no cards below the heading line")
    codes = dict.fromkeys(c.set_code for c in cards)
    all_unofficial = {code: all(c.unofficial for c in cards if c.set_code == code) for code in codes}
    return CardData(tuple(CardSet(code, sets.get(code, code), all_unofficial[code]) for code in codes), tuple(cards))


def _check_header(keys: list[str], header: list[str], filename: str) -> None:
    known = set(COLUMNS)
    where: dict[str, int] = {}
    for index, (key, heading) in enumerate(zip(keys, header, strict=True)):
        if not key:
            continue
        if key not in known:
            raise CardDataError(f"{filename}, line 1, column {index + 1}: {heading.strip()!r} is not a column "
                                f"(the columns are: {', '.join(COLUMNS)})")
        if key in where:
            raise CardDataError(f"{filename}, line 1: the column {key!r} is given twice "
                                f"(columns {where[key] + 1} and {index + 1})")
        where[key] = index
    missing = [k for k in ("set_code", "number", "kind", "name") if k not in where]
    if missing:
        raise CardDataError(f"{filename}, line 1: the column {missing[0]!r} is missing "
                            "(every card needs set_code, number, kind and name)")


def write_csv(data: CardData) -> str:
    """The cards as a spreadsheet, every column present (the blank template when there are no cards)."""
    names = {s.code: s.name for s in data.sets}
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(COLUMNS)
    for card in data.cards:
        record = card_to_dict(card)
        cells = []
        for key in COLUMNS:
            if key == SET_NAME:
                cells.append(names.get(card.set_code, ""))
                continue
            value = record.get(key, "")
            if key == "boosts":
                value = "; ".join(str(b) for b in card.boosts)
            elif isinstance(value, list):
                value = "; ".join(value)
            elif isinstance(value, bool):
                value = "yes" if value else ""
            cells.append(value)
        writer.writerow(cells)
    return out.getvalue()
