"""One event's page: a header and a tab per area of work.

Extension point: every tab is a widget with `title`, `set_event(event_id)`
and `refresh()`. Add a tab by appending its factory to `EVENT_TAB_FACTORIES`
(Rounds, Standings, Penalties, Deck checks...); the page creates the tabs
once and tells each which event is open.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QTabWidget, QVBoxLayout, QWidget

from tourney.errors import NotFoundError
from tourney.gui.context import AppContext
from tourney.gui.history_tab import HistoryTab
from tourney.gui.players_tab import PlayersTab
from tourney.gui.staff_tab import StaffTab
from tourney.gui.table_models import format_label
from tourney.services import events


class EventTab(Protocol):
    """What the event page needs from a tab."""

    title: str

    def set_event(self, event_id: int | None) -> None: ...

    def refresh(self) -> None: ...


EventTabFactory = Callable[[AppContext, QWidget], QWidget]

# Tabs in display order; later features insert their own factory here
# (History stays last).
EVENT_TAB_FACTORIES: list[EventTabFactory] = [PlayersTab, StaffTab, HistoryTab]


class EventPage(QWidget):
    """The open event: its name and settings on top, its tabs below."""

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("eventPage")
        self.context = context
        self.event_id: int | None = None

        self.back_button = QPushButton("← All events")
        self.title_label = QLabel()
        self.title_label.setObjectName("eventTitle")
        font = self.title_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        self.title_label.setFont(font)
        self.details_label = QLabel()
        self.details_label.setObjectName("eventDetails")
        self.tabs = QTabWidget()
        self.tabs.setObjectName("eventTabs")
        self.event_tabs: list[QWidget] = []
        for factory in EVENT_TAB_FACTORIES:
            self.add_tab(factory(context, self))

        header = QHBoxLayout()
        header.addWidget(self.back_button)
        header.addSpacing(12)
        header.addWidget(self.title_label)
        header.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addLayout(header)
        layout.addWidget(self.details_label)
        layout.addWidget(self.tabs, 1)
        context.data_changed.connect(self._on_data_changed)

    def add_tab(self, tab: QWidget) -> None:
        """Add one tab (a widget following `EventTab`)."""
        self.event_tabs.append(tab)
        self.tabs.addTab(tab, str(getattr(tab, "title", tab.objectName())))
        if self.event_id is not None:
            tab.set_event(self.event_id)  # type: ignore[attr-defined]

    @property
    def players_tab(self) -> PlayersTab:
        for tab in self.event_tabs:
            if isinstance(tab, PlayersTab):
                return tab
        raise LookupError("the event page has no Players tab")

    def set_event(self, event_id: int) -> None:
        self.event_id = event_id
        self._show_header()
        for tab in self.event_tabs:
            tab.set_event(event_id)  # type: ignore[attr-defined]

    def _on_data_changed(self, area: str) -> None:
        if area == "database":
            self.event_id = None
            self.title_label.clear()
            self.details_label.clear()
        elif self.event_id is not None and area in ("events", "players"):
            self._show_header()

    def _show_header(self) -> None:
        event_id = self.event_id
        if event_id is None:
            return
        try:
            row = self.context.read(lambda s: events.get_event(s, event_id))
        except NotFoundError:
            self.title_label.setText("(event not found)")
            return
        self.title_label.setText(row.name)
        parts = [row.dates_label]
        if row.venue:
            parts.append(row.venue)
        parts.extend(
            [
                f"{row.game_system_name}, {format_label(row.format)}",
                f"Tier {row.tier}",
                f"{row.active_player_count} active players",
                f"status: {row.status}",
            ]
        )
        self.details_label.setText("  ·  ".join(parts))
