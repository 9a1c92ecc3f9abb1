"""The Staff tab: who organizes, judges and keeps score at the event.

Penalties and deck checks name who issued them; this is where those people
are entered.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QHBoxLayout,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tourney.gui.context import AppContext
from tourney.gui.dialogs import StaffDialog, StaffValues, open_dialog
from tourney.gui.table_models import RowFilterProxy, StaffTableModel
from tourney.gui.table_views import selected_row, setup_list_view
from tourney.services import staff
from tourney.services.staff import StaffRow


class StaffTab(QWidget):
    """The event's staff with Add and Remove."""

    title = "Staff"

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("staffTab")
        self.context = context
        self.event_id: int | None = None
        self.dialog: StaffDialog | None = None
        self.model = StaffTableModel(self)
        self.proxy = RowFilterProxy(self)
        self.proxy.setSourceModel(self.model)
        self.view = QTableView()
        setup_list_view(self.view, self.proxy, stretch=(1,))
        self.add_button = QPushButton("&Add staff…")
        self.remove_button = QPushButton("&Remove role")
        self.add_button.clicked.connect(self.add_staff)
        self.remove_button.clicked.connect(self.remove_selected)
        actions = QVBoxLayout()
        actions.addWidget(self.add_button)
        actions.addWidget(self.remove_button)
        actions.addStretch(1)
        layout = QHBoxLayout(self)
        layout.addWidget(self.view, 1)
        layout.addLayout(actions)
        self.view.selectionModel().selectionChanged.connect(self._update_buttons)
        context.data_changed.connect(self._on_data_changed)
        self._update_buttons()

    def set_event(self, event_id: int | None) -> None:
        self.event_id = event_id
        self.refresh()

    def refresh(self) -> None:
        event_id = self.event_id
        rows = (
            [] if event_id is None else self.context.read(lambda s: staff.list_staff(s, event_id))
        )
        self.model.set_rows(rows)
        self._update_buttons()

    def _on_data_changed(self, area: str) -> None:
        if area == "database":
            self.set_event(None)
        elif area in ("staff", "players"):
            self.refresh()

    def selected(self) -> StaffRow | None:
        return selected_row(self.view, StaffRow)

    def _update_buttons(self) -> None:
        self.add_button.setEnabled(self.event_id is not None)
        self.remove_button.setEnabled(self.selected() is not None)

    def add_staff(self) -> StaffDialog | None:
        event_id = self.event_id
        if event_id is None:
            return None

        def submit(values: StaffValues) -> bool:
            return self.context.try_run(
                self.dialog,
                lambda s: staff.assign_staff(
                    s, event_id, role=values.role, name=values.name,
                    player_number=values.player_number,
                ),
                changes="staff",
            )

        dialog = StaffDialog(self, roles=staff.ROLE_LABELS, submit=submit)
        self.dialog = dialog
        return open_dialog(dialog)

    def remove_selected(self) -> bool:
        row = self.selected()
        if row is None:
            return False
        return self.context.try_run(
            self, lambda s: staff.remove_staff(s, row.assignment_id), changes="staff"
        )
