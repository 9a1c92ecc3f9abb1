"""PostgreSQL specifics; skipped unless TOURNEY_TEST_PG_URL names a server.

Every service test in this folder also runs on PostgreSQL then (the `database`
fixture's "postgres" variant); these tests cover what only a server has.

Example: TOURNEY_TEST_PG_URL=postgresql+psycopg://tourney:secret@localhost/tourney_test
The database is emptied (all tables dropped) before the test runs.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date

import pytest
from sqlalchemy import create_engine

from tests.foundation.conftest import PG_URL, drop_all_tables
from tourney.db import migrations
from tourney.db.database import Database, open_database
from tourney.errors import ValidationError
from tourney.services import audit, events, players

pytestmark = [
    pytest.mark.postgres,
    pytest.mark.skipif(not PG_URL, reason="set TOURNEY_TEST_PG_URL to run PostgreSQL tests"),
]


@pytest.fixture
def pg_database() -> Iterator[Database]:
    assert PG_URL is not None
    drop_all_tables(PG_URL)
    db = open_database(PG_URL, actor="pg-tester")
    yield db
    db.close()
    drop_all_tables(PG_URL)


def test_services_round_trip_on_postgresql(pg_database: Database) -> None:
    assert pg_database.info().revision == migrations.head_revision()
    with pg_database.transaction() as session:
        event = events.create_event(
            session, name="Server Cup", start_date=date(2026, 6, 1), rng_seed=2**40 + 5
        )
        players.import_players_csv(session, event.id, "Rarity,1\nSpike\n")
    with pytest.raises(ValidationError), pg_database.transaction() as session:
        players.import_players_csv(session, event.id, "Twilight\nrarity\n")
    with pg_database.transaction() as session:
        names = [row.name for row in players.list_players(session, event.id)]
        entries = audit.list_entries(session, event_id=event.id)
        row = events.get_event(session, event.id)
    assert names == ["Rarity", "Spike"]
    assert [entry.action for entry in entries] == ["event.create", "player.import", "player.import"]
    assert entries[0].at.tzinfo is not None and row.created_at.tzinfo is not None
    assert row.rng_seed == 2**40 + 5  # 64-bit seeds survive


def test_reopening_is_a_no_op(pg_database: Database) -> None:
    assert PG_URL is not None
    with open_database(PG_URL) as again:
        assert again.info().revision == migrations.head_revision()


def test_older_schema_upgrades_on_postgresql() -> None:
    assert PG_URL is not None
    drop_all_tables(PG_URL)
    engine = create_engine(PG_URL)
    with engine.begin() as connection:
        migrations.upgrade(connection, "0001")
    engine.dispose()
    with open_database(PG_URL) as db:
        assert db.info().revision == migrations.head_revision()
        assert db.backup_path is None  # server databases are backed up with pg_dump
    drop_all_tables(PG_URL)
