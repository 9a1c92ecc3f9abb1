"""The start page: every event in the database, and creating a new one."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tourney.gui.context import ActionFailed, AppContext
from tourney.gui.dialogs import EventDialog, EventValues, open_dialog
from tourney.gui.table_models import ROW_ROLE, EventTableModel, RowFilterProxy
from tourney.gui.table_views import filter_edit, selected_row, setup_list_view
from tourney.services import events, topcut
from tourney.services.events import EventRow


class EventListPage(QWidget):
    """A sortable, filterable list of events with New / Open / Edit."""

    open_event = Signal(int)

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("eventListPage")
        self.context = context
        self.dialog: EventDialog | None = None

        self.model = EventTableModel(self)
        self.proxy = RowFilterProxy(self)
        self.proxy.setSourceModel(self.model)
        self.view = QTableView()
        setup_list_view(self.view, self.proxy, sort=(1, Qt.SortOrder.DescendingOrder),
                        stretch=(0,), striped=True, wrap=False)
        # a double-click or Enter on the chosen event opens it
        self.view.activated.connect(self._open_index)

        title = QLabel("Events")
        title.setObjectName("pageTitle")
        font = title.font()
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        title.setFont(font)
        self.filter_edit = filter_edit(self.proxy, "Filter events…")
        self.new_button = QPushButton("&New event…")
        self.open_button = QPushButton("&Open")
        self.edit_button = QPushButton("Ed&it…")
        self.new_button.clicked.connect(self.new_event)
        self.open_button.clicked.connect(self._open_selected)
        self.edit_button.clicked.connect(self.edit_selected)
        self.empty_label = QLabel("No events yet. Create one with “New event…”.")
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)

        top = QHBoxLayout()
        top.addWidget(title)
        top.addStretch(1)
        top.addWidget(self.filter_edit)
        buttons = QHBoxLayout()
        buttons.addWidget(self.new_button)
        buttons.addWidget(self.open_button)
        buttons.addWidget(self.edit_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.empty_label)
        layout.addLayout(buttons)

        self.view.selectionModel().selectionChanged.connect(self._update_buttons)
        context.data_changed.connect(self._on_data_changed)
        self.refresh()

    def refresh(self) -> None:
        self.model.set_rows(self.context.read(
            lambda s: [topcut.with_stage(s, row) for row in events.list_events(s)]
        ))
        self.empty_label.setVisible(self.model.rowCount() == 0)
        self._update_buttons()

    def _on_data_changed(self, area: str) -> None:
        if area in ("events", "players", "database"):
            self.refresh()

    def selected_event(self) -> EventRow | None:
        return selected_row(self.view, EventRow)

    def _update_buttons(self) -> None:
        has = self.selected_event() is not None
        self.open_button.setEnabled(has)
        self.edit_button.setEnabled(has)

    def _open_index(self, index: QModelIndex) -> None:
        row = index.siblingAtColumn(0).data(ROW_ROLE)
        if isinstance(row, EventRow):
            self.open_event.emit(row.id)

    def _open_selected(self) -> None:
        event = self.selected_event()
        if event is not None:
            self.open_event.emit(event.id)

    def new_event(self) -> EventDialog:
        """Open the New event dialog; a created event opens straight away."""

        def submit(values: EventValues) -> bool:
            try:
                row = self.context.run(
                    self.dialog,
                    lambda s: events.create_event(
                        s,
                        name=values.name,
                        start_date=values.start_date,
                        end_date=values.end_date,
                        venue=values.venue,
                        game_system=values.game_system,
                        format=values.format or None,
                        tier=values.tier,
                        swiss_rounds=values.swiss_rounds,
                        top_cut=values.top_cut,
                        late_entry_policy=values.late_entry_policy,
                    ),
                    changes="events",
                )
            except ActionFailed:
                return False
            self.open_event.emit(row.id)
            return True

        return self._show_dialog(
            EventDialog(self, systems=events.game_system_choices(), submit=submit)
        )

    def edit_selected(self) -> EventDialog | None:
        event = self.selected_event()
        if event is None:
            return None
        event_id = event.id

        def submit(values: EventValues) -> bool:
            return self.context.try_run(
                self.dialog,
                lambda s: events.edit_event(s, event_id, **values.as_settings()),
                changes="events",
            )

        dialog = EventDialog(self, systems=events.game_system_choices(), submit=submit, event=event)
        return self._show_dialog(dialog)

    def _show_dialog(self, dialog: EventDialog) -> EventDialog:
        self.dialog = dialog
        return open_dialog(dialog)
