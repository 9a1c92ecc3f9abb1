"""Writing a resolved Battledome deck as a text list or a CSV, in the layouts `parse` reads back."""

from __future__ import annotations

import csv
import io
from collections.abc import Callable

from engine.battledome.decks.model import SECTION_LABELS, SECTIONS, Deck


def _grouped(deck: Deck, section: str) -> list[tuple[int, str]]:
    """(copies, name) per card of a section, in list order, printings of a name counted together."""
    counts: dict[str, int] = {}
    for entry in deck.in_section(section):
        counts[entry.card.name] = counts.get(entry.card.name, 0) + entry.qty
    return [(qty, name) for name, qty in counts.items()]


def write_text(deck: Deck) -> str:
    lines = [f"# {deck.name}"] if deck.name else []
    for section in SECTIONS:
        if lines:
            lines.append("")
        lines.append(f"{SECTION_LABELS[section]} ({deck.count(section)})")
        lines += [f"{qty} {name}" for qty, name in _grouped(deck, section)]
    return "\n".join(lines) + "\n"


def write_csv(deck: Deck) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(("section", "quantity", "name"))
    for section in SECTIONS:
        for qty, name in _grouped(deck, section):
            writer.writerow((SECTION_LABELS[section], qty, name))
    return out.getvalue()


WRITERS: dict[str, Callable[[Deck], str]] = {"text": write_text, "csv": write_csv}
