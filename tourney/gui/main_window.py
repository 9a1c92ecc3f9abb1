"""The main window: the event list, and an event's page once one is opened."""

from __future__ import annotations

import gc

from PySide6.QtCore import QByteArray, QSettings, Qt
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QFileDialog, QLabel, QMainWindow, QStackedWidget, QWidget

from tourney.db.database import open_database
from tourney.errors import NotFoundError, UserError
from tourney.gui.about_dialog import AboutDialog, database_description
from tourney.gui.backups_dialog import BackupsDialog
from tourney.gui.context import AppContext
from tourney.gui.dialogs import open_dialog
from tourney.gui.errors import show_user_error
from tourney.gui.event_list import EventListPage
from tourney.gui.event_page import EventPage
from tourney.gui.exporting import EventExporter
from tourney.gui.file_dialogs import file_dialog
from tourney.gui.last_folders import DATABASES, LastFolders
from tourney.gui.match_table import MatchTableWindow
from tourney.gui.match_table_dialogs import table_games
from tourney.gui.sharing import ShareDialog, Sharing
from tourney.gui.station_dialog import StationDialog, station_status
from tourney.gui.undo_menu import UndoMenu
from tourney.gui.venue_screen import VenueScreen
from tourney.gui.window_size import resize_within_screen
from tourney.services import events

GEOMETRY_KEY = "main_window/geometry"
STATE_KEY = "main_window/state"


class MainWindow(QMainWindow):
    """Pages in a stack: the event list first, an event page after Open."""

    def __init__(
        self,
        context: AppContext,
        *,
        settings: QSettings | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self.setWindowTitle("tourney")
        self.context = context
        self.settings = settings if settings is not None else QSettings()
        context.settings = self.settings
        self.file_dialog: QFileDialog | None = None
        self.backups_dialog: BackupsDialog | None = None
        self.match_table: MatchTableWindow | None = None
        self.station_dialog: StationDialog | None = None
        self.sharing = Sharing(context, self)
        self.share_dialog: ShareDialog | None = None
        self.venue_screen: VenueScreen | None = None

        self.event_list = EventListPage(context)
        self.event_page = EventPage(context)
        self.stack = QStackedWidget()
        self.stack.addWidget(self.event_list)
        self.stack.addWidget(self.event_page)
        self.setCentralWidget(self.stack)

        self.event_list.open_event.connect(self.open_event)
        self.event_page.back_button.clicked.connect(self.show_event_list)
        self.exporter = EventExporter(context, self)
        self.exporter.saved.connect(self.statusBar().showMessage)
        self.about_dialog: AboutDialog | None = None
        self._build_menus()
        self._update_event_actions()
        self.change_label = QLabel()
        self.change_label.setObjectName("changedElsewhere")
        self.change_label.setToolTip("The newest change made at another station")
        self.station_label = QLabel()
        self.station_label.setObjectName("stationLabel")
        self._show_station()
        self.db_label = QLabel(self._database_label())
        self.statusBar().addWidget(self.change_label, 1)
        self.statusBar().addPermanentWidget(self.station_label)
        self.statusBar().addPermanentWidget(self.db_label)
        self.change_label.setText(context.follow_problem or "")
        context.changed_elsewhere.connect(self._show_change_elsewhere)
        context.station_changed.connect(self._show_station)
        resize_within_screen(self, 1100, 700)
        self._restore_geometry()
        self._announce_upgrade()

    def _database_label(self) -> str:
        return "Data: " + database_description(self.context.database)

    def _show_change_elsewhere(self, note: str) -> None:
        """The newest change another station made; it replaces an older passing message."""
        self.statusBar().clearMessage()
        self.change_label.setText(note)

    def _show_station(self) -> None:
        """The station and operator changes go under, and whether that name is kept."""
        text, tooltip = station_status(self.context.database.station, self.context.database.actor)
        self.station_label.setText(text)
        self.station_label.setToolTip(tooltip)

    def _build_menus(self) -> None:
        file_menu = self.menuBar().addMenu("&File")
        self.new_event_action = QAction("&New event…", self)
        self.new_event_action.setShortcut(QKeySequence.StandardKey.New)
        self.new_event_action.triggered.connect(self._new_event)
        self.open_db_action = QAction("&Open database…", self)
        self.open_db_action.setShortcut(QKeySequence.StandardKey.Open)
        self.open_db_action.triggered.connect(self.choose_database)
        self.events_action = QAction("&All events", self)
        self.events_action.triggered.connect(self.show_event_list)
        self.export_action = QAction("&Export…", self)
        self.export_action.setStatusTip(
            "Save the open event's matches, standings and penalties as JSON or CSV"
        )
        self.export_action.triggered.connect(self.export_event)
        self.station_action = QAction("&Station name…", self)
        self.station_action.triggered.connect(self.choose_station_name)
        self.backups_action = QAction("&Backups…", self)
        self.backups_action.setToolTip("The open event's backups: back up now, or restore one")
        self.backups_action.triggered.connect(self.open_backups)
        quit_action = QAction("&Quit", self)
        quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        quit_action.triggered.connect(self.close)
        file_menu.addAction(self.new_event_action)
        file_menu.addAction(self.events_action)
        file_menu.addAction(self.export_action)
        file_menu.addAction(self.backups_action)
        file_menu.addSeparator()
        file_menu.addAction(self.open_db_action)
        file_menu.addAction(self.station_action)
        file_menu.addSeparator()
        file_menu.addAction(quit_action)
        self.undo_menu = UndoMenu(self.context, self, self.open_event_id)
        event_menu = self.menuBar().addMenu("E&vent")
        self.share_action = QAction("&Share on the network…", self)
        self.share_action.setStatusTip(
            "Put the pairings, standings and results on players' phones over the venue's network"
        )
        self.share_action.triggered.connect(self.share_on_network)
        self.venue_screen_action = QAction("&Venue screen", self)
        self.venue_screen_action.setStatusTip(
            "The round's pairings by name in large type, scrolling, for the room's screen"
        )
        self.venue_screen_action.triggered.connect(self.open_venue_screen)
        event_menu.addAction(self.share_action)
        event_menu.addAction(self.venue_screen_action)
        tools_menu = self.menuBar().addMenu("&Tools")
        self.match_table_action = QAction("&Match table…", self)
        self.match_table_action.triggered.connect(self.open_match_table)
        tools_menu.addAction(self.match_table_action)
        help_menu = self.menuBar().addMenu("&Help")
        self.about_action = QAction("&About tourney", self)
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        self.about_action.triggered.connect(self.show_about)
        help_menu.addAction(self.about_action)

    def open_event_id(self) -> int | None:
        """The event whose page is showing, if any."""
        if self.stack.currentWidget() is not self.event_page:
            return None
        return self.event_page.event_id

    def _update_event_actions(self) -> None:
        """Enable what needs an open event; called wherever the shown page changes.

        Not a slot of the stack's `currentChanged`: the stack also emits that while
        the window is being destroyed, when the window's methods are gone.
        """
        has_event = self.open_event_id() is not None
        self.export_action.setEnabled(has_event)
        self.backups_action.setEnabled(has_event)
        self.share_action.setEnabled(has_event)
        self.venue_screen_action.setEnabled(has_event)
        self.undo_menu.refresh()

    def export_event(self) -> QFileDialog | None:
        """File → Export…: ask where to save the open event's export (none open: nothing)."""
        event_id = self.open_event_id()
        if event_id is None:
            return None
        try:
            name = self.context.read(lambda s: events.get_event(s, event_id).name)
        except NotFoundError as exc:
            show_user_error(self, str(exc))
            return None
        return self.exporter.choose_target(event_id, name)

    def share_on_network(self) -> ShareDialog | None:
        """Event → Share on the network…: start or stop the players' pages of the open event."""
        event_id = self.open_event_id()
        if event_id is None:
            return None
        self.share_dialog = open_dialog(ShareDialog(
            self.context, self.sharing, event_id, printer=self.event_page.printer, parent=self))
        return self.share_dialog

    def open_venue_screen(self) -> VenueScreen | None:
        """Event → Venue screen: the open event's pairings for the room, in its own window."""
        event_id = self.open_event_id()
        if event_id is None:
            return None
        if self.venue_screen is not None:
            self.venue_screen.close()
            self.venue_screen.deleteLater()
        self.venue_screen = VenueScreen(self.context, event_id)
        self.venue_screen.setAttribute(Qt.WidgetAttribute.WA_QuitOnClose, False)
        self.venue_screen.show()
        return self.venue_screen

    def open_match_table(self) -> MatchTableWindow:
        """The judge's match table, in its own window; it needs no open event.

        With an event open it starts on that event's game (a judge at a Battledome
        event wants Battledome decks); a game already on the table stays.
        """
        system_id = self._open_event_table_game()
        if self.match_table is None:
            self.match_table = MatchTableWindow(self.context.tasks, settings=self.settings, system_id=system_id)
        elif system_id is not None and self.match_table.table is None:
            self.match_table.choose_game(system_id)
        self.match_table.show()
        self.match_table.raise_()
        return self.match_table

    def _open_event_table_game(self) -> str | None:
        """The open event's game when the match table can play it, else None."""
        event_id = self.open_event_id()
        if event_id is None:
            return None
        system_id = self.context.read(lambda s: events.get_event(s, event_id).game_system)
        return system_id if system_id in table_games() else None

    def show_about(self) -> AboutDialog:
        """Help → About: name, version, Python and Qt versions, and the database in use."""
        self.about_dialog = open_dialog(AboutDialog(self.context.database, self))
        return self.about_dialog

    def choose_station_name(self) -> StationDialog:
        """Name this station and its operator (kept for the next start too)."""
        self.station_dialog = open_dialog(StationDialog(self.context, self))
        return self.station_dialog
    def open_backups(self) -> BackupsDialog | None:
        """File → Backups…: the open event's backups (needs an open event)."""
        event_id = self.open_event_id()
        if event_id is None:
            return None
        dialog = BackupsDialog(self.context, event_id, self)
        dialog.restored.connect(self.open_event)
        self.backups_dialog = dialog
        return open_dialog(dialog)

    def choose_database(self) -> QFileDialog:
        """Ask for a database file (an existing one, or a new name to start one)."""
        dialog = file_dialog(self, "Open or create a tourney database")
        dialog.setObjectName("openDatabaseDialog")
        dialog.setNameFilters(["tourney databases (*.sqlite3 *.sqlite *.db)", "All files (*)"])
        dialog.setFileMode(QFileDialog.FileMode.AnyFile)
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptOpen)
        LastFolders(self.settings).start_in(dialog, DATABASES)
        dialog.fileSelected.connect(self.open_database_file)
        self.file_dialog = dialog
        return open_dialog(dialog)

    def open_database_file(self, target: str) -> bool:
        """Switch to another database; a refused file leaves the current one open."""
        if not target:
            return False
        try:
            current = self.context.database
            database = open_database(
                target, clock=current.clock, actor=current.actor, station=current.station
            )
        except UserError as exc:
            show_user_error(self, str(exc), title="Cannot open that database")
            return False
        self.context.switch_database(database)
        self.db_label.setText(self._database_label())
        self.change_label.setText(self.context.follow_problem or "")
        self.show_event_list()
        self._announce_upgrade()
        return True

    def _announce_upgrade(self) -> None:
        backup = self.context.database.backup_path
        if backup is not None:
            self.statusBar().showMessage(
                f"Upgraded the database; the old version was saved as {backup.name}"
            )

    def _new_event(self) -> None:
        self.show_event_list()
        self.event_list.new_event()

    def open_event(self, event_id: int) -> None:
        self.event_page.set_event(event_id)
        self.stack.setCurrentWidget(self.event_page)
        self._update_event_actions()
        self.setWindowTitle(f"{self.event_page.title_label.text()} – tourney")
        settle_heap()

    def show_event_list(self) -> None:
        self.context.current_event_id = None
        self.event_list.refresh()
        self.stack.setCurrentWidget(self.event_list)
        self._update_event_actions()
        self.setWindowTitle("tourney")

    def _restore_geometry(self) -> None:
        geometry = self.settings.value(GEOMETRY_KEY)
        if isinstance(geometry, QByteArray | bytes) and geometry:
            self.restoreGeometry(QByteArray(geometry))
        state = self.settings.value(STATE_KEY)
        if isinstance(state, QByteArray | bytes) and state:
            self.restoreState(QByteArray(state))

    def save_geometry(self) -> None:
        self.settings.setValue(GEOMETRY_KEY, self.saveGeometry())
        self.settings.setValue(STATE_KEY, self.saveState())
        self.settings.sync()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.sharing.stop()
        if self.venue_screen is not None:
            self.venue_screen.close()
        self.context.close()  # let a running import finish; stop following other stations
        if self.match_table is not None:
            self.match_table.close()
        self.save_geometry()
        super().closeEvent(event)


def settle_heap() -> None:
    """Keep the garbage collector's full passes short once a big event is loaded.

    A large event leaves hundreds of thousands of long-lived objects (rows on
    screen, the kept standings inputs); every full collection would walk them
    all and stall the window mid-typing. Freezing them after loading leaves
    the collector only the new objects to look at; they are still freed when
    no longer referenced, and each newly opened event first lets the collector
    look at everything again.
    """
    gc.unfreeze()
    gc.collect()
    gc.freeze()
