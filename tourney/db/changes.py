"""Notice changes other stations commit, cheaply and without waiting, and read what they were.

Several stations (windows, `tourney` commands, other computers) may work on
one database. A window must follow what the others save within about a
second, so it asks a `ChangeWatcher` several times a second: "was anything
committed since I last asked?" Asking costs a few microseconds and never
waits on the database:

- SQLite: a connection of its own reads `PRAGMA data_version`, a counter
  SQLite moves whenever *another* connection commits to the file;
- PostgreSQL: a connection of its own runs `LISTEN tourney_changes`; every
  transaction that wrote something sends `pg_notify` just before it commits
  (`announce_writes`), and PostgreSQL delivers it only if the commit
  succeeds. Asking reads whatever already arrived on the socket.

The watcher's own connection never writes, so *every* commit is reported,
including the ones this program made through its other connections. Telling
them apart is the reader's job: `Database` remembers the audit entries its
own transactions wrote (`Database.wrote_entry`).

A lost connection (server restarted, network gone, file replaced) is
reopened quietly; since changes may have been missed meanwhile, the first
look after reopening reports "changed" once.

What changed, and who changed it, is in the audit log, which every change
writes: `AuditFollower` reads the entries committed since its last look.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from sqlalchemy import event as sa_event
from sqlalchemy import func, or_, text
from sqlalchemy.engine import Engine
from sqlalchemy.orm import ORMExecuteState
from sqlmodel import Session, col, select

from tourney.db.models import AuditEntry

CHANNEL = "tourney_changes"
WROTE_KEY = "changes.wrote"
AUDIT_IDS_KEY = "changes.audit_ids"
MAX_PAYLOAD = 200
RECONNECT_DELAYS = (0.25, 0.5, 1.0, 2.0, 5.0)
_CONNECTION_OK = 0  # libpq's CONNECTION_OK (psycopg.pq.ConnStatus.OK); psycopg is optional


# -- the writing side: mark transactions that wrote, announce them --------------------------


class TrackedSession(Session):
    """A session that notes in `session.info` whether it wrote, and which audit entries it added.

    A read-only transaction (even one that locked rows) is not a change and
    announces nothing. The listeners belong to the class, so a transaction
    pays nothing to set them up.
    """


def _after_flush(session: Session, _flush_context: Any) -> None:
    session.info[WROTE_KEY] = True
    added: list[int] = session.info.setdefault(AUDIT_IDS_KEY, [])
    added.extend(
        entry.id for entry in session.new if isinstance(entry, AuditEntry) and entry.id is not None
    )


def _on_orm_execute(state: ORMExecuteState) -> None:
    if state.is_insert or state.is_update or state.is_delete:
        state.session.info[WROTE_KEY] = True


sa_event.listen(TrackedSession, "after_flush", _after_flush)
sa_event.listen(TrackedSession, "do_orm_execute", _on_orm_execute)


def session_wrote(session: Session) -> bool:
    """Whether this transaction has written anything so far."""
    return bool(session.info.get(WROTE_KEY))


def audit_ids_written(session: Session) -> list[int]:
    """The ids of the audit entries this transaction added (known once flushed)."""
    return list(session.info.get(AUDIT_IDS_KEY, ()))


def announce_writes(session: Session, *, station: str) -> None:
    """Tell listening stations, at commit, that this transaction changed something.

    Call it after the last flush and right before commit. On PostgreSQL the
    notification is part of the transaction: it goes out when the commit
    succeeds and never when it rolls back. SQLite needs nothing: the file's
    data version moves by itself.
    """
    if not session_wrote(session):
        return
    if session.get_bind().dialect.name != "postgresql":
        return
    session.execute(
        text("SELECT pg_notify(:channel, :payload)"),
        {"channel": CHANNEL, "payload": station[:MAX_PAYLOAD]},
    )


# -- the watching side -----------------------------------------------------------------------


class ChangeWatcher:
    """Answers "was anything committed since the last look?" without waiting on the database."""

    def poll(self) -> bool:
        """True when a commit (by any other connection) may have happened since the last poll."""
        raise NotImplementedError

    def close(self) -> None:
        """Let go of the watcher's connection."""

    def __enter__(self) -> ChangeWatcher:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class QuietWatcher(ChangeWatcher):
    """For a private in-memory database: nobody else can change it."""

    def poll(self) -> bool:
        return False


class SqliteWatcher(ChangeWatcher):
    """Follows a SQLite file through `PRAGMA data_version` on a connection of its own."""

    def __init__(self, path: Path, *, retry_seconds: float = 1.0) -> None:
        self.path = path
        self.retry_seconds = retry_seconds
        self._connection: sqlite3.Connection | None = None
        self._version: int | None = None
        self._identity: tuple[int, int] | None = None
        self._retry_at = 0.0
        self._open()

    def _open(self) -> bool:
        """Open the file (never creating it) and take its current version as the baseline."""
        try:
            connection = sqlite3.connect(
                f"{self.path.resolve().as_uri()}?mode=rw", uri=True, timeout=0,
                isolation_level=None, check_same_thread=False,
            )
        except sqlite3.Error:
            self._retry_at = time.monotonic() + self.retry_seconds
            return False
        try:
            version = int(connection.execute("PRAGMA data_version").fetchone()[0])
        except sqlite3.Error:
            connection.close()
            self._retry_at = time.monotonic() + self.retry_seconds
            return False
        self._connection = connection
        self._version = version
        self._identity = _file_identity(self.path)
        return True

    def _lose(self) -> None:
        if self._connection is not None:
            self._connection.close()
        self._connection = None
        self._retry_at = time.monotonic() + self.retry_seconds

    def poll(self) -> bool:
        if self._connection is None:
            if time.monotonic() < self._retry_at:
                return False
            return self._open()  # back again: something may have changed meanwhile
        if _file_identity(self.path) != self._identity:
            # The file was replaced (a restore, a copy): follow the new one.
            self._lose()
            return self._open()
        try:
            version = int(self._connection.execute("PRAGMA data_version").fetchone()[0])
        except sqlite3.OperationalError as exc:
            if _is_busy(exc):
                return False  # a writer holds the file for a moment: look again next time
            self._lose()
            return False
        except sqlite3.Error:
            self._lose()
            return False
        changed = version != self._version
        self._version = version
        return changed

    def close(self) -> None:
        if self._connection is not None:
            self._connection.close()
            self._connection = None


def _file_identity(path: Path) -> tuple[int, int] | None:
    try:
        stat = os.stat(path)
    except OSError:
        return None
    return (stat.st_dev, stat.st_ino)


def _is_busy(exc: sqlite3.OperationalError) -> bool:
    message = str(exc).lower()
    return "locked" in message or "busy" in message


class PostgresWatcher(ChangeWatcher):
    """Follows a PostgreSQL database through LISTEN on a connection of its own.

    `poll` only reads what already arrived on the socket. When the connection
    is lost, a background thread reconnects (with growing pauses) so a poll
    never waits for a server that is away; the first poll after it is back
    reports a change.
    """

    def __init__(self, connect: Callable[[], Any], *, channel: str = CHANNEL) -> None:
        self._connect_raw = connect
        self.channel = channel
        self._connection: Any = None
        self._lock = threading.Lock()
        self._fresh: Any = None
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        try:
            self._connection = self._listen()
        except Exception:
            self._reconnect_in_background()

    @classmethod
    def for_engine(cls, engine: Engine) -> PostgresWatcher:
        """A watcher reaching the same server and database as `engine`, with libpq's settings."""
        import psycopg

        cargs, cparams = engine.dialect.create_connect_args(engine.url)
        options = {"connect_timeout": 5, "keepalives": 1, "keepalives_idle": 10,
                   "keepalives_interval": 5, "keepalives_count": 3, **cparams}

        def connect() -> Any:
            return psycopg.connect(*cargs, autocommit=True, **options)

        return cls(connect)

    def _listen(self) -> Any:
        connection = self._connect_raw()
        try:
            connection.execute(f"LISTEN {self.channel}")
            connection.pgconn.nonblocking = 1
        except Exception:
            connection.close()
            raise
        return connection

    @property
    def connected(self) -> bool:
        """Whether the watcher has a connection right now (False while reconnecting)."""
        return self._connection is not None

    @property
    def server_pid(self) -> int | None:
        """The server process serving the watcher's connection (for `pg_terminate_backend`)."""
        connection = self._connection
        return None if connection is None else int(connection.info.backend_pid)

    def poll(self) -> bool:
        if self._connection is None:
            with self._lock:
                fresh, self._fresh = self._fresh, None
            if fresh is None:
                return False
            self._connection = fresh
            return True  # back again: changes may have been missed meanwhile
        pgconn = self._connection.pgconn
        try:
            pgconn.consume_input()
        except Exception:
            self._lose()
            return False
        if pgconn.status != _CONNECTION_OK:
            self._lose()
            return False
        changed = False
        while pgconn.notifies() is not None:
            changed = True
        return changed

    def _lose(self) -> None:
        connection, self._connection = self._connection, None
        if connection is not None:
            with contextlib.suppress(Exception):
                connection.close()
        self._reconnect_in_background()

    def _reconnect_in_background(self) -> None:
        if self._stop.is_set() or (self._thread is not None and self._thread.is_alive()):
            return
        self._thread = threading.Thread(
            target=self._reconnect, name="tourney change watcher", daemon=True
        )
        self._thread.start()

    def _reconnect(self) -> None:
        attempt = 0
        while not self._stop.wait(RECONNECT_DELAYS[min(attempt, len(RECONNECT_DELAYS) - 1)]):
            attempt += 1
            try:
                connection = self._listen()
            except Exception:
                continue
            with self._lock:
                if self._stop.is_set():
                    connection.close()
                else:
                    self._fresh = connection
            return

    def close(self) -> None:
        self._stop.set()
        with self._lock:
            fresh, self._fresh = self._fresh, None
        for connection in (self._connection, fresh):
            if connection is not None:
                with contextlib.suppress(Exception):
                    connection.close()
        self._connection = None


def watch_changes(engine: Engine, *, path: Path | None) -> ChangeWatcher:
    """The watcher for a database: its file, its server, or nothing to watch (memory)."""
    if engine.dialect.name == "postgresql":
        return PostgresWatcher.for_engine(engine)
    if engine.dialect.name == "sqlite" and path is not None:
        return SqliteWatcher(path)
    return QuietWatcher()


# -- what changed and who --------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Change:
    """One committed audit entry, without its before/after records (kept small to read often)."""

    id: int
    at: datetime
    station: str
    actor: str
    action: str
    entity: str
    entity_id: int | None
    event_id: int | None


class AuditFollower:
    """Reads the audit entries committed since its last look, each entry once, in id order.

    On PostgreSQL ids are handed out when a row is inserted, not when it is
    committed: a slow transaction may commit id 10 after id 11 was already
    read. Ids skipped over are kept as "holes" and asked for again for a
    while (a rolled-back transaction leaves a hole that never fills).
    """

    def __init__(self, last_id: int = 0, *, hole_seconds: float = 60.0,
                 max_holes: int = 1000, clock: Callable[[], float] = time.monotonic) -> None:
        self.last_id = last_id
        self.hole_seconds = hole_seconds
        self.max_holes = max_holes
        self._clock = clock
        self._holes: dict[int, float] = {}

    @classmethod
    def from_end(cls, session: Session) -> AuditFollower:
        """A follower that reports only what is committed from now on."""
        return cls(newest_audit_id(session))

    def newer(self, session: Session) -> list[Change]:
        """The entries committed since the last call, oldest first."""
        now = self._clock()
        self._holes = {i: t for i, t in self._holes.items() if now - t < self.hole_seconds}
        wanted = col(AuditEntry.id) > self.last_id
        if self._holes:
            wanted = or_(wanted, col(AuditEntry.id).in_(sorted(self._holes)))
        rows = session.exec(
            select(
                AuditEntry.id, AuditEntry.at, AuditEntry.station, AuditEntry.actor,
                AuditEntry.action, AuditEntry.entity, AuditEntry.entity_id, AuditEntry.event_id,
            ).where(wanted).order_by(col(AuditEntry.id))
        ).all()
        changes = [Change(*row) for row in rows]
        seen = {change.id for change in changes}
        for entry_id in seen:
            self._holes.pop(entry_id, None)
        newest = max(seen, default=self.last_id)
        if newest > self.last_id:
            gap_start = max(self.last_id + 1, newest - self.max_holes)
            for entry_id in range(gap_start, newest):
                if entry_id not in seen:
                    self._holes[entry_id] = now
            self.last_id = newest
        return changes


def newest_audit_id(session: Session) -> int:
    """The highest audit entry id committed so far (0 for an empty log)."""
    return int(session.exec(select(func.max(AuditEntry.id))).one() or 0)
