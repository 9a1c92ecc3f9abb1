"""The History tab: the event's audit log in sentences, so a judge can see who changed what and when.

A long entry (a top cut listing eight long names, a corrected result with its reason) ends in
"…" in its row: the row's tooltip holds it whole, and a double-click or Enter on the row opens it
whole in a window of its own, to read and copy at leisure (a tooltip goes when the mouse moves).
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import (
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tourney.gui.context import AppContext
from tourney.gui.table_models import ROW_ROLE, HistoryTableModel, RowFilterProxy
from tourney.gui.table_views import EXTENDED, LoadsWhenShown, filter_edit, setup_list_view
from tourney.gui.whole_text_dialog import WholeTextDialog
from tourney.services import history


class HistoryTab(LoadsWhenShown):
    """Every recorded change to the event, newest first, filterable."""

    title = "History"

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("historyTab")
        self.context = context
        self.event_id: int | None = None
        self.model = HistoryTableModel(self)
        self.proxy = RowFilterProxy(self)
        self.proxy.setSourceModel(self.model)
        self.view = QTableView()
        setup_list_view(self.view, self.proxy, sort=(0, Qt.SortOrder.DescendingOrder),
                        selection=EXTENDED, stretch=(4,), striped=True, wrap=False)
        self.view.activated.connect(self.show_whole)
        self.dialog: WholeTextDialog | None = None
        self.filter_edit = filter_edit(self.proxy, "Filter by station, person, action, player or table…")
        layout = QVBoxLayout(self)
        layout.addWidget(self.filter_edit)
        layout.addWidget(self.view, 1)
        context.data_changed.connect(self._on_data_changed)

    def set_event(self, event_id: int | None) -> None:
        self.event_id = event_id
        self.reload_when_seen()

    def refresh(self) -> None:
        self.stale = False
        event_id = self.event_id
        rows = (
            []
            if event_id is None
            else self.context.read(lambda s: history.history(s, event_id))
        )
        self.model.set_rows(rows)

    def _on_data_changed(self, area: str) -> None:
        if area == "database":
            self.set_event(None)
        elif self.event_id is not None:
            self.reload_when_seen()

    def show_whole(self, index: QModelIndex | QPersistentModelIndex) -> WholeTextDialog | None:
        """Open the entry at `index` whole in a window of its own (made once, then reused)."""
        row = index.data(ROW_ROLE) if index.isValid() else None
        if not isinstance(row, history.HistoryRow):
            return None
        if self.dialog is None:
            self.dialog = WholeTextDialog(self)
        when = row.at.astimezone().strftime("%Y-%m-%d %H:%M:%S")
        what = row.action + (" (undone)" if row.undone else "")
        heading = (f"<b>{escape(what)}</b> — {escape(when)}, {escape(row.who)} "
                   f"(entered by {escape(row.operator)} at station {escape(row.station)})")
        self.dialog.show_text("History entry", heading, row.details)
        return self.dialog
