"""The History tab: the event's audit log, so a judge can see who changed what and when."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLineEdit,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tourney.gui.context import AppContext
from tourney.gui.table_models import AuditTableModel, RowFilterProxy
from tourney.services import audit


class HistoryTab(QWidget):
    """Every recorded change to the event, newest first, filterable."""

    title = "History"

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("historyTab")
        self.context = context
        self.event_id: int | None = None
        self.model = AuditTableModel(self)
        self.proxy = RowFilterProxy(self)
        self.proxy.setSourceModel(self.model)
        self.view = QTableView()
        self.view.setModel(self.proxy)
        self.view.setSortingEnabled(True)
        self.view.sortByColumn(0, Qt.SortOrder.DescendingOrder)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.setAlternatingRowColors(True)
        self.view.setWordWrap(False)
        self.view.verticalHeader().setVisible(False)
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        self.filter_edit = QLineEdit()
        self.filter_edit.setPlaceholderText("Filter by person, action or detail…")
        self.filter_edit.setClearButtonEnabled(True)
        self.filter_edit.textChanged.connect(self.proxy.setFilterFixedString)
        layout = QVBoxLayout(self)
        layout.addWidget(self.filter_edit)
        layout.addWidget(self.view, 1)
        context.data_changed.connect(self._on_data_changed)

    def set_event(self, event_id: int | None) -> None:
        self.event_id = event_id
        self._reload_when_seen()

    def _reload_when_seen(self) -> None:
        """Reload now if on screen, else on the next show: a big event's log is long."""
        self.stale = True
        if self.isVisible():
            self.refresh()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self.stale:
            self.refresh()

    stale = True

    def refresh(self) -> None:
        self.stale = False
        event_id = self.event_id
        rows = (
            []
            if event_id is None
            else self.context.read(lambda s: audit.list_entries(s, event_id=event_id))
        )
        self.model.set_rows(rows)

    def _on_data_changed(self, area: str) -> None:
        if area == "database":
            self.set_event(None)
        elif self.event_id is not None:
            self._reload_when_seen()
