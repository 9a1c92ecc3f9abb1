"""The importer's account of every oddity it met in the card data and what it did.

Judges and organizers read this report (it ships as resources/mlp/import-report.txt)
to see where the shipped database departs from the raw community files, so
every entry names the card, the field, the value found and the action taken.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class Oddity:
    """One surprise in the source data."""

    kind: str
    """Short, stable category ("stray-field", "keyword-in-text", ...) used for counts."""
    where: str
    """Set file and card ("Premiere PR12 Twilight Sparkle [guid]")."""
    field: str
    value: str
    action: str

    def line(self) -> str:
        return f"[{self.kind}] {self.where}: {self.field}={self.value!r}: {self.action}"


@dataclass(slots=True)
class ImportReport:
    """Collects oddities while importing; the order is the order met, which is deterministic."""

    oddities: list[Oddity] = field(default_factory=list)

    def add(self, kind: str, where: str, field_name: str, value: object, action: str) -> None:
        self.oddities.append(Oddity(kind, where, field_name, str(value), action))

    def counts(self) -> dict[str, int]:
        return dict(sorted(Counter(o.kind for o in self.oddities).items()))

    def render(self, *, header: str = "") -> str:
        """The whole report as text: counts by kind first, then every entry."""
        lines = []
        if header:
            lines.append(header)
        lines.append(f"Oddities found: {len(self.oddities)}")
        for kind, count in self.counts().items():
            lines.append(f"  {kind}: {count}")
        lines.append("")
        lines.extend(o.line() for o in self.oddities)
        return "\n".join(lines) + "\n"
