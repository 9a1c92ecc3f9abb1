"""A save cut by a dropped connection says plainly whether it went through.

The connection is really closed under the commit of a real SQLite database: once after the
change was written (it went through: "Saved"), once before (it did not: "not saved,
nothing changed"). Before, the first came out as an error and the second as a guess.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest
from sqlalchemy import event as sa_event
from sqlalchemy.engine import Connection

from tourney.db.database import Database, DatabaseError, open_database
from tourney.services import events, players


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    database = open_database(str(tmp_path / "event.sqlite3"))
    with database.transaction() as s:
        events.create_event(s, name="Ponyville Open", start_date=date(2026, 6, 6))
    yield database
    database.close()


def drop_connection_at_next_commit(database: Database, *, after_writing: bool) -> None:
    """The next commit loses its connection: after the change reached the file, or before."""

    armed = [True]

    def commit(conn: Connection) -> None:
        if not armed:
            return
        armed.clear()
        raw = conn.connection.dbapi_connection
        assert raw is not None
        if after_writing:
            raw.commit()
        else:
            raw.rollback()
        raw.close()  # the commit that follows finds the connection gone

    sa_event.listen(database.engine, "commit", commit)


def names(database: Database) -> list[str]:
    with database.reading() as s:
        return [row.name for row in players.list_players(s, 1)]


def test_a_save_that_went_through_before_the_connection_dropped_is_said_saved(db: Database) -> None:
    drop_connection_at_next_commit(db, after_writing=True)
    with db.transaction() as s:
        players.register_player(s, 1, "Rarity Belle")
    assert names(db) == ["Rarity Belle"]
    notice = db.take_notice()
    assert notice is not None and notice.startswith("Saved. The connection to ")
    assert db.take_notice() is None  # said once


def test_a_save_lost_with_the_connection_is_said_not_saved(db: Database) -> None:
    drop_connection_at_next_commit(db, after_writing=False)
    with pytest.raises(DatabaseError) as refused, db.transaction() as s:
        players.register_player(s, 1, "Rarity Belle")
    assert str(refused.value).startswith("Not saved, nothing changed: the connection to ")
    assert names(db) == []
    assert db.take_notice() is None
    with db.transaction() as s:  # the next action works on a new connection
        players.register_player(s, 1, "Rarity Belle")
    assert names(db) == ["Rarity Belle"]
