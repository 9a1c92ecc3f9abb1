"""The Deck lists tab: register lists (a file, one dropped onto a player, or pasted text) and see the verdict.

Each list is checked for the event's format when it is registered; the
messages cite the rule they come from and suggest the card meant. An
incorrect list proposes a Game Warning, an invalid one a Game Loss, which a
judge issues from here with the corrected list, if any (after the start, the
one way a list changes); a correction still wrong is corrected again under
that same penalty, never a second one. The files offered and the rule a
penalty cites are the event's game's (`DeckListWording`), never one game's for
another.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tourney.gui.context import AppContext
from tourney.gui.deck_list_approval import DeckListRegistrar
from tourney.gui.deck_list_dialogs import (
    Correction,
    DeckListPenaltyDialog,
    FurtherCorrectionDialog,
    PasteDeckListDialog,
)
from tourney.gui.dialogs import open_dialog
from tourney.gui.errors import show_user_error
from tourney.gui.file_dialogs import file_dialog
from tourney.gui.last_folders import DECKS, LastFolders
from tourney.gui.printing import ReportPrinter
from tourney.gui.round_models import DeckListLine, DeckListTableModel
from tourney.gui.table_models import ROW_ROLE, RowFilterProxy
from tourney.gui.table_views import (
    FileDropTableView,
    LoadsWhenShown,
    TableFirstSplitter,
    filter_edit,
    select_row,
    selected_row,
    setup_list_view,
)
from tourney.services import decklists, gui_queries, penalties, players, printouts


class DeckListsTab(LoadsWhenShown):
    """Every player with their deck list's status; details of the selected one."""

    title = "Deck lists"

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("deckListsTab")
        self.context = context
        self.event_id: int | None = None
        self.file_dialog: QFileDialog | None = None
        self.dialog: PasteDeckListDialog | DeckListPenaltyDialog | None = None
        self.stale = True
        self.wording = decklists.DeckListWording((), "")
        self.model = DeckListTableModel(self)
        self.proxy = RowFilterProxy(self)
        self.proxy.setSourceModel(self.model)
        # dropping a deck-list file on a player registers it for them
        self.view = FileDropTableView(self.drop_file_at)
        setup_list_view(self.view, self.proxy, name="deckListsView", stretch=(0,), compact=True)
        self.filter_edit = filter_edit(self.proxy, "Filter by player or status…")
        self.import_button = QPushButton("&Register deck list…")
        self.import_button.clicked.connect(self.choose_file)
        self.paste_button = QPushButton("P&aste deck list…")
        self.paste_button.clicked.connect(self.paste_list)
        self.judge_combo = QComboBox()
        self.penalty_button = QPushButton("Issue proposed &penalty")
        self.penalty_button.clicked.connect(self.issue_proposed_penalty)
        self.correct_button = QPushButton("Correct a&gain…")
        self.correct_button.setToolTip(
            "Record a corrected list under the penalty this list already has (no new penalty: one per list)"
        )
        self.correct_button.clicked.connect(self.correct_again)
        self.form_button = QPushButton("Print f&orm…")
        self.form_button.setToolTip(
            "Save the deck-list registration form, filled in from the selected player's list"
        )
        self.form_button.clicked.connect(self.print_form)
        self.printer = ReportPrinter(context, self)
        self.registrar = DeckListRegistrar(context, self)
        self.details = QPlainTextEdit()
        self.details.setObjectName("deckListDetails")
        self.details.setReadOnly(True)
        top = QHBoxLayout()
        top.addWidget(self.filter_edit, 1)
        top.addWidget(self.import_button)
        top.addWidget(self.paste_button)
        top.addWidget(self.form_button)
        side = QWidget()
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(0, 0, 0, 0)
        side_layout.addWidget(self.details, 1)
        # the judge on a line of their own, the buttons under it: beside the buttons a judge's
        # name was cut to "Celestia Sol (hea" at 1024 pixels
        judge_row = QHBoxLayout()
        judge_label = QLabel("&Judge:")
        judge_label.setBuddy(self.judge_combo)
        judge_row.addWidget(judge_label)
        judge_row.addWidget(self.judge_combo, 1)
        side_layout.addLayout(judge_row)
        button_row = QHBoxLayout()
        button_row.addStretch(1)
        button_row.addWidget(self.penalty_button)
        button_row.addWidget(self.correct_button)
        side_layout.addLayout(button_row)
        splitter = TableFirstSplitter(self.view)
        self.splitter = splitter
        splitter.addWidget(self.view)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(splitter, 1)
        self._show_wording()
        self.view.selectionModel().selectionChanged.connect(self._show_selected)
        context.data_changed.connect(self._on_data_changed)
        self._show_selected()

    def _show_wording(self) -> None:
        """Hints that name the deck-list files the event's game reads (none before an event)."""
        files = self.wording.files_in_words
        kind = f"a deck-list file ({files})" if files else "a deck-list file"
        self.import_button.setToolTip(
            f"Choose {kind} for the selected player (or drop the file on them)"
        )
        self.details.setPlaceholderText(
            f"Select a player to see their deck list's check. Drop {kind} on a player to "
            "register it."
        )

    def set_event(self, event_id: int | None) -> None:
        self.event_id = event_id
        self.reload_when_seen()

    def refresh(self) -> None:
        self.stale = False
        event_id = self.event_id
        if event_id is None:
            self.model.set_rows([])
            self._show_selected()
            return

        self.wording = self.context.read(lambda s: decklists.deck_list_wording(s, event_id))
        self._show_wording()

        def load(session: object) -> list[DeckListLine]:
            roster = players.list_players(session, event_id)  # type: ignore[arg-type]
            status = gui_queries.deck_list_statuses(session, event_id)  # type: ignore[arg-type]
            return [DeckListLine(p, status.get(p.registration_id)) for p in roster]

        selected = self.selected()
        self.model.set_rows(self.context.read(load))
        self.judge_combo.clear()
        for judge in self.context.read(lambda s: gui_queries.judges(s, event_id)):
            self.judge_combo.addItem(judge.label, judge.person_id)
        if selected is not None:
            self.select_player(selected.player.registration_id)
        self._show_selected()
        self.splitter.fit()

    def _on_data_changed(self, area: str) -> None:
        if area == "database":
            self.set_event(None)
        elif area in ("players", "decklists", "penalties", "staff"):
            self.reload_when_seen()

    def selected(self) -> DeckListLine | None:
        return selected_row(self.view, DeckListLine)

    def select_player(self, registration_id: int) -> None:
        select_row(self.view, DeckListLine, lambda row: row.player.registration_id == registration_id)

    def _show_selected(self) -> None:
        row = self.selected()
        self.import_button.setEnabled(row is not None)
        self.paste_button.setEnabled(row is not None)
        self.form_button.setEnabled(row is not None)
        self.penalty_button.setEnabled(
            row is not None and row.deck is not None and bool(row.deck.open_penalty)
        )
        self.correct_button.setEnabled(
            row is not None and row.deck is not None and bool(row.deck.issued_penalty)
        )
        if row is None:
            self.details.clear()
            return
        if row.deck is None:
            self.details.setPlainText(f"{row.player.name} has not registered a deck list.")
            return
        deck = row.deck
        lines = [f"{row.player.name}: deck list, version {deck.version}",
                 f"Status: {deck.status}"]
        if deck.corrected_under:
            rule = self.wording.penalty_rule
            lines.append(
                f"Corrected under {deck.corrected_under}: no second deck-list penalty, however many "
                "errors remain (one per list" + (f"; {rule})" if rule else ")")
            )
        elif deck.issued_penalty:
            rule = self.wording.penalty_rule
            lines.append(
                f"Penalty issued: {deck.issued_penalty.replace('_', ' ').title()} (one deck-list "
                "penalty per list, however many errors" + (f"; {rule})" if rule else ")")
            )
        elif deck.proposed_penalty:
            rule = self.wording.penalty_rule
            lines.append(
                f"Proposed penalty: {deck.proposed_penalty.replace('_', ' ').title()}"
                + (f" ({rule})" if rule else "")
            )
        lines.append("")
        lines.extend(deck.messages or ("No problems found.",))
        self.details.setPlainText("\n".join(lines))

    # -- actions ---------------------------------------------------------------
    def choose_file(self) -> QFileDialog | None:
        row = self.selected()
        if row is None:
            return None
        dialog = file_dialog(self, f"Deck list of {row.player.name}")
        dialog.setObjectName("deckListFileDialog")
        dialog.setNameFilters([f"Deck lists ({self._file_patterns() or '*'})", "All files (*)"])
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        LastFolders(self.context.settings).start_in(dialog, DECKS)
        registration_id = row.player.registration_id
        dialog.fileSelected.connect(lambda path: self.register_file(registration_id, Path(path)))
        self.file_dialog = dialog
        return open_dialog(dialog)

    def _file_patterns(self) -> str:
        """"*.o8d *.txt *.csv": the event's game's deck-list files ("" when it reads any)."""
        return " ".join(f"*{ending}" for ending in self.wording.file_endings)

    def drop_file_at(self, point: QPoint, path: Path) -> bool:
        index = self.view.indexAt(point)
        row = index.data(ROW_ROLE) if index.isValid() else None
        if not isinstance(row, DeckListLine):
            show_user_error(self, f"drop {path.name} on the player whose deck list it is")
            return False
        return self.register_file(row.player.registration_id, path)

    def register_file(self, registration_id: int, path: Path) -> bool:
        """Register the file for the player (asking the head judge's approval when it is needed)."""
        event_id = self.event_id
        if event_id is None:
            return False
        return self.registrar.register(event_id, registration_id, path, self.select_player)

    def print_form(self) -> QFileDialog | None:
        """Ask where to save the selected player's deck-list form (filled in if registered)."""
        row = self.selected()
        if row is None or self.event_id is None:
            return None
        return self.printer.choose_file(
            self.event_id, "decklist-form", player=row.player.registration_id,
            file_name=printouts.player_file_name(
                "decklist-form", row.player.name, row.player.player_number
            ),
        )

    def paste_list(self) -> PasteDeckListDialog | None:
        """Ask for the selected player's list as text, registered as a file's would be."""
        row = self.selected()
        event_id = self.event_id
        if row is None or event_id is None:
            return None
        registration_id = row.player.registration_id

        def registered(registration_id: int) -> None:
            self.select_player(registration_id)
            dialog.done(PasteDeckListDialog.DialogCode.Accepted)

        def submit(text: str) -> bool:
            # the dialog closes once the list is registered (after the head judge's approval, if asked)
            self.registrar.register_text(event_id, registration_id, text, registered, dialog)
            return False

        dialog = PasteDeckListDialog(self, row.player.name, submit)
        self.dialog = dialog
        return open_dialog(dialog)

    def issue_proposed_penalty(self) -> DeckListPenaltyDialog | None:
        """Ask for the penalty's note and the corrected list, then issue both in one go."""
        row = self.selected()
        judge = self.judge_combo.currentData()
        if row is None or row.deck is None or not row.deck.open_penalty:
            return None
        if judge is None:
            show_user_error(self, "add a judge on the Staff tab before issuing a penalty")
            return None
        deck_id = row.deck.deck_list_id
        penalty = row.deck.open_penalty.replace("_", " ").title()
        rule = f" ({self.wording.penalty_rule})" if self.wording.penalty_rule else ""
        explanation = (
            f"{self.judge_combo.currentText()} issues a {penalty}{rule} for {row.player.name}'s deck "
            f"list, version {row.deck.version}: one deck-list penalty per list, however many errors. "
            "The corrected list, if given, replaces it as the next version, approved by the judge."
        )

        def submit(correction: Correction) -> bool:
            done = self.context.try_run(
                dialog,
                lambda s: penalties.penalize_deck_list(
                    s, deck_id, issued_by_person_id=int(judge), description=correction.description,
                    corrected_text=correction.text, corrected_filename=correction.filename,
                ),
                changes="penalties",
            )
            if done and correction.text is not None:
                self.context.data_changed.emit("decklists")  # the corrected list is a new version too
            return done

        folders = LastFolders(self.context.settings)
        dialog = DeckListPenaltyDialog(self, explanation, self._file_patterns(), folders, submit)
        self.dialog = dialog
        return open_dialog(dialog)

    def correct_again(self) -> FurtherCorrectionDialog | None:
        """Ask for the list corrected again, recorded under the penalty it has (no second penalty)."""
        row = self.selected()
        judge = self.judge_combo.currentData()
        if row is None or row.deck is None or not row.deck.issued_penalty:
            return None
        if judge is None:
            show_user_error(self, "add a judge on the Staff tab before correcting a list")
            return None
        deck_id = row.deck.deck_list_id
        under = row.deck.corrected_under or f"its {row.deck.issued_penalty.replace('_', ' ').title()}"
        rule = f"; {self.wording.penalty_rule}" if self.wording.penalty_rule else ""
        explanation = (
            f"{self.judge_combo.currentText()} corrects {row.player.name}'s deck list, version "
            f"{row.deck.version}, under {under}: no new penalty (one deck-list penalty per list{rule}). "
            "The corrected list replaces it as the next version, approved by the judge."
        )

        def submit(correction: Correction) -> bool:
            text = correction.text
            if text is None:
                show_user_error(dialog, "give the corrected list: typed, pasted or from a file")
                return False
            return self.context.try_run(
                dialog,
                lambda s: penalties.correct_under_penalty(
                    s, deck_id, corrected_by_person_id=int(judge), text=text,
                    filename=correction.filename, note=correction.description,
                ),
                changes="decklists",
            )

        dialog = FurtherCorrectionDialog(
            self, explanation, self._file_patterns(), LastFolders(self.context.settings), submit
        )
        self.dialog = dialog
        return open_dialog(dialog)
