"""Read deck lists: OCTGN .o8d (cards by id), plain text, and CSV.

Reading never judges: it records what the player wrote (names, counts, codes,
sections, stated totals, line numbers) so matching and validation can say
exactly which line is wrong and why.
"""

from __future__ import annotations

import csv
import io
import re

from engine.core.deferred import DeferredModule
from engine.mlp.cards.errors import CardDataError
from engine.mlp.decks.errors import DeckFormatError
from engine.mlp.decks.model import DeckEntry, DeckList, StatedTotal

safexml = DeferredModule("engine.mlp.cards.safexml")  # (the XML reader: loaded with the first .o8d file read)

OCTGN_GAME_ID = "65656467-b709-43b2-a5c6-80c2f216adf9"
MAX_COPIES_ON_A_LINE = 999

_O8D_SECTIONS = {
    "mane character": "mane",
    "mane characters": "mane",
    "mane": "mane",
    "problems": "problem",
    "problem": "problem",
    "problem deck": "problem",
}
_HEADING_WORDS = {
    "mane": "mane", "manes": "mane", "mane character": "mane", "mane characters": "mane",
    "problem": "problem", "problems": "problem", "problem deck": "problem",
    "draw": "draw", "draw deck": "draw", "deck": "draw", "main deck": "draw",
    "friend": "draw", "friends": "draw", "resource": "draw", "resources": "draw",
    "event": "draw", "events": "draw", "troublemaker": "draw", "troublemakers": "draw",
}
_HEADING = re.compile(
    r"^(?:#+|//|==+|\*+)?\s*(?P<word>[A-Za-z][A-Za-z ]*?)\s*(?:[:\-–]\s*|\s*[(\[]\s*)?(?P<total>\d+)?\s*[)\]]?\s*:?\s*(?:=+|\*+)?$"
)
_QTY_FIRST = re.compile(r"^(?P<qty>\d+)\s*(?:[xX×]\s*)?\s+(?P<rest>\S.*)$|^(?P<qty2>\d+)[xX×](?P<rest2>\S.*)$")
_QTY_LAST = re.compile(r"^(?P<rest>.*\S)\s+[xX×]\s*(?P<qty>\d+)$|^(?P<rest2>.*\S)\s+\((?P<qty2>\d+)\)$")
_TRAILING_CODE = re.compile(r"^(?P<rest>.*?)\s*[(\[]\s*(?P<code>[A-Za-z]{1,3}\s*#?\s*-?[A-Za-z]{0,2}\d+[a-z]?)\s*[)\]]$")
_CODE_ONLY = re.compile(r"^(?P<set>[A-Za-z]{1,3})\s*#?\s*(?P<number>-?(?:pf|f)?\d+[a-z]?)$", re.IGNORECASE)
_COMMENT = re.compile(r"^\s*(?://|;|--)")
_BULLET = re.compile(r"^(?:[-*•·]|\d+[.)])\s+(?=\S)")
_INLINE_HEADING = re.compile(r"^(?P<word>mane(?: character)?|problem|starting problem)\s*:\s*(?P<rest>\S.*)$", re.IGNORECASE)


def looks_like_code(text: str) -> str | None:
    """"PR 12", "pr#12", "CNpf3" -> "PR12"-style code; None for anything else."""
    match = _CODE_ONLY.match(text.strip())
    if match is None:
        return None
    return match["set"].upper() + match["number"]


def read_o8d(data: bytes | str, source: str = "deck.o8d") -> DeckList:
    if not (data.decode("utf-8", "replace") if isinstance(data, bytes) else data).strip("\ufeff \t\r\n"):
        # (said as what it is, not as XML broken at its first character)
        raise DeckFormatError(f"{source}: the file is empty: no card lines found")
    try:
        root = safexml.parse_xml(data, source)
    except CardDataError as exc:
        raise DeckFormatError(str(exc)) from None
    if root.tag != "deck":
        raise DeckFormatError(f"{source}: expected a <deck> root element, found <{root.tag}>")
    text = data.decode("utf-8", "replace") if isinstance(data, bytes) else data
    id_lines: dict[str, int] = {}
    for number, line in enumerate(text.splitlines(), start=1):
        found = re.search(r'id\s*=\s*"([^"]+)"', line)
        if found and "<card" in line:
            id_lines.setdefault(found.group(1).strip(), number)
    entries: list[DeckEntry] = []
    for number, section in enumerate(root.iter("section"), start=1):
        section_name = (section.get("name") or "").strip()
        kind = _O8D_SECTIONS.get(section_name.casefold(), "draw")
        for card in section.findall("card"):
            qty_text = (card.get("qty") or "").strip()
            try:
                qty: int | None = int(qty_text)
            except ValueError:
                qty = None
            if qty is not None and not 0 <= qty <= MAX_COPIES_ON_A_LINE:
                raise DeckFormatError(f"{source}: section {section_name!r}: impossible count {qty_text!r}")
            entries.append(
                DeckEntry(
                    name=" ".join((card.text or "").split()),
                    qty=qty,
                    card_id=(card.get("id") or "").strip() or None,
                    section=kind,
                    line=id_lines.get((card.get("id") or "").strip(), number),
                )
            )
    if not entries:
        raise DeckFormatError(f"{source}: the deck file lists no cards")
    return DeckList(tuple(entries), "o8d")


MAX_LINE = 200
"""Longer lines are never card lines; the limit also keeps the line patterns linear."""


def _heading(line: str) -> tuple[str, int | None] | None:
    line = " ".join(line.split())
    if len(line) > MAX_LINE:
        return None
    match = _HEADING.match(line)
    if match is None:
        return None
    section = _HEADING_WORDS.get(" ".join(match["word"].casefold().split()))
    if section is None:
        return None
    return section, int(match["total"]) if match["total"] else None


def parse_card_line(text: str) -> tuple[int | None, str, str | None]:
    """(count, name or code as written, code in brackets) from one card line."""
    qty: int | None = None
    rest = " ".join(text.split())
    if len(rest) > MAX_LINE:
        return None, rest[:MAX_LINE], None
    match = _QTY_FIRST.match(rest)
    if match:
        qty = int(match["qty"] or match["qty2"])
        rest = (match["rest"] or match["rest2"]).strip()
    else:
        match = _QTY_LAST.match(rest)
        if match:
            qty = int(match["qty"] or match["qty2"])
            rest = (match["rest"] or match["rest2"]).strip()
    code = None
    trailing = _TRAILING_CODE.match(rest)
    if trailing and trailing["rest"]:
        code = looks_like_code(trailing["code"])
        rest = trailing["rest"].strip()
    return qty, rest, code


def read_text(text: str, source: str = "deck.txt") -> DeckList:
    entries: list[DeckEntry] = []
    totals: list[StatedTotal] = []
    section: str | None = None
    group: tuple[str, int, int] | None = None  # (section, stated total, heading line)
    group_count = 0

    def close_group() -> None:
        if group is not None:
            totals.append(StatedTotal(group[0], group[1], group[2], group_count))

    for number, raw in enumerate(text.splitlines(), start=1):
        line = " ".join(raw.lstrip("\ufeff").split())
        if not line or _COMMENT.match(line):
            continue
        if line.casefold().startswith(("total", "deck name", "name:", "player")):
            continue
        heading = _heading(line)
        if heading is None:
            # "10 Problems" is a heading with its total first.
            qty_first = _QTY_FIRST.match(line)
            rest = qty_first and (qty_first["rest"] or qty_first["rest2"])
            if qty_first and rest and " ".join(rest.casefold().rstrip(":").split()) in _HEADING_WORDS:
                heading = (_HEADING_WORDS[" ".join(rest.casefold().rstrip(":").split())], int(qty_first["qty"] or qty_first["qty2"]))
        if heading is not None:
            close_group()
            section, total = heading
            group = (section, total, number) if total is not None else None
            group_count = 0
            continue
        if line.startswith("#"):
            continue
        line = _BULLET.sub("", line, count=1) if not _QTY_FIRST.match(line) or line[:1] in "-*•·" else line
        inline = _INLINE_HEADING.match(line)
        implied_qty: int | None = None
        line_section = section
        if inline:
            # "Mane Character: Twilight Sparkle, Faithful Student" names the one Mane Character.
            word = inline["word"].casefold()
            line_section = "mane" if word.startswith("mane") else "problem"
            implied_qty = 1 if line_section == "mane" else None
            line = inline["rest"].strip()
        qty, rest, code = parse_card_line(line)
        if qty is None:
            qty = implied_qty
        if qty is not None and qty > MAX_COPIES_ON_A_LINE:
            raise DeckFormatError(f"{source}: line {number}: impossible count {qty}")
        if code is None:
            code = looks_like_code(rest)
            name = "" if code else rest
        else:
            name = rest
        entries.append(DeckEntry(name=name, qty=qty, code=code, section=line_section, line=number))
        group_count += qty or 0
    close_group()
    if not entries:
        raise DeckFormatError(f"{source}: no card lines found")
    return DeckList(tuple(entries), "text", totals=tuple(totals))


_CSV_COLUMNS = {
    "qty": ("qty", "quantity", "count", "copies", "amount", "number of copies", "#"),
    "name": ("name", "card", "card name", "title", "full name"),
    "code": ("code", "set code", "card code", "set number", "number"),
    "id": ("id", "card id", "guid", "octgn id"),
    "section": ("section", "zone", "deck", "part"),
}


def read_csv(text: str, source: str = "deck.csv") -> DeckList:
    try:
        dialect = csv.Sniffer().sniff(text[:2048], delimiters=",;\t")
    except csv.Error:
        dialect = csv.excel
    try:
        rows = list(csv.reader(io.StringIO(text), dialect))
    except csv.Error as exc:
        raise DeckFormatError(f"{source}: unreadable CSV ({exc})") from None
    rows = [r for r in rows if any(cell.strip() for cell in r)]
    if not rows:
        raise DeckFormatError(f"{source}: no rows")
    header = [c.strip().casefold() for c in rows[0]]
    columns: dict[str, int] = {}
    for key, names in _CSV_COLUMNS.items():
        for i, cell in enumerate(header):
            if cell in names and key not in columns:
                columns[key] = i
    start = 1
    if "name" not in columns and "code" not in columns and "id" not in columns:
        columns, start = {"qty": 0, "name": 1}, 0
    entries: list[DeckEntry] = []
    for index, row in enumerate(rows[start:], start=start + 1):
        def cell(key: str, row: list[str] = row) -> str:
            i = columns.get(key)
            return row[i].strip() if i is not None and i < len(row) else ""

        qty_text = cell("qty")
        try:
            qty: int | None = int(qty_text.rstrip("xX×")) if qty_text else None
        except ValueError:
            raise DeckFormatError(f"{source}: row {index}: count {qty_text!r} is not a number") from None
        if qty is not None and not 0 <= qty <= MAX_COPIES_ON_A_LINE:
            raise DeckFormatError(f"{source}: row {index}: impossible count {qty}")
        section_text = cell("section").casefold()
        section = _HEADING_WORDS.get(section_text) or _O8D_SECTIONS.get(section_text)
        name, code = cell("name"), cell("code")
        if not name and not code and not cell("id"):
            continue
        entries.append(
            DeckEntry(name=name, qty=qty, card_id=cell("id") or None, code=looks_like_code(code) if code else None, section=section, line=index)
        )
    if not entries:
        raise DeckFormatError(f"{source}: no card rows found")
    return DeckList(tuple(entries), "csv")


def detect_format(data: bytes | str, filename: str | None = None) -> str:
    name = (filename or "").casefold()
    if name.endswith(".o8d") or name.endswith(".xml"):
        return "o8d"
    if name.endswith(".csv"):
        return "csv"
    text = data.decode("utf-8", "replace") if isinstance(data, bytes) else data
    head = text.lstrip("\ufeff \t\r\n")[:200]
    if head.startswith("<"):
        return "o8d"
    first = head.splitlines()[0] if head else ""
    if first.count(",") >= 1 and any(w in first.casefold() for w in ("qty", "quantity", "count", "name", "code")):
        return "csv"
    return "text"


def read_deck(data: bytes | str, filename: str | None = None, source_format: str | None = None) -> DeckList:
    """Read a deck list in any supported format (detected from the name or the content)."""
    kind = source_format or detect_format(data, filename)
    source = filename or f"deck.{kind}"
    if kind == "o8d":
        return read_o8d(data, source)
    if isinstance(data, bytes):
        try:
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError:
            text = data.decode("cp1252", "replace")
    else:
        text = data
    if kind == "csv":
        return read_csv(text, source)
    if kind == "text":
        return read_text(text, source)
    raise DeckFormatError(f"unknown deck list format {kind!r} (use o8d, text or csv)")
