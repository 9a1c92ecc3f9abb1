"""What every window shares: the open database and one signal that data changed.

Views never hold ORM objects or sessions: they call `run` with a service
function, get plain rows back, and reload themselves when `data_changed`
says something they show may have changed (one signal, views decide).

Changes made at other stations arrive the same way: a timer asks the
database's change watcher (a few microseconds, never waiting) several times
a second; when another station committed something, the new audit entries
say what, and `data_changed` names the same areas a change made here would.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from PySide6.QtCore import QObject, QSettings, QTimer, Signal
from PySide6.QtWidgets import QMessageBox, QWidget
from sqlalchemy.exc import SQLAlchemyError
from sqlmodel import Session

from tourney.db.changes import AuditFollower, Change, ChangeWatcher, QuietWatcher, watch_changes
from tourney.db.database import Database
from tourney.db.station import operator_name, station_name
from tourney.errors import UserError
from tourney.gui.dialogs import inform
from tourney.gui.errors import show_crash, show_user_error
from tourney.gui.tasks import TaskRunner
from tourney.services.change_notes import describe_change

T = TypeVar("T")

FOLLOW_INTERVAL_MS = 250
"""How often a window looks for other stations' changes (a look costs microseconds)."""
MANY_RESULTS = 20
"""More results than this at once from elsewhere: reload the round instead of row by row."""
EVERY_AREA = (
    "events", "players", "rounds", "results", "clock", "penalties", "deckchecks", "decklists",
    "staff",
)
AREA_OF_FAMILY = {
    "event": "events",
    "player": "players",
    "round": "rounds",
    "match": "rounds",
    "clock": "clock",
    "penalty": "penalties",
    "deckcheck": "deckchecks",
    "decklist": "decklists",
    "staff": "staff",
}
RESULT_ACTIONS = ("match.result", "match.correct")


class ActionFailed(Exception):
    """A user action was refused; the message was already shown (unless the caller shows it)."""


class AppContext(QObject):
    """The database and the change notifications for one main window."""

    # The area that changed: "events", "players", ... or "database" when another
    # database was opened (views showing one event must then let go of it).
    data_changed = Signal(str)
    # Plain words about the newest change another station made, for the status bar.
    changed_elsewhere = Signal(str)
    # This station's name or operator was changed (the status bar shows them).
    station_changed = Signal()

    def __init__(
        self, database: Database, parent: QObject | None = None, *, follow_others: bool = True
    ) -> None:
        super().__init__(parent)
        self.database = database
        # The window's settings file (remembered folders and the like); None: nothing is kept.
        self.settings: QSettings | None = None
        self.tasks = TaskRunner(self)
        self.current_event_id: int | None = None
        self.last_change_note = ""
        self.last_notice: QMessageBox | None = None
        """The box last saying an action went through after a dropped connection (for tests)."""
        self.follow_problem: str | None = None
        self.watcher: ChangeWatcher = QuietWatcher()
        self.follower = AuditFollower()
        self._writes_seen = 0
        self.follow_timer = QTimer(self)
        self.follow_timer.setInterval(FOLLOW_INTERVAL_MS)
        self.follow_timer.timeout.connect(self.look_for_changes)
        self.follow_others = follow_others
        if follow_others:
            self._start_following()

    def switch_database(self, database: Database) -> None:
        """Work on another database from now on; every view starts over."""
        self.tasks.wait()
        self.stop_following()
        old = self.database
        self.database = database
        if old is not database:
            old.close()
        self.current_event_id = None
        if self.follow_others:
            self._start_following()
        self.data_changed.emit("database")

    # -- this station ----------------------------------------------------------
    def set_station(self, station: str | None = None, operator: str | None = None) -> None:
        """Record later changes under this station and operator (None: the saved or default)."""
        self.database.station = station or station_name()
        self.database.actor = operator or operator_name()
        self.station_changed.emit()

    # -- following other stations ----------------------------------------------
    def _start_following(self) -> None:
        database = self.database
        self.follow_problem = None
        watcher: ChangeWatcher = QuietWatcher()
        try:
            watcher = watch_changes(database.engine, path=database.path)
            self.follower = self.read(AuditFollower.from_end)
        except (SQLAlchemyError, ImportError, OSError) as exc:
            # Cannot follow (no PostgreSQL driver for LISTEN, unreadable file): the
            # window still works, it just doesn't see other stations until reopened.
            watcher.close()
            self.watcher = QuietWatcher()
            self.follow_problem = (
                f"Changes made at other stations are not shown here until reopened ({exc})"
            )
            return
        self.watcher = watcher
        self._writes_seen = database.writes
        if not isinstance(self.watcher, QuietWatcher):  # a private memory database: nobody else
            self.follow_timer.start()

    def stop_following(self) -> None:
        """Stop looking for other stations' changes and let go of the watcher's connection."""
        self.follow_timer.stop()
        self.watcher.close()
        self.watcher = QuietWatcher()

    def close(self) -> None:
        """The window is closing: stop following (the database is closed by its opener)."""
        self.tasks.wait()
        self.stop_following()

    def look_for_changes(self) -> list[Change]:
        """One look (the timer's): when someone else committed, reload what they changed.

        Returns the other stations' changes found (empty when none), for tests.
        """
        if not self.watcher.poll():
            return []
        return self.follow_changes()

    def follow_changes(self) -> list[Change]:
        """Read the audit entries since the last look and tell the views about others' ones."""
        database = self.database
        writes = database.writes
        try:
            changes = self.read(self.follower.newer)
        except SQLAlchemyError:
            return []  # the server is away for a moment: the watcher reports it when back
        others = [change for change in changes if not database.wrote_entry(change.id)]
        wrote_here = writes != self._writes_seen
        self._writes_seen = writes
        if not others:
            if not changes and not wrote_here:
                # Something changed without an audit entry (or the watcher reconnected
                # after a gap): reload everything rather than show stale data.
                for area in EVERY_AREA:
                    self.data_changed.emit(area)
            return []
        for area in self.areas_of(others):
            self.data_changed.emit(area)
        self._announce(others[-1])
        return others

    def areas_of(self, changes: list[Change]) -> list[str]:
        """The `data_changed` areas other stations' changes touch, as a change here would.

        Changes to events other than the open one only matter to the event list.
        """
        areas: dict[str, None] = {}
        results: dict[str, None] = {}
        for change in changes:
            if (
                self.current_event_id is not None
                and change.event_id is not None
                and change.event_id != self.current_event_id
            ):
                continue
            if self.current_event_id is None:
                areas["events"] = None
                continue
            if change.action in RESULT_ACTIONS and change.entity_id is not None:
                results[f"result:{change.entity_id}"] = None
                continue
            family = change.action.partition(".")[0]
            area = AREA_OF_FAMILY.get(family)
            if area is None:
                areas.update(dict.fromkeys(EVERY_AREA))
            else:
                areas[area] = None
        if len(results) > MANY_RESULTS:
            areas["results"] = None
        elif "rounds" not in areas and "results" not in areas:
            areas.update(results)
        return list(areas)

    def _announce(self, change: Change) -> None:
        try:
            note = self.read(lambda s: describe_change(s, change))
        except SQLAlchemyError:
            return
        self.last_change_note = note
        self.changed_elsewhere.emit(note)

    def read(self, fn: Callable[[Session], T]) -> T:
        """Run a read-only service call (errors here are bugs, not user errors).

        A read never takes the write lock, so a window refreshing itself
        never makes another station's action wait.
        """
        with self.database.reading() as session:
            return fn(session)

    def run(
        self,
        parent: QWidget | None,
        fn: Callable[[Session], T],
        *,
        changes: str,
        show_refusal: bool = True,
    ) -> T:
        """One user action in one transaction; a refused action shows its message.

        Raises ActionFailed after showing the message, so callers (dialogs) can
        stay open for the user to correct their input. A caller that shows the
        refusal itself, in place (the result line, where a message box would
        take the next keys typed), passes `show_refusal=False` and reads the
        message from the ActionFailed.
        """
        try:
            with self.database.transaction() as session:
                result = fn(session)
        except UserError as exc:
            if show_refusal:
                show_user_error(parent, str(exc))
            raise ActionFailed(str(exc)) from exc
        self._went_through(parent, changes)
        return result

    def _went_through(self, parent: QWidget | None, changes: str) -> None:
        """An action saved: the windows reload, and a save the connection dropped under,
        found saved on reconnecting, is said to be saved."""
        self.data_changed.emit(changes)
        notice = self.database.take_notice()
        if notice and parent is not None:
            self.last_notice = inform(parent, "Saved", notice)

    def try_run(
        self, parent: QWidget | None, fn: Callable[[Session], Any], *, changes: str
    ) -> bool:
        """Like `run`, for buttons: True when the action went through."""
        try:
            self.run(parent, fn, changes=changes)
        except ActionFailed:
            return False
        return True

    def run_in_background(
        self,
        parent: QWidget | None,
        fn: Callable[[Session], T],
        *,
        changes: str,
        label: str,
        on_success: Callable[[T], None] | None = None,
        reads_only: bool = False,
    ) -> int:
        """Like `run`, on the worker thread: for actions that may take a while.

        The transaction runs on the worker; the message box, the change signal
        and `on_success` come afterwards on the GUI thread. Work that only
        reads (printing) says `reads_only`, so other stations never wait for it.
        """
        database = self.database

        def work() -> T:
            with database.reading() if reads_only else database.transaction() as session:
                return fn(session)

        def succeeded(result: T) -> None:
            self._went_through(parent, changes)
            if on_success is not None:
                on_success(result)

        def failed(error: BaseException) -> None:
            if isinstance(error, UserError):
                show_user_error(parent, str(error))
            else:
                show_crash(type(error), error, error.__traceback__)

        return self.tasks.submit(
            work, on_success=succeeded, on_failure=failed, label=label, parent=parent
        )
