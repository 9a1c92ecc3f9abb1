"""How the window's lists look and behave, set up in one place.

Every list is read-only, selects whole rows, sorts through a filter proxy,
takes one Tab (arrow keys move inside it) and has a find-as-you-type box, so a
judge who knows one tab knows them all; the tabs differ only in which columns
stretch and how dense the rows are.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import TypeVar

from PySide6.QtCore import (
    QEvent,
    QItemSelectionModel,
    QMimeData,
    QObject,
    QPoint,
    QSortFilterProxyModel,
    Qt,
    QTimer,
)
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLineEdit,
    QSplitter,
    QStyle,
    QTableView,
    QWidget,
)

from tourney.gui.table_models import ROW_ROLE, RowTableModel

R = TypeVar("R")
SINGLE = QAbstractItemView.SelectionMode.SingleSelection
EXTENDED = QAbstractItemView.SelectionMode.ExtendedSelection
RESIZE_SAMPLE_ROWS = 100
WRAPPED_ROW_MARGIN = 6
"""Room a row of wrapped names keeps above and below its lines (`WrappedRowsFitter`): measured to
the lines alone, the second line touched the row's lower edge."""
MEASURED_ROWS_KEPT = 10_000
"""How many measured heights of wrapped rows `WrappedRowsFitter` keeps before it starts afresh."""


def one_tab_stop(view: QAbstractItemView) -> None:
    """Make `view` one stop of the window's Tab order: Tab goes on to the next control, and
    the arrow keys (Home, End, Page Up/Down) move inside the list.

    A table's own Tab walks from cell to cell through every row before the keyboard reaches
    the buttons beside it (hundreds of presses in a list of players). Every table of the
    window is set up here, so Tab reads the same in all of them; trees and plain lists
    already take one Tab."""
    view.setTabKeyNavigation(False)


def setup_list_view(
    view: QTableView,
    proxy: QSortFilterProxyModel,
    *,
    name: str = "",
    sort: tuple[int, Qt.SortOrder] | None = (0, Qt.SortOrder.AscendingOrder),
    selection: QAbstractItemView.SelectionMode = SINGLE,
    resize: QHeaderView.ResizeMode = QHeaderView.ResizeMode.ResizeToContents,
    stretch: Sequence[int] | None = None,
    compact: bool = False,
    striped: bool = False,
    wrap: bool = True,
    rows_fit_text: bool = False,
) -> QHeaderView:
    """Make `view` a read-only, row-selecting list over `proxy`; returns its header for extras.

    `sort=None` leaves the rows in the order they arrive until a header is
    clicked, so reloading a thousand ranked rows never runs a sort.
    `stretch=None` stretches the last column; otherwise these columns.
    `rows_fit_text` makes each row as tall as its wrapped text, so a long note in the
    stretched column reads whole instead of ending in "…" (each reload and each width change
    measures every row: for short lists, such as an event's penalties).
    """
    if name:
        view.setObjectName(name)
    view.setModel(proxy)
    header = view.horizontalHeader()
    if sort is None:
        header.setSortIndicator(-1, Qt.SortOrder.AscendingOrder)
        view.setSortingEnabled(True)
    else:
        view.setSortingEnabled(True)
        view.sortByColumn(*sort)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(selection)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    one_tab_stop(view)
    view.setAlternatingRowColors(striped)
    view.setWordWrap(wrap)
    view.verticalHeader().setVisible(False)
    if compact:
        view.verticalHeader().setDefaultSectionSize(view.fontMetrics().height() + 8)
    if rows_fit_text:
        view.setWordWrap(True)
        rows = view.verticalHeader()
        rows.setMinimumSectionSize(rows.defaultSectionSize())  # one line reads as on other lists
        rows.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(resize)
    # Sizing to contents reads every cell of the first rows; with thousands of players the
    # default sample (1,000 rows) stalls the first repaint after an event opens.
    header.setResizeContentsPrecision(RESIZE_SAMPLE_ROWS)
    if stretch is None:
        header.setStretchLastSection(True)
    else:
        for column in stretch:
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
    return header


def hide_blank_columns(view: QTableView, columns: Iterable[int]) -> None:
    """Hide each of `columns` that is blank in every row shown, and show it again once a row
    has something in it: a column nobody uses takes no room from the names."""
    model = view.model()
    rows = model.rowCount()
    for column in columns:
        blank = all(not model.index(row, column).data() for row in range(rows))
        view.setColumnHidden(column, blank)


def filter_edit(proxy: QSortFilterProxyModel, placeholder: str) -> QLineEdit:
    """A search box that filters `proxy` as the user types."""
    edit = QLineEdit()
    edit.setPlaceholderText(placeholder)
    edit.setClearButtonEnabled(True)
    edit.textChanged.connect(proxy.setFilterFixedString)
    return edit


def selected_rows(view: QTableView, kind: type[R]) -> list[R]:
    """The rows (of type `kind`) selected in `view`, top to bottom as selected."""
    rows = []
    for index in view.selectionModel().selectedRows():
        row = index.data(ROW_ROLE)
        if isinstance(row, kind):
            rows.append(row)
    return rows


def selected_row(view: QTableView, kind: type[R]) -> R | None:
    """The selected row of a single-selection list, if any."""
    rows = selected_rows(view, kind)
    return rows[0] if rows else None


def select_row(view: QTableView, kind: type[R], wanted: Callable[[R], bool]) -> None:
    """Select the first row shown in `view` for which `wanted` is true (none: no change)."""
    model = view.model()
    for view_row in range(model.rowCount()):
        row = model.index(view_row, 0).data(ROW_ROLE)
        if isinstance(row, kind) and wanted(row):
            view.selectRow(view_row)
            return


def reload_rows(
    view: QTableView, model: RowTableModel[R], rows: Sequence[R], same: Callable[[R], object]
) -> None:
    """Show `rows` in `view` (a list over `model`), the rows selected before selected again
    (`same` says which row is which: its id), so Start, then Record, then Print on the Deck
    checks tab, or a withdrawal on the Penalties tab, follow on the same row.

    The columns are left to the header (`setup_list_view`): they size themselves to their
    contents and the last stretches to the list's width. A resizeColumnsToContents() after each
    reload sized that last column to its text once a row was selected again: short of the
    list's right edge (a blank band) or past it (a scroll bar)."""
    with selection_kept(view, same):
        model.set_rows(rows)


@contextmanager
def selection_kept(view: QTableView, same: Callable[[R], object]) -> Iterator[None]:
    """Select again, after the reload done inside, the rows selected before it (`same`: a
    row's id): for a model reloaded some other way than `reload_rows` (the Players tab's rows
    come with their deck lists), so a drop is followed by Undrop on the same player."""
    kept = {same(row) for row in selected_rows(view, object)}  # type: ignore[arg-type]
    yield
    if not kept:
        return
    shown = view.model()
    selection = view.selectionModel()
    flags = QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows
    first = True
    for view_row in range(shown.rowCount()):
        index = shown.index(view_row, 0)
        row = index.data(ROW_ROLE)
        if row is None or same(row) not in kept:
            continue
        if first:  # the keyboard goes on from the first of them
            selection.setCurrentIndex(index, flags | QItemSelectionModel.SelectionFlag.Clear)
            first = False
        else:
            selection.select(index, flags)


def dropped_file(mime: QMimeData) -> Path | None:
    """The first local file in a drag, if it carries one."""
    for url in mime.urls():
        if url.isLocalFile():
            return Path(url.toLocalFile())
    return None


class FileDropTableView(QTableView):
    """A list that takes a file dropped on a row: `on_drop(point, path)` decides what it means."""

    def __init__(self, on_drop: Callable[[QPoint, Path], object]) -> None:
        super().__init__()
        self.on_drop = on_drop
        self.setAcceptDrops(True)
        self.viewport().setAcceptDrops(True)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DropOnly)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if dropped_file(event.mimeData()) is not None:
            event.acceptProposedAction()
        else:
            super().dragEnterEvent(event)

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        if dropped_file(event.mimeData()) is not None:
            event.acceptProposedAction()
        else:
            super().dragMoveEvent(event)

    def dropEvent(self, event: QDropEvent) -> None:
        path = dropped_file(event.mimeData())
        if path is None:
            super().dropEvent(event)
            return
        event.acceptProposedAction()
        self.on_drop(event.position().toPoint(), path)


class LoadsWhenShown(QWidget):
    """A tab whose list is costly to load: changes while it is hidden only mark it stale.

    A big event has thousands of players and log lines; reloading tabs nobody
    looks at after every typed result would stall the window.
    """

    stale = True

    def refresh(self) -> None:  # pragma: no cover - every tab overrides
        raise NotImplementedError

    def reload_when_seen(self) -> None:
        """Reload now if on screen, else when next shown."""
        self.stale = True
        if self.isVisible():
            self.refresh()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self.stale:
            self.refresh()


def table_width_needed(view: QTableView) -> int:
    """How wide `view` must be to show every column whole: a stretched column at the width
    of its longest text (of the rows sampled), the others as they are sized."""
    header = view.horizontalHeader()
    width = 2 * view.frameWidth()
    for column in range(header.count()):
        if header.isSectionHidden(column):
            continue
        if header.sectionResizeMode(column) == QHeaderView.ResizeMode.Stretch:
            width += max(view.sizeHintForColumn(column), header.sectionSizeHint(column))
        else:
            width += header.sectionSize(column)
    scroll = view.verticalScrollBar()
    if scroll.maximum() > 0:
        width += scroll.sizeHint().width()
    return width


class TableFirstSplitter(QSplitter):
    """A splitter whose first pane holds a list and the second its details: the list gets the
    width its columns need before the details get the rest (keeping `details_min` for them).

    Shared out by stretch factors alone, a list of names beside an empty details box was cut
    to "Fluttershy ..." and a column of the standings pushed out of sight in a small window,
    with half the width idle on the right. Only a list narrower than it needs is widened, so
    a divider the user drags stays where they put it until the window is resized.
    """

    def __init__(self, view: QTableView, details_min: int = 320) -> None:
        super().__init__(Qt.Orientation.Horizontal)
        self.view = view
        self.details_min = details_min

    def fit(self) -> None:
        """Widen the list's pane to show the list whole, as far as the details' minimum allows."""
        sizes = self.sizes()
        if len(sizes) < 2 or not self.isVisible():
            return
        pane = self.widget(0)
        extra = max(0, pane.width() - self.view.width())
        wanted = table_width_needed(self.view) + extra
        total = sum(sizes)
        first = min(wanted, total - self.details_min)
        if first > sizes[0]:
            self.setSizes([first, total - first])

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()


class WrappedRowsFitter(QObject):
    """Gives a row of `view` the height of its wrapped text where a cell of `columns` holds more
    than its column's width on one line, and the list's one-line height otherwise.

    The Rounds tab at 1024 pixels cut "Bartholomew Applebottom-Cunningham (3)" to
    "Bartholomew Applebottom-Cu…": a scorekeeper calling a table must read both names whole.
    Sizing every row to its contents (`rows_fit_text`) measures every cell of every row on
    each change; here only the rows whose names do not fit are measured, again after each
    reload, sort, filter and change of a column's width (rows move, names grow narrower)."""

    def __init__(self, view: QTableView, columns: Sequence[int]) -> None:
        super().__init__(view)
        self._view = view
        self._columns = tuple(columns)
        self._heights: dict[tuple[tuple[str, ...], tuple[int, ...]], int] = {}
        view.setWordWrap(True)
        rows = view.verticalHeader()
        rows.setMinimumSectionSize(rows.defaultSectionSize())  # (a row of short names: one line)
        view.horizontalHeader().sectionResized.connect(self._column_resized)
        model = view.model()
        for signal in (model.modelReset, model.layoutChanged, model.rowsInserted):
            signal.connect(lambda *_args: self.fit())
        # a result entered repaints its one row: only that row is measured again
        model.dataChanged.connect(lambda first, last, *_roles: self.fit(first.row(), last.row()))
        # a stretched column follows the list's width without a word: fit once the header has
        # shared out the new width (one fit for the many resizes of a window's edge dragged)
        self._later = QTimer(self)
        self._later.setSingleShot(True)
        self._later.setInterval(0)
        self._later.timeout.connect(self.fit)
        view.viewport().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self._later.start()
        return False

    def set_columns(self, columns: Sequence[int]) -> None:
        """Wrap `columns` from now on: a list whose columns move (the Standings' Place column
        leads once the top cut is made) says where its names now stand."""
        if tuple(columns) != self._columns:
            self._columns = tuple(columns)
            self.fit()

    def _column_resized(self, column: int, _old: int, _new: int) -> None:
        if column in self._columns:
            self.fit()

    def _height(self, row: int, one_line: int, margin: int) -> int:
        """The height row `row` needs: one line where its names fit their columns, else the
        height of its wrapped lines (measured once for the same names at the same widths: a
        reload of a round of five hundred tables measures none again)."""
        view = self._view
        model = view.model()
        metrics = view.fontMetrics()
        texts = tuple(str(model.index(row, column).data() or "") for column in self._columns)
        widths = tuple(view.columnWidth(column) for column in self._columns)
        if all(metrics.horizontalAdvance(text) <= width - margin for text, width in zip(texts, widths, strict=True)):
            return one_line
        key = (texts, (*widths, metrics.lineSpacing()))  # (a larger font: measured again)
        height = self._heights.get(key)
        if height is None:
            if len(self._heights) > MEASURED_ROWS_KEPT:
                self._heights.clear()
            # (a few pixels above and below the lines, as a one-line row has)
            height = self._heights[key] = max(one_line, view.sizeHintForRow(row) + WRAPPED_ROW_MARGIN)
        return height

    def fit(self, first: int = 0, last: int | None = None) -> None:
        """Fit the height of rows `first` to `last` (all of them by default) to their names, one
        line where they fit."""
        view = self._view
        one_line = view.verticalHeader().defaultSectionSize()
        margin = 2 * (view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + 1)
        count = view.model().rowCount()
        for row in range(max(first, 0), count if last is None else min(last + 1, count)):
            height = self._height(row, one_line, margin)
            if view.rowHeight(row) != height:
                view.setRowHeight(row, height)
