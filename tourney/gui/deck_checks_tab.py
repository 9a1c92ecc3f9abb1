"""The Deck checks tab: pick matches, record what was found, see the time it gave back.

A recorded check can be corrected (with the reason, kept in the history) and a
pick nobody started can be removed. The judge chosen beside the buttons is
noted on the checks they start and record, and named on the printed sheet.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QValidator
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from engine.core.plural import how_many
from tourney.gui.context import AppContext
from tourney.gui.dialogs import SubmitDialog, open_dialog
from tourney.gui.errors import show_user_error
from tourney.gui.printing import ReportPrinter
from tourney.gui.round_models import DeckCheckTableModel, minutes_and_seconds
from tourney.gui.table_models import RowFilterProxy
from tourney.gui.table_views import reload_rows, select_row, selected_row, setup_list_view
from tourney.services import deck_checks, gui_queries, printouts, rounds
from tourney.services.deck_checks import DeckCheckRow
from tourney.services.gui_queries import JudgeChoice


def differences_text(check: DeckCheckRow) -> str:
    """A recorded check's findings as the "-1 Card name" lines they were typed as."""
    findings = check.findings or {}
    lines = [f"-{d.get('qty')} {d.get('name')}" for d in findings.get("missing", [])]
    lines += [f"+{d.get('qty')} {d.get('name')}" for d in findings.get("extra", [])]
    return "\n".join(lines)


_TOOK = re.compile(r"(\d{0,3})(?::(\d{0,2}))?")


class TookSpin(QSpinBox):
    """How long a check took, to the second, read and typed as the tab's "Took" column shows it.

    "0:08" is eight seconds; a bare number is minutes ("4" is 4:00); the arrows
    step a minute at a time.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setRange(0, 120 * 60)
        self.setSingleStep(60)

    def textFromValue(self, value: int) -> str:
        return minutes_and_seconds(value)

    def _seconds(self, text: str) -> int | None:
        found = _TOOK.fullmatch(text.strip())
        if found is None or not found.group(1):
            return None
        seconds = found.group(2)
        if seconds is not None and (len(seconds) != 2 or int(seconds) > 59):
            return None
        return int(found.group(1)) * 60 + int(seconds or 0)

    def valueFromText(self, text: str) -> int:
        seconds = self._seconds(text)
        return self.value() if seconds is None else seconds

    def validate(self, text: str, pos: int) -> QValidator.State:
        if _TOOK.fullmatch(text.strip()) is None:
            return QValidator.State.Invalid
        seconds = self._seconds(text)
        if seconds is None or not self.minimum() <= seconds <= self.maximum():
            return QValidator.State.Intermediate
        return QValidator.State.Acceptable


@dataclass(frozen=True, slots=True)
class DeckCheckValues:
    differences: str
    sleeves: str
    notes: str
    seconds: int
    judge_person_id: int | None = None
    reason: str = ""


class RecordDeckCheckDialog(SubmitDialog):
    """What the judge found, and how long the deck was away from the table.

    With `correcting`, the same form edits a recorded check: it opens with what
    was recorded, always asks how long the check took, and asks why it changes.
    """

    def __init__(
        self,
        parent: QWidget | None,
        check: DeckCheckRow,
        submit: Callable[..., bool],
        *,
        judges: Sequence[JudgeChoice] = (),
        judge_person_id: int | None = None,
        correcting: bool = False,
    ) -> None:
        super().__init__(parent, submit)
        self.correcting = correcting
        self.setObjectName("correctDeckCheckDialog" if correcting else "recordDeckCheckDialog")
        self.setWindowTitle(
            f"{'Correct the deck check' if correcting else 'Deck check'}: {check.player_name}"
        )
        self.differences_edit = QPlainTextEdit()
        self.differences_edit.setPlaceholderText(
            "Leave empty when the deck matches the list.\nOtherwise one line per difference:\n"
            "-1 Card name\n+1 Other card"
        )
        self.sleeves_combo = QComboBox()
        for value, label in (("ok", "Sleeves fine"), ("not_uniform", "Not uniform"),
                             ("worn", "Worn"), ("marked", "Marked, no pattern"),
                             ("marked_pattern", "Marked, with a pattern")):
            self.sleeves_combo.addItem(label, value)
        self.notes_edit = QLineEdit()
        self.took_spin = TookSpin()
        self.took_spin.setValue(5 * 60)
        self.took_spin.setToolTip(
            "How long the check took, minutes:seconds (\"4\" is 4:00), when it was not started "
            "with Start"
        )
        self.judge_combo = QComboBox()
        self.judge_combo.setToolTip("The judge who checked the deck (named on the printed sheet)")
        self.judge_combo.addItem("(not noted)", None)
        for judge in judges:
            self.judge_combo.addItem(judge.label, judge.person_id)
        chosen = check.judge_person_id or judge_person_id
        if chosen is not None and self.judge_combo.findData(chosen) >= 0:
            self.judge_combo.setCurrentIndex(self.judge_combo.findData(chosen))
        self.reason_edit = QLineEdit()
        self.reason_edit.setPlaceholderText("why the check is corrected (kept in the history)")
        if correcting:
            self.differences_edit.setPlainText(differences_text(check))
            findings = check.findings or {}
            sleeves = self.sleeves_combo.findData(findings.get("sleeves", "ok"))
            self.sleeves_combo.setCurrentIndex(max(sleeves, 0))
            self.notes_edit.setText(str(findings.get("notes", "")))
            self.took_spin.setValue(check.duration_seconds or 0)
        form = QFormLayout(self)
        form.addRow("&Differences:", self.differences_edit)
        form.addRow("&Sleeves:", self.sleeves_combo)
        form.addRow("&Notes:", self.notes_edit)
        if check.started_at is None or correcting:
            form.addRow("&Took:", self.took_spin)
        form.addRow("&Judge:", self.judge_combo)
        if correcting:
            form.addRow("&Reason:", self.reason_edit)
        form.addRow(self.buttons)
        self.setMinimumWidth(440)
        self.started = check.started_at is not None

    def values(self) -> DeckCheckValues:
        judge = self.judge_combo.currentData()
        return DeckCheckValues(
            self.differences_edit.toPlainText(), str(self.sleeves_combo.currentData()),
            self.notes_edit.text(), self.took_spin.value(),
            None if judge is None else int(judge), self.reason_edit.text(),
        )


class DeckChecksTab(QWidget):
    """The event's deck checks; pick at random for the current round or choose a table."""

    title = "Deck checks"

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("deckChecksTab")
        self.context = context
        self.event_id: int | None = None
        self.dialog: RecordDeckCheckDialog | None = None
        self.judges: list[JudgeChoice] = []
        self.model = DeckCheckTableModel(self)
        self.proxy = RowFilterProxy(self)
        self.proxy.setSourceModel(self.model)
        self.view = QTableView()
        setup_list_view(self.view, self.proxy, name="deckChecksView",
                        sort=(0, Qt.SortOrder.DescendingOrder), compact=True)

        self.pick_button = QPushButton("&Pick at random")
        self.pick_button.setToolTip("Draw matches of the current round (seed recorded)")
        self.table_spin = QSpinBox()
        self.table_spin.setRange(1, 10000)
        self.table_spin.setPrefix("table ")
        self.check_table_button = QPushButton("&Check this table")
        self.start_button = QPushButton("&Start")
        self.record_button = QPushButton("&Record…")
        self.correct_button = QPushButton("C&orrect…")
        self.correct_button.setToolTip("Change what a recorded check found or how long it took")
        self.remove_button = QPushButton("Re&move pick")
        self.remove_button.setToolTip("Remove a pick nobody started (the table finished first, "
                                      "or it was picked by mistake)")
        self.penalty_button = QPushButton("Issue proposed penalt&y")
        self.print_button = QPushButton("Pr&int sheet…")
        self.print_button.setToolTip("Save the deck-check sheet of the selected check as a PDF")
        self.print_button.clicked.connect(self.print_selected)
        self.printer = ReportPrinter(context, self)
        self.judge_combo = QComboBox()
        self.judge_combo.setToolTip(
            "The judge who starts, records or issues a penalty from a deck check "
            "(named on the printed sheet)"
        )
        self.pick_button.clicked.connect(self.pick_random)
        self.check_table_button.clicked.connect(lambda: self.check_table(self.table_spin.value()))
        self.start_button.clicked.connect(self.start_selected)
        self.record_button.clicked.connect(self.record_selected)
        self.correct_button.clicked.connect(self.correct_selected)
        self.remove_button.clicked.connect(self.remove_selected)
        self.penalty_button.clicked.connect(self.issue_proposed_penalty)
        self.info = QLabel()
        self.info.setWordWrap(True)

        top = QHBoxLayout()
        top.addWidget(self.pick_button)
        top.addSpacing(12)
        top.addWidget(self.table_spin)
        top.addWidget(self.check_table_button)
        top.addStretch(1)
        # the judge at work, beside the picks: noted on what they start and record
        judge_label = QLabel("&Judge:")
        judge_label.setBuddy(self.judge_combo)
        top.addWidget(judge_label)
        top.addWidget(self.judge_combo)
        second = QHBoxLayout()
        second.addWidget(self.start_button)
        second.addWidget(self.record_button)
        second.addWidget(self.correct_button)
        second.addWidget(self.remove_button)
        second.addWidget(self.print_button)
        second.addStretch(1)
        second.addWidget(self.penalty_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(second)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.info)
        self.view.selectionModel().selectionChanged.connect(self._update_buttons)
        context.data_changed.connect(self._on_data_changed)
        self._update_buttons()

    def set_event(self, event_id: int | None) -> None:
        self.event_id = event_id
        self.refresh()

    def refresh(self) -> None:
        """Reload the checks, keeping the selected one selected (Start, then Record, then Print)."""
        event_id = self.event_id
        rows = [] if event_id is None else self.context.read(
            lambda s: deck_checks.list_deck_checks(s, event_id)
        )
        reload_rows(self.view, self.model, rows, lambda row: row.id)
        chosen = self.judge_combo.currentData()
        self.judge_combo.clear()
        self.judges = [] if event_id is None else self.context.read(
            lambda s: gui_queries.judges(s, event_id)
        )
        for judge in self.judges:
            self.judge_combo.addItem(judge.label, judge.person_id)
        if chosen is not None and self.judge_combo.findData(chosen) >= 0:
            self.judge_combo.setCurrentIndex(self.judge_combo.findData(chosen))
        extended = sum(1 for r in rows if r.duration_seconds)
        self.info.setText(
            f"{how_many(len(rows), 'deck check')}; {extended} gave their match extra time (shown on the "
            "round clock). A recorded difference proposes the floor rules' penalty."
        )
        self._update_buttons()

    def _on_data_changed(self, area: str) -> None:
        if area == "database":
            self.set_event(None)
        elif area in ("deckchecks", "rounds", "penalties", "players", "staff"):
            self.refresh()

    def selected(self) -> DeckCheckRow | None:
        return selected_row(self.view, DeckCheckRow)

    def select_check(self, check_id: int) -> None:
        select_row(self.view, DeckCheckRow, lambda row: row.id == check_id)

    def _update_buttons(self) -> None:
        row = self.selected()
        self.pick_button.setEnabled(self.event_id is not None)
        self.check_table_button.setEnabled(self.event_id is not None)
        self.start_button.setEnabled(row is not None and row.started_at is None)
        self.record_button.setEnabled(row is not None and row.ended_at is None)
        self.correct_button.setEnabled(row is not None and row.ended_at is not None)
        self.remove_button.setEnabled(
            row is not None and row.started_at is None and row.ended_at is None
        )
        self.print_button.setEnabled(row is not None)
        self.penalty_button.setEnabled(
            row is not None and bool(row.proposed_penalty) and row.penalty_id is None
        )

    def _current_round_id(self) -> int | None:
        event_id = self.event_id
        if event_id is None:
            return None
        return self.context.read(lambda s: gui_queries.current_round_id(s, event_id))

    def pick_random(self) -> bool:
        round_id = self._current_round_id()
        if round_id is None:
            show_user_error(self, "pair and publish a round before picking deck checks")
            return False
        return self.context.try_run(
            self, lambda s: deck_checks.pick_deck_checks(s, round_id), changes="deckchecks"
        )

    def check_table(self, table: int) -> bool:
        round_id = self._current_round_id()
        if round_id is None:
            show_user_error(self, "pair and publish a round before checking a table")
            return False
        data = self.context.read(lambda s: rounds.round_pairings(s, round_id))
        match = next((m for m in data.matches if m.table_number == table), None)
        if match is None:
            show_user_error(self, f"{data.round.heading} has no table {table}")
            return False
        return self.context.try_run(
            self, lambda s: deck_checks.check_match(s, match.id), changes="deckchecks"
        )

    def start_selected(self) -> bool:
        row = self.selected()
        if row is None:
            return False
        judge = self.judge_combo.currentData()
        return self.context.try_run(
            self,
            lambda s: deck_checks.start_deck_check(
                s, row.id, judge_person_id=None if judge is None else int(judge)
            ),
            changes="deckchecks",
        )

    def remove_selected(self) -> bool:
        """Remove the selected pick (only one nobody started)."""
        row = self.selected()
        if row is None:
            return False
        return self.context.try_run(
            self, lambda s: deck_checks.remove_deck_check(s, row.id), changes="deckchecks"
        )

    def record_selected(self) -> RecordDeckCheckDialog | None:
        row = self.selected()
        if row is None:
            return None

        def submit(values: DeckCheckValues) -> bool:
            def record(session: Any) -> DeckCheckRow:
                return deck_checks.record_deck_check(
                    session, row.id, differences=values.differences, sleeves=values.sleeves,
                    notes=values.notes,
                    duration_seconds=None if row.started_at else values.seconds,
                    judge_person_id=values.judge_person_id,
                )

            return self.context.try_run(self.dialog, record, changes="deckchecks")

        dialog = RecordDeckCheckDialog(self, row, submit, judges=self.judges,
                                       judge_person_id=self.judge_combo.currentData())
        self.dialog = dialog
        return open_dialog(dialog)

    def correct_selected(self) -> RecordDeckCheckDialog | None:
        """Open the recorded check's findings to correct them (with a reason)."""
        row = self.selected()
        if row is None or row.ended_at is None:
            return None

        def submit(values: DeckCheckValues) -> bool:
            # a time left as it was is not sent: the check keeps its start and its seconds
            duration = None if values.seconds == (row.duration_seconds or 0) else values.seconds

            def correct(session: Any) -> DeckCheckRow:
                return deck_checks.correct_deck_check(
                    session, row.id, reason=values.reason, differences=values.differences,
                    sleeves=values.sleeves, notes=values.notes, duration_seconds=duration,
                    judge_person_id=values.judge_person_id,
                )

            return self.context.try_run(self.dialog, correct, changes="deckchecks")

        dialog = RecordDeckCheckDialog(self, row, submit, judges=self.judges,
                                       judge_person_id=self.judge_combo.currentData(),
                                       correcting=True)
        self.dialog = dialog
        return open_dialog(dialog)

    def print_selected(self) -> object | None:
        """Ask where to save the selected check's sheet (counts filled in once recorded)."""
        row = self.selected()
        if row is None or self.event_id is None:
            return None
        return self.printer.choose_file(
            self.event_id, "deckcheck", round_number=row.round_number,
            player=row.registration_id,
            file_name=printouts.deck_check_file_name(
                row.round_number, row.table_number, row.player_name, row.player_number
            ),
        )

    def issue_proposed_penalty(self) -> bool:
        row = self.selected()
        judge = self.judge_combo.currentData()
        if row is None:
            return False
        if judge is None:
            show_user_error(self, "add a judge on the Staff tab before issuing a penalty")
            return False
        return self.context.try_run(
            self,
            lambda s: deck_checks.apply_proposed_penalty(s, row.id, issued_by_person_id=int(judge)),
            changes="penalties",
        )
