"""The round clock: a separate window in large type for a projector, and its controls.

The window shows the round's time left, ticking once a second from the
clock stored with the round (so every station shows the same time), and the
matches that have extra time. The controls start, pause and resume the
round, call time, give one match extra time, and open the end-of-match
assistant for a table. An untimed round (a Tier 3 top cut) lists the tables
still playing instead, since none of them gets extra time.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QCloseEvent, QFont
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tourney.gui.context import AppContext
from tourney.gui.dialogs import ask, open_dialog
from tourney.gui.end_of_match_dialog import EndOfMatchDialog
from tourney.gui.errors import show_user_error
from tourney.gui.round_models import ClockTableModel
from tourney.gui.table_views import WrappedRowsFitter, one_tab_stop
from tourney.gui.window_size import resize_within_screen
from tourney.services import clock
from tourney.services.clock import MatchClockRow, RoundClockView

RELOAD_SECONDS = 15


def clock_text(seconds: int | None) -> str:
    """mm:ss (or h:mm:ss), with a minus sign once time is over."""
    if seconds is None:
        return "untimed"
    sign = "−" if seconds < 0 else ""
    seconds = abs(seconds)
    hours, rest = divmod(seconds, 3600)
    minutes, secs = divmod(rest, 60)
    if hours:
        return f"{sign}{hours}:{minutes:02d}:{secs:02d}"
    return f"{sign}{minutes:02d}:{secs:02d}"


class ClockWindow(QWidget):
    """The projector view of one round's clock, with the judges' controls below it."""

    def __init__(self, context: AppContext, round_id: int, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("clockWindow")
        self.context = context
        self.round_id = round_id
        self.view_data: RoundClockView | None = None
        self.dialog: EndOfMatchDialog | None = None
        self.setWindowTitle("Round clock")

        self.round_label = QLabel()
        self.round_label.setObjectName("clockRound")
        self.time_label = QLabel()
        self.time_label.setObjectName("clockTime")
        self.state_label = QLabel()
        self.state_label.setObjectName("clockState")
        for label, size in ((self.round_label, 28), (self.time_label, 120), (self.state_label, 22)):
            font = QFont(label.font())
            font.setPointSize(size)
            font.setBold(label is not self.state_label)
            label.setFont(font)
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.setWordWrap(True)  # an untimed round's sentence, a long round name
        self.model = ClockTableModel(self)
        self.table = QTableView()
        self.table.setObjectName("clockMatches")
        self.table.setModel(self.model)
        self.table.verticalHeader().setVisible(False)
        self.table.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QTableView.SelectionMode.SingleSelection)
        one_tab_stop(self.table)
        self.table.setToolTip("Double-click a table for its end-of-match procedure")
        self.table.doubleClicked.connect(
            lambda index: self.end_of_match(self.model.row_at(index.row()).match_id)
        )
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        font = QFont(self.table.font())
        font.setPointSize(16)
        self.table.setFont(font)
        self.table.verticalHeader().setDefaultSectionSize(self.table.fontMetrics().height() + 8)
        # Two long names wrap in their row, as on the venue screen, instead of ending in "…"
        self.rows_fitter = WrappedRowsFitter(self.table, (1,))
        self.extended_only = True

        self.start_button = QPushButton("&Start")
        self.pause_button = QPushButton("&Pause")
        self.call_button = QPushButton("&Call time")
        self.extend_table = QSpinBox()
        self.extend_table.setRange(1, 10000)
        self.extend_table.setPrefix("table ")
        self.extend_minutes = QSpinBox()
        self.extend_minutes.setRange(1, 60)
        self.extend_minutes.setValue(3)
        self.extend_minutes.setSuffix(" min")
        self.extend_reason = QLineEdit()
        self.extend_reason.setPlaceholderText("reason (judge call…)")
        self.extend_button = QPushButton("&Extend")
        self.eom_button = QPushButton("End of &match…")
        self.start_button.clicked.connect(self.start)
        self.pause_button.clicked.connect(self.pause_or_resume)
        self.call_button.clicked.connect(lambda: self.call_time())
        self.extend_button.clicked.connect(
            lambda: self.extend(self.extend_table.value(), self.extend_minutes.value() * 60,
                                self.extend_reason.text())
        )
        self.eom_button.clicked.connect(lambda: self.end_of_match())
        controls = QHBoxLayout()
        for widget in (self.start_button, self.pause_button, self.call_button):
            controls.addWidget(widget)
        controls.addSpacing(18)
        for widget in (self.extend_table, self.extend_minutes, self.extend_reason,
                       self.extend_button):
            controls.addWidget(widget)
        controls.addSpacing(18)
        controls.addWidget(self.eom_button)
        self.controls = QWidget()
        self.controls.setLayout(controls)

        layout = QVBoxLayout(self)
        layout.addWidget(self.round_label)
        layout.addWidget(self.time_label, 1)
        layout.addWidget(self.state_label)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.controls)
        self.setStyleSheet(
            "#clockWindow { background: #101820; } "
            "#clockRound, #clockTime, #clockState { color: #f4f4f4; }"
        )
        self.timer = QTimer(self)
        self.timer.setInterval(1000)
        self.timer.timeout.connect(self._second)
        self._loaded_at = time.monotonic()
        self._reloading = False
        self.timer.start()
        context.data_changed.connect(self._on_data_changed)
        resize_within_screen(self, 1100, 760)
        self.tick()

    def _on_data_changed(self, area: str) -> None:
        if area == "database":
            self.close()
        elif area in ("clock", "rounds", "deckchecks"):
            self.tick()
        # a typed result only marks its table finished: seen at the next regular reading

    def tick(self) -> None:
        """Read the clock from the database now (after a change made here)."""
        round_id = self.round_id
        self._show_view(self.context.read(lambda s: clock.clock_view(s, round_id)))

    def _reload_in_background(self) -> None:
        """The regular re-reading, on the worker thread (a big round takes a moment to read)."""
        if self._reloading:
            return
        self._reloading = True
        database = self.context.database
        round_id = self.round_id

        def read() -> RoundClockView:
            with database.reading() as session:
                return clock.clock_view(session, round_id)

        def done(view: RoundClockView) -> None:
            self._reloading = False
            if self.isVisible():
                self._show_view(view)

        def failed(error: BaseException) -> None:
            self._reloading = False
            self._loaded_at = time.monotonic()  # try again at the next regular reading

        self.context.tasks.submit(read, on_success=done, on_failure=failed,
                                  label="Reading the round clock…", parent=self)

    def _show_view(self, view: RoundClockView) -> None:
        self.view_data = view
        self._loaded_at = time.monotonic()
        self.round_label.setText(view.heading)
        state = view.state
        if view.ends_at is not None and view.state == "running":
            state += f" — ends {view.ends_at.astimezone().strftime('%H:%M')}"
        elif view.time_limit_seconds is None:
            # The room reads what the players' pages say: play on, and how long it may take.
            untimed = clock.untimed_words(view.expected_seconds)
            state = untimed[0].upper() + untimed[1:]
            if view.state != "untimed":
                state += f" — {view.state}"
        self.state_label.setText(state)
        self._show_time(0)
        running = view.state == "running"
        self.start_button.setEnabled(view.state == "not started")
        self.pause_button.setEnabled(view.state in ("running", "paused"))
        self.pause_button.setText("&Resume" if view.state == "paused" else "&Pause")
        self.call_button.setEnabled(running or view.state == "paused")

    def _second(self) -> None:
        """Once a second: count down from the last reading; read again now and then."""
        elapsed = int(time.monotonic() - self._loaded_at)
        if self.view_data is None:
            self.tick()
            return
        if elapsed >= RELOAD_SECONDS:
            self._reload_in_background()
        self._show_time(self._counted_down())

    def _counted_down(self) -> int:
        """Seconds the shown clock has run since the last reading (0 unless it is running)."""
        if self.view_data is None or self.view_data.state != "running":
            return 0
        return int(time.monotonic() - self._loaded_at)

    def _show_time(self, elapsed: int) -> int | None:
        """Show the time left `elapsed` seconds after the last reading (no database work).

        Returns the seconds shown, so a question about the clock quotes the very
        figure on screen.
        """
        view = self.view_data
        if view is None:
            return None
        remaining = None if view.remaining_seconds is None else view.remaining_seconds - elapsed
        self.time_label.setText(clock_text(remaining))
        shown = [
            replace(
                m,
                remaining_seconds=None if m.remaining_seconds is None
                else m.remaining_seconds - elapsed,
                time_up=m.time_up or (m.remaining_seconds is not None
                                      and m.remaining_seconds - elapsed <= 0),
            )
            for m in view.matches
            if self._listed(m, untimed=view.time_limit_seconds is None)
        ]
        self.model.set_rows(shown)
        return remaining

    def _listed(self, match: MatchClockRow, *, untimed: bool) -> bool:
        """Whether the judges' list shows `match`: the tables with extra time or out of time,
        or in an untimed round (where no table has either) the tables still playing."""
        if not self.extended_only:
            return True
        if untimed:
            return not match.finished
        return not match.finished and bool(match.extension_seconds or match.time_up)

    def _act(self, fn: Callable[..., object]) -> bool:
        round_id = self.round_id
        ok = self.context.try_run(self, lambda s: fn(s, round_id), changes="clock")
        self.tick()
        return ok

    def start(self) -> bool:
        return self._act(clock.start_clock)

    def pause_or_resume(self) -> bool:
        paused = self.view_data is not None and self.view_data.state == "paused"
        return self._act(clock.resume_clock if paused else clock.pause_clock)

    def call_time(self, *, early: bool = False) -> bool:
        """Call time; before the clock runs out, ask first (calling early is a deliberate act)."""
        remaining = self._show_time(self._counted_down())  # the figure on screen, updated now
        if not early and remaining is not None and remaining > 0:
            ask(self, "Call time early?",
                f"{clock_text(remaining)} remain on the round clock. Call time now?",
                on_yes=lambda: self.call_time(early=True), name="callTimeEarly")
            return False
        round_id = self.round_id
        ok = self.context.try_run(
            self, lambda s: clock.call_time(s, round_id, early=early), changes="clock"
        )
        self.tick()
        return ok

    def extend(self, table: int, seconds: int, reason: str) -> bool:
        match = next(
            (m for m in (self.view_data.matches if self.view_data else ()) if m.table_number == table),
            None,
        )
        if match is None:
            show_user_error(self, f"there is no table {table} on this round's clock")
            return False
        ok = self.context.try_run(
            self,
            lambda s: clock.extend_match(s, match.match_id, seconds, reason=reason),
            changes="clock",
        )
        self.tick()
        return ok

    def end_of_match(self, match_id: int | None = None) -> EndOfMatchDialog:
        """The end-of-match assistant for a table: the one given, else the selected one."""
        if match_id is None:
            index = self.table.currentIndex()
            if index.isValid():
                match_id = self.model.row_at(index.row()).match_id
        if self.dialog is not None:
            self.dialog.close()  # one assistant at a time: the newest table asked for
        dialog = EndOfMatchDialog(self.context, self.round_id, match_id, self)
        self.dialog = dialog
        dialog.finished.connect(lambda _result: self._forget(dialog))
        return open_dialog(dialog)

    def _forget(self, dialog: EndOfMatchDialog) -> None:
        if self.dialog is dialog:
            self.dialog = None

    def closeEvent(self, event: QCloseEvent) -> None:
        self.timer.stop()
        super().closeEvent(event)

