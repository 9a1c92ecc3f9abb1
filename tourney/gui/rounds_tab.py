"""The Rounds tab: pair, review, publish, edit pairings, and enter results from the keyboard.

The scorekeeper's fast path is the result line under the table: type a
table number and a result ("12 a", "12 b", "12 d", "12 2-1") and press
Enter. Only that table's row is repainted, and the cursor stays in the line
for the next slip. Tables still without a result are highlighted.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QTableView,
    QVBoxLayout,
    QWidget,
)
from sqlmodel import Session

from engine.core.game_system import MatchStructure
from engine.core.plural import how_many
from tourney.errors import ValidationError
from tourney.gui.context import ActionFailed, AppContext
from tourney.gui.dialogs import SubmitDialog, ask, inform, open_dialog
from tourney.gui.end_of_match_dialog import EndOfMatchDialog
from tourney.gui.errors import as_sentence, show_user_error
from tourney.gui.pairings_widths import ResultColumnSharer
from tourney.gui.round_models import (
    PLAYER_COLUMNS,
    RESULT_COLUMN,
    PairingsFilterProxy,
    PairingsTableModel,
    results_it_may_show,
)
from tourney.gui.table_views import WrappedRowsFitter, filter_edit, selected_row, setup_list_view
from tourney.policy.swiss import top_cut_size
from tourney.services import (
    events,
    gui_queries,
    player_reports,
    results,
    rounds,
    topcut,
)
from tourney.services.display_names import player_label
from tourney.services.result_counts import count_results
from tourney.services.results import ResultOutcome
from tourney.services.rounds import MatchRow, RoundPairings, RoundRow
from tourney.services.standings import load_history


@dataclass(frozen=True, slots=True)
class ResultEntry:
    """A typed result line, understood: which table and what happened there."""

    table: int
    result: str | None
    score: tuple[int, int, int] | None


def parse_result_entry(text: str) -> ResultEntry:
    """Read "12 a", "12 b", "12 d", "12 x" (double loss) or "12 2-1" (games A-B[-drawn])."""
    parts = text.replace(":", " ").split(maxsplit=1)
    if len(parts) != 2 or not parts[0].isdigit():
        raise ValidationError(
            f"type a table number and a result, like '12 a', '12 b', '12 d' or '12 2-1' "
            f"(not {text.strip()!r})"
        )
    result, score = results.read_result(parts[1])
    return ResultEntry(int(parts[0]), result, score)


def _result_examples(structure: MatchStructure | None) -> str:
    """The result line's hint for a round of matches of this structure (None: no round yet)."""
    if structure is not None and not structure.draws_allowed:
        games = "games won, e.g. 12 2-1 · 12 0-2" if structure.max_games > 1 else "winner, e.g. 12 a · 12 b"
        return f"Result: table and {games}; a drawn game is replayed — Enter records it (Ctrl+R)"
    score = "" if structure is not None and structure.max_games == 1 else " · 12 2-1"
    return ("Result: table and outcome, e.g. 12 a · 12 b · 12 d (draw) · 12 x (double loss)"
            f"{score} — Enter records it (Ctrl+R)")


def _correction_examples(structure: MatchStructure) -> str:
    """The correction's hint: what may be typed for a match of this structure."""
    if not structure.draws_allowed:
        return "the games each won, like 2-1 (no drawn games)" if structure.max_games > 1 else "a or b"
    return "a, b, d, x or a game score like 2-1" if structure.max_games > 1 else "a, b, d or x"


def _kept_games_words(match: MatchRow, structure: MatchStructure) -> str:
    """What a correction of this match leaves as it is: an elimination match's drawn games.

    Only the games won are typed in the top cut, so the drawn games the
    end-of-match procedure recorded (each one replayed) stay; the dialog says
    so before the organizer types ("" when there are none).
    """
    if structure.draws_allowed or not match.game_draws:
        return ""
    kept = ("The drawn game stays recorded, with its points" if match.game_draws == 1
            else f"The {match.game_draws} drawn games stay recorded, with their points")
    return f"{kept}: type only the games each player won (a drawn game is replayed)."


@dataclass(frozen=True, slots=True)
class LookedAt:
    """The round an event showed when the organizer left it, and its newest round then."""

    shown: int
    newest: int


def _round_label(row: RoundRow) -> str:
    """ "Quarterfinals (round 4) — published, …": the round as the pairings and clock head it."""
    return f"{row.heading} — {row.state}, {row.count_line()}"


class CorrectResultDialog(SubmitDialog):
    """Change a result already recorded, with the reason kept in the audit log."""

    def __init__(
        self, parent: QWidget | None, match: MatchRow, structure: MatchStructure, submit: object
    ) -> None:
        super().__init__(parent, submit)  # type: ignore[arg-type]
        self.setObjectName("correctResultDialog")
        self.setWindowTitle(f"Correct the result of table {match.table_number}")
        self.result_edit = QLineEdit()
        self.result_edit.setPlaceholderText(_correction_examples(structure))
        self.reason_edit = QLineEdit()
        self.reason_edit.setPlaceholderText("why the result changes (kept in the history)")
        form = QFormLayout(self)
        form.addRow(QLabel(f"{match.player_a_name} (A) against {match.player_b_name} (B)"))
        self.current_label = QLabel(f"Now: {match.score_line}")
        self.current_label.setObjectName("currentResult")
        form.addRow(self.current_label)
        self.kept_label = QLabel(_kept_games_words(match, structure))
        self.kept_label.setObjectName("keptGames")
        self.kept_label.setWordWrap(True)
        self.kept_label.setVisible(bool(self.kept_label.text()))
        form.addRow(self.kept_label)
        form.addRow("New &result:", self.result_edit)
        form.addRow("&Reason:", self.reason_edit)
        form.addRow(self.buttons)

    def values(self) -> tuple[str, str]:
        return self.result_edit.text(), self.reason_edit.text()


class SwapDialog(SubmitDialog):
    """Exchange two players' seats by hand; the warnings appear after the swap."""

    def __init__(self, parent: QWidget | None, matches: list[MatchRow], submit: object) -> None:
        super().__init__(parent, submit)  # type: ignore[arg-type]
        self.setObjectName("swapDialog")
        self.setWindowTitle("Swap two players")
        seats: list[tuple[str, int]] = []
        for m in matches:
            where = "bye" if m.is_bye else f"table {m.table_number}"
            seats.append((f"{m.player_a_name} ({where})", m.player_a_id))
            if m.player_b_id is not None and m.player_b_name is not None:
                seats.append((f"{m.player_b_name} ({where})", m.player_b_id))
        seats.sort(key=lambda s: s[0].casefold())
        self.first_combo = QComboBox()
        self.second_combo = QComboBox()
        for label, player_id in seats:
            self.first_combo.addItem(label, player_id)
            self.second_combo.addItem(label, player_id)
        if len(seats) > 1:
            self.second_combo.setCurrentIndex(1)
        form = QFormLayout(self)
        form.addRow("&Player:", self.first_combo)
        form.addRow("&Swap with:", self.second_combo)
        form.addRow(self.buttons)

    def values(self) -> tuple[int, int]:
        return int(self.first_combo.currentData()), int(self.second_combo.currentData())


class TopCutDialog(SubmitDialog):
    """End the Swiss rounds and cut to the top players."""

    def __init__(
        self, parent: QWidget | None, players: int, submit: object, *, short: str = "",
        planned: int | None = None,
    ) -> None:
        """`short` says that fewer Swiss rounds were played than planned ("" when not);
        `planned` is the cut set with the event (None: by player count), offered first."""
        super().__init__(parent, submit)  # type: ignore[arg-type]
        self.setObjectName("topCutDialog")
        self.setWindowTitle("Cut to the top players")
        self.size_spin = QSpinBox()
        self.size_spin.setRange(2, 256)
        suggested = top_cut_size(players)
        self.size_spin.setValue(max(2, planned or suggested))
        form = QFormLayout(self)
        advice = f"{how_many(players, 'player')}; the floor rules suggest a top {suggested}."
        if planned == 0:
            advice += " The event was set up with no top cut."
        elif planned is not None:
            advice += f" The event was set up with a top {planned}."
        form.addRow(QLabel(advice))
        self.short_label = QLabel(
            f"{short} The cut ends the Swiss rounds: no more are paired, and Edit → Undo "
            "does not take it back."
        )
        self.short_label.setObjectName("topCutShortWarning")
        self.short_label.setWordWrap(True)
        self.short_label.setStyleSheet("color: #a00000")
        self.short_label.setVisible(bool(short))
        form.addRow(self.short_label)
        form.addRow("&Top:", self.size_spin)
        form.addRow(self.buttons)

    def values(self) -> int:
        return self.size_spin.value()


class RoundsTab(QWidget):
    """Every round of the event, its pairings, and the scorekeeper's result line."""

    title = "Rounds"

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("roundsTab")
        self.context = context
        self.event_id: int | None = None
        self.round_rows: list[RoundRow] = []
        self.dialog: SubmitDialog | None = None
        self.last_message = ""
        self._known_last: int | None = None
        self._looked_at: dict[int, LookedAt] = {}  # by event: its round on screen when left
        self.event_status: str | None = None
        self.has_cut = False
        self.champion_decided = False
        self.elimination_blocker = ""
        """What keeps the next elimination round from being paired ("" when nothing does)."""
        self.eom_dialog: EndOfMatchDialog | None = None
        self.confirm_box: QMessageBox | None = None
        self._pairings_round_id: int | None = None

        self.round_combo = QComboBox()
        self.round_combo.setObjectName("roundCombo")
        self.round_combo.currentIndexChanged.connect(lambda _i: self._load_pairings())
        self.pair_button = QPushButton("&Pair next round")
        self.pair_button.setToolTip("Pair the next Swiss round as a draft (Ctrl+Shift+P)")
        self.publish_button = QPushButton("P&ublish")
        self.publish_button.setToolTip("Announce the draft's pairings (Ctrl+Shift+U)")
        self.repair_button = QPushButton("Pair a&gain")
        self.discard_button = QPushButton("Discard draft")
        self.swap_button = QPushButton("&Swap players…")
        self.correct_button = QPushButton("&Correct result…")
        self.cut_button = QPushButton("T&op cut…")
        self.elimination_button = QPushButton("Pair el&imination round")
        self.eom_button = QPushButton("End of &match…")
        self.eom_button.setToolTip("The end-of-match procedure for the selected table")
        self.pair_button.clicked.connect(self.pair_next_round)
        self.publish_button.clicked.connect(self.publish)
        self.repair_button.clicked.connect(self.pair_again)
        self.discard_button.clicked.connect(self.discard)
        self.swap_button.clicked.connect(self.swap_players)
        self.correct_button.clicked.connect(self.correct_selected)
        self.cut_button.clicked.connect(self.top_cut)
        self.elimination_button.clicked.connect(self.pair_elimination_round)
        self.eom_button.clicked.connect(lambda: self.end_of_match())

        self.warnings_label = QLabel()
        self.warnings_label.setObjectName("pairingWarnings")
        self.warnings_label.setWordWrap(True)
        self.warnings_label.setStyleSheet(
            "QLabel { background: #fff3c4; border: 1px solid #e0c060; padding: 6px; }"
        )
        self.warnings_label.setVisible(False)
        self.reports_label = QLabel()
        self.reports_label.setObjectName("reportsToSettle")
        self.reports_label.setWordWrap(True)
        self.reports_label.setStyleSheet(
            "QLabel { background: #e4ecfb; border: 1px solid #8aa4d8; padding: 6px; }"
        )
        self.reports_label.setVisible(False)

        self.model = PairingsTableModel(self)
        self.proxy = PairingsFilterProxy(self)
        self.proxy.setSourceModel(self.model)
        self.view = QTableView()
        # Rows arrive in table order: no sort until a header is clicked.
        header = setup_list_view(
            self.view, self.proxy, name="pairingsView", sort=None, compact=True,
            resize=QHeaderView.ResizeMode.Interactive, stretch=PLAYER_COLUMNS,
        )
        header.resizeSection(0, 60)
        header.resizeSection(RESULT_COLUMN, 220)
        # wide enough for the longest source, "concession, corrected"
        header.resizeSection(4, self.view.fontMetrics().horizontalAdvance("concession, corrected") + 16)
        # the names first: the Result column gets what they leave (a share at least)
        self.result_sharer = ResultColumnSharer(
            self.view, result_column=RESULT_COLUMN, player_columns=PLAYER_COLUMNS, fixed_columns=(0, 4),
        )
        # a long name or result goes on to a second line of its row: both players read whole
        self.rows_fitter = WrappedRowsFitter(self.view, (*PLAYER_COLUMNS, RESULT_COLUMN))
        self.view.doubleClicked.connect(lambda _index: self.correct_selected())

        self.filter_edit = filter_edit(self.proxy, "Find a player or table…")

        self.result_edit = QLineEdit()
        self.result_edit.setObjectName("resultEntry")
        self._show_result_examples(None)
        self.result_edit.returnPressed.connect(self.enter_typed_result)
        font = self.result_edit.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        self.result_edit.setFont(font)
        self.refusal_label = QLabel()
        self.refusal_label.setObjectName("resultRefusal")
        self.refusal_label.setWordWrap(True)
        self.refusal_label.setStyleSheet("QLabel { color: #b00020; font-weight: bold; }")
        self.refusal_label.setVisible(False)
        self.status_label = QLabel()
        self.status_label.setObjectName("resultStatus")
        # the top cut's news names every seed: on one line it widened the window past the screen
        self.status_label.setWordWrap(True)
        self.status_round_id: int | None = None
        self.missing_label = QLabel()
        self.missing_label.setObjectName("missingResults")

        top = QHBoxLayout()
        top.addWidget(self.round_combo, 1)
        top.addWidget(self.filter_edit, 1)
        actions = QGridLayout()
        buttons = (
            self.pair_button, self.publish_button, self.repair_button, self.discard_button,
            self.swap_button, self.correct_button, self.eom_button, self.cut_button,
            self.elimination_button,
        )
        for i, button in enumerate(buttons):
            actions.addWidget(button, i // 5, i % 5)
        entry = QHBoxLayout()
        entry.addWidget(QLabel("&Result:"))
        entry.itemAt(0).widget().setBuddy(self.result_edit)  # type: ignore[union-attr]
        entry.addWidget(self.result_edit, 1)
        footer = QHBoxLayout()
        footer.addWidget(self.status_label, 1)
        footer.addWidget(self.missing_label)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(actions)
        layout.addWidget(self.warnings_label)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.reports_label)
        layout.addLayout(entry)
        layout.addWidget(self.refusal_label)
        layout.addLayout(footer)
        # Ctrl+Shift+P, Ctrl+Shift+U and Ctrl+R are the event page's: they work from every tab.
        self.view.selectionModel().selectionChanged.connect(self._update_buttons)
        context.data_changed.connect(self._on_data_changed)
        self._update_buttons()

    # -- event tab protocol ----------------------------------------------------
    def set_event(self, event_id: int | None) -> None:
        """Show another event (or the same one opened again): the round last looked at in it
        in this window, unless its rounds moved on since (a round paired, or one taken away by
        a restore), else its newest round.

        Opening an event always showed its newest round, so an organizer reviewing round 2
        while round 4 was played went back to the event list and found round 4 again."""
        if event_id == self.event_id:
            self.refresh()
            return
        current = self.current_round()
        if self.event_id is not None and current is not None:
            self._looked_at[self.event_id] = LookedAt(current.number, self._known_last or current.number)
        self.result_edit.clear()
        self.show_status("")
        self.show_refusal("")
        self.event_id = event_id
        looked = self._looked_at.get(event_id) if event_id is not None else None
        self._known_last = looked.newest if looked is not None else None
        self._reload(looked.shown if looked is not None else None, follow_newer=looked is not None)

    def refresh(self, *, select_number: int | None = None) -> None:
        """Reload the list of rounds and the shown round's pairings.

        The data changed, so the status line's news is old: it is cleared (an
        action that has something to say says it after this).
        """
        current = self.current_round()
        wanted = select_number if select_number is not None else (
            current.number if current is not None else None
        )
        self._reload(wanted, follow_newer=select_number is None and current is not None)

    def _reload(self, wanted: int | None, *, follow_newer: bool) -> None:
        """Read the rounds and show round `wanted`: the newest where there is no such round,
        or where `follow_newer` and the newest round is another than the newest known."""
        self.show_status("")
        event_id = self.event_id
        self.round_rows = (
            [] if event_id is None else self.context.read(lambda s: rounds.list_rounds(s, event_id))
        )
        self._read_event_state()
        self.round_combo.blockSignals(True)
        self.round_combo.clear()
        for row in self.round_rows:
            self.round_combo.addItem(_round_label(row), row.id)
        index = len(self.round_rows) - 1
        if wanted is not None:
            for i, row in enumerate(self.round_rows):
                if row.number == wanted:
                    index = i
        newest = self.round_rows[-1].number if self.round_rows else None
        if follow_newer and newest is not None and newest != self._known_last:
            # a new round appeared (or a restore took one away): show the newest
            index = len(self.round_rows) - 1
        self._known_last = newest
        self.round_combo.setCurrentIndex(index)
        self.round_combo.blockSignals(False)
        self._load_pairings()

    def _on_data_changed(self, area: str) -> None:
        if area == "database":
            self.set_event(None)
            self._looked_at.clear()  # another database's events: the rounds looked at are not theirs
        elif area.startswith("result:"):
            self._refresh_one(int(area.split(":", 1)[1]))
        elif area in ("rounds", "results", "players", "penalties", "deckchecks", "events",
                      "decklists"):
            self.refresh()

    # -- reading ---------------------------------------------------------------
    def current_round(self) -> RoundRow | None:
        index = self.round_combo.currentIndex()
        if 0 <= index < len(self.round_rows):
            return self.round_rows[index]
        return None

    def _load_pairings(self) -> None:
        """Show the current round's tables.

        Reloading the same round keeps the organizer's place: the selected match
        (or, after a re-pair, the same table number) is selected again.
        """
        round_row = self.current_round()
        same_round = round_row is not None and round_row.id == self._pairings_round_id
        kept = self.selected_match() if same_round else None
        self._pairings_round_id = None if round_row is None else round_row.id
        if round_row is None or round_row.id != self.status_round_id:
            # The status line speaks of one round: another round on screen makes it stale.
            self.show_status("")
            self.show_refusal("")
        if round_row is None:
            self.model.set_rows([])
            self.warnings_label.setVisible(False)
            self._update_counts()
            self._update_buttons()
            return
        round_id = round_row.id

        def load(session: Session) -> tuple[RoundPairings, list[str]]:
            data = rounds.round_pairings(session, round_id)
            problems = (
                rounds.review_problems(session, rounds.require_round(session, round_id))
                if data.round.state == "draft"
                else []
            )
            return data, problems

        data, problems = self.context.read(load)
        self._show_result_examples(data.round.match_structure)
        self.model.highlight_missing = data.round.state != "draft"
        warnings = list(dict.fromkeys([*problems, *data.round.warnings]))
        self.model.warned_players = _named_in(warnings, data.matches)
        self.model.set_rows(data.matches)
        self._fit_result_column(data.matches)
        if kept is not None:
            self._select_again(kept)
        if data.round.state == "draft":
            warnings.insert(0, "Draft: review these pairings, then Publish (Ctrl+Shift+U).")
        self.warnings_label.setText("\n".join(f"• {w}" for w in warnings))
        self.warnings_label.setVisible(bool(warnings))
        self._show_reports_to_settle()
        self._update_counts()
        self._update_buttons()

    def _show_result_examples(self, structure: MatchStructure | None) -> None:
        """The typed-result box shows a game score only where the round's matches have more
        than one game: in a single game match "2-1" is refused. An elimination round's box
        offers neither a draw nor drawn games: its matches need a winner, and a drawn game
        is replayed (the service refuses them too)."""
        self.result_edit.setPlaceholderText(_result_examples(structure))

    def _show_reports_to_settle(self) -> None:
        """Tables the players reported from their phones that still need the scorekeeper."""
        round_row = self.current_round()
        settle = (
            [] if round_row is None or round_row.state == "draft"
            else self.context.read(lambda s: player_reports.tables_to_settle(s, round_row.id))
        )
        lines = [f"• Table {t.table_number}: {t.summary}" for t in settle]
        self.reports_label.setText(
            "Players' reports waiting for the scorekeeper (enter the result to settle):\n"
            + "\n".join(lines)
        )
        self.reports_label.setVisible(bool(settle))

    def _refresh_one(self, match_id: int) -> None:
        """A single result changed: repaint that row and the counters only."""
        if self.model.row_of_match(match_id) is None:
            return
        index = self.model.row_of_match(match_id)
        assert index is not None
        fresh = self.context.read(lambda s: gui_queries.match_result(s, match_id))
        old = self.model.row_at(index)
        self.model.update_match(
            replace(
                old, result=fresh.result, a_game_wins=fresh.a_game_wins,
                b_game_wins=fresh.b_game_wins, game_draws=fresh.game_draws,
                result_source=fresh.result_source, conceded_by=fresh.conceded_by,
                notes=fresh.notes, corrected=fresh.corrected,
            )
        )
        current = self.current_round()
        if current is not None:
            counted = count_results(self.model.rows())
            state = "complete" if counted.missing == 0 else current.state
            updated = replace(current, results_entered=counted.entered, state=state)
            self.round_rows[self.round_combo.currentIndex()] = updated
            self.round_combo.setItemText(self.round_combo.currentIndex(), _round_label(updated))
        if self.reports_label.isVisible():
            self._show_reports_to_settle()
        if self.has_cut:  # the final's result decides the champion: the button says so
            self._read_event_state()
        self._update_counts()
        self._update_buttons()

    def _update_counts(self) -> None:
        counted = count_results(self.model.rows())
        round_row = self.current_round()
        if round_row is None:
            self.missing_label.setText("No rounds yet: press Pair next round.")
        elif round_row.state == "draft":
            self.missing_label.setText(f"{counted.tables_line()} (draft)")
        else:
            self.missing_label.setText(as_sentence(counted.results_line()))

    def selected_match(self) -> MatchRow | None:
        return selected_row(self.view, MatchRow)

    def select_match(self, match_id: int) -> None:
        source_row = self.model.row_of_match(match_id)
        if source_row is None:
            return
        index = self.proxy.mapFromSource(self.model.index(source_row, 0))
        if index.isValid():
            self.view.selectRow(index.row())
            self.view.scrollTo(index)

    def _select_again(self, match: MatchRow) -> None:
        """Select `match` after a reload; if it is gone (re-paired), the same table."""
        if self.model.row_of_match(match.id) is None and match.table_number is not None:
            at_table = next(
                (m for m in self.model.rows() if m.table_number == match.table_number), None
            )
            if at_table is not None:
                match = at_table
        self.select_match(match.id)

    def _fit_result_column(self, matches: Sequence[MatchRow]) -> None:
        """The Result column as wide as the round's longest result where the names still fit
        beside it, else a share of the width (see `ResultColumnSharer`)."""
        columns = self.model.columns
        names = [columns[c].text(m) for m in matches for c in PLAYER_COLUMNS]
        self.result_sharer.measure((text for m in matches for text in results_it_may_show(m)), names)

    def _read_event_state(self) -> None:
        """The event's stage, whether it has its top cut and whether the final decided the
        champion: they decide which actions apply and what the elimination button says."""
        event_id = self.event_id
        if event_id is None:
            self.event_status, self.has_cut, self.champion_decided = None, False, False
            self.elimination_blocker = ""
            return

        def read(session: Session) -> tuple[str, bool, bool, str]:
            status = events.get_event(session, event_id).status
            cut = topcut.top_cut(session, event_id) is not None
            blocker = topcut.elimination_blocker(session, event_id) if cut else ""
            return status, cut, cut and topcut.champion(session, event_id) is not None, blocker

        (self.event_status, self.has_cut, self.champion_decided,
         self.elimination_blocker) = self.context.read(read)

    def _update_buttons(self) -> None:
        """Enable what applies to the event's stage and the shown round; say why the rest doesn't."""
        has_event = self.event_id is not None
        status = self.event_status
        finished = status == "finished"
        swiss_stage = has_event and status in ("setup", "swiss") and not self.has_cut
        round_row = self.current_round()
        state = round_row.state if round_row else None
        swiss = round_row is not None and round_row.kind == "swiss"
        self.pair_button.setEnabled(swiss_stage)
        self.publish_button.setEnabled(state == "draft" and not finished)
        self.discard_button.setEnabled(state == "draft" and swiss and not finished)
        self.repair_button.setEnabled(swiss and swiss_stage and state in ("draft", "published"))
        self.swap_button.setEnabled(state in ("draft", "published") and not finished)
        match = self.selected_match()
        self.correct_button.setEnabled(
            match is not None and match.result is not None and not match.is_bye
        )
        self.eom_button.setEnabled(
            state == "published" and match is not None and match.result is None and not match.is_bye
        )
        self.cut_button.setEnabled(swiss_stage and bool(self.round_rows))
        # during an elimination round there is nothing to pair: the button says what is left
        # to do there rather than refusing when pressed
        waiting = self.elimination_blocker
        self.elimination_button.setEnabled(has_event and self.has_cut and not finished and not waiting)
        # once the final is played the same button ends the event: it says so; greyed out
        # after that it says what was done, not an action it no longer does
        declare = self.champion_decided and not finished
        self.elimination_button.setText(
            "Declare the champ&ion" if declare
            else "Champion declared" if finished and self.has_cut
            else "Pair el&imination round"
        )
        typing_here = self.window().focusWidget() is self.result_edit
        self.result_edit.setEnabled(state in ("published",))
        if typing_here and not self.result_edit.isEnabled():
            # The round's last result is in, or another station paired or published: results
            # cannot be typed here now. The keys go to the tables, not to the next widget in
            # line ("← All events", whose space bar left the event in the middle of typing).
            self.view.setFocus()
        why = (
            "The event is finished." if finished
            else "The top cut is made: only elimination rounds follow." if self.has_cut
            else ""
        )
        for button, normal in (
            (self.pair_button, "Pair the next Swiss round as a draft (Ctrl+Shift+P)"),
            (self.cut_button, "End the Swiss rounds and cut to the top players"),
        ):
            button.setToolTip(why if why and not button.isEnabled() else normal)
        self.elimination_button.setToolTip(
            "The event is finished." if finished
            else f"{waiting[:1].upper()}{waiting[1:]}." if waiting
            else "Finish the event with the final's winner as champion" if declare
            else "Pair the next elimination round from the top cut's seeds"
        )

    # -- actions ---------------------------------------------------------------
    def pair_next_round(self) -> int | None:
        """Pair the next Swiss round on the worker thread (large events take a moment)."""
        event_id = self.event_id
        if event_id is None:
            return None
        return self.context.run_in_background(
            self,
            lambda s: rounds.pair_round(s, event_id),
            changes="rounds",
            label="Pairing the next round…",
            on_success=lambda data: self.refresh(select_number=data.round.number),
        )

    def publish(self) -> bool:
        round_row = self.current_round()
        if round_row is None or round_row.state != "draft":
            return False
        round_id = round_row.id
        return self.context.try_run(
            self, lambda s: rounds.publish_round(s, round_id), changes="rounds"
        )

    def pair_again(self, *, confirmed: bool = False) -> int | None:
        """Pair the shown round again; a published round is only turned back into a draft
        once the scorekeeper agrees to lose its published tables."""
        round_row = self.current_round()
        if round_row is None:
            return None
        entered = [m for m in self.model.rows() if m.result is not None and not m.is_bye]
        if entered:
            # Said before the question about losing published tables, which would not apply.
            show_user_error(
                self,
                f"Round {round_row.number} already has {how_many(len(entered), 'result')}, so it is "
                "not paired again.\nCorrect a wrong result instead: double-click its table.",
            )
            return None
        if round_row.state == "published" and not confirmed:
            self.confirm_box = ask(
                self,
                f"Pair round {round_row.number} again?",
                f"Round {round_row.number} is published: its {count_results(self.model.rows()).tables_line()} may "
                "already be on the wall and players seated.",
                informative=(
                    "Pairing it again throws away the published tables (and any extra time "
                    "given at them) and turns the round back into a draft with new pairings, "
                    "to review and publish again."
                ),
                yes="Pair again",
                on_yes=lambda: self.pair_again(confirmed=True),
                name="confirmPairAgain",
            )
            return None
        round_id = round_row.id
        number = round_row.number
        return self.context.run_in_background(
            self,
            lambda s: rounds.repair_round(s, round_id),
            changes="rounds",
            label=f"Pairing round {number} again…",
            on_success=lambda _data: self.refresh(select_number=number),
        )

    def discard(self) -> bool:
        round_row = self.current_round()
        if round_row is None:
            return False
        round_id = round_row.id
        return self.context.try_run(
            self, lambda s: rounds.discard_draft(s, round_id), changes="rounds"
        )

    def enter_typed_result(self) -> bool:
        """Record the result typed in the result line; Enter leaves the line ready for the next.

        A refusal is shown in red under the line, never in a message box: the
        scorekeeper types on without looking, and a box would take the next
        keys. The typed text stays, selected, so typing again replaces it.
        """
        text = self.result_edit.text()
        if not text.strip():
            return False
        try:
            entry = parse_result_entry(text)
        except ValidationError as exc:
            return self._refuse(str(exc))
        match = self.model.match_at_table(entry.table)
        if match is None:
            return self._refuse(f"there is no table {entry.table} in this round")
        try:
            outcome = self.context.run(
                self,
                lambda s: results.enter_result(s, match.id, entry.result, score=entry.score),
                changes=f"result:{match.id}",
                show_refusal=False,
            )
        except ActionFailed as exc:
            return self._refuse(str(exc))
        self.result_edit.clear()
        self.show_refusal("")
        self._after_result(outcome)
        return True

    def _refuse(self, message: str) -> bool:
        self.show_refusal(message)
        self.result_edit.setFocus()
        self.result_edit.selectAll()
        return False

    def show_refusal(self, message: str) -> None:
        """The result line's refusal, in red under it ('' hides it)."""
        text = as_sentence(message)
        self.refusal_label.setText(text)
        self.refusal_label.setVisible(bool(text))

    def show_status(self, message: str) -> None:
        """News about the shown round ('' clears it); it goes when another round is shown."""
        round_row = self.current_round()
        self.status_round_id = round_row.id if round_row is not None and message else None
        self.status_label.setText(message)
        if message:
            self.last_message = message

    def _after_result(self, outcome: ResultOutcome) -> None:
        row = self.model.rows()[self.model.row_of_match(outcome.match.id) or 0]
        message = f"Table {row.table_number}: {row.player_a_name} – {row.player_b_name}: recorded."
        if outcome.round_complete:
            message += " The round is complete."
            self.refresh()
        self.show_status(message)
        self.select_match(outcome.match.id)

    def end_of_match(self, match_id: int | None = None) -> EndOfMatchDialog | None:
        """The end-of-match assistant for the selected table (or the one given)."""
        round_row = self.current_round()
        if round_row is None:
            return None
        if match_id is None:
            match = self.selected_match()
            if match is None or match.is_bye:
                return None
            match_id = match.id
        if self.eom_dialog is not None:
            self.eom_dialog.close()
        dialog = EndOfMatchDialog(self.context, round_row.id, match_id, self)
        self.eom_dialog = dialog
        dialog.finished.connect(lambda _result: self._forget_eom(dialog))
        return open_dialog(dialog)

    def _forget_eom(self, dialog: EndOfMatchDialog) -> None:
        if self.eom_dialog is dialog:
            self.eom_dialog = None

    def correct_selected(self) -> CorrectResultDialog | None:
        match = self.selected_match()
        round_row = self.current_round()
        if match is None or match.result is None or match.is_bye or round_row is None:
            return None

        def submit(values: tuple[str, str]) -> bool:
            text, reason = values
            try:
                entry = parse_result_entry(f"{match.table_number or 0} {text}")
            except ValidationError as exc:
                show_user_error(self.dialog, str(exc))
                return False
            try:
                outcome = self.context.run(
                    self.dialog,
                    lambda s: results.correct_result(
                        s, match.id, entry.result, score=entry.score, reason=reason
                    ),
                    changes="results",
                )
            except ActionFailed:
                return False
            if outcome.pair_again is not None:
                self.offer_pair_again(outcome.pair_again[1], "\n".join(outcome.warnings))
            elif outcome.warnings:
                inform(self, "Result corrected", "\n".join(outcome.warnings))
            return True

        return self._show(CorrectResultDialog(self, match, round_row.match_structure, submit))

    def offer_pair_again(self, number: int, said: str) -> QMessageBox:
        """After a correction, offer to pair round `number` (paired on the old standings, no
        results yet) again; Cancel keeps its pairings."""
        state = next((r.state for r in self.round_rows if r.number == number), "draft")
        self.confirm_box = ask(
            self,
            "Result corrected",
            said,
            informative=(
                f"Pairing round {number} again throws away its published tables and turns it "
                "back into a draft with new pairings, to review and publish again."
                if state == "published" else
                f"Pairing round {number} again replaces its draft pairings with new ones."
            ) + " Cancel keeps the pairings as they are.",
            yes=f"Pair round {number} again",
            on_yes=lambda: self._pair_again_now(number),
            name="confirmPairAgainAfterCorrection",
        )
        return self.confirm_box

    def _pair_again_now(self, number: int) -> int | None:
        self.refresh(select_number=number)
        return self.pair_again(confirmed=True)

    def swap_players(self) -> SwapDialog | None:
        round_row = self.current_round()
        if round_row is None:
            return None
        round_id = round_row.id

        def submit(values: tuple[int, int]) -> bool:
            first, second = values
            return self.context.try_run(
                self.dialog,
                lambda s: rounds.swap_players(s, round_id, first, second),
                changes="rounds",
            )

        return self._show(SwapDialog(self, self.model.rows(), submit))

    def top_cut(self) -> TopCutDialog | None:
        event_id = self.event_id
        if event_id is None:
            return None
        active = self.context.read(
            lambda s: sum(1 for e in load_history(s, event_id).entrants
                          if e.dropped_after_round is None)
        )
        # a round still being played is said at once, not after a size was chosen
        blocker = self.context.read(lambda s: topcut.cut_blocker(s, event_id))
        if blocker:
            show_user_error(self, blocker)
            return None
        short = self.context.read(lambda s: topcut.swiss_rounds_short(s, event_id))
        planned = self.context.read(lambda s: events.require_event(s, event_id).top_cut)

        def submit(size: int) -> bool:
            try:
                cut = self.context.run(
                    self.dialog, lambda s: topcut.cut_to_top(s, event_id, size), changes="rounds"
                )
            except ActionFailed:
                return False
            seeds = ", ".join(f"{s.seed}. {s.name}" for s in cut.seeds)
            message = f"Top {cut.size} ({cut.match_structure}): {seeds}."
            if cut.warnings:
                message += " " + " ".join(cut.warnings)
            self.show_status(message)
            return True

        return self._show(TopCutDialog(self, active, submit, short=short, planned=planned))

    def pair_elimination_round(self) -> bool:
        event_id = self.event_id
        if event_id is None:
            return False
        try:
            data = self.context.run(
                self, lambda s: topcut.pair_next_elimination_round(s, event_id), changes="rounds"
            )
        except ActionFailed:
            return False
        if data is None:
            champion = self.context.read(lambda s: _champion_name(s, event_id))
            self.show_status(f"The event is finished. Champion: {champion}.")
        else:
            self.refresh(select_number=data.round.number)
        return True

    def _show(self, dialog: SubmitDialog) -> SubmitDialog:  # type: ignore[override]
        self.dialog = dialog
        return open_dialog(dialog)


def _named_in(warnings: list[str], matches: tuple[MatchRow, ...]) -> frozenset[int]:
    """Players a warning names, so their tables are highlighted while the draft is reviewed."""
    if not warnings:
        return frozenset()
    text = "\n".join(warnings)
    named: set[int] = set()
    for m in matches:
        if m.player_a_name in text:
            named.add(m.player_a_id)
        if m.player_b_id is not None and m.player_b_name and m.player_b_name in text:
            named.add(m.player_b_id)
    return frozenset(named)


def _champion_name(session: Session, event_id: int) -> str:
    winner = topcut.champion(session, event_id)
    if winner is None:
        return "(none yet)"
    return player_label(session, winner)
