"""Opening databases: creation, migrations, backups, refusals, SQLite settings."""

from __future__ import annotations

import hashlib
import shutil
import sqlite3
from datetime import date
from pathlib import Path

import pytest
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from sqlalchemy import create_engine, text
from sqlmodel import SQLModel, select

from tests.foundation.conftest import REV0001_FIXTURE
from tourney.db import migrations
from tourney.db.database import (
    DatabaseError,
    inspect_database,
    open_database,
    open_memory_database,
    resolve_url,
)
from tourney.db.models import Person, Registration
from tourney.services import events, players
from tourney.services.concurrency import lock_event


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_revisions_are_ordered_and_head_is_newest() -> None:
    assert migrations.known_revisions() == ["0001", "0002", "0003", "0004", "0005", "0006", "0007"]
    assert migrations.head_revision() == "0007"


def test_empty_file_is_created_at_head(tmp_path: Path) -> None:
    path = tmp_path / "sub" / "new.sqlite3"
    with open_database(str(path)) as db:
        assert db.info().revision == migrations.head_revision()
        assert db.backup_path is None
    assert path.exists()
    assert list(tmp_path.glob("sub/*backup*")) == []


def test_migrations_produce_exactly_the_models(tmp_path: Path) -> None:
    """Running every migration gives the schema the models (and memory databases) describe."""
    path = tmp_path / "migrated.sqlite3"
    open_database(str(path)).close()
    engine = create_engine(f"sqlite:///{path}")
    with engine.connect() as connection:
        context = MigrationContext.configure(connection, opts={"compare_type": True})
        differences = compare_metadata(context, SQLModel.metadata)
    engine.dispose()
    assert differences == []


def test_an_action_undone_before_a_restore_reads_as_undone_after_the_upgrade(tmp_path: Path) -> None:
    """Databases from before 0007 marked every action closed by a restore "before_restore",
    the undone ones too: the upgrade tells them apart by `undone_at` (a redo clears it)."""
    path = tmp_path / "closed.sqlite3"
    engine = create_engine(f"sqlite:///{path}")
    with engine.begin() as connection:
        migrations.upgrade(connection, "0006")
        for state, undone_at in (("before_restore", None), ("before_restore", "2026-06-01 10:00:00"),
                                 ("done", None), ("discarded", "2026-06-01 10:05:00")):
            connection.execute(text(
                "INSERT INTO change_set (event_id, at, actor, station, action_names, complete, state,"
                " undone_at, actions, changes) VALUES (1, '2026-06-01 09:00:00', 'judge', '', '', 1,"
                " :state, :undone_at, '[]', '[]')"), {"state": state, "undone_at": undone_at})
    engine.dispose()
    with open_database(str(path)) as db:
        assert db.info().revision == "0007"
    engine = create_engine(f"sqlite:///{path}")
    with engine.connect() as connection:
        states = [row[0] for row in connection.execute(text("SELECT state FROM change_set ORDER BY id"))]
    engine.dispose()
    assert states == ["before_restore", "undone_before_restore", "done", "discarded"]


def test_file_database_uses_wal_and_foreign_keys(tmp_path: Path) -> None:
    with open_database(str(tmp_path / "x.sqlite3")) as db, db.engine.connect() as connection:
        assert connection.exec_driver_sql("PRAGMA journal_mode").scalar() == "wal"
        assert connection.exec_driver_sql("PRAGMA foreign_keys").scalar() == 1


def test_foreign_keys_are_enforced(memory_db) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(Exception, match="FOREIGN KEY"), memory_db.transaction() as session:
        lock_event(session, 999)
        session.add(Registration(event_id=999, person_id=999))
        session.flush()


def test_older_revision_is_backed_up_and_upgraded(rev0001_copy: Path, clock) -> None:  # type: ignore[no-untyped-def]
    original = _digest(rev0001_copy)
    assert inspect_database(str(rev0001_copy)).revision == "0001"
    with open_database(str(rev0001_copy), clock=clock) as db:
        assert db.info().revision == migrations.head_revision()
        backup = db.backup_path
        assert backup is not None
        assert backup.parent == rev0001_copy.parent
        assert "20260501-090000" in backup.name
        with db.transaction() as session:
            names = sorted(p.name for p in session.exec(select(Person)))
            assert names == ["Applejack", "Big McIntosh"]
            row = events.get_event(session, 1)
            assert row.name == "Old Store Cup" and row.player_count == 2
            # the upgraded database is fully usable
            players.register_player(session, 1, "Granny Smith")
    assert _digest(backup) == original
    conn = sqlite3.connect(backup)
    assert conn.execute("SELECT version_num FROM alembic_version").fetchone() == ("0001",)
    conn.close()
    indexes = sqlite3.connect(rev0001_copy).execute(
        "SELECT name FROM sqlite_master WHERE type='index' AND name='ix_registration_event_id'"
    )
    assert indexes.fetchall() == [("ix_registration_event_id",)]


def test_fixture_file_itself_is_at_revision_0001() -> None:
    assert inspect_database(str(REV0001_FIXTURE)).revision == "0001"


def test_upgrade_false_refuses_an_older_database(rev0001_copy: Path) -> None:
    before = _digest(rev0001_copy)
    with pytest.raises(DatabaseError, match="older"):
        open_database(str(rev0001_copy), upgrade=False)
    assert _digest(rev0001_copy) == before


def test_newer_database_is_refused_and_left_untouched(tmp_path: Path) -> None:
    path = tmp_path / "future.sqlite3"
    open_database(str(path)).close()
    conn = sqlite3.connect(path)
    conn.execute("UPDATE alembic_version SET version_num = '0099_from_the_future'")
    conn.commit()
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    before = _digest(path)
    files_before = sorted(p.name for p in tmp_path.iterdir())
    with pytest.raises(DatabaseError, match="newer version of tourney") as caught:
        open_database(str(path))
    assert "0099_from_the_future" in str(caught.value)
    assert _digest(path) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == files_before


@pytest.mark.parametrize(
    "content",
    [b"name,number\nRarity,1\n", b"\x00" * 200, b"SQLite format 3\x00" + b"\xff" * 400],
    ids=["text", "zeros", "corrupt-sqlite"],
)
def test_not_a_database_gets_a_clear_message(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "players.csv"
    path.write_bytes(content)
    with pytest.raises(DatabaseError, match=r"not a (readable )?tourney database"):
        open_database(str(path))
    assert path.read_bytes() == content


def test_someone_elses_sqlite_database_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "other.sqlite3"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE recipes (id INTEGER PRIMARY KEY, title TEXT)")
    conn.commit()
    conn.close()
    before = _digest(path)
    with pytest.raises(DatabaseError, match="not a tourney database"):
        open_database(str(path))
    assert _digest(path) == before


def test_target_resolution(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv("TOURNEY_DB", raising=False)
    assert resolve_url(None).endswith("tourney.sqlite3")
    assert resolve_url(str(tmp_path / "a.db")) == f"sqlite:///{tmp_path / 'a.db'}"
    monkeypatch.setenv("TOURNEY_DB", str(tmp_path / "env.db"))
    assert resolve_url(None) == f"sqlite:///{tmp_path / 'env.db'}"
    assert resolve_url("postgresql+psycopg://u:p@h/db") == "postgresql+psycopg://u:p@h/db"


def test_unreachable_server_is_a_clear_error() -> None:
    with pytest.raises(DatabaseError, match="cannot"):
        open_database("postgresql+psycopg://nobody:secret@127.0.0.1:1/none?connect_timeout=2")


def test_transaction_rolls_back_everything_on_error(memory_db) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(RuntimeError), memory_db.transaction() as session:
        session.add(Person(name="Ghost"))
        session.flush()
        raise RuntimeError("boom")
    with memory_db.transaction() as session:
        assert session.exec(select(Person)).all() == []


def test_file_transactions_are_atomic_across_statements(tmp_path: Path) -> None:
    """A failed action on a file database leaves no partial rows (real BEGIN/ROLLBACK)."""
    path = tmp_path / "atomic.sqlite3"
    with open_database(str(path)) as db:
        with pytest.raises(RuntimeError), db.transaction() as session:
            session.add(Person(name="One"))
            session.flush()
            session.add(Person(name="Two"))
            session.flush()
            raise RuntimeError("fail after two inserts")
        with db.engine.connect() as connection:
            assert connection.execute(text("SELECT count(*) FROM person")).scalar() == 0


def test_memory_database_is_stamped_at_head() -> None:
    with open_memory_database() as db:
        assert db.info().revision == migrations.head_revision()


def test_backup_copies_pending_wal_pages(tmp_path: Path, clock) -> None:  # type: ignore[no-untyped-def]
    """Backing up an older database that has unflushed WAL pages keeps those rows."""
    path = tmp_path / "walled.sqlite3"
    shutil.copyfile(REV0001_FIXTURE, path)
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA journal_mode=WAL")
    conn.execute("PRAGMA wal_autocheckpoint=0")
    conn.execute("INSERT INTO person (name) VALUES ('Late Row')")
    conn.commit()
    with open_database(str(path), clock=clock) as db:
        backup = db.backup_path
    conn.close()
    assert backup is not None
    copy = sqlite3.connect(backup)
    assert copy.execute("SELECT count(*) FROM person WHERE name='Late Row'").fetchone() == (1,)
    copy.close()


def test_a_busy_database_is_a_user_error_and_changes_nothing(tmp_path: Path) -> None:
    path = tmp_path / "busy.sqlite3"
    with open_database(str(path), busy_timeout_ms=50) as db:
        other = sqlite3.connect(path, isolation_level=None)
        other.execute("BEGIN IMMEDIATE")  # another station holds the write lock
        try:
            with pytest.raises(DatabaseError, match="busy"), db.transaction() as session:
                events.create_event(session, name="Cup", start_date=date(2026, 6, 1))
        finally:
            other.execute("ROLLBACK")
            other.close()
        with db.transaction() as session:
            assert events.list_events(session) == []


def test_an_in_memory_url_gets_the_full_schema() -> None:
    with open_database("sqlite://") as db:
        assert db.info().revision == migrations.head_revision()
        with db.transaction() as session:
            events.create_event(session, name="Scratch", start_date=date(2026, 6, 1))
        with db.transaction() as session:
            assert [row.name for row in events.list_events(session)] == ["Scratch"]
