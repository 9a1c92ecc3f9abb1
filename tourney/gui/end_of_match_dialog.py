"""The end-of-match assistant: one table's procedure, step by step, following the round clock.

Opened for a table (the selected match in the clock window or on the Rounds
tab), it names the two players everywhere, says where the clock stands for
that table (the round's time call plus the table's extra time) and only lets
the procedure start once time is called there. The stage is never chosen by
hand: it starts where the match is (the turn in progress, or the extra game
after a drawn elimination game) and moves on with each step the assistant
gives. Its explanation wraps, and the dialog grows to show all of it.
The head judge's 5-minute limit on the procedure is switched here too, for
the whole event, through the same service as `tourney eom cap`. The event's head
judges are read with the match each time the assistant reads it (a step, a ruling,
a change made in another window or at another station), never kept from when it
opened.
"""

from __future__ import annotations

import time

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLayout,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)
from sqlmodel import Session

from tourney.errors import UserError
from tourney.gui.context import ActionFailed, AppContext
from tourney.policy.end_of_match import END_OF_MATCH_CAP_SECONDS, STAGE_WORDS, Action, Stage, Step
from tourney.services import end_of_match, staff
from tourney.services.end_of_match import EndOfMatchOutcome, MatchProcedure, clock_words
from tourney.services.staff import StaffRow

ADVICE_WIDTH = 460
FOLLOWED_AREAS = ("clock", "rounds", "results", "penalties", "deckchecks", "staff", "players")
"""Changes (here, in another window or at another station) the assistant reads the match again
for: its clock, its result, its players' penalties and deck checks, the event's head judges."""


def read_match(session: Session, match_id: int) -> tuple[MatchProcedure, list[StaffRow]]:
    """The match's procedure and its event's head judges as they are now, in one read: a head
    judge added, renamed or removed elsewhere is seen the next time the assistant reads."""
    procedure = end_of_match.match_procedure(session, match_id)
    return procedure, staff.head_judges(session, procedure.event_id)


class EndOfMatchDialog(QDialog):
    """The procedure for one table: who went first, whose turn, the points; the stage follows."""

    def __init__(
        self,
        context: AppContext,
        round_id: int,
        match_id: int | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("endOfMatchDialog")
        self.setWindowTitle("End of match")
        self.context = context
        self.round_id = round_id
        self.procedure: MatchProcedure | None = None
        self.stage: Stage = Stage.CURRENT_TURN
        self.last_outcome: EndOfMatchOutcome | None = None
        self._read_at = time.monotonic()

        self.heading = QLabel()
        self.heading.setObjectName("endOfMatchPlayers")
        self.heading.setWordWrap(True)
        font = self.heading.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.heading.setFont(font)
        self.heading.setMinimumWidth(ADVICE_WIDTH)  # the dialog's size follows its contents
        self.table_spin = QSpinBox()
        self.table_spin.setRange(1, 10000)
        self.table_spin.setKeyboardTracking(False)
        self.clock_label = QLabel()
        self.clock_label.setObjectName("endOfMatchClock")
        self.clock_label.setWordWrap(True)
        self.stage_label = QLabel()
        self.stage_label.setObjectName("endOfMatchStage")
        self.stage_label.setWordWrap(True)
        self.first_combo = QComboBox()
        self.turn_combo = QComboBox()
        self.points_a = QSpinBox()
        self.points_b = QSpinBox()
        for spin in (self.points_a, self.points_b):
            spin.setRange(0, 99)
        self.points_a_label = QLabel()
        self.points_b_label = QLabel()
        self.points_a_label.setBuddy(self.points_a)
        self.points_b_label.setBuddy(self.points_b)
        self.record_check = QCheckBox("&Record the result once it is decided")
        self.record_check.setChecked(True)
        self.advice = QLabel()
        self.advice.setObjectName("endOfMatchAdvice")
        self.advice.setWordWrap(True)
        self.advice.setMinimumWidth(ADVICE_WIDTH)
        self.advice.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.advice.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self.advice.setStyleSheet("QLabel { padding: 6px; background: #eef4fb; }")
        self.advice.setVisible(False)
        self.cap_check = QCheckBox(f"&Limit the procedure to {END_OF_MATCH_CAP_SECONDS // 60} minutes")
        self.cap_check.setObjectName("endOfMatchCap")
        self.cap_judge = QComboBox()
        self.cap_judge.setObjectName("endOfMatchCapJudge")

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.ok_button = QPushButton("&Next step")
        self.ok_button.setDefault(True)
        self.buttons.addButton(self.ok_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.restart_button = QPushButton("Start &over")
        self.restart_button.setToolTip("Back to the turn in progress when time was called")
        self.buttons.addButton(self.restart_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.buttons.rejected.connect(self.reject)
        self.ok_button.clicked.connect(self.next_step)
        self.restart_button.clicked.connect(self.start_over)
        self.cap_check.clicked.connect(self.set_cap)

        form = QFormLayout()
        form.addRow("&Table:", self.table_spin)
        form.addRow("Went &first:", self.first_combo)
        form.addRow("T&urn of:", self.turn_combo)
        form.addRow(self.points_a_label, self.points_a)
        form.addRow(self.points_b_label, self.points_b)
        form.addRow("Head &judge:", self.cap_judge)
        form.addRow(self.cap_check)
        layout = QVBoxLayout(self)
        # The dialog is always as big as its contents: a long explanation makes it taller.
        layout.setSizeConstraint(QLayout.SizeConstraint.SetMinimumSize)
        layout.addWidget(self.heading)
        layout.addWidget(self.clock_label)
        layout.addLayout(form)
        layout.addWidget(self.stage_label)
        layout.addWidget(self.record_check)
        layout.addWidget(self.advice)
        layout.addWidget(self.buttons)

        self.timer = QTimer(self)
        self.timer.setInterval(1000)
        self.timer.timeout.connect(self._second)
        self.timer.start()
        self.table_spin.valueChanged.connect(self._table_chosen)
        context.data_changed.connect(self._on_data_changed)
        if match_id is not None:
            self.show_match(match_id)
        else:
            self._table_chosen(self.table_spin.value())

    # -- which match -----------------------------------------------------------
    def show_match(self, match_id: int) -> None:
        """Show this match from the start of its procedure."""
        self._show_procedure(*self.context.read(lambda s: read_match(s, match_id)), fresh=True)

    def _table_chosen(self, table: int) -> None:
        if self.procedure is not None and self.procedure.table_number == table:
            return
        round_id = self.round_id
        try:
            procedure, heads = self.context.read(
                lambda s: read_match(s, end_of_match.match_at_table(s, round_id, table)))
        except UserError as exc:
            self.procedure = None
            self.heading.setText(str(exc)[:1].upper() + str(exc)[1:] + ".")
            self.clock_label.clear()
            self.stage_label.clear()
            self._set_advice("")
            self._update_enabled()
            return
        self._show_procedure(procedure, heads, fresh=True)

    def _show_procedure(self, procedure: MatchProcedure, heads: list[StaffRow], *, fresh: bool) -> None:
        same = self.procedure is not None and self.procedure.match_id == procedure.match_id
        was_called = self.procedure is not None and self.procedure.time_called
        self.procedure = procedure
        self._read_at = time.monotonic()
        if procedure.table_number is not None and self.table_spin.value() != procedure.table_number:
            self.table_spin.blockSignals(True)
            self.table_spin.setValue(procedure.table_number)
            self.table_spin.blockSignals(False)
        a, b = procedure.names
        self.heading.setText(f"{procedure.place[:1].upper()}{procedure.place[1:]}: {a} (A) against {b} (B)")
        if fresh or not same:
            for combo in (self.first_combo, self.turn_combo):
                combo.clear()
                combo.addItem(a, "a")
                combo.addItem(b, "b")
            self.points_a_label.setText(f"Points of {a}:")
            self.points_b_label.setText(f"Points of {b}:")
            self.points_a.setValue(0)
            self.points_b.setValue(0)
            self.stage = procedure.stage
            self.last_outcome = None
            self._set_advice("")
        elif procedure.time_called and not was_called:
            self.stage = procedure.stage  # time was just called here: the procedure begins
        self._show_cap(procedure, heads)
        self._show_clock()
        self._show_stage()
        self._update_enabled()

    # -- the head judge's limit ------------------------------------------------
    def _show_cap(self, procedure: MatchProcedure, heads: list[StaffRow]) -> None:
        """The limit as the event has it, and the event's head judges who may switch it as just
        read (the one chosen stays chosen while they are one)."""
        chosen = self.cap_judge.currentData()
        self.cap_judge.clear()
        for head in heads:
            label = f"{head.name} ({head.player_number})" if head.player_number else head.name
            self.cap_judge.addItem(label, head.person_id)
        self.cap_judge.setCurrentIndex(max(self.cap_judge.findData(chosen), 0))
        self.cap_check.setToolTip(
            "For every table of the event, at the head judge's discretion" if heads else
            "Only the event's head judge may limit the procedure, and it has none: "
            "add one on the Staff tab (Add staff…, role Head judge)"
        )
        self.cap_check.setChecked(procedure.cap_seconds is not None)

    def set_cap(self, enabled: bool) -> None:
        """The head judge chosen switches the limit for the event (one transaction, audited)."""
        procedure = self.procedure
        judge = self.cap_judge.currentData()
        if procedure is None or judge is None:
            return
        event_id, person_id = procedure.event_id, int(judge)
        try:
            self.context.run(
                self,
                lambda s: end_of_match.set_end_of_match_cap(s, event_id, enabled=enabled,
                                                            by_person_id=person_id),
                changes="clock",
            )
        except ActionFailed:
            self.cap_check.setChecked(procedure.cap_seconds is not None)

    # -- following the clock ---------------------------------------------------
    def _second(self) -> None:
        procedure = self.procedure
        if procedure is None:
            return
        later = int(time.monotonic() - self._read_at)
        if (
            procedure.seconds_to_call is not None
            and not procedure.time_called
            and later >= procedure.seconds_to_call
        ):
            self.reload()  # the table's extra time ran out: time is called here now
            return
        self._show_clock()

    def _show_clock(self) -> None:
        if self.procedure is None:
            return
        later = int(time.monotonic() - self._read_at)
        self.clock_label.setText(clock_words(self.procedure, later))

    def reload(self) -> None:
        """Read the match and its clock again, keeping the procedure's progress."""
        procedure = self.procedure
        if procedure is None:
            return
        match_id = procedure.match_id
        try:
            procedure, heads = self.context.read(lambda s: read_match(s, match_id))
        except UserError:
            return
        self._show_procedure(procedure, heads, fresh=False)

    def _on_data_changed(self, area: str) -> None:
        if area == "database":
            self.close()
        elif area in FOLLOWED_AREAS or area.startswith("result:"):
            self.reload()

    # -- the procedure ---------------------------------------------------------
    def _show_stage(self) -> None:
        procedure = self.procedure
        if procedure is None:
            return
        if procedure.result_words:
            self.stage_label.setText("The procedure is over.")
        elif not procedure.time_called:
            self.stage_label.setText("Stage: not started (time is not called at this table yet).")
        else:
            self.stage_label.setText(f"Stage: {STAGE_WORDS[self.stage]}.")

    def _update_enabled(self) -> None:
        procedure = self.procedure
        able = procedure is not None and procedure.can_start
        for widget in (self.ok_button, self.first_combo, self.turn_combo, self.points_a,
                       self.points_b, self.record_check):
            widget.setEnabled(able)
        self.restart_button.setEnabled(able and self.stage is not (procedure.stage if procedure else None))
        has_head = procedure is not None and self.cap_judge.count() > 0
        self.cap_judge.setEnabled(has_head)
        self.cap_check.setEnabled(has_head)

    def start_over(self) -> None:
        """Back to where the match's procedure starts (a step entered by mistake)."""
        if self.procedure is not None:
            self.stage = self.procedure.stage
            self._set_advice("")
            self._show_stage()
            self._update_enabled()

    def next_step(self) -> EndOfMatchOutcome | None:
        """Ask what happens next; record the result when it is decided and wanted."""
        procedure = self.procedure
        if procedure is None or not procedure.can_start:
            return None
        match_id = procedure.match_id
        first = str(self.first_combo.currentData())
        turn = str(self.turn_combo.currentData())
        points_a, points_b = self.points_a.value(), self.points_b.value()
        stage, record = self.stage.value, self.record_check.isChecked()
        try:
            outcome = self.context.run(
                self,
                lambda s: end_of_match.run_end_of_match(
                    s, match_id, first_player=first,  # type: ignore[arg-type]
                    turn_player=turn,  # type: ignore[arg-type]
                    points_a=points_a, points_b=points_b, stage=stage, record=record,
                ),
                changes="rounds" if record else "clock",
            )
        except ActionFailed:
            return None
        self.last_outcome = outcome
        step = outcome.step
        text = f"{step.message[:1].upper()}{step.message[1:]}.\n({step.rule})"
        if outcome.result_words:
            text += f"\n\nRecorded: {outcome.result_words}."
        elif step.finished:
            text += "\n\nNot recorded yet: tick “Record the result” and press Next step to record it."
        elif outcome.next_stage is not None:
            if outcome.next_stage is Stage.EXTRA_GAME and self.stage is not Stage.EXTRA_GAME:
                self.points_a.setValue(0)  # a new game starts at 0 points
                self.points_b.setValue(0)
            self.stage = outcome.next_stage
            if outcome.next_turn is not None:
                self.turn_combo.setCurrentIndex(self.turn_combo.findData(outcome.next_turn))
            text += f"\n\n{self._once_done(step)}"
        self._set_advice(text)
        self.reload()
        self._show_stage()
        self._update_enabled()
        return outcome

    def _once_done(self, step: Step) -> str:
        """When to press Next step again: after the one turn just asked for, never "that",
        which read as both turns when the advice named the current turn and the extra one."""
        name = self.turn_combo.itemText(self.turn_combo.findData(step.player)) if step.player else ""
        if step.action is Action.FINISH_TURN:
            return f"Once {name}'s current turn is over, enter the points and press Next step."
        if step.action is Action.ADDITIONAL_TURN:
            return f"Once {name}'s extra turn is over, enter the points and press Next step."
        return "Once that is done, enter the points and press Next step."

    def _set_advice(self, text: str) -> None:
        self.advice.setText(text)
        self.advice.setVisible(bool(text))
        self.adjustSize()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.timer.stop()
        super().closeEvent(event)

    def done(self, result: int) -> None:
        self.timer.stop()
        super().done(result)
