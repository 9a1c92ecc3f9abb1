"""Writing a half deck as text (grouped by kind, the way people read lists) or as CSV."""

from __future__ import annotations

import csv
import io

from engine.spellcasters.cards.model import CardKind
from engine.spellcasters.decks.model import HalfDeck

_HEADINGS = {CardKind.SPELLCASTER: "Spellcasters", CardKind.MANA: "Mana", CardKind.OBJECT: "Objects",
             CardKind.EQUIPMENT: "Equipment", CardKind.LOCATION: "Locations", CardKind.COMBO: "Combos"}


def write_text(deck: HalfDeck) -> str:
    lines = [f"# Spellcasters half deck ({deck.size} cards)"]
    for kind, heading in _HEADINGS.items():
        entries = [e for e in deck.entries if e.card.kind is kind]
        if entries:
            lines += ["", f"{heading}:", *(f"{e.qty} {e.card.name}" for e in entries)]
    return "\n".join(lines) + "\n"


def write_csv(deck: HalfDeck) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["qty", "name", "id", "kind"])
    for entry in deck.entries:
        writer.writerow([entry.qty, entry.card.name, entry.card.id, entry.card.kind.value])
    return out.getvalue()


WRITERS = {"text": write_text, "csv": write_csv}
