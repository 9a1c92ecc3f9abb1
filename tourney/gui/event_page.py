"""One event's page: a header and a tab per area of work.

Extension point: every tab is a widget with `title`, `set_event(event_id)`
and `refresh()`. Add a tab by appending its factory to `EVENT_TAB_FACTORIES`
(Rounds, Standings, Penalties, Deck checks...); the page creates the tabs
once and tells each which event is open.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol, TypeVar

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QSizePolicy,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from tourney.errors import NotFoundError
from tourney.gui.clock_window import ClockWindow
from tourney.gui.context import AppContext
from tourney.gui.deck_checks_tab import DeckChecksTab
from tourney.gui.deck_lists_tab import DeckListsTab
from tourney.gui.errors import show_user_error
from tourney.gui.history_tab import HistoryTab
from tourney.gui.limited_tab import LimitedTab
from tourney.gui.penalties_tab import PenaltiesTab
from tourney.gui.players_tab import PlayersTab
from tourney.gui.printing import ReportPrinter
from tourney.gui.rounds_tab import RoundsTab
from tourney.gui.setup_tab import SetupTab
from tourney.gui.staff_tab import StaffTab
from tourney.gui.standings_tab import StandingsTab
from tourney.gui.table_models import format_label
from tourney.services import events, gui_queries, topcut


class EventTab(Protocol):
    """What the event page needs from a tab."""

    title: str

    def set_event(self, event_id: int | None) -> None: ...

    def refresh(self) -> None: ...


T = TypeVar("T")
EventTabFactory = Callable[[AppContext, QWidget], QWidget]

# Tabs in display order; later features insert their own factory here
# (History stays last).
EVENT_TAB_FACTORIES: list[EventTabFactory] = [
    SetupTab,
    PlayersTab,
    LimitedTab,
    DeckListsTab,
    RoundsTab,
    StandingsTab,
    PenaltiesTab,
    DeckChecksTab,
    StaffTab,
    HistoryTab,
]

# The Print menu: (label, report kind, pairings/penalties order).
PRINT_MENU: tuple[tuple[str, str, str], ...] = (
    ("Pairings by &name…", "pairings", "name"),
    ("Pairings by &table…", "pairings", "table"),
    ("&Standings…", "standings", "name"),
    ("Top-cut &bracket…", "bracket", "name"),
    ("Match result &slips…", "slips", "name"),
    ("&Penalty report…", "penalties", "time"),
    ("Blank &deck-list form…", "decklist-form", "name"),
)


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
        # A long event name wraps under itself: on one line it held the page wider than a
        # 1024-pixel screen, with Round clock and Print off its edge.
        self.title_label.setWordWrap(True)
        self.title_label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self.details_label = QLabel()
        self.details_label.setObjectName("eventDetails")
        self.printer = ReportPrinter(context, self)
        self.print_button = QToolButton()
        self.print_button.setObjectName("printButton")
        self.print_button.setText("Pri&nt")
        self.print_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.print_menu = QMenu(self.print_button)
        for label, kind, by in PRINT_MENU:
            action = self.print_menu.addAction(label)
            action.triggered.connect(
                lambda _checked=False, k=kind, b=by: self.choose_print(k, by=b)
            )
        self.print_button.setMenu(self.print_menu)
        self.clock_button = QPushButton("Round cloc&k")
        self.clock_button.setToolTip("Open the round clock in its own window (for a projector)")
        self.clock_button.clicked.connect(self.open_clock)
        self.clock_window: ClockWindow | None = None
        self.tabs = QTabWidget()
        self.tabs.setObjectName("eventTabs")
        self.event_tabs: list[QWidget] = []
        for factory in EVENT_TAB_FACTORIES:
            self.add_tab(factory(context, self))

        header = QHBoxLayout()
        header.addWidget(self.back_button)
        header.addSpacing(12)
        header.addWidget(self.title_label, 1)
        header.addWidget(self.clock_button)
        header.addWidget(self.print_button)
        layout = QVBoxLayout(self)
        layout.addLayout(header)
        layout.addWidget(self.details_label)
        layout.addWidget(self.tabs, 1)
        self.round_actions = self._add_round_shortcuts()
        context.data_changed.connect(self._on_data_changed)

    def _add_round_shortcuts(self) -> dict[str, QAction]:
        """The scorekeeper's keys, working from every tab and whatever has the focus.

        They belong to the page, not the Rounds tab: a shortcut of a hidden tab
        does nothing, and the scorekeeper presses them from the Players or
        Standings tab as often as from Rounds.
        """
        made: dict[str, QAction] = {}
        for name, label, keys, slot in (
            ("pair", "Pair next round", "Ctrl+Shift+P", self.pair_next_round),
            ("publish", "Publish the draft", "Ctrl+Shift+U", self.publish_round),
            ("result", "Type a result", "Ctrl+R", self.focus_result_line),
        ):
            action = QAction(label, self)
            action.setObjectName(f"{name}Shortcut")
            action.setShortcut(QKeySequence(keys))
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            action.triggered.connect(slot)
            self.addAction(action)
            made[name] = action
        return made

    def pair_next_round(self) -> int | None:
        """Ctrl+Shift+P: pair the next Swiss round, shown on the Rounds tab."""
        tab = self.rounds_tab
        self.show_tab(tab)
        if not tab.pair_button.isEnabled():
            tab.show_status(tab.pair_button.toolTip())
            return None
        return tab.pair_next_round()

    def publish_round(self) -> bool:
        """Ctrl+Shift+U: publish the draft shown on the Rounds tab."""
        tab = self.rounds_tab
        self.show_tab(tab)
        return tab.publish_button.isEnabled() and tab.publish()

    def focus_result_line(self) -> None:
        """Ctrl+R: to the result line, ready to type."""
        tab = self.rounds_tab
        self.show_tab(tab)
        tab.result_edit.setFocus()
        tab.result_edit.selectAll()

    def add_tab(self, tab: QWidget) -> None:
        """Add one tab (a widget following `EventTab`)."""
        self.event_tabs.append(tab)
        self.tabs.addTab(tab, str(getattr(tab, "title", tab.objectName())))
        if self.event_id is not None:
            tab.set_event(self.event_id)  # type: ignore[attr-defined]

    def tab_of(self, kind: type[T]) -> T:
        """The page's tab of a given class (tests and menus reach tabs this way)."""
        for tab in self.event_tabs:
            if isinstance(tab, kind):
                return tab
        raise LookupError(f"the event page has no {kind.__name__}")

    @property
    def players_tab(self) -> PlayersTab:
        return self.tab_of(PlayersTab)

    @property
    def rounds_tab(self) -> RoundsTab:
        return self.tab_of(RoundsTab)

    @property
    def standings_tab(self) -> StandingsTab:
        return self.tab_of(StandingsTab)

    @property
    def penalties_tab(self) -> PenaltiesTab:
        return self.tab_of(PenaltiesTab)

    @property
    def deck_checks_tab(self) -> DeckChecksTab:
        return self.tab_of(DeckChecksTab)

    @property
    def deck_lists_tab(self) -> DeckListsTab:
        return self.tab_of(DeckListsTab)

    def show_tab(self, tab: QWidget) -> None:
        self.tabs.setCurrentWidget(tab)

    # -- printing and the clock ------------------------------------------------
    def choose_print(self, kind: str, *, by: str = "name") -> object | None:
        """Ask for a file name and save the report there (the shown round for round reports)."""
        if self.event_id is None:
            return None
        round_row = self.rounds_tab.current_round()
        number = round_row.number if round_row is not None and kind in ("pairings", "slips") else None
        event_id = self.event_id
        # one standings printout is not another: each round's (and the final placings) get
        # a name of their own, so the next one does not offer to replace the last
        file_name = (
            self.context.read(lambda s: gui_queries.standings_file_name(s, event_id))
            if kind == "standings" else None
        )
        return self.printer.choose_file(
            event_id, kind, by=by, round_number=number, file_name=file_name
        )

    def open_clock(self) -> ClockWindow | None:
        """Show the clock of the round on the Rounds tab (else the newest) in its own window."""
        event_id = self.event_id
        if event_id is None:
            return None
        round_row = self.rounds_tab.current_round()
        round_id = round_row.id if round_row is not None else self.context.read(
            lambda s: gui_queries.current_round_id(s, event_id)
        )
        if round_id is None:
            show_user_error(self, "pair a round first: the clock belongs to a round")
            return None
        if self.clock_window is not None:
            self.clock_window.close()
            self.clock_window.deleteLater()
        self.clock_window = ClockWindow(self.context, round_id)
        self.clock_window.setAttribute(Qt.WidgetAttribute.WA_QuitOnClose, False)
        self.clock_window.show()
        return self.clock_window

    def set_event(self, event_id: int) -> None:
        """Show the event as if opened afresh, even the one already open (after a restore):
        what a tab showed before (a round chosen, a selection) belonged to the event as it
        was, so every tab lets go of it and starts from the event as it is now."""
        self.event_id = event_id
        self.context.current_event_id = event_id  # other stations' changes to it matter now
        self._show_header()
        for tab in self.event_tabs:
            tab.set_event(None)  # type: ignore[attr-defined]
            tab.set_event(event_id)  # type: ignore[attr-defined]
        self._show_tabs_that_apply()

    def _show_tabs_that_apply(self) -> None:
        """Hide a tab that says it does not apply to this event (Limited for a constructed one)."""
        for tab in self.event_tabs:
            applies = getattr(tab, "applies", None)
            if applies is not None:
                self.tabs.setTabVisible(self.tabs.indexOf(tab), bool(applies))

    @property
    def limited_tab(self) -> LimitedTab:
        return self.tab_of(LimitedTab)

    def _on_data_changed(self, area: str) -> None:
        """Any change may move the event on (pairing starts the Swiss rounds, the last final
        finishes it): the header reads the event again, so it never shows a stage that is over."""
        if area == "database":
            self.event_id = None
            self.title_label.clear()
            self.details_label.clear()
        elif self.event_id is not None:
            self._show_header()
            if area == "events":
                self._show_tabs_that_apply()

    def _show_header(self) -> None:
        event_id = self.event_id
        if event_id is None:
            return
        try:
            row = self.context.read(
                lambda s: topcut.with_stage(s, events.get_event(s, event_id))
            )
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
                f"status: {row.status_label}",
            ]
        )
        self.details_label.setText("  ·  ".join(parts))
