"""Open the tournament database: pick the store, migrate it safely, hand out transactions.

One SQLAlchemy URL chooses the store. A bare path (or nothing) means a SQLite
file; anything with `://` is passed to SQLAlchemy as is, e.g.
`postgresql+psycopg://user:pw@host/tourney`.

Opening is careful with the user's data: a file that is not a SQLite
database, an empty file, or a database written by a newer version of the
program, is refused and left byte-for-byte untouched; an older database is
copied next to itself (timestamped) before it is upgraded. A new database file
and the folder made for it are for the user alone (0600 / 0700), and every
commit is on disk before it is acknowledged (`synchronous=FULL`). A full disk,
a read-only file or a damaged one is reported in plain words (see
`tourney.db.storage_errors`), never as a driver traceback.
"""

from __future__ import annotations

import errno
import os
import shutil
import sqlite3
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

import platformdirs
from sqlalchemy import event as sa_event
from sqlalchemy import inspect
from sqlalchemy.engine import Connection, Engine, make_url
from sqlalchemy.exc import (
    ArgumentError,
    DBAPIError,
    IntegrityError,
    NoSuchModuleError,
    OperationalError,
)
from sqlalchemy.pool import StaticPool
from sqlmodel import Session, SQLModel, create_engine

from tourney.db import change_log, lost_commit, migrations
from tourney.db.changes import (
    TrackedSession,
    announce_writes,
    audit_ids_written,
    session_wrote,
)
from tourney.db.models import utc_now
from tourney.db.private_files import (
    create_private_file,
    make_private_dir,
    remove_sqlite_files,
    restrict_sqlite_files,
    restrict_to_owner,
)
from tourney.db.station import operator_name, os_user_name, saved_backup_folder, station_name
from tourney.db.storage_errors import (
    FULL,
    OPENING,
    READ_ONLY,
    READING,
    SAVING,
    storage_message,
    storage_problem,
)
from tourney.errors import UserError

ENV_VAR = "TOURNEY_DB"
BACKUP_DIR_ENV_VAR = "TOURNEY_BACKUP_DIR"
OWN_ENTRIES_KEPT = 10_000
APP_NAME = "tourney"
DEFAULT_FILE_NAME = "tourney.sqlite3"
SQLITE_BEGIN_OPTION = "tourney_sqlite_begin"
SQLITE_HEADER = b"SQLite format 3\x00"

Clock = Callable[[], datetime]


class DatabaseError(UserError):
    """The database cannot be opened as asked: not a database, too new, unreachable."""


def default_database_path() -> Path:
    """Where the app keeps its data when no database is named."""
    return platformdirs.user_data_path(APP_NAME, appauthor=False) / DEFAULT_FILE_NAME


BACKUPS_SET_BY_ENVIRONMENT = f"set by ${BACKUP_DIR_ENV_VAR}"
BACKUPS_CHOSEN = "chosen at this computer"
BACKUPS_DEFAULT = "the default: your data folder"


def default_backup_root() -> Path:
    """Where event backups are kept: $TOURNEY_BACKUP_DIR, else the folder chosen at this
    computer, else `backups` in the user data folder."""
    return backup_root_and_source()[0]


def backup_root_and_source() -> tuple[Path, str]:
    """The backup folder and, in words, why it is that one (the environment, a choice, the
    default), so the window can say where backups go without anyone guessing."""
    configured = os.environ.get(BACKUP_DIR_ENV_VAR)
    if configured:
        return Path(configured).expanduser().resolve(), BACKUPS_SET_BY_ENVIRONMENT
    chosen = saved_backup_folder()
    if chosen is not None:
        return chosen, BACKUPS_CHOSEN
    return unchosen_backup_root(), BACKUPS_DEFAULT


def unchosen_backup_root() -> Path:
    """Where backups go when nobody chose a folder: `backups` in the user's data folder."""
    return platformdirs.user_data_path(APP_NAME, appauthor=False) / "backups"


def resolve_url(target: str | None) -> str:
    """The SQLAlchemy URL for a path, a URL, or None ($TOURNEY_DB, else the default file)."""
    if target is None or target == "":
        target = os.environ.get(ENV_VAR) or None
    if target is None:
        return f"sqlite:///{default_database_path()}"
    if "://" in target:
        return target
    return f"sqlite:///{Path(target).expanduser().resolve()}"


def sqlite_file_of(url: str) -> Path | None:
    """The file behind a SQLite URL, or None for memory and other servers."""
    try:
        parsed = make_url(url)
    except ArgumentError as exc:
        raise DatabaseError(f"not a valid database URL: {url!r} ({exc})") from None
    if parsed.get_backend_name() != "sqlite":
        return None
    database = parsed.database or ""
    if database in ("", ":memory:") or database.startswith("file:"):
        return None
    return Path(database)


@dataclass(frozen=True, slots=True)
class DatabaseInfo:
    """What `tourney db info` shows: where the data is and which schema it has."""

    url: str
    path: Path | None
    revision: str | None
    head: str
    backup_path: Path | None = None

    @property
    def display_url(self) -> str:
        """The URL with any password hidden, safe to print."""
        return make_url(self.url).render_as_string(hide_password=True)


class Database:
    """An opened, up-to-date database and the way to run one user action against it."""

    def __init__(
        self,
        engine: Engine,
        *,
        url: str,
        path: Path | None = None,
        backup_path: Path | None = None,
        clock: Clock = utc_now,
        actor: str | None = None,
        station: str | None = None,
        backup_root: Path | None = None,
    ) -> None:
        self.engine = engine
        self.url = url
        self.path = path
        self.backup_path = backup_path
        self.clock = clock
        self.actor = actor or operator_name()
        self.station = station or station_name()
        self.writes = 0  # transactions committed here that changed something
        self._own_entries: dict[int, None] = {}
        self._own_lock = threading.Lock()
        # Where event backups go (None: this database keeps none, e.g. a test's memory database).
        self.backup_root = backup_root
        self.notice: str | None = None

    def _session(self, *, read_only: bool) -> Session:
        """A session carrying the clock, the actor (the operator), the station and the backup folder.

        Services stamp times and audit entries from `session.info` without the
        caller passing them around. On SQLite the session's transaction begins
        with `BEGIN IMMEDIATE` when it may write (see `_enable_sqlite_pragmas`);
        on PostgreSQL a read runs as a read-only transaction.
        """
        if self.engine.dialect.name == "sqlite":
            options = {SQLITE_BEGIN_OPTION: "DEFERRED" if read_only else "IMMEDIATE"}
        elif self.engine.dialect.name == "postgresql" and read_only:
            options = {"postgresql_readonly": True}
        else:
            options = {}
        session = TrackedSession(self.engine, expire_on_commit=False, execution_options=options)
        session.info["clock"] = self.clock
        session.info["actor"] = self.actor
        session.info["station"] = self.station
        session.info["read_only"] = read_only
        session.info["backup_root"] = self.backup_root
        return session

    @property
    def where(self) -> str:
        """The database as a person names it: the file, else the URL without its password."""
        return str(self.path) if self.path is not None else _safe(self.url)

    @contextmanager
    def transaction(self) -> Iterator[Session]:
        """One user action: commit once on success, roll back everything on any exception.

        Write transactions take turns: on SQLite the transaction holds the
        file's write lock from its first statement (a second station waits up
        to the busy timeout, then reads what the first one wrote); on
        PostgreSQL each action locks its event (`services.concurrency`). A
        conflict the database still reports (two stations inserting the same
        unique row, a deadlock, a lock not granted in time) is rolled back
        and becomes a `DatabaseError` saying so in plain words; so does a full
        disk, a read-only or a damaged file, naming the database and what to do.

        What the action changed is recorded as it happens and stored as the
        event's change set at commit (`tourney.db.change_log`), which is what
        undo and redo apply. A transaction that wrote tells the other stations
        at commit (see `tourney.db.changes`), and the audit entries it added are
        remembered as this database's own.
        """
        session = self._session(read_only=False)
        change_log.start_recording(session)
        own: list[int] = []
        committing = False
        try:
            yield session
            change_log.finish(session)
            session.flush()
            announce_writes(session, station=self.station)
            # Known as ours before the commit, so a watcher that sees the commit at
            # once (another thread) never takes our own entries for another station's.
            own = self._remember_own(audit_ids_written(session))
            committing = True
            session.commit()
            if session_wrote(session):
                self.writes += 1
        except DBAPIError as exc:
            action = SAVING if _was_writing(session, exc) else READING
            session.rollback()
            if committing and lost_commit.connection_lost(exc):
                self._settle_lost_commit(own)  # saved: the action went through after all
                self.writes += 1
                return
            self._forget_own(own)
            error = self._plain_error(exc, action)
            if error is None:
                raise
            raise error from exc
        except BaseException:
            self._forget_own(own)
            session.rollback()
            raise
        finally:
            session.close()

    def _settle_lost_commit(self, own: list[int]) -> None:
        """The connection dropped during the commit: look again on a new connection. Saved:
        the notice says so (`take_notice`); otherwise a DatabaseError says "not saved, nothing
        changed", or that it cannot be told yet."""
        saved = lost_commit.was_saved(self.reading, own)
        if saved:
            self.notice = lost_commit.saved_words(self.where)
            return
        self._forget_own(own)
        words = lost_commit.not_saved_words if saved is False else lost_commit.unknown_words
        raise DatabaseError(words(self.where))

    def take_notice(self) -> str | None:
        """What the last action needs said although it went through (once)."""
        notice, self.notice = self.notice, None
        return notice

    def _plain_error(self, exc: DBAPIError, action: str) -> DatabaseError | None:
        """A driver error said in plain words, for writing and reading alike: a conflict with
        another station (`conflict_message`) or a storage failure naming the database and
        what failed, saving or reading (`storage_message`); None for any other, which goes on
        as it was raised."""
        message = conflict_message(exc)
        if message is None:
            problem = storage_problem(exc)
            message = None if problem is None else storage_message(problem, self.where, action=action)
        return None if message is None else DatabaseError(message)

    def _remember_own(self, entry_ids: list[int]) -> list[int]:
        with self._own_lock:
            for entry_id in entry_ids:
                self._own_entries[entry_id] = None
            while len(self._own_entries) > OWN_ENTRIES_KEPT:
                del self._own_entries[next(iter(self._own_entries))]
        return entry_ids

    def _forget_own(self, entry_ids: list[int]) -> None:
        """A failed commit: those ids may be handed to another station's entries later."""
        with self._own_lock:
            for entry_id in entry_ids:
                self._own_entries.pop(entry_id, None)

    def wrote_entry(self, entry_id: int) -> bool:
        """Whether a (recent) audit entry was written through this Database object.

        A window hears about every commit, its own included; this tells its
        own changes (already shown) from other stations' ones.
        """
        with self._own_lock:
            return entry_id in self._own_entries

    @contextmanager
    def reading(self) -> Iterator[Session]:
        """A read-only look at the data: never takes the write lock, never keeps a change.

        Windows refreshing themselves and background readers use this, so a
        station that is only looking never makes another station wait.
        """
        session = self._session(read_only=True)
        try:
            yield session
        except DBAPIError as exc:
            error = self._plain_error(exc, READING)
            if error is None:
                raise
            raise error from exc
        finally:
            # Closing hands the connection back, which rolls its transaction back; unlike
            # an explicit rollback it leaves what was read loaded, as a commit would.
            session.close()

    def info(self) -> DatabaseInfo:
        with self.engine.connect() as connection:
            revision = migrations.current_revision(connection)
        return DatabaseInfo(
            url=self.url,
            path=self.path,
            revision=revision,
            head=migrations.head_revision(),
            backup_path=self.backup_path,
        )

    def close(self) -> None:
        self.engine.dispose()

    def __enter__(self) -> Database:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _was_writing(session: Session, exc: DBAPIError) -> bool:
    """Whether a failed transaction had written, or was writing, when it failed: only then
    does the person hear that it could not save; one that was only reading could not read.

    A change still waiting to be flushed counts, and so does a full disk or a read-only file,
    which only a write meets (a statement typed as text is not seen as a write otherwise)."""
    if session_wrote(session) or session.new or session.dirty or session.deleted:
        return True
    return storage_problem(exc) in (FULL, READ_ONLY)


CONFLICT_MESSAGE = (
    "another station saved a conflicting change at the same moment; "
    "nothing was changed — try again"
)
BUSY_MESSAGE = (
    "the database is busy (another window or station is saving); "
    "nothing was changed — try again"
)
# PostgreSQL: unique_violation, serialization_failure, deadlock_detected, lock_not_available.
_CONFLICT_SQLSTATES = frozenset({"23505", "40001", "40P01", "55P03"})


def conflict_message(exc: DBAPIError) -> str | None:
    """The plain-words refusal for a clash between stations, or None for any other error.

    A unique row inserted by two stations at once (the next round's number, a
    new player number), a serialization failure or deadlock on PostgreSQL, and
    SQLite's "database is locked" after the busy timeout are all conflicts the
    user can simply retry; anything else is a bug and keeps its traceback.
    """
    original = exc.orig
    sqlstate = getattr(original, "sqlstate", None) or getattr(original, "pgcode", None)
    if sqlstate in _CONFLICT_SQLSTATES:
        return CONFLICT_MESSAGE
    text = str(original).lower()
    if isinstance(exc, IntegrityError) and "unique constraint failed" in text:
        return CONFLICT_MESSAGE
    if isinstance(exc, OperationalError) and ("locked" in text or "busy" in text):
        return BUSY_MESSAGE
    return None


def default_actor() -> str:
    """Who the audit log names when nobody is signed in: the operating-system user."""
    return os_user_name()


def session_clock(session: Session) -> Clock:
    """The clock a transaction runs with (tests inject a fixed one)."""
    clock = session.info.get("clock")
    return clock if callable(clock) else utc_now


def session_now(session: Session) -> datetime:
    """The current time as this transaction's clock sees it."""
    return session_clock(session)()


def session_actor(session: Session) -> str:
    """Who is making the change in this transaction."""
    actor = session.info.get("actor")
    return actor if isinstance(actor, str) and actor else default_actor()


def session_station(session: Session) -> str:
    """The station this transaction's changes come from."""
    station = session.info.get("station")
    return station if isinstance(station, str) and station else station_name()


def session_backup_root(session: Session) -> Path | None:
    """Where this transaction's database keeps event backups (None: it keeps none)."""
    root = session.info.get("backup_root")
    return root if isinstance(root, Path) else None


def _enable_sqlite_pragmas(
    engine: Engine, *, wal: bool, foreign_keys: bool = True, busy_timeout_ms: int = 5000
) -> None:
    """Real transactions, foreign keys, and WAL for files (readers never block the writer).

    Python's sqlite3 module starts transactions only before data changes, so
    reads and schema changes would run outside them; taking over BEGIN makes a
    whole user action (or a whole migration) one atomic transaction. A
    transaction that may write begins `IMMEDIATE`: it takes the write lock
    before it reads, so two stations' actions run one after the other and the
    second checks what the first wrote (a deferred one would read an old
    snapshot and then fail to write).
    `synchronous=FULL` syncs the write-ahead log at every commit: a result the
    window acknowledged survives a power cut (NORMAL could lose the last ones).
    """

    @sa_event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection: Any, _record: Any) -> None:
        dbapi_connection.isolation_level = None
        cursor = dbapi_connection.cursor()
        cursor.execute(f"PRAGMA foreign_keys={'ON' if foreign_keys else 'OFF'}")
        cursor.execute(f"PRAGMA busy_timeout={int(busy_timeout_ms)}")
        if wal:
            cursor.execute("PRAGMA journal_mode=WAL")
            cursor.execute("PRAGMA synchronous=FULL")
        cursor.close()

    @sa_event.listens_for(engine, "begin")
    def _on_begin(connection: Connection) -> None:
        mode = connection.get_execution_options().get(SQLITE_BEGIN_OPTION, "DEFERRED")
        connection.exec_driver_sql("BEGIN IMMEDIATE" if mode == "IMMEDIATE" else "BEGIN")


def _read_only_connection(path: Path) -> sqlite3.Connection:
    """Read a database without leaving anything behind.

    Without a write-ahead log beside it the file is opened immutable, so
    SQLite creates no -wal/-shm files next to a database we may refuse.
    """
    wal = path.with_name(path.name + "-wal")
    mode = "ro" if wal.exists() else "ro&immutable=1"
    return sqlite3.connect(f"{path.resolve().as_uri()}?mode={mode}", uri=True)


def _check_sqlite_file(path: Path) -> str | None:
    """Look at an existing file without changing it; return its schema revision.

    Raises DatabaseError for a file that is not a SQLite database, a SQLite
    database that does not belong to this program, or one from a newer version.
    """
    try:
        with path.open("rb") as handle:
            header = handle.read(len(SQLITE_HEADER))
    except OSError as exc:
        raise DatabaseError(f"cannot read database file {path}: {exc.strerror}") from None
    if header != SQLITE_HEADER:
        raise DatabaseError(
            f"{path} is not a tourney database (it is not a SQLite file); "
            "choose another file or move this one away"
        )
    try:
        connection = _read_only_connection(path)
        try:
            tables = {
                row[0]
                for row in connection.execute("SELECT name FROM sqlite_master WHERE type='table'")
            }
            revision = None
            if "alembic_version" in tables:
                row = connection.execute("SELECT version_num FROM alembic_version").fetchone()
                revision = row[0] if row else None
        finally:
            connection.close()
    except sqlite3.DatabaseError as exc:
        problem = storage_problem(exc)
        if problem is not None and problem != "damaged":
            raise DatabaseError(storage_message(problem, str(path), action=OPENING)) from None
        raise DatabaseError(
            f"{path} is not a readable tourney database: {exc}. It was left untouched; "
            "if it is your event's database, it is damaged: restore the event from a backup "
            "(`tourney db restore FILE`) into a new database."
        ) from None
    user_tables = {t for t in tables if not t.startswith("sqlite_")}
    if revision is None and user_tables:
        raise DatabaseError(
            f"{path} is a SQLite database but not a tourney database "
            f"(it has tables {', '.join(sorted(user_tables)[:5])} and no schema version)"
        )
    _refuse_unknown_revision(revision, where=str(path))
    return revision


def _refuse_unknown_revision(revision: str | None, *, where: str) -> None:
    if revision is not None and not migrations.is_known_revision(revision):
        raise DatabaseError(
            f"{where} was written by a newer version of tourney (schema {revision!r}; "
            f"this version knows up to {migrations.head_revision()!r}); "
            "it was left untouched — update tourney to open it"
        )


def backup_sqlite_file(path: Path, revision: str | None, *, now: datetime | None = None) -> Path:
    """Copy a SQLite database next to itself before changing its schema.

    A plain byte copy when everything is in the main file; SQLite's online
    backup when a write-ahead log still holds pages, so none are left out.
    The copy is for the user alone (0600). If it cannot be written (a full
    disk), the partial copy is removed and the upgrade refused: the database
    is left as it was.
    """
    stamp = (now or utc_now()).strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.stem}.backup-{stamp}-rev{revision or 'none'}{path.suffix}")
    counter = 1
    while target.exists():
        counter += 1
        target = path.with_name(
            f"{path.stem}.backup-{stamp}-{counter}-rev{revision or 'none'}{path.suffix}"
        )
    try:
        create_private_file(target)
        wal = path.with_name(path.name + "-wal")
        if not wal.exists() or wal.stat().st_size == 0:
            shutil.copyfile(path, target)
            shutil.copystat(path, target)
            os.chmod(target, 0o600)
            return target
        source = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        try:
            destination = sqlite3.connect(target)
            try:
                source.backup(destination)
            finally:
                destination.close()
        finally:
            source.close()
    except (OSError, sqlite3.Error) as exc:
        remove_sqlite_files(target)
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        if isinstance(exc, OSError) and exc.errno == errno.ENOSPC:
            reason = f"the disk is full: {reason}"
        raise DatabaseError(
            f"{path} needs upgrading, but the copy kept before upgrading could not be written "
            f"in {path.parent} ({reason}). The database was left as it was.\n"
            "Free some space on that disk (or make the folder writable) and open it again."
        ) from None
    return target


def inspect_database(target: str | None = None) -> DatabaseInfo:
    """Describe a database without creating, upgrading or otherwise changing it."""
    url = resolve_url(target)
    path = sqlite_file_of(url)
    if path is not None:
        if not path.exists():
            return DatabaseInfo(url=url, path=path, revision=None, head=migrations.head_revision())
        revision = _check_sqlite_file(path)
        return DatabaseInfo(url=url, path=path, revision=revision, head=migrations.head_revision())
    engine = _create_engine(url, path=None)
    try:
        with engine.connect() as connection:
            revision = migrations.current_revision(connection)
    except DBAPIError as exc:
        raise DatabaseError(f"cannot connect to {_safe(url)}: {exc.orig}") from None
    finally:
        engine.dispose()
    return DatabaseInfo(url=url, path=None, revision=revision, head=migrations.head_revision())


def _safe(url: str) -> str:
    return make_url(url).render_as_string(hide_password=True)


def _create_engine(
    url: str, *, path: Path | None, foreign_keys: bool = True, busy_timeout_ms: int = 5000
) -> Engine:
    try:
        if url.startswith("sqlite") and path is None:
            engine = create_engine(
                url, connect_args={"check_same_thread": False}, poolclass=StaticPool
            )
        elif url.startswith("sqlite"):
            engine = create_engine(url, connect_args={"check_same_thread": False})
        else:
            # Read committed, whatever the server's default: a statement run after
            # `lock_event` waited sees what the station before it committed.
            engine = create_engine(url, pool_pre_ping=True, isolation_level="READ COMMITTED")
    except (ArgumentError, NoSuchModuleError, ImportError) as exc:
        raise DatabaseError(f"cannot use database URL {_safe(url)}: {exc}") from None
    if engine.dialect.name == "sqlite":
        _enable_sqlite_pragmas(
            engine, wal=path is not None, foreign_keys=foreign_keys, busy_timeout_ms=busy_timeout_ms
        )
    return engine


def open_database(
    target: str | None = None,
    *,
    clock: Clock = utc_now,
    actor: str | None = None,
    station: str | None = None,
    upgrade: bool = True,
    busy_timeout_ms: int = 5000,
) -> Database:
    """Open (creating if needed) and upgrade the database named by a path or URL.

    `target` None means $TOURNEY_DB, else the file in the user's data folder.
    With `upgrade=False` an out-of-date database is refused instead of upgraded.
    `busy_timeout_ms` is how long a SQLite write waits for another writer.
    An existing empty file is refused (it is not a database, and quietly
    turning it into one would hide a mistake), except the app's own default
    file, which a first start cut short may have left empty.
    """
    url = resolve_url(target)
    path = sqlite_file_of(url)
    backup_path: Path | None = None
    created = False
    if path is not None:
        revision: str | None = None
        own_file = path == default_database_path()
        if path.exists() and path.stat().st_size > 0:
            revision = _check_sqlite_file(path)
        elif path.exists() and not own_file:
            raise DatabaseError(
                f"{path} is an empty file (0 bytes), not a tourney database; it was left "
                "untouched.\nTo start a new database there, delete the empty file first, "
                "or name a file that does not exist yet."
            )
        elif not path.exists():
            _create_database_file(path)
            created = True
        if own_file:
            # Earlier versions made the app's own file readable by everyone: not any more.
            restrict_to_owner(path.parent, folder=True)
            restrict_sqlite_files(path)
        needs_upgrade = revision != migrations.head_revision()
        if revision is not None and needs_upgrade:
            if not upgrade:
                raise DatabaseError(
                    f"{path} has schema {revision!r}, older than {migrations.head_revision()!r}; "
                    "run `tourney db upgrade` to upgrade it"
                )
            backup_path = backup_sqlite_file(path, revision, now=clock())
    if path is None and make_url(url).get_backend_name() == "sqlite":
        # An in-memory database lives in its one connection: migrate that one.
        engine = _create_engine(url, path=None, busy_timeout_ms=busy_timeout_ms)
        with engine.begin() as connection:
            _migrate(connection, where="the in-memory database", upgrade=upgrade)
        return Database(
            engine, url=url, clock=clock, actor=actor, station=station,
            backup_root=default_backup_root(),
        )
    # Migrations run with foreign keys off: SQLite rebuilds a table to change
    # it, and dropping the old copy must not cascade into the rows that point at it.
    where = str(path) if path else _safe(url)
    migration_engine = _create_engine(url, path=path, foreign_keys=False)
    try:
        with migration_engine.begin() as connection:
            _migrate(connection, where=where, upgrade=upgrade)
    except DBAPIError as exc:
        if created and path is not None:
            migration_engine.dispose()
            remove_sqlite_files(path)
        problem = storage_problem(exc)
        if problem is not None:
            raise DatabaseError(storage_message(problem, where, action=OPENING)) from None
        raise DatabaseError(f"cannot open database {_safe(url)}: {exc.orig}") from None
    except BaseException:
        if created and path is not None:
            migration_engine.dispose()
            remove_sqlite_files(path)
        raise
    finally:
        migration_engine.dispose()
    engine = _create_engine(url, path=path, busy_timeout_ms=busy_timeout_ms)
    return Database(
        engine, url=url, path=path, backup_path=backup_path, clock=clock, actor=actor,
        station=station, backup_root=default_backup_root(),
    )


def _create_database_file(path: Path) -> None:
    """Create a new, empty database file (and its folder) for the user alone.

    SQLite gives the -wal and -shm files the main file's mode, so making the
    main file 0600 before SQLite first opens it keeps all three private.
    """
    try:
        make_private_dir(path.parent)
    except OSError as exc:
        raise DatabaseError(f"cannot create folder {path.parent}: {exc.strerror}") from None
    try:
        create_private_file(path)
    except FileExistsError:  # another process created it a moment ago: open theirs
        return
    except OSError as exc:
        raise DatabaseError(
            f"cannot create the database file {path}: {exc.strerror}.\n"
            "Check that the folder is writable and the disk has room, then try again."
        ) from None


def _migrate(connection: Connection, *, where: str, upgrade: bool) -> None:
    revision = migrations.current_revision(connection)
    _refuse_unknown_revision(revision, where=where)
    if revision is None:
        existing = set(inspect(connection).get_table_names()) - {"alembic_version"}
        if existing:
            raise DatabaseError(
                f"{where} holds tables ({', '.join(sorted(existing)[:5])}) but no tourney "
                "schema version; it is not a tourney database"
            )
    if revision == migrations.head_revision():
        return
    if revision is not None and not upgrade:
        raise DatabaseError(f"{where} has an older schema {revision!r}; run `tourney db upgrade`")
    migrations.upgrade(connection)


def open_memory_database(
    *,
    clock: Clock = utc_now,
    actor: str | None = "test",
    station: str | None = "test station",
    backup_root: Path | None = None,
) -> Database:
    """A private in-memory SQLite database at the newest schema (fast, for tests).

    Tables come straight from the models and the schema is stamped at head; a
    test compares this with running every migration so the two cannot drift.
    It keeps no event backups unless given a `backup_root`.
    """
    url = "sqlite://"
    engine = _create_engine(url, path=None)
    with engine.begin() as connection:
        SQLModel.metadata.create_all(connection)
        migrations.stamp_head(connection)
    return Database(
        engine, url=url, clock=clock, actor=actor, station=station, backup_root=backup_root
    )
