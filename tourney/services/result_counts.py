"""How many of a round's results are in, counted one way wherever it is shown.

A bye is not a table and needs no result (its win is recorded when it is
paired), so it is counted apart: 13 players make 6 tables and a bye, and with
two results typed the round reads "2 of 6 results, 4 missing, and a bye" in the
round picker, under the Rounds tab, in the terminal and on players' phones
alike. Counting the bye as a result in one place and not in another once made
the window say "2/7 results" beside "5 results missing".
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Protocol

from engine.core.plural import how_many


class _Seat(Protocol):
    """A match as any reader holds it (a database row or a shown row)."""

    @property
    def is_bye(self) -> bool: ...

    @property
    def result(self) -> str | None: ...


@dataclass(frozen=True, slots=True)
class ResultCount:
    """A round's tables, the results entered at them, and its byes (which need none)."""

    tables: int
    entered: int
    byes: int = 0

    @property
    def missing(self) -> int:
        return self.tables - self.entered

    def _and_byes(self) -> str:
        if not self.byes:
            return ""
        return "a bye" if self.byes == 1 else how_many(self.byes, "bye")

    def tables_line(self) -> str:
        """"6 tables and a bye", as the printed pairings count them."""
        byes = self._and_byes()
        tables = how_many(self.tables, "table")
        return f"{tables} and {byes}" if byes else tables

    def results_line(self) -> str:
        """"2 of 6 results, 4 missing, and a bye"; "all 6 results in" once complete. A round
        of one table, such as a final, has "no result yet" (not "0 of 1 result, 1 missing"),
        then "the result is in"."""
        if not self.tables:
            return self.tables_line()
        if self.missing and self.tables == 1:
            line = "no result yet"
        elif self.missing:
            line = f"{self.entered} of {how_many(self.tables, 'result')}, {self.missing} missing"
        elif self.tables == 1:
            line = "the result is in"
        else:
            line = f"all {how_many(self.tables, 'result')} in"
        byes = self._and_byes()
        return f"{line}, and {byes}" if byes else line


def count_results(matches: Iterable[_Seat]) -> ResultCount:
    """Count a round's matches: tables with and without a result, and byes apart."""
    rows = list(matches)
    byes = sum(1 for m in rows if m.is_bye)
    entered = sum(1 for m in rows if m.result is not None and not m.is_bye)
    return ResultCount(tables=len(rows) - byes, entered=entered, byes=byes)
