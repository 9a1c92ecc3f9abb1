"""The change watcher and the audit follower, on a SQLite file and on PostgreSQL.

What the watcher promises: a commit made through another connection is
reported by the next poll (PostgreSQL: as soon as the notification has
arrived); a transaction that only read, or that rolled back, is not a change.
Commits made through the same `Database` object are reported too (the
watcher has a connection of its own): the reader tells them apart with
`Database.wrote_entry`.
"""

from __future__ import annotations

import os
import shutil
import time
from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest
from sqlalchemy import text

from tests.foundation.conftest import ON_POSTGRES, PG_URL, drop_all_tables
from tourney.db.changes import (
    AuditFollower,
    ChangeWatcher,
    PostgresWatcher,
    QuietWatcher,
    SqliteWatcher,
    watch_changes,
)
from tourney.db.database import Database, open_database, open_memory_database
from tourney.services import events

SEEN_WITHIN = 2.0  # seconds; a local notification arrives in about a millisecond


class Pair:
    """Two stations on one database, and a watcher and follower for the second."""

    def __init__(self, front: Database, judge: Database) -> None:
        self.front = front
        self.judge = judge
        self.watcher = watch_changes(judge.engine, path=judge.path)
        with judge.transaction() as session:
            self.follower = AuditFollower.from_end(session)

    def close(self) -> None:
        self.watcher.close()
        self.front.close()
        self.judge.close()


@pytest.fixture(params=["file", ON_POSTGRES])
def pair(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Pair]:
    if request.param == "file":
        url = str(tmp_path / "stations.sqlite3")
    else:
        assert PG_URL is not None
        drop_all_tables(PG_URL)
        url = PG_URL
    built = Pair(open_database(url, station="Front desk", actor="Ann"),
                 open_database(url, station="Judge table", actor="Ben"))
    yield built
    built.close()


def _create_event(db: Database, name: str) -> int:
    with db.transaction() as session:
        return events.create_event(session, name=name, start_date=date(2026, 6, 1)).id


def _seen(watcher: ChangeWatcher, within: float = SEEN_WITHIN) -> bool:
    """Poll until the watcher reports a change or the time is up."""
    deadline = time.monotonic() + within
    while time.monotonic() < deadline:
        if watcher.poll():
            return True
        time.sleep(0.005)
    return False


def _quiet(watcher: ChangeWatcher, for_seconds: float = 0.3) -> bool:
    """True when the watcher reports nothing for a while."""
    return not _seen(watcher, for_seconds)


def test_a_commit_at_another_station_is_seen_and_read(pair: Pair) -> None:
    assert _quiet(pair.watcher)
    event_id = _create_event(pair.front, "Canterlot Cup")
    assert _seen(pair.watcher)
    assert _quiet(pair.watcher)  # reported once
    with pair.judge.transaction() as session:
        changes = pair.follower.newer(session)
    assert [(c.action, c.station, c.actor, c.event_id) for c in changes] == [
        ("event.create", "Front desk", "Ann", event_id)
    ]
    assert pair.front.wrote_entry(changes[0].id) and not pair.judge.wrote_entry(changes[0].id)
    with pair.judge.transaction() as session:
        assert pair.follower.newer(session) == []  # each entry once


def test_a_read_only_transaction_is_not_a_change(pair: Pair) -> None:
    _create_event(pair.front, "Canterlot Cup")
    assert _seen(pair.watcher)
    with pair.front.transaction() as session:
        assert [row.name for row in events.list_events(session)] == ["Canterlot Cup"]
    assert _quiet(pair.watcher)


def test_a_rolled_back_transaction_is_not_a_change(pair: Pair) -> None:
    with pytest.raises(RuntimeError), pair.front.transaction() as session:
        events.create_event(session, name="Never", start_date=date(2026, 6, 1))
        session.flush()
        raise RuntimeError("the action failed after writing")
    assert _quiet(pair.watcher)
    with pair.judge.transaction() as session:
        assert pair.follower.newer(session) == []


def test_own_commits_are_seen_and_known_as_own(pair: Pair) -> None:
    """Decided: the watcher reports every commit; `wrote_entry` says which were ours."""
    _create_event(pair.judge, "Own Cup")
    assert _seen(pair.watcher)
    with pair.judge.transaction() as session:
        changes = pair.follower.newer(session)
    assert [c.action for c in changes] == ["event.create"]
    assert pair.judge.wrote_entry(changes[0].id)
    assert pair.judge.writes == 1 and pair.front.writes == 0


def test_a_poll_costs_well_under_a_millisecond(pair: Pair) -> None:
    _create_event(pair.front, "Canterlot Cup")
    polls = 2000
    started = time.perf_counter()
    for _ in range(polls):
        pair.watcher.poll()
    per_poll = (time.perf_counter() - started) / polls
    assert per_poll < 0.0005, f"{per_poll * 1e6:.0f} µs per poll"


def test_a_private_memory_database_has_nothing_to_watch() -> None:
    with open_memory_database() as db:
        watcher = watch_changes(db.engine, path=db.path)
        assert isinstance(watcher, QuietWatcher)
        _create_event(db, "Cup")
        assert not watcher.poll()


def test_sqlite_watcher_follows_a_replaced_file(tmp_path: Path) -> None:
    path = tmp_path / "event.sqlite3"
    with open_database(str(path)) as db:
        _create_event(db, "Before")
    copy = tmp_path / "copy.sqlite3"
    shutil.copyfile(path, copy)
    watcher = SqliteWatcher(path)
    assert _quiet(watcher)
    os.replace(copy, path)  # a restore puts another file in its place
    assert _seen(watcher)
    assert _quiet(watcher)
    with open_database(str(path)) as db:
        _create_event(db, "After")
    assert _seen(watcher)
    watcher.close()


def test_sqlite_watcher_survives_the_file_going_away(tmp_path: Path) -> None:
    path = tmp_path / "event.sqlite3"
    open_database(str(path)).close()
    watcher = SqliteWatcher(path, retry_seconds=0.05)
    moved = tmp_path / "moved.sqlite3"
    path.rename(moved)
    assert _quiet(watcher)  # gone: nothing to report, no error
    assert not path.exists()  # and the watcher did not create an empty file in its place
    moved.rename(path)
    assert _seen(watcher)  # back: reported once, since changes may have been missed
    watcher.close()


@pytest.mark.postgres
@pytest.mark.skipif(not PG_URL, reason="set TOURNEY_TEST_PG_URL to run PostgreSQL tests")
def test_postgres_watcher_reconnects_after_losing_its_connection() -> None:
    assert PG_URL is not None
    drop_all_tables(PG_URL)
    with open_database(PG_URL, station="Front desk") as db:
        watcher = watch_changes(db.engine, path=None)
        assert isinstance(watcher, PostgresWatcher)
        pid = watcher.server_pid
        with db.engine.connect() as connection:
            connection.execute(text("SELECT pg_terminate_backend(:pid)"), {"pid": pid})
        started = time.perf_counter()
        assert _seen(watcher, within=5.0)  # reconnected: reported once
        assert time.perf_counter() - started < 5.0
        assert watcher.connected and watcher.server_pid != pid
        assert _quiet(watcher)
        _create_event(db, "After the outage")
        assert _seen(watcher)
        watcher.close()


def test_postgres_watcher_never_waits_for_an_unreachable_server() -> None:
    """A server that is away: polls return at once while a thread keeps trying."""
    attempts: list[float] = []

    def unreachable() -> object:
        attempts.append(time.monotonic())
        time.sleep(0.5)  # as slow as a connect that times out
        raise OSError("connection refused")

    watcher = PostgresWatcher(unreachable)
    assert not watcher.connected
    started = time.perf_counter()
    for _ in range(100):
        assert watcher.poll() is False
    assert time.perf_counter() - started < 0.05
    time.sleep(1.0)
    assert len(attempts) >= 2  # the first at opening, then again in the background
    watcher.close()


@pytest.mark.postgres
@pytest.mark.skipif(not PG_URL, reason="set TOURNEY_TEST_PG_URL to run PostgreSQL tests")
def test_follower_reads_an_entry_committed_after_a_newer_one() -> None:
    """PostgreSQL numbers entries at insert: a slow transaction commits an older id last."""
    assert PG_URL is not None
    drop_all_tables(PG_URL)
    with open_database(PG_URL, station="Slow") as slow_db, \
            open_database(PG_URL, station="Fast") as fast_db:
        with fast_db.transaction() as session:
            follower = AuditFollower.from_end(session)
        with slow_db.transaction() as slow:
            events.create_event(slow, name="Slow Cup", start_date=date(2026, 6, 1))
            slow.flush()  # holds the older audit id, not yet committed
            _create_event(fast_db, "Fast Cup")
            with fast_db.transaction() as session:
                assert [c.station for c in follower.newer(session)] == ["Fast"]
        with fast_db.transaction() as session:
            assert [c.station for c in follower.newer(session)] == ["Slow"]
        with fast_db.transaction() as session:
            assert follower.newer(session) == []
