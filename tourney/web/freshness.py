"""Know when the event's data changed, so pages are read once per change, not once per phone.

A thread asks the database's change watcher a few times a second (it costs
microseconds and never waits on the database; see `tourney.db.changes`) and
moves a version number when anybody committed anything, at any station.
Pages are kept per version: five hundred phones asking between two changes
are answered from memory, and the first request after a change reads the
database again.
"""

from __future__ import annotations

import threading
import time

from tourney.db.changes import ChangeWatcher, QuietWatcher, watch_changes
from tourney.db.database import Database

LOOK_EVERY_SECONDS = 0.25


class Freshness:
    """A version number that moves whenever the database may have changed."""

    def __init__(self, database: Database) -> None:
        self.database = database
        # Each run starts from a number of its own (the time it started): a phone showing a
        # page from before the pages were stopped and started again sees a new number and
        # reads the page again, instead of matching a restarted count and staying stale.
        self.version = time.time_ns() // 1_000_000
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._watcher: ChangeWatcher = QuietWatcher()

    def start(self) -> None:
        self._watcher = watch_changes(self.database.engine, path=self.database.path)
        self._thread = threading.Thread(target=self._run, name="page-freshness", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        while not self._stop.wait(LOOK_EVERY_SECONDS):
            try:
                changed = self._watcher.poll()
            except Exception:  # a lost connection is reopened by the watcher; look again
                changed = True
            if changed:
                self.bump()

    @property
    def reachable(self) -> bool:
        """False while the database server's connection is lost (its watcher reconnecting)."""
        return bool(getattr(self._watcher, "connected", True))

    def bump(self) -> None:
        """Something changed (seen by the watcher, or written by the pages themselves)."""
        with self._lock:
            self.version += 1

    def stop(self) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout=2)
        self._watcher.close()
