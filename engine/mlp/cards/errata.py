"""Card errata (comprehensive rules section 10) applied as data.

Each erratum names a card and lists changes: replace a fragment of the text,
add a trait, set a subtitle, or only note an erratum whose printed excerpt is
too partial to apply mechanically. Applying reports whether the change was
made, was already in the source text, or could not be located.

A `replace` keeps the text it changed as the printed one (`Card.original_text`). Where the
card source already words the errata'd text its own way (Daisy's "its owner' hand", Ship
Shape's later wording), a `source_wording` change puts the rules' wording in its place
without calling the source's the printed text. A card an erratum could not be applied to
says so in its note, so that every place showing the note marks the text shown as the
source's, not the errata'd one.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from engine.mlp.cards.errors import CardDataError
from engine.mlp.cards.model import Card
from engine.mlp.cards.report import ImportReport

NOT_APPLIED = " The text shown is the card source's, as printed: this erratum could not be applied to it."
"""Added to the note of an erratum whose change was not found in the card's text."""


@dataclass(frozen=True, slots=True)
class Erratum:
    set_name: str
    title: str
    subtitle: str
    changes: tuple[dict[str, str], ...]
    note: str

    @property
    def full_name(self) -> str:
        return f"{self.title}, {self.subtitle}" if self.subtitle else self.title


def load_errata(path: Path) -> list[Erratum]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        return [
            Erratum(e["set"], e["title"], e.get("subtitle", ""), tuple(e.get("changes", ())), e["note"])
            for e in data["errata"]
        ]
    except (OSError, ValueError, KeyError, TypeError) as exc:
        raise CardDataError(f"{path}: cannot read the errata list ({exc})") from None


def _matches(card: Card, erratum: Erratum, set_code: str | None) -> bool:
    # Promo reprints carry their set's code ("CGpf6") but sit in the Promos product.
    in_set = card.set_name == erratum.set_name or (set_code is not None and card.set_code == set_code)
    if not in_set or card.title.casefold() != erratum.title.casefold():
        return False
    # "Added subtitle" errata name the card by its new subtitle, which the source lacks.
    adds_subtitle = any(c.get("kind") == "set_subtitle" for c in erratum.changes)
    return adds_subtitle or card.subtitle.casefold() == erratum.subtitle.casefold()


def _apply_one(card: Card, erratum: Erratum, report: ImportReport) -> Card:
    where = f"{card.set_name} {card.code} {card.full_name} [{card.id}]"
    text = card.text
    boosted_text = card.boosted.text if card.boosted is not None else None
    traits = list(card.traits)
    subtitle = card.subtitle
    note = erratum.note
    reworded = False
    for change in erratum.changes:
        kind = change.get("kind")
        if kind == "source_wording":
            if change["old"] in text:
                text = text.replace(change["old"], change["new"], 1)
                reworded = True
                report.add("errata-source-wording", where, "Text", change["old"], "the source's wording of the erratum replaced by the rules' wording")
            else:
                report.add("errata-not-located", where, "Text", change["old"], "source wording not found; text left as in the source, card flagged")
                note += NOT_APPLIED
        elif kind == "replace":
            old, new = change["old"], change["new"]
            if old in text:
                text = text.replace(old, new, 1)
            elif boosted_text is not None and old in boosted_text:
                boosted_text = boosted_text.replace(old, new, 1)
            elif new in text or (boosted_text is not None and new in boosted_text):
                report.add("errata-already-current", where, "Text", new, "source text already has the erratum")
            else:
                report.add("errata-not-located", where, "Text", old, "fragment not found; text left as in the source, card flagged")
                note += NOT_APPLIED
        elif kind == "add_trait":
            if change["trait"] in traits:
                report.add("errata-already-current", where, "Traits", change["trait"], "trait already present")
            else:
                traits.append(change["trait"])
        elif kind == "set_subtitle":
            if subtitle == change["subtitle"]:
                report.add("errata-already-current", where, "Subname", subtitle, "subtitle already present")
            subtitle = change["subtitle"]
        elif kind == "set_text":
            text = change["text"]
        else:
            raise CardDataError(f"errata for {erratum.full_name}: unknown change kind {kind!r}")
    lowered = {t.casefold() for t in traits}
    boosted = card.boosted
    if boosted is not None and boosted_text != boosted.text:
        boosted = replace(boosted, text=boosted_text, original_text=boosted.text, errata=(*boosted.errata, note))
    # (a source's own wording of the erratum is not the printed text)
    printed = card.original_text if reworded or text == card.text else card.text
    return replace(
        card,
        text=text,
        original_text=printed,
        traits=tuple(traits),
        subtitle=subtitle,
        epic=card.epic or "epic" in lowered,
        dilemma=card.dilemma or "dilemma" in lowered,
        errata=(*card.errata, note),
        boosted=boosted,
    )


def apply_errata(cards: list[Card], errata: list[Erratum], report: ImportReport) -> list[Card]:
    """Cards with every erratum applied; an erratum naming no card is reported."""
    out = list(cards)
    codes: dict[str, str] = {}
    for card in cards:
        if not card.set_name.casefold().startswith("promo"):
            codes.setdefault(card.set_name, card.set_code)
    for erratum in errata:
        code = codes.get(erratum.set_name)
        hits = [i for i, card in enumerate(out) if _matches(card, erratum, code) and not card.is_token]
        if not hits:
            report.add("errata-no-card", f"{erratum.set_name} {erratum.full_name}", "errata", erratum.note, "no such card in the imported sets; skipped")
            continue
        for i in hits:
            out[i] = _apply_one(out[i], erratum, report)
    return out


def errata_to_json(errata: list[Erratum]) -> dict[str, Any]:
    return {"errata": [{"set": e.set_name, "title": e.title, "subtitle": e.subtitle, "changes": list(e.changes), "note": e.note} for e in errata]}


def errata_lines(card: Card) -> list[str]:
    """What a judge reads under a card's text about its errata: each erratum's note, and the
    printed text where an erratum changed it, marked as such, so that the errata'd text shown
    above is never taken for the printed one (nor the printed one for the errata'd)."""
    lines = [note if note.casefold().startswith("errata") else f"Errata: {note}" for note in card.errata]
    if card.original_text is not None:
        which = "Boosted side's printed text" if card.is_boosted_side else "Printed text"
        lines.append(f"{which} (before the errata): " + card.original_text.replace("\n", " / "))
    return lines
