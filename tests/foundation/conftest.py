"""Fixtures for the foundation tests: databases in memory and on disk, a fixed clock."""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from datetime import UTC, date, datetime, timedelta
from pathlib import Path

import pytest
from sqlalchemy import MetaData, create_engine

from tourney.db.database import Database, open_database, open_memory_database
from tourney.services import events

DATA_DIR = Path(__file__).parent / "data"
REV0001_FIXTURE = DATA_DIR / "tourney-rev0001.sqlite3"
PG_URL = os.environ.get("TOURNEY_TEST_PG_URL")
ON_POSTGRES = pytest.param(
    "postgres",
    marks=[
        pytest.mark.postgres,
        pytest.mark.skipif(not PG_URL, reason="set TOURNEY_TEST_PG_URL to run PostgreSQL tests"),
    ],
)


def drop_all_tables(url: str) -> None:
    """Empty a PostgreSQL test database (every table, whatever created it)."""
    engine = create_engine(url)
    metadata = MetaData()
    metadata.reflect(engine)
    metadata.drop_all(engine)
    engine.dispose()


class StepClock:
    """A clock that moves one second per reading, so every timestamp is known."""

    def __init__(self, start: datetime = datetime(2026, 5, 1, 9, 0, tzinfo=UTC)) -> None:
        self.now = start

    def __call__(self) -> datetime:
        current = self.now
        self.now += timedelta(seconds=1)
        return current


@pytest.fixture
def clock() -> StepClock:
    return StepClock()


@pytest.fixture(scope="session")
def migrated_template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One database file built by running every migration, copied by the file tests."""
    path = tmp_path_factory.mktemp("template") / "template.sqlite3"
    open_database(str(path)).close()
    return path


@pytest.fixture(params=["memory", "file", ON_POSTGRES])
def database(
    request: pytest.FixtureRequest, tmp_path: Path, clock: StepClock, migrated_template: Path
) -> Iterator[Database]:
    """The same service tests run in memory, on a file and (when configured) on PostgreSQL."""
    if request.param == "memory":
        db = open_memory_database(clock=clock, actor="tester")
    elif request.param == "file":
        path = tmp_path / "tourney.sqlite3"
        shutil.copyfile(migrated_template, path)
        db = open_database(str(path), clock=clock, actor="tester")
    else:
        assert PG_URL is not None
        drop_all_tables(PG_URL)
        db = open_database(PG_URL, clock=clock, actor="tester")
    yield db
    db.close()


@pytest.fixture
def memory_db(clock: StepClock) -> Iterator[Database]:
    db = open_memory_database(clock=clock, actor="tester")
    yield db
    db.close()


@pytest.fixture
def event_id(database: Database) -> int:
    with database.transaction() as session:
        return events.create_event(session, name="Canterlot Cup", start_date=date(2026, 6, 1)).id


@pytest.fixture
def rev0001_copy(tmp_path: Path) -> Path:
    """A private copy of the schema-0001 fixture database."""
    target = tmp_path / "old.sqlite3"
    shutil.copyfile(REV0001_FIXTURE, target)
    return target
