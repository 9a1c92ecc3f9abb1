"""Qt table models over plain frozen rows: one model class per table.

`RowTableModel` does the Qt bookkeeping once; each table declares its
columns (title, how to show a row, how to sort it). Sorting and filtering
happen in a `QSortFilterProxyModel` on top, using `SORT_ROLE` so dates and
numbers sort as values, not as text.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QBrush, QColor

from engine.core.registry import format_name
from tourney.db.models import STAFF_ROLES
from tourney.services.events import EventRow
from tourney.services.history import HistoryRow
from tourney.services.players import PlayerRow
from tourney.services.staff import StaffRow

R = TypeVar("R")
SORT_ROLE = Qt.ItemDataRole.UserRole + 1
ROW_ROLE = Qt.ItemDataRole.UserRole + 2
AnyIndex = QModelIndex | QPersistentModelIndex
_NO_INDEX = QModelIndex()


@dataclass(frozen=True, slots=True)
class Column(Generic[R]):
    """One column: its header, the text shown and the value it sorts by."""

    title: str
    text: Callable[[R], str]
    sort_key: Callable[[R], Any]
    align_right: bool = False
    tooltip: str = ""


def format_label(format_id: str) -> str:
    """A format id as people write it (the services' wording, so window and prints agree)."""
    return format_name(format_id)


def _blank_last(value: int | None) -> tuple[int, int]:
    """Sort key that keeps empty cells after filled ones."""
    return (1, 0) if value is None else (0, value)


class RowTableModel(QAbstractTableModel, Generic[R]):
    """A read-only table over a list of frozen rows, replaced wholesale on reload."""

    columns: Sequence[Column[R]] = ()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[R] = []
        self._sort_keys: dict[int, list[Any]] = {}

    def set_rows(self, rows: Sequence[R]) -> None:
        self.beginResetModel()
        self._rows = list(rows)
        self._sort_keys.clear()
        self.endResetModel()

    def sort_key(self, row: int, column: int) -> Any:
        """A cell's sort value, worked out once per column (sorting asks n·log n times)."""
        keys = self._sort_keys.get(column)
        if keys is None:
            key = self.columns[column].sort_key
            keys = self._sort_keys[column] = [key(r) for r in self._rows]
        return keys[row]

    def rows(self) -> list[R]:
        return list(self._rows)

    def replace_row(self, row: int, value: R) -> None:
        """Swap one row in place: views repaint that row only (no reset, no re-sort of others)."""
        self._rows[row] = value
        self._sort_keys.clear()
        self.dataChanged.emit(self.index(row, 0), self.index(row, len(self.columns) - 1))

    def row_at(self, row: int) -> R:
        return self._rows[row]

    def rowCount(self, parent: AnyIndex = _NO_INDEX) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: AnyIndex = _NO_INDEX) -> int:
        return 0 if parent.isValid() else len(self.columns)

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        if not 0 <= index.column() < len(self.columns):
            return None
        row = self._rows[index.row()]
        column = self.columns[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            return column.text(row)
        if role == SORT_ROLE:
            return column.sort_key(row)
        if role == ROW_ROLE:
            return row
        if role == Qt.ItemDataRole.TextAlignmentRole:
            horizontal = (
                Qt.AlignmentFlag.AlignRight if column.align_right else Qt.AlignmentFlag.AlignLeft
            )
            return int(horizontal | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ForegroundRole:
            return self.foreground(row)
        if role == Qt.ItemDataRole.BackgroundRole:
            return self.background(row)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.tooltip(row) or None
        return None

    def foreground(self, row: R) -> QBrush | None:
        """Override to grey out rows (e.g. dropped players)."""
        return None

    def background(self, row: R) -> QBrush | None:
        """Override to highlight rows (e.g. a missing result)."""
        return None

    def tooltip(self, row: R) -> str:
        """Override to explain a row on hover."""
        return ""

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(self.columns):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.columns[section].title
        if role == Qt.ItemDataRole.ToolTipRole and self.columns[section].tooltip:
            return self.columns[section].tooltip
        return None


class EventTableModel(RowTableModel[EventRow]):
    """The events in the event list."""

    columns: Sequence[Column[EventRow]] = (
        Column("Name", lambda r: r.name, lambda r: r.name.casefold()),
        Column("Dates", lambda r: r.dates_label, lambda r: r.start_date.toordinal()),
        Column("Venue", lambda r: r.venue, lambda r: r.venue.casefold()),
        Column("Game", lambda r: r.game_system_name, lambda r: r.game_system_name),
        Column("Format", lambda r: format_label(r.format), lambda r: r.format),
        Column("Tier", lambda r: str(r.tier), lambda r: r.tier, align_right=True),
        Column(
            "Players", lambda r: str(r.player_count), lambda r: r.player_count, align_right=True
        ),
        Column("Status", lambda r: r.status_label, lambda r: r.status),
    )


def _dropped_text(row: PlayerRow) -> str:
    if row.dropped_after_round is None:
        return ""
    if row.dropped_after_round == 0:
        return "before round 1"
    return f"round {row.dropped_after_round}"


def _player_status(row: PlayerRow, whereabouts: dict[int, str]) -> str:
    """Where the player is now ("playing at table 4", `player_whereabouts`); "dropped"
    without the round, which the "Dropped after" column beside it gives."""
    if row.is_dropped:
        return "dropped"
    return whereabouts.get(row.registration_id) or ("active" if row.status == "active" else "late entry")


def _number_sort(row: PlayerRow) -> tuple[int, int, str]:
    number = row.player_number
    if number is None:
        return (2, 0, "")
    if number.isdigit():
        return (0, int(number), number)
    return (1, 0, number.casefold())


class PlayerTableModel(RowTableModel[PlayerRow]):
    """An event's registered players."""

    columns: Sequence[Column[PlayerRow]] = (
        Column("Name", lambda r: r.name, lambda r: r.name.casefold()),
        Column("Player no.", lambda r: r.player_number or "", _number_sort),
        Column("Status", lambda r: _player_status(r, {}), lambda r: (r.is_dropped, r.name.casefold())),
        Column(
            "Late from",
            lambda r: "" if r.late_entry_round is None else f"round {r.late_entry_round}",
            lambda r: _blank_last(r.late_entry_round),
            tooltip="First round a late entrant can be paired in",
        ),
        Column(
            "Dropped after",
            _dropped_text,
            lambda r: _blank_last(r.dropped_after_round),
        ),
        Column(
            "Seed",
            lambda r: "" if r.seed is None else str(r.seed),
            lambda r: _blank_last(r.seed),
            align_right=True,
        ),
        Column(
            "Pinned table",  # (not where they play now: the Status says that)
            lambda r: "" if r.fixed_table is None else str(r.fixed_table),
            lambda r: _blank_last(r.fixed_table),
            align_right=True,
            tooltip="Pinned table (e.g. for accessibility)",
        ),
    )

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        # registration id -> deck-list status ("legal", "incorrect", "invalid")
        self.deck_status: dict[int, str] = {}
        # registration id -> where the player is now ("playing at table 4")
        self.whereabouts: dict[int, str] = {}
        status = Column(
            "Status",
            lambda r: _player_status(r, self.whereabouts),
            lambda r: (r.is_dropped, _player_status(r, self.whereabouts).casefold(), r.name.casefold()),
            tooltip="Where the player is in the newest announced round",
        )
        self.columns = (
            *(status if column.title == "Status" else column for column in type(self).columns),
            Column(
                "Deck list",
                lambda r: self.deck_status.get(r.registration_id, ""),
                lambda r: self.deck_status.get(r.registration_id, "~"),
                tooltip="Status of the registered deck list (Deck lists tab)",
            ),
        )

    def set_rows_and_decks(
        self, rows: Sequence[PlayerRow], deck_status: dict[int, str],
        whereabouts: dict[int, str] | None = None,
    ) -> None:
        self.beginResetModel()
        self.deck_status = dict(deck_status)
        self.whereabouts = dict(whereabouts or {})
        self._rows = list(rows)
        self._sort_keys.clear()
        self.endResetModel()

    def foreground(self, row: PlayerRow) -> QBrush | None:
        return QBrush(QColor("#8a8a8a")) if row.is_dropped else None


class RowFilterProxy(QSortFilterProxyModel):
    """Sorts by `SORT_ROLE` and filters on any column's text, case-insensitively."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setSortRole(SORT_ROLE)
        self.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.setFilterKeyColumn(-1)
        self.setDynamicSortFilter(True)

    def lessThan(self, left: AnyIndex, right: AnyIndex) -> bool:
        source = self.sourceModel()
        if isinstance(source, RowTableModel):
            a = source.sort_key(left.row(), left.column())
            b = source.sort_key(right.row(), right.column())
        else:
            a = left.data(SORT_ROLE)
            b = right.data(SORT_ROLE)
        try:
            return bool(a < b)
        except TypeError:
            return str(a) < str(b)


class PlayerFilterProxy(RowFilterProxy):
    """Adds the "show dropped players" switch to the text filter."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._show_dropped = True

    def set_show_dropped(self, show: bool) -> None:
        if show != self._show_dropped:
            self.beginFilterChange()
            self._show_dropped = show
            self.endFilterChange()

    def filterAcceptsRow(self, source_row: int, source_parent: AnyIndex) -> bool:
        if not self._show_dropped:
            index = self.sourceModel().index(source_row, 0, source_parent)
            row = index.data(ROW_ROLE)
            if isinstance(row, PlayerRow) and row.is_dropped:
                return False
        return super().filterAcceptsRow(source_row, source_parent)


class HistoryTableModel(RowTableModel[HistoryRow]):
    """The event's history in sentences (`tourney.services.history`), newest first by default."""

    columns: Sequence[Column[HistoryRow]] = (
        Column(
            "When",
            lambda r: r.at.astimezone().strftime("%Y-%m-%d %H:%M:%S"),
            lambda r: (r.at, r.id),
        ),
        Column("Station", lambda r: r.station, lambda r: r.station.casefold()),
        Column("Who", lambda r: r.who, lambda r: r.who.casefold(),
               tooltip="The judge an action names (who issued a penalty), else the station's operator"),
        Column("What", lambda r: r.action + (" (undone)" if r.undone else ""), lambda r: r.action),
        Column("Details", lambda r: r.details, lambda r: r.details.casefold()),
    )

    def tooltip(self, row: HistoryRow) -> str:
        entered = f"Entered by {row.operator} at station {row.station}"
        return (f"{row.details}\n{entered}" + ("\nThis change was undone." if row.undone else "")
                + "\nDouble-click or press Enter to read it whole in a window.")

    def foreground(self, row: HistoryRow) -> QBrush | None:
        return QBrush(QColor("#8a8a8a")) if row.undone else None


class StaffTableModel(RowTableModel[StaffRow]):
    """The people working an event and their roles."""

    columns: Sequence[Column[StaffRow]] = (
        Column("Role", lambda r: r.role_label, lambda r: (STAFF_ROLES.index(r.role), r.name)),
        Column("Name", lambda r: r.name, lambda r: r.name.casefold()),
        Column("Player no.", lambda r: r.player_number or "", lambda r: r.player_number or ""),
    )
