"""A list printed in two halves side by side, split page by page.

The pool sheet and the deck-list form both fill a long list down the left half
and then down the right. Split as one table, a list longer than a page read
wrongly: page 1 held the top of the left half and the top of the right half,
and the bottom of the left half stood at the top of page 2. This flowable
cuts the list into page-sized parts first, so each page reads down its own
left half and then its right.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Generic, TypeVar

from reportlab.platypus import Flowable, Table

Slot = TypeVar("Slot")
TableOf = Callable[[Sequence[Slot], bool], Table]
"""Builds the table of some slots in two halves; True adds the list's total line."""


class PageHalves(Flowable, Generic[Slot]):
    """`slots` (one per writing line) in two halves, each page its own halves, the total last."""

    def __init__(self, slots: Sequence[Slot], table_of: TableOf[Slot], row_height: float) -> None:
        super().__init__()
        self.slots, self.table_of, self.row_height = tuple(slots), table_of, row_height
        self._whole: Table | None = None

    def wrap(self, availWidth: float, availHeight: float) -> tuple[float, float]:
        self._whole = self.table_of(self.slots, True)
        return self._whole.wrap(availWidth, availHeight)

    def draw(self) -> None:
        assert self._whole is not None
        self._whole.drawOn(self.canv, 0, 0)

    def split(self, availWidth: float, availHeight: float) -> list[Flowable]:
        probe = self.table_of(self.slots[:2], True)  # headings, one line and the total
        overhead = probe.wrap(availWidth, availHeight)[1] - self.row_height
        rows = int((availHeight - overhead) // self.row_height)
        if rows < 1 or 2 * rows >= len(self.slots):
            return []
        here, rest = self.slots[: 2 * rows], self.slots[2 * rows:]
        return [self.table_of(here, False), PageHalves(rest, self.table_of, self.row_height)]
