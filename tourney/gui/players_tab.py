"""The Players tab of an event: registration, CSV import, late entry, drops."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QBrush, QColor, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)
from sqlmodel import Session

from engine.core.plural import how_many
from tourney.errors import UserError
from tourney.gui.context import ActionFailed, AppContext
from tourney.gui.deck_list_approval import DeckListRegistrar
from tourney.gui.dialogs import (
    LateEntryDialog,
    PlayerDialog,
    PlayerValues,
    ask,
    inform,
    open_dialog,
)
from tourney.gui.errors import show_user_error
from tourney.gui.file_dialogs import file_dialog
from tourney.gui.last_folders import PLAYER_LISTS, LastFolders
from tourney.gui.table_models import ROW_ROLE, PlayerFilterProxy, PlayerTableModel
from tourney.gui.table_views import (
    EXTENDED,
    FileDropTableView,
    filter_edit,
    hide_blank_columns,
    one_tab_stop,
    select_row,
    selected_rows,
    selection_kept,
    setup_list_view,
)
from tourney.services import concessions, gui_queries, players
from tourney.services.player_whereabouts import player_whereabouts
from tourney.services.players import ImportPreviewLine, PlayerRow


def _register(session: Session, event_id: int, values: PlayerValues) -> PlayerRow:
    """Register, then set seed/table if given: still one transaction, one user action."""
    row = players.register_player(
        session, event_id, values.name, player_number=values.player_number
    )
    if values.seed is not None or values.fixed_table is not None:
        row = players.edit_player(
            session, row.registration_id, seed=values.seed, fixed_table=values.fixed_table
        )
    return row


MAX_PREVIEW_NAME_WIDTH = 220
"""A longer name wraps in the preview, leaving the room to the problems."""
OPTIONAL_FROM = 3
"""The Players columns from "Late from" on, which most events leave blank for every player."""


class ImportPreviewDialog(QDialog):
    """A players CSV line by line before importing: who would be registered, and every problem."""

    def __init__(
        self, parent: QWidget | None, file_name: str, lines: list[ImportPreviewLine]
    ) -> None:
        super().__init__(parent)
        self.setObjectName("importPreviewDialog")
        self.setWindowTitle(f"Preview of {file_name}")
        self.lines = lines
        self.table = QTableWidget(len(lines), 4)
        self.table.setHorizontalHeaderLabels(["Line", "Name", "Player no.", "Problem"])
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        one_tab_stop(self.table)
        bad = QBrush(QColor("#ffe0e0"))
        for row, line in enumerate(lines):
            cells = [str(line.line), line.name, line.player_number or "", line.problem]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(text if column in (1, 3) else "")
                if line.problem:
                    item.setBackground(bad)
                self.table.setItem(row, column, item)
        self._show_problems_in_full()
        problems = sum(1 for line in lines if line.problem)
        ready = len(lines) - problems
        self.summary = QLabel(
            f"{how_many(ready, 'player')} ready to import"
            + (f"; {how_many(problems, 'line')} with problems: fix the file first (nothing is imported "
               "while any line is refused)." if problems else ".")
        )
        self.summary.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.import_button = self.buttons.addButton(
            f"Import {how_many(ready, 'player')}", QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.import_button.setEnabled(problems == 0 and ready > 0)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.summary)
        layout.addWidget(self.buttons)
        self.resize(760, 460)

    def _show_problems_in_full(self) -> None:
        """Problems (and long names) wrap inside their column and rows grow to fit: nothing is cut off.

        The table scrolls up and down instead of sideways, so the whole
        problem of every line can be read, however long it is.
        """
        table = self.table
        table.setWordWrap(True)
        table.setTextElideMode(Qt.TextElideMode.ElideNone)
        table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        header = table.horizontalHeader()
        table.resizeColumnsToContents()
        for column in (0, 2):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Interactive)
        header.resizeSection(1, min(header.sectionSize(1), MAX_PREVIEW_NAME_WIDTH))
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)


class PlayersTab(QWidget):
    """Players of one event in a sortable, filterable table with the actions beside it."""

    title = "Players"

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("playersTab")
        self.context = context
        self.event_id: int | None = None
        self.dialog: PlayerDialog | LateEntryDialog | None = None
        self.file_dialog: QFileDialog | None = None
        self.last_note: QMessageBox | None = None
        """The box last telling what a drop did unlike what was asked (for tests to read)."""
        self._results_changed = False

        self.model = PlayerTableModel(self)
        self.proxy = PlayerFilterProxy(self)
        self.proxy.setSourceModel(self.model)
        # a deck-list file dropped on a player registers it for them
        self.deck_lists = DeckListRegistrar(context, self)
        self.view = FileDropTableView(self.register_deck_list_at)
        # The names sized to be read whole, the last column taking what width is left: with
        # the name stretched instead, an 800 px window cut every name to "Alexan...".
        setup_list_view(self.view, self.proxy, selection=EXTENDED, striped=True, wrap=False)
        self.view.doubleClicked.connect(lambda _index: self.edit_selected())


        self.filter_edit = filter_edit(self.proxy, "Filter by name, number or status…")
        self.show_dropped = QCheckBox("Show dropped players")
        self.show_dropped.setChecked(True)
        self.show_dropped.toggled.connect(self.proxy.set_show_dropped)
        self.count_label = QLabel()

        self.add_button = QPushButton("&Add player…")
        self.edit_button = QPushButton("Ed&it…")
        self.import_button = QPushButton("Import &CSV…")
        self.preview_button = QPushButton("&Preview CSV…")
        self.preview_button.setToolTip("Check a players CSV line by line before importing it")
        self.preview_dialog: ImportPreviewDialog | None = None
        self.late_button = QPushButton("&Late entry…")
        # (a player added once round 1 is paired is a late entry already, from the next round)
        self.late_button.setToolTip("Set the round the selected player joins the event in")
        self.drop_button = QPushButton("&Drop")
        self.undrop_button = QPushButton("&Undrop")
        self.remove_button = QPushButton("&Remove…")
        self.remove_button.setToolTip("Take back a registration made by mistake")
        self.add_button.clicked.connect(self.add_player)
        self.edit_button.clicked.connect(self.edit_selected)
        self.import_button.clicked.connect(self.choose_csv)
        self.preview_button.clicked.connect(lambda: self.choose_csv(preview=True))
        self.late_button.clicked.connect(self.late_entry_selected)
        self.drop_button.clicked.connect(self.drop_selected)
        self.undrop_button.clicked.connect(self.undrop_selected)
        self.remove_button.clicked.connect(self.confirm_remove_selected)

        filters = QHBoxLayout()
        filters.addWidget(self.filter_edit, 1)
        filters.addWidget(self.show_dropped)
        actions = QVBoxLayout()
        for button in (self.add_button, self.edit_button, self.import_button,
                       self.preview_button):
            actions.addWidget(button)
        actions.addSpacing(12)
        for button in (self.late_button, self.drop_button, self.undrop_button):
            actions.addWidget(button)
        actions.addSpacing(12)
        actions.addWidget(self.remove_button)
        actions.addStretch(1)
        body = QHBoxLayout()
        body.addWidget(self.view, 1)
        body.addLayout(actions)
        layout = QVBoxLayout(self)
        layout.addLayout(filters)
        layout.addLayout(body, 1)
        layout.addWidget(self.count_label)

        self.view.selectionModel().selectionChanged.connect(self._update_buttons)
        context.data_changed.connect(self._on_data_changed)
        self._update_buttons()

    def register_deck_list_at(self, point: QPoint, path: Path) -> bool:
        """Register the deck list in `path` for the player under `point`."""
        index = self.view.indexAt(point)
        row = index.data(ROW_ROLE) if index.isValid() else None
        event_id = self.event_id
        if not isinstance(row, PlayerRow) or event_id is None:
            show_user_error(self, f"drop {path.name} on the player whose deck list it is")
            return False
        return self.deck_lists.register(event_id, row.registration_id, path, self.select_player)

    # -- extension-point protocol shared by every event tab -----------------
    def set_event(self, event_id: int | None) -> None:
        self.event_id = event_id
        self.refresh()

    def refresh(self) -> None:
        event_id = self.event_id
        rows, decks, whereabouts = (
            ([], {}, {})
            if event_id is None
            else self.context.read(
                lambda s: (
                    players.list_players(s, event_id),
                    {k: v.status for k, v in gui_queries.deck_list_statuses(s, event_id).items()},
                    player_whereabouts(s, event_id),
                )
            )
        )
        with selection_kept(self.view, lambda row: row.registration_id):
            self.model.set_rows_and_decks(rows, decks, whereabouts)
        hide_blank_columns(self.view, range(OPTIONAL_FROM, self.model.columnCount()))
        active = sum(1 for row in rows if not row.is_dropped)
        self.count_label.setText(f"{how_many(len(rows), 'player')}, {active} active")
        self._update_buttons()

    def _on_data_changed(self, area: str) -> None:
        if area == "database":
            self.set_event(None)
        elif area in ("players", "rounds", "events", "decklists"):
            self.refresh()
        elif area == "results" or area.startswith("result:"):
            # A result moves its players from "playing" to "finished": read again now if the
            # tab is on screen, else when it is shown (not once per slip typed elsewhere).
            if self.isVisible():
                self.refresh()
            else:
                self._results_changed = True

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._results_changed:
            self._results_changed = False
            self.refresh()

    # -- selection -----------------------------------------------------------
    def selected_players(self) -> list[PlayerRow]:
        return selected_rows(self.view, PlayerRow)

    def select_player(self, registration_id: int) -> None:
        select_row(self.view, PlayerRow, lambda row: row.registration_id == registration_id)

    def _update_buttons(self) -> None:
        selected = self.selected_players()
        has_event = self.event_id is not None
        self.add_button.setEnabled(has_event)
        self.import_button.setEnabled(has_event)
        self.preview_button.setEnabled(has_event)
        self.edit_button.setEnabled(len(selected) == 1)
        self.late_button.setEnabled(len(selected) == 1)
        self.drop_button.setEnabled(any(not row.is_dropped for row in selected))
        self.undrop_button.setEnabled(any(row.is_dropped for row in selected))
        self.remove_button.setEnabled(len(selected) == 1)

    # -- actions ---------------------------------------------------------------
    def add_player(self) -> PlayerDialog | None:
        event_id = self.event_id
        if event_id is None:
            return None

        def submit(values: PlayerValues) -> bool:
            try:
                row = self.context.run(
                    self.dialog,
                    lambda s: _register(s, event_id, values),
                    changes="players",
                )
            except ActionFailed:
                return False
            self.select_player(row.registration_id)
            return True

        return self._show(PlayerDialog(self, submit=submit))

    def edit_selected(self) -> PlayerDialog | None:
        selected = self.selected_players()
        if len(selected) != 1:
            return None
        player = selected[0]

        def submit(values: PlayerValues) -> bool:
            if not self.context.try_run(
                self.dialog,
                lambda s: players.edit_player(
                    s, player.registration_id, name=values.name,
                    player_number=values.player_number, seed=values.seed,
                    fixed_table=values.fixed_table,
                ),
                changes="players",
            ):
                return False
            self.select_player(player.registration_id)
            return True

        return self._show(PlayerDialog(self, submit=submit, player=player))

    def late_entry_selected(self) -> LateEntryDialog | None:
        selected = self.selected_players()
        if len(selected) != 1:
            return None
        player = selected[0]

        def submit(first_round: int | None) -> bool:
            return self.context.try_run(
                self.dialog,
                lambda s: players.set_late_entry(s, player.registration_id, first_round),
                changes="players",
            )

        return self._show(LateEntryDialog(self, player=player, submit=submit))

    def drop_selected(self) -> QMessageBox | bool:
        """Drop every selected player still in the event, in one transaction.

        The same drop as `tourney player drop`: a player in a round already
        paired concedes the open match, so the next round can be paired. That
        is asked first, naming the player, the table and the opponent who gets
        the win; Cancel leaves everything as it was. Returns the question when
        one is asked, else whether the players were dropped.
        """
        event_id = self.event_id
        selected = [row for row in self.selected_players() if not row.is_dropped]
        ids = [row.registration_id for row in selected]
        if event_id is None or not ids:
            return False

        def read(session: Session) -> list[concessions.DropConcedes]:
            found = (concessions.match_a_drop_concedes(session, event_id, i) for i in ids)
            return [c for c in found if c is not None]

        conceding: list[concessions.DropConcedes] = []
        for match in self.context.read(read):
            # two opponents dropped together: the first one's drop concedes their match
            if not any(match.opponent_id == earlier.registration_id for earlier in conceding):
                conceding.append(match)
        if not conceding:
            return self._drop(event_id, ids)
        if len(ids) == 1:
            text, informative = f"Drop {conceding[0].player_name}?", conceding[0].sentence()
        else:
            text = f"Drop {how_many(len(ids), 'player')}?"
            informative = "\n".join(c.sentence(f"{c.player_name}'s") for c in conceding)
        return ask(self, "Drop", text, informative=informative, yes="Drop", name="confirmDrop",
                   on_yes=lambda: self._drop(event_id, ids, asked=conceding))

    def _drop(self, event_id: int, ids: list[int], *,
              asked: list[concessions.DropConcedes] | None = None) -> bool:
        """Drop the players. A match the question said would be conceded, but which another
        station gave a result meanwhile, is not conceded: a box says so, naming that result."""
        notes: list[str] = []
        surprises: list[str] = []
        promised = {c.registration_id: c for c in asked or []}

        def drop_all(session: Session) -> None:
            for registration_id in ids:
                outcome = concessions.drop(session, event_id, registration_id)
                notes.append(f"{outcome.player_name}: {outcome.note}")
                if registration_id in promised:
                    surprise = concessions.not_conceded(session, promised[registration_id], outcome)
                    if surprise is not None:
                        surprises.append(surprise)

        if not self.context.try_run(self, drop_all, changes="players"):
            return False
        self.show_message("; ".join(notes))
        if surprises:
            self.last_note = inform(self, "Drop", "\n".join(
                surprise[:1].upper() + surprise[1:] for surprise in surprises))
        return True

    def show_message(self, text: str) -> None:
        """A passing note in the window's status bar (what a drop did)."""
        window = self.window()
        if isinstance(window, QMainWindow):
            window.statusBar().showMessage(text, 10000)

    def undrop_selected(self) -> bool:
        ids = [row.registration_id for row in self.selected_players() if row.is_dropped]
        if not ids:
            return False

        def undrop_all(session: Session) -> None:
            for registration_id in ids:
                players.undrop_player(session, registration_id)

        return self.context.try_run(self, undrop_all, changes="players")

    def confirm_remove_selected(self) -> QMessageBox | None:
        """Ask before removing a registration; Remove in the box does it."""
        selected = self.selected_players()
        if len(selected) != 1:
            return None
        player = selected[0]
        return ask(
            self, "Remove player", f"Remove {player.name} from this event?",
            informative="Use this for a registration made by mistake. A player who has already "
            "been paired should be dropped instead.",
            yes="Remove", name="confirmRemove",
            on_yes=lambda: self.context.try_run(
                self, lambda s: players.remove_player(s, player.registration_id), changes="players"
            ),
        )

    def choose_csv(self, *, preview: bool = False) -> QFileDialog:
        """Ask for a CSV file (non-blocking); choosing one imports it (or previews it first)."""
        dialog = file_dialog(self, "Import players from CSV")
        dialog.setObjectName("importCsvDialog")
        dialog.setNameFilters(["CSV files (*.csv *.txt)", "All files (*)"])
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        LastFolders(self.context.settings).start_in(dialog, PLAYER_LISTS)
        dialog.fileSelected.connect(self.preview_csv_file if preview else self.import_csv_file)
        self.file_dialog = dialog
        return open_dialog(dialog)

    def import_csv_file(self, path: str) -> bool:
        """Import a CSV of `name[,player_number]` in the background.

        Returns whether the import started; a bad row imports nothing and the
        message (every bad line with its number) appears when the check is done.
        """
        event_id = self.event_id
        if event_id is None or not path:
            return False
        file = Path(path)
        try:
            text = players.read_players_file(file)
        except UserError as exc:
            show_user_error(self, str(exc))
            return False
        self.context.run_in_background(
            self,
            lambda s: players.import_players_csv(s, event_id, text, source=file.name),
            changes="players",
            label=f"Importing players from {file.name}…",
            on_success=self._imported,
        )
        return True

    def preview_csv_file(self, path: str) -> ImportPreviewDialog | None:
        """Show every line of the file with its problem; Import there imports it."""
        event_id = self.event_id
        if event_id is None or not path:
            return None
        file = Path(path)
        try:
            text = players.read_players_file(file)
            lines = self.context.read(
                lambda s: players.preview_csv(s, event_id, text, source=file.name)
            )
        except UserError as exc:
            show_user_error(self, str(exc))
            return None
        dialog = ImportPreviewDialog(self, file.name, lines)
        dialog.accepted.connect(lambda: self.import_csv_file(path))
        self.preview_dialog = dialog
        return open_dialog(dialog)

    def _imported(self, rows: list[PlayerRow]) -> None:
        self.count_label.setText(f"{self.count_label.text()} — imported {len(rows)}")

    def _show(self, dialog: PlayerDialog | LateEntryDialog) -> PlayerDialog | LateEntryDialog:
        self.dialog = dialog
        return open_dialog(dialog)
