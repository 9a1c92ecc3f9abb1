"""Which cards the rules engine implements: implemented, partial or missing.

A card is implemented when every paragraph of its text (on both sides, for a
Mane Character) is recognised by a template or per-card rule and all its
keywords are supported; partial when some of it is; missing when none of its
text is. Vanilla cards are implemented.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from engine.mlp.state.library import CardLibrary

_RANK = {"implemented": 0, "partial": 1, "missing": 2}


@dataclass(frozen=True, slots=True)
class CardCoverage:
    code: str
    name: str
    status: str
    unsupported: tuple[str, ...]


def coverage(library: CardLibrary) -> list[CardCoverage]:
    """One row per card in the library, in library order."""
    rows = []
    for card in library.cards():
        spec = library.spec(card.id)
        faces = [spec] if spec.boosted is None else [spec, spec.boosted]
        status = max((f.status for f in faces), key=_RANK.__getitem__)
        if status == "missing" and any(f.status != "missing" for f in faces):
            status = "partial"
        unsupported = tuple(u for f in faces for u in f.unsupported)
        rows.append(CardCoverage(card.code, card.full_name, status, unsupported))
    return rows


def counts(rows: list[CardCoverage]) -> dict[str, int]:
    found = Counter(row.status for row in rows)
    return {status: found.get(status, 0) for status in _RANK}
