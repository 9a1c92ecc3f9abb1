"""How the Rounds tab shares its width between the players' names and the Result column.

The Result column used to be as wide as the round's longest possible result
("Konstantina Papadopoulou wins (2-1)"): with long names, at 1024 pixels it
took the room the names needed, and the names a scorekeeper calls out went
onto second lines. The names come first now: the Result column is as wide as
its longest result when the names still fit beside it, and otherwise keeps a
share of the width (a quarter, never less than a short result needs); a
longer result then goes on to a second line of its row, and the row's
tooltip gives it whole.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QStyle, QTableView

SHORTEST_RESULT = "Double loss (0-0)"
"""The Result column never gets narrower than this reads on one line."""
RESULT_SHARE = 4
"""When the names do not all fit, the Result column keeps 1/RESULT_SHARE of the width."""
NAME_SLACK = 3
"""Pixels a name column keeps beyond its text and margins: a name measured to fit must not wrap."""


def cell_margin(view: QTableView) -> int:
    """Room a cell keeps beside its text: what the rows' fitter allows, so a name this
    sharing lets fit on one line is one the fitter keeps on one line."""
    return 2 * (view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + 1)


class ResultColumnSharer(QObject):
    """Sizes `result_column` of `view` after each reload and each change of the list's width;
    the `player_columns` stretch into what is left, the `fixed_columns` keep their widths."""

    def __init__(
        self, view: QTableView, *, result_column: int, player_columns: Sequence[int],
        fixed_columns: Sequence[int],
    ) -> None:
        super().__init__(view)
        self._view = view
        self._result_column = result_column
        self._player_columns = tuple(player_columns)
        self._fixed_columns = tuple(fixed_columns)
        self._widest_result = 0
        self._widest_name = 0
        # one share-out once the window's edge stops moving, not one per pixel dragged
        self._later = QTimer(self)
        self._later.setSingleShot(True)
        self._later.setInterval(0)
        self._later.timeout.connect(self.share)
        view.viewport().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self._later.start()
        return False

    def measure(self, results: Iterable[str], names: Iterable[str]) -> None:
        """The round's results (those it shows and may show) and its name cells, measured once
        per reload; then the width is shared out."""
        metrics = self._view.fontMetrics()
        self._widest_result = max((metrics.horizontalAdvance(text) for text in results), default=0)
        self._widest_name = max((metrics.horizontalAdvance(text) for text in names), default=0)
        self.share()

    def result_width(self, available: int) -> int:
        """The Result column's width when `available` pixels are left for it and the names."""
        metrics = self._view.fontMetrics()
        margin = cell_margin(self._view)
        shortest = metrics.horizontalAdvance(SHORTEST_RESULT) + margin
        whole = max(shortest, self._widest_result + margin)
        # (+ the grid line and a pixel of rounding when the header shares out the stretch)
        names_room = len(self._player_columns) * (self._widest_name + margin + NAME_SLACK)
        if available - names_room >= whole:
            return whole  # everything reads on one line
        share = max(shortest, available // RESULT_SHARE)
        return min(whole, max(share, available - names_room))

    def share(self) -> None:
        header = self._view.horizontalHeader()
        fixed = sum(header.sectionSize(column) for column in self._fixed_columns)
        available = self._view.viewport().width() - fixed
        width = self.result_width(available)
        if header.sectionSize(self._result_column) != width:
            header.resizeSection(self._result_column, width)
