"""Two stations on one event: the lock, the refusal that names the first station, drops vs drafts.

The four-process race test (`tests/stations`) measures the whole; these pin
down each piece on memory, a file and PostgreSQL: a second station waits for
the first and is then refused by name, a database clash becomes a plain
message with nothing kept, reads never wait for a writer, and a drop that
lands after a draft was paired marks the draft and blocks its publication.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest
from sqlmodel import select

from tests import lock_guard
from tests.foundation.conftest import ON_POSTGRES, PG_URL, drop_all_tables
from tourney.db.database import (
    BUSY_MESSAGE,
    CONFLICT_MESSAGE,
    Database,
    DatabaseError,
    open_database,
)
from tourney.db.models import AuditEntry, Person, Registration, Round
from tourney.errors import ValidationError
from tourney.services import concessions, events, players, results, rounds
from tourney.services.concurrency import lock_event, lock_event_of, locked_events


def _event(database: Database, names: list[str]) -> tuple[int, list[int]]:
    with database.transaction() as session:
        event_id = events.create_event(
            session, name="Two Stations Cup", start_date=date(2026, 6, 1), rng_seed=11
        ).id
        ids = [players.register_player(session, event_id, name).registration_id for name in names]
    return event_id, ids


def _published_round(database: Database, event_id: int) -> rounds.RoundPairings:
    with database.transaction() as session:
        draft = rounds.pair_round(session, event_id)
        return rounds.publish_round(session, draft.round.id)


def _entry_time(database: Database, match_id: int) -> str:
    with database.reading() as session:
        entry = session.exec(
            select(AuditEntry).where(AuditEntry.entity == "match", AuditEntry.entity_id == match_id)
        ).one()
        return entry.at.astimezone().strftime("%H:%M")


def test_second_station_is_told_who_entered_the_result(database: Database) -> None:
    event_id, _ = _event(database, ["Twilight Sparkle", "Applejack"])
    table = _published_round(database, event_id).matches[0]
    winner = "a" if table.player_a_name == "Twilight Sparkle" else "b"
    database.station = "Front desk"
    with database.transaction() as session:
        results.enter_result(session, table.id, winner)
    database.station = "Judge table"
    with pytest.raises(ValidationError) as refused, database.transaction() as session:
        results.enter_result(session, table.id, "a" if winner == "b" else "b")
    assert str(refused.value) == (
        f"table {table.table_number} of round 1 ({table.player_a_name} against {table.player_b_name}) "
        "already has a result: Twilight Sparkle won, "
        f"entered at station Front desk at {_entry_time(database, table.id)}; correct it instead"
    )


def test_a_drop_that_conceded_first_is_named_in_the_refusal(database: Database) -> None:
    event_id, (rarity, _) = _event(database, ["Rarity", "Fluttershy"])
    table = _published_round(database, event_id).matches[0]
    database.station = "Side table"
    with database.transaction() as session:
        note = concessions.drop(session, event_id, rarity).note
    assert "conceded" in note
    with pytest.raises(ValidationError) as refused, database.transaction() as session:
        results.enter_result(session, table.id, "a")
    assert "already has a result: Fluttershy won, conceded by Rarity (drop)" in str(refused.value)
    assert "at station Side table" in str(refused.value)


def test_a_result_entered_first_keeps_the_drop_from_conceding(database: Database) -> None:
    event_id, (rarity, _) = _event(database, ["Rarity", "Fluttershy"])
    table = _published_round(database, event_id).matches[0]
    with database.transaction() as session:
        results.enter_result(session, table.id, "a" if table.player_a_id == rarity else "b")
    with database.transaction() as session:
        note = concessions.drop(session, event_id, rarity).note
    assert note == "dropped after round 1"
    with database.reading() as session:
        pairing = rounds.round_pairings(session, table.round_id)
    assert pairing.matches[0].result_label.startswith("Rarity wins")


def test_a_drop_after_the_draft_marks_it_and_blocks_publishing(database: Database) -> None:
    event_id, ids = _event(database, ["Pinkie Pie", "Rainbow Dash", "Spike", "Starlight"])
    with database.transaction() as session:
        draft = rounds.pair_round(session, event_id).round
    with database.transaction() as session:
        concessions.drop(session, event_id, ids[0])
    warning = "Pinkie Pie dropped after this draft was paired: pair again"
    with database.reading() as session:
        assert session.get(Round, draft.id).warnings[0] == warning
    refused = "Pinkie Pie dropped before round 1 but is paired"
    with pytest.raises(ValidationError, match=refused), database.transaction() as session:
        rounds.publish_round(session, draft.id)
    with database.transaction() as session:
        players.undrop_player(session, ids[0])
    with database.transaction() as session:
        assert warning not in rounds.round_pairings(session, draft.id).round.warnings
        rounds.publish_round(session, draft.id)


def test_pairing_leaves_out_a_player_dropped_before_it(database: Database) -> None:
    event_id, ids = _event(database, ["Pinkie Pie", "Rainbow Dash", "Spike", "Starlight"])
    with database.transaction() as session:
        concessions.drop(session, event_id, ids[1])
    with database.transaction() as session:
        draft = rounds.pair_round(session, event_id)
    paired = {p for m in draft.matches for p in (m.player_a_id, m.player_b_id) if p}
    assert paired == {ids[0], ids[2], ids[3]}
    assert not any("dropped" in w for w in draft.round.warnings)


def test_a_clash_the_database_reports_is_a_plain_refusal_with_nothing_kept(
    database: Database,
) -> None:
    event_id, _ = _event(database, ["Maud", "Limestone"])
    with database.transaction() as session:
        rounds.pair_round(session, event_id)
    with pytest.raises(DatabaseError) as refused, database.transaction() as session:
        lock_event(session, event_id)
        session.add(Person(name="Marble"))
        session.flush()
        session.add(Round(event_id=event_id, number=1))  # what a second pairing would insert
        session.flush()
    assert str(refused.value) == CONFLICT_MESSAGE
    with database.reading() as session:
        assert session.exec(select(Person).where(Person.name == "Marble")).first() is None


def test_the_lock_is_found_from_any_record_and_ends_with_the_transaction(
    database: Database,
) -> None:
    event_id, ids = _event(database, ["Zecora", "Cheerilee"])
    table = _published_round(database, event_id).matches[0]
    with database.transaction() as session:
        assert lock_event_of(session, match_id=table.id) == event_id
        assert lock_event_of(session, round_id=table.round_id) == event_id
        assert lock_event_of(session, registration_id=ids[0]) == event_id
        assert lock_event_of(session, match_id=99_999) is None
        assert locked_events(session) == {event_id}
        session.commit()
        assert locked_events(session) == frozenset()


def test_a_read_cannot_take_the_lock(database: Database) -> None:
    event_id, _ = _event(database, ["Trixie", "Sunburst"])
    with pytest.raises(RuntimeError, match="read-only"), database.reading() as session:
        lock_event(session, event_id)


def test_the_guard_catches_a_write_without_the_lock(database: Database) -> None:
    """The test-wide guard (tests/lock_guard.py) really fails an unlocked write."""
    _, (player, _) = _event(database, ["Derpy", "Lyra"])
    with pytest.raises(lock_guard.UnlockedWrite), database.transaction() as session:
        registration = session.get(Registration, player)
        registration.seed = 3
        session.flush()
    lock_guard.violations.clear()


def _second_database(database: Database) -> Database:
    if database.path is not None:
        return open_database(str(database.path), station="Judge table", busy_timeout_ms=5000)
    assert database.url.startswith("postgresql")
    return open_database(database.url, station="Judge table")


@pytest.fixture(params=["file", ON_POSTGRES])
def shared(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Database]:
    """A database two station objects can open at once: a file, or the PostgreSQL server."""
    if request.param == "file":
        db = open_database(str(tmp_path / "shared.sqlite3"), station="Front desk")
    else:
        assert PG_URL is not None
        drop_all_tables(PG_URL)
        db = open_database(PG_URL, station="Front desk")
    yield db
    db.close()


def test_the_second_station_waits_for_the_first_then_is_refused(shared: Database) -> None:
    event_id, _ = _event(shared, ["Twilight Sparkle", "Applejack"])
    table = _published_round(shared, event_id).matches[0]
    other = _second_database(shared)
    outcome: list[str] = []

    def second_station() -> None:
        try:
            with other.transaction() as session:
                results.enter_result(session, table.id, "b")
            outcome.append("success")
        except ValidationError as exc:
            outcome.append(str(exc))

    try:
        with shared.transaction() as session:
            results.enter_result(session, table.id, "a")
            thread = threading.Thread(target=second_station)
            thread.start()
            time.sleep(0.5)
            assert thread.is_alive() and not outcome  # waiting for our lock
            # While a station writes, a third one can still read without waiting: a read that
            # waited for our lock could not end while we hold it, however slow the machine
            read: list[object] = []

            def third_station() -> None:
                with other.reading() as reader:
                    read.append(rounds.round_pairings(reader, table.round_id).matches[0].result)

            reading = threading.Thread(target=third_station)
            reading.start()
            reading.join(timeout=10)
            assert read == [None] and thread.is_alive()
        thread.join(timeout=10)
    finally:
        other.close()
    assert len(outcome) == 1 and "already has a result" in outcome[0]
    assert "at station Front desk" in outcome[0]


def test_a_writer_waiting_too_long_on_sqlite_is_told_to_try_again(tmp_path: Path) -> None:
    path = tmp_path / "busy.sqlite3"
    first = open_database(str(path), station="Front desk")
    impatient = open_database(str(path), station="Judge table", busy_timeout_ms=100)
    try:
        event_id, _ = _event(first, ["Spike", "Gabby"])
        with first.transaction() as session:
            lock_event(session, event_id)
            session.get(Registration, 1)  # the transaction holds the write lock from here
            with pytest.raises(DatabaseError) as refused, impatient.transaction() as other:
                events.edit_event(other, event_id, venue="Ponyville")
        assert str(refused.value) == BUSY_MESSAGE
    finally:
        impatient.close()
        first.close()
