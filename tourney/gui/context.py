"""What every window shares: the open database and one signal that data changed.

Views never hold ORM objects or sessions: they call `run` with a service
function, get plain rows back, and reload themselves when `data_changed`
says something they show may have changed (one signal, views decide).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget
from sqlmodel import Session

from tourney.db.database import Database
from tourney.errors import UserError
from tourney.gui.errors import show_crash, show_user_error
from tourney.gui.tasks import TaskRunner

T = TypeVar("T")


class ActionFailed(Exception):
    """A user action was refused; the message was already shown."""


class AppContext(QObject):
    """The database and the change notifications for one main window."""

    # The area that changed: "events", "players", ... or "database" when another
    # database was opened (views showing one event must then let go of it).
    data_changed = Signal(str)

    def __init__(self, database: Database, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.database = database
        self.tasks = TaskRunner(self)

    def switch_database(self, database: Database) -> None:
        """Work on another database from now on; every view starts over."""
        self.tasks.wait()
        old = self.database
        self.database = database
        if old is not database:
            old.close()
        self.data_changed.emit("database")

    def read(self, fn: Callable[[Session], T]) -> T:
        """Run a read-only service call (errors here are bugs, not user errors).

        A read never takes the write lock, so a window refreshing itself
        never makes another station's action wait.
        """
        with self.database.reading() as session:
            return fn(session)

    def run(self, parent: QWidget | None, fn: Callable[[Session], T], *, changes: str) -> T:
        """One user action in one transaction; a refused action shows its message.

        Raises ActionFailed after showing the message, so callers (dialogs) can
        stay open for the user to correct their input.
        """
        try:
            with self.database.transaction() as session:
                result = fn(session)
        except UserError as exc:
            show_user_error(parent, str(exc))
            raise ActionFailed(str(exc)) from exc
        self.data_changed.emit(changes)
        return result

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
            self.data_changed.emit(changes)
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
