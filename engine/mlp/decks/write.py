"""Write decks as OCTGN .o8d, plain text and CSV, in the section order OCTGN uses."""

from __future__ import annotations

import csv
import io

from engine.mlp.cards.model import CardType
from engine.mlp.decks.model import Deck, ResolvedEntry
from engine.mlp.decks.parse import OCTGN_GAME_ID

# OCTGN's MLP game definition names these sections.
_O8D_SECTIONS: tuple[tuple[str, tuple[CardType, ...]], ...] = (
    ("Mane Character", (CardType.MANE,)),
    ("Friends", (CardType.FRIEND,)),
    ("Resources", (CardType.RESOURCE,)),
    ("Events", (CardType.EVENT,)),
    ("Troublemakers", (CardType.TROUBLEMAKER,)),
    ("Problems", (CardType.PROBLEM,)),
)


def _merged(deck: Deck) -> list[ResolvedEntry]:
    """One entry per card id, first appearance order, counts added."""
    order: list[str] = []
    totals: dict[str, ResolvedEntry] = {}
    for entry in deck.entries:
        key = entry.card.id
        if key in totals:
            previous = totals[key]
            totals[key] = ResolvedEntry(previous.card, previous.qty + entry.qty, previous.section, previous.line)
        else:
            order.append(key)
            totals[key] = entry
    return [totals[k] for k in order]


def _grouped(deck: Deck) -> list[tuple[str, list[ResolvedEntry]]]:
    entries = _merged(deck)
    return [(name, [e for e in entries if e.card.type in types]) for name, types in _O8D_SECTIONS]


def _xml_text(text: str) -> str:
    """Text as XML character data: &, < and > escaped (what `xml.sax.saxutils.escape` does,
    without importing it: it brings the URL and HTTP modules along, a slow start for every
    command that reads the card catalog)."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _xml_attribute(text: str) -> str:
    """Text as a quoted XML attribute value (as `xml.sax.saxutils.quoteattr` writes it: in
    single quotes when it holds a double one, white space kept as characters)."""
    escaped = _xml_text(text).replace("\n", "&#10;").replace("\r", "&#13;").replace("\t", "&#9;")
    if '"' not in escaped:
        return f'"{escaped}"'
    if "'" not in escaped:
        return f"'{escaped}'"
    return '"' + escaped.replace('"', "&quot;") + '"'


def write_o8d(deck: Deck) -> str:
    lines = ['<?xml version="1.0" encoding="utf-8" standalone="yes"?>', f'<deck game="{OCTGN_GAME_ID}">']
    for name, entries in _grouped(deck):
        lines.append(f'  <section name="{name}" shared="False">')
        for e in entries:
            lines.append(f'    <card qty="{e.qty}" id={_xml_attribute(e.card.id)}>{_xml_text(e.card.full_name)}</card>')
        lines.append("  </section>")
    lines.append("</deck>")
    return "\n".join(lines) + "\n"


def write_text(deck: Deck, *, with_codes: bool = False) -> str:
    """Headings with totals and "3 Title, Subtitle" lines, as judges like to read them."""
    out: list[str] = []
    for name, entries in _grouped(deck):
        if not entries:
            continue
        out.append(f"{name} ({sum(e.qty for e in entries)})")
        for e in entries:
            code = f" ({e.card.code})" if with_codes else ""
            out.append(f"{e.qty} {e.card.full_name}{code}")
        out.append("")
    return "\n".join(out)


def write_csv(deck: Deck) -> str:
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(["qty", "name", "code", "section", "id"])
    for _name, entries in _grouped(deck):
        for e in entries:
            writer.writerow([e.qty, e.card.full_name, e.card.code, e.section, e.card.id])
    return buffer.getvalue()


WRITERS = {"o8d": write_o8d, "text": write_text, "csv": write_csv}
