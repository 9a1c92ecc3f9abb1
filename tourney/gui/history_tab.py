"""The History tab: the event's audit log, so a judge can see who changed what and when."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tourney.gui.context import AppContext
from tourney.gui.table_models import AuditTableModel, RowFilterProxy
from tourney.gui.table_views import EXTENDED, LoadsWhenShown, filter_edit, setup_list_view
from tourney.services import audit


class HistoryTab(LoadsWhenShown):
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
        setup_list_view(self.view, self.proxy, sort=(0, Qt.SortOrder.DescendingOrder),
                        selection=EXTENDED, stretch=(4,), striped=True, wrap=False)
        self.filter_edit = filter_edit(self.proxy, "Filter by station, person, action or detail…")
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
            else self.context.read(lambda s: audit.event_history(s, event_id))
        )
        self.model.set_rows(rows)

    def _on_data_changed(self, area: str) -> None:
        if area == "database":
            self.set_event(None)
        elif self.event_id is not None:
            self.reload_when_seen()
