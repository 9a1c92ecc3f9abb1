"""How much of the card pool a rules engine carries out: statuses, counts and tables.

Any game reports its cards with these statuses (`CardCoverage.status`); the command line
(`tourney engine coverage`) prints them, counts them and tabulates them by set or by card
type. "implemented" is the honest claim: carried out AND a judge-scenario test names the
card; "no-rules" names rules the program's rules texts don't define (the card can't be
carried out as printed until a sourced definition is found).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.core.view import CardCoverage

STATUSES = ("implemented", "untested", "partial", "missing", "no-rules")

STATUS_LABELS = {
    "implemented": "implemented",
    "untested": "carried out, not yet tested",
    "partial": "partial",
    "missing": "missing",
    "no-rules": "rules not in the program's rules texts",
}

GROUPINGS = {"set": "set_name", "type": "card_type"}
_SHORT = {"implemented": "impl", "untested": "untested", "partial": "partial", "missing": "missing",
          "no-rules": "no-rules"}


def tally(rows: Iterable[CardCoverage]) -> dict[str, int]:
    """Cards per status, every status listed (0 when none)."""
    found = Counter(row.status for row in rows)
    return {status: found.get(status, 0) for status in STATUSES}


def summary_line(rows: list[CardCoverage]) -> str:
    """"implemented 575, carried out, not yet tested 310, ... (of 2031 cards)"."""
    total = tally(rows)
    parts = [f"{STATUS_LABELS[status]} {total[status]}" for status in STATUSES]
    return "; ".join(parts) + f" (of {len(rows)} cards)"


def table(rows: list[CardCoverage], by: str) -> list[str]:
    """Lines of a table of statuses per set or per card type (`by`: "set" or "type"),
    groups in the order their first card comes, then a total line."""
    field = GROUPINGS[by]
    groups: dict[str, list[CardCoverage]] = {}
    for row in rows:
        groups.setdefault(getattr(row, field) or "(none)", []).append(row)
    width = max([len(name) for name in groups] + [len(by), 5])
    head = f"{by:<{width}} " + " ".join(f"{_SHORT[s]:>8}" for s in STATUSES) + f" {'total':>6} {'impl %':>6}"
    lines = [head, "-" * len(head)]
    for name, members in [*groups.items(), ("total", rows)]:
        counted = tally(members)
        share = 100 * counted["implemented"] / len(members) if members else 0.0
        lines.append(f"{name:<{width}} " + " ".join(f"{counted[s]:>8}" for s in STATUSES)
                     + f" {len(members):>6} {share:>5.1f}%")
    return lines
