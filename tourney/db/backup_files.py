"""Backup files of one event: a SQLite copy of the whole file, or a JSON export of the event's rows.

A SQLite database is copied with SQLite's online backup API (a consistent
snapshot, even while other windows write), switched to a single self-contained
file, and labelled with a small `tourney_backup` table saying which event it
was made for and when. A database on a server (or in memory) has no file to
copy: the event's rows are exported as JSON instead (see `event_rows`).

Either kind is written to a private (0600) file and synced to disk before the
caller renames it into place, and a file that could not be written completely
is removed, so a backup either exists whole or not at all.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import sqlite3
import tempfile
from dataclasses import asdict, dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from sqlalchemy import create_engine
from sqlalchemy.orm import Session

from tourney.db import migrations
from tourney.db.event_rows import (
    EventRows,
    EventRowsError,
    read_event_rows,
    rows_from_json,
    rows_to_json,
)
from tourney.db.private_files import PRIVATE_FILE_MODE, create_private_file, remove_sqlite_files

BACKUP_FORMAT = "tourney-event-backup"
FORMAT_VERSION = 1
LABEL_TABLE = "tourney_backup"
SQLITE_SUFFIX = ".sqlite3"
JSON_SUFFIX = ".json"
SQLITE_HEADER = b"SQLite format 3\x00"


class BackupFileError(ValueError):
    """A file that is not a readable tourney backup; the message says why."""


@dataclass(frozen=True, slots=True)
class BackupLabel:
    """What a backup is: whose event, made when and why, with which schema."""

    event_id: int
    event_name: str
    event_created_at: datetime
    kind: str
    round_number: int
    made_at: datetime
    schema: str | None
    source: str
    stage: str = ""
    """The state of round `round_number` in the backup (draft, published, complete);
    "" in backups made before the stage was kept."""

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["event_created_at"] = self.event_created_at.isoformat()
        data["made_at"] = self.made_at.isoformat()
        return data

    @classmethod
    def from_json(cls, data: Any) -> BackupLabel:
        try:
            return cls(
                event_id=int(data["event_id"]),
                event_name=str(data["event_name"]),
                event_created_at=datetime.fromisoformat(data["event_created_at"]),
                kind=str(data["kind"]),
                round_number=int(data["round_number"]),
                made_at=datetime.fromisoformat(data["made_at"]),
                schema=None if data.get("schema") is None else str(data["schema"]),
                source=str(data.get("source", "")),
                stage=str(data.get("stage") or ""),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise BackupFileError(f"its label is incomplete ({exc})") from None


def sqlite_file_of_session(session: Session) -> Path | None:
    """The database file behind a session, or None for a server or an in-memory database."""
    url = session.get_bind().url
    if url.get_backend_name() != "sqlite":
        return None
    database = url.database or ""
    if database in ("", ":memory:") or database.startswith("file:"):
        return None
    return Path(database)


def write_sqlite_copy(source: Path, target: Path, label: BackupLabel) -> None:
    """Copy the database at `source` into a new private file `target`, labelled.

    The whole copy is taken in one step of SQLite's backup API, so it is one
    consistent moment of the database even while others write to it.
    """
    create_private_file(target)
    try:
        origin = sqlite3.connect(f"{source.resolve().as_uri()}?mode=ro", uri=True, timeout=10)
        try:
            copy = sqlite3.connect(target, isolation_level=None)
            try:
                origin.backup(copy)
                # One self-contained file: no -wal/-shm next to a backup.
                copy.execute("PRAGMA journal_mode=DELETE")
                copy.execute(f"CREATE TABLE {LABEL_TABLE} (label TEXT NOT NULL)")
                copy.execute(
                    f"INSERT INTO {LABEL_TABLE} (label) VALUES (?)", (json.dumps(label.to_json()),)
                )
            finally:
                copy.close()
        finally:
            origin.close()
        _sync_file(target)
    except BaseException:
        remove_sqlite_files(target)
        raise


def write_json_export(session: Session, target: Path, label: BackupLabel) -> None:
    """Export the event's rows as read in `session`'s transaction into a new private file."""
    rows = read_event_rows(session, label.event_id)
    document = {
        "format": BACKUP_FORMAT,
        "version": FORMAT_VERSION,
        "label": label.to_json(),
        "tables": rows_to_json(rows),
    }
    create_private_file(target)
    try:
        with target.open("w", encoding="utf-8") as handle:
            # One-shot `dumps` runs in C; `dump` would encode piece by piece in Python.
            handle.write(json.dumps(document, ensure_ascii=False, separators=(",", ":")))
            handle.flush()
            os.fsync(handle.fileno())
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            target.unlink()
        raise


def _sync_file(path: Path) -> None:
    with path.open("rb") as handle:
        os.fsync(handle.fileno())


def read_label(path: Path) -> BackupLabel:
    """What a backup file is, without reading its rows."""
    if path.suffix == JSON_SUFFIX:
        return _read_json_document(path)[0]
    with _open_copy(path) as connection:
        return _copy_label(connection, path)


def read_backup(path: Path) -> tuple[BackupLabel, EventRows]:
    """The label and the event's rows of a backup file (SQLite copy or JSON export)."""
    if path.suffix == JSON_SUFFIX:
        label, tables = _read_json_document(path)
        try:
            return label, rows_from_json(tables)
        except EventRowsError as exc:
            raise BackupFileError(str(exc)) from None
    with _open_copy(path) as connection:
        label = _copy_label(connection, path)
        revision = _copy_revision(connection)
    if revision != migrations.head_revision():
        if revision is None or not migrations.is_known_revision(revision):
            raise BackupFileError(
                f"it was made by a newer version of tourney (schema {revision!r}); "
                "update tourney to restore it"
            )
        return label, _rows_of_upgraded_copy(path, label.event_id)
    return label, _rows_of_copy(path, label.event_id)


def _read_json_document(path: Path) -> tuple[BackupLabel, Any]:
    try:
        with path.open(encoding="utf-8") as handle:
            document = json.load(handle)
    except OSError as exc:
        raise BackupFileError(f"it cannot be read ({exc.strerror})") from None
    except (UnicodeDecodeError, json.JSONDecodeError):
        raise BackupFileError("it is not a JSON backup made by tourney") from None
    if not isinstance(document, dict) or document.get("format") != BACKUP_FORMAT:
        raise BackupFileError("it is not a JSON backup made by tourney")
    if document.get("version") != FORMAT_VERSION:
        raise BackupFileError(f"it is in backup format version {document.get('version')!r}")
    label = BackupLabel.from_json(document.get("label"))
    if label.schema != migrations.head_revision():
        raise BackupFileError(
            f"it was made with database schema {label.schema!r} and this version of tourney "
            f"uses {migrations.head_revision()!r}; restore it with the version that made it"
        )
    tables = document.get("tables")
    if not isinstance(tables, dict):
        raise BackupFileError("its tables are missing")
    return label, tables


@contextlib.contextmanager
def _open_copy(path: Path):  # type: ignore[no-untyped-def]
    try:
        with path.open("rb") as handle:
            header = handle.read(len(SQLITE_HEADER))
    except OSError as exc:
        raise BackupFileError(f"it cannot be read ({exc.strerror})") from None
    if header != SQLITE_HEADER:
        raise BackupFileError("it is neither a SQLite backup nor a JSON backup made by tourney")
    connection = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    try:
        yield connection
    except sqlite3.DatabaseError as exc:
        raise BackupFileError(f"it cannot be read ({exc})") from None
    finally:
        connection.close()


def _copy_label(connection: sqlite3.Connection, path: Path) -> BackupLabel:
    try:
        row = connection.execute(f"SELECT label FROM {LABEL_TABLE}").fetchone()
    except sqlite3.DatabaseError:
        row = None
    if row is None:
        raise BackupFileError("it is a SQLite database but not a backup made by tourney")
    try:
        return BackupLabel.from_json(json.loads(row[0]))
    except json.JSONDecodeError:
        raise BackupFileError("its label cannot be read") from None


def _copy_revision(connection: sqlite3.Connection) -> str | None:
    try:
        row = connection.execute("SELECT version_num FROM alembic_version").fetchone()
    except sqlite3.DatabaseError:
        return None
    return row[0] if row else None


def _rows_of_copy(path: Path, event_id: int) -> EventRows:
    engine = create_engine(f"sqlite:///{path.resolve().as_uri()}?mode=ro&uri=true")
    try:
        with Session(engine) as session:
            return read_event_rows(session, event_id)
    finally:
        engine.dispose()


def _rows_of_upgraded_copy(path: Path, event_id: int) -> EventRows:
    """Read an older backup through a temporary copy upgraded to today's schema."""
    from tourney.db.database import open_database

    with tempfile.TemporaryDirectory(prefix="tourney-restore-") as folder:
        scratch = Path(folder) / "upgraded.sqlite3"
        shutil.copyfile(path, scratch)
        os.chmod(scratch, PRIVATE_FILE_MODE)
        database = open_database(str(scratch))
        try:
            with database.transaction() as session:
                return read_event_rows(session, event_id)
        finally:
            database.close()
