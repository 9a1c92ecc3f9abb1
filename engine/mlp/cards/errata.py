"""Card errata (comprehensive rules section 10) applied as data.

Each erratum names a card and lists changes: replace a fragment of the text,
add a trait, set a subtitle, or only note an erratum whose printed excerpt is
too partial to apply mechanically. Applying reports whether the change was
made, was already in the source text, or could not be located.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from engine.mlp.cards.errors import CardDataError
from engine.mlp.cards.model import Card
from engine.mlp.cards.report import ImportReport


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


def _matches(card: Card, erratum: Erratum) -> bool:
    if card.set_name != erratum.set_name or card.title.casefold() != erratum.title.casefold():
        return False
    # "Added subtitle" errata name the card by its new subtitle, which the source lacks.
    adds_subtitle = any(c.get("kind") == "set_subtitle" for c in erratum.changes)
    return adds_subtitle or card.subtitle.casefold() == erratum.subtitle.casefold()


def _apply_one(card: Card, erratum: Erratum, report: ImportReport) -> Card:
    where = f"{card.set_name} {card.code} {card.full_name} [{card.id}]"
    text = card.text
    traits = list(card.traits)
    subtitle = card.subtitle
    for change in erratum.changes:
        kind = change.get("kind")
        if kind == "replace":
            old, new = change["old"], change["new"]
            if old in text:
                text = text.replace(old, new, 1)
            elif new in text:
                report.add("errata-already-current", where, "Text", new, "source text already has the erratum")
            else:
                report.add("errata-not-located", where, "Text", old, "fragment not found; text left as in the source, card flagged")
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
    return replace(
        card,
        text=text,
        original_text=card.text if text != card.text else None,
        traits=tuple(traits),
        subtitle=subtitle,
        epic=card.epic or "epic" in lowered,
        dilemma=card.dilemma or "dilemma" in lowered,
        errata=(*card.errata, erratum.note),
    )


def apply_errata(cards: list[Card], errata: list[Erratum], report: ImportReport) -> list[Card]:
    """Cards with every erratum applied; an erratum naming no card is reported."""
    out = list(cards)
    for erratum in errata:
        hits = [i for i, card in enumerate(out) if _matches(card, erratum) and not card.is_token]
        if not hits:
            report.add("errata-no-card", f"{erratum.set_name} {erratum.full_name}", "errata", erratum.note, "no such card in the imported sets; skipped")
            continue
        for i in hits:
            out[i] = _apply_one(out[i], erratum, report)
    return out


def errata_to_json(errata: list[Erratum]) -> dict[str, Any]:
    return {"errata": [{"set": e.set_name, "title": e.title, "subtitle": e.subtitle, "changes": list(e.changes), "note": e.note} for e in errata]}
