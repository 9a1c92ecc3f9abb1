"""Event services on memory and file databases."""

from __future__ import annotations

from datetime import date

import pytest

from tourney.db.database import Database
from tourney.errors import NotFoundError, ValidationError
from tourney.services import audit, events


def test_create_list_and_get(database: Database) -> None:
    with database.transaction() as session:
        created = events.create_event(
            session,
            name="  Canterlot   Cup ",
            start_date=date(2026, 6, 1),
            end_date=date(2026, 6, 2),
            venue="Castle",
            tier=2,
        )
    assert created.name == "Canterlot Cup"
    assert created.format == "harmony" and created.game_system == "mlp"
    assert created.status == "setup" and created.rng_seed > 0
    with database.transaction() as session:
        events.create_event(session, name="Older", start_date=date(2025, 1, 1))
        listed = events.list_events(session)
        fetched = events.get_event(session, created.id)
    assert [row.name for row in listed] == ["Canterlot Cup", "Older"]
    assert fetched == created
    assert fetched.dates_label == "2026-06-01 – 2026-06-02"


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"name": "   "}, "event name: must not be empty"),
        ({"tier": 4}, "tier: must be 1, 2 or 3"),
        ({"game_system": "chess"}, "game system: unknown 'chess'"),
        ({"format": "classic"}, "format: 'classic' is not a format"),
        ({"end_date": date(2026, 5, 1)}, "end date: 2026-05-01 is before the start date"),
        ({"swiss_rounds": 0}, "swiss rounds"),
        ({"top_cut": -1}, "top cut"),
        ({"late_entry_policy": "win"}, "late entry policy"),
    ],
)
def test_bad_settings_are_refused_with_the_field_named(
    database: Database, changes: dict[str, object], message: str
) -> None:
    values: dict[str, object] = {"name": "Cup", "start_date": date(2026, 6, 1), **changes}
    with pytest.raises(ValidationError, match=message), database.transaction() as session:
        events.create_event(session, **values)  # type: ignore[arg-type]
    with database.transaction() as session:
        assert events.list_events(session) == []
        assert audit.list_entries(session) == []


def test_edit_changes_only_what_is_given_and_audits_the_difference(database: Database) -> None:
    with database.transaction() as session:
        row = events.create_event(session, name="Cup", start_date=date(2026, 6, 1), venue="Barn")
    with database.transaction() as session:
        edited = events.edit_event(session, row.id, name="Summer Cup", tier=3, end_date=None)
    assert (edited.name, edited.tier, edited.venue) == ("Summer Cup", 3, "Barn")
    with database.transaction() as session:
        entries = audit.list_entries(session, event_id=row.id)
    assert [entry.action for entry in entries] == ["event.create", "event.edit"]
    assert entries[1].before == {"name": "Cup", "tier": 1}
    assert entries[1].after == {"name": "Summer Cup", "tier": 3}
    assert entries[1].actor == "tester"


def test_edit_with_no_change_writes_no_audit_entry(database: Database) -> None:
    with database.transaction() as session:
        row = events.create_event(session, name="Cup", start_date=date(2026, 6, 1))
    with database.transaction() as session:
        events.edit_event(session, row.id, name="Cup")
        assert len(audit.list_entries(session)) == 1


def test_edit_refused_keeps_the_old_values(database: Database) -> None:
    with database.transaction() as session:
        row = events.create_event(session, name="Cup", start_date=date(2026, 6, 1))
    with pytest.raises(ValidationError), database.transaction() as session:
        events.edit_event(session, row.id, name="Renamed", tier=9)
    with database.transaction() as session:
        assert events.get_event(session, row.id).name == "Cup"


def test_find_event_by_id_or_name(database: Database) -> None:
    with database.transaction() as session:
        row = events.create_event(session, name="Canterlot Cup", start_date=date(2026, 6, 1))
        assert events.find_event(session, str(row.id)) == row
        assert events.find_event(session, "canterlot cup") == row
        with pytest.raises(NotFoundError, match="no event named 'Ponyville'"):
            events.find_event(session, "Ponyville")
        with pytest.raises(NotFoundError, match="event 99 does not exist"):
            events.find_event(session, "99")


def test_game_systems_come_from_the_engine_registry() -> None:
    choices = events.game_system_choices()
    ids = [choice.id for choice in choices]
    assert ids[0] == "mlp" and {"spellcasters", "battledome"} <= set(ids)  # the default game first
    assert "harmony" in choices[0].formats
    by_id = {choice.id: choice for choice in choices}
    assert by_id["spellcasters"].formats == ("standard",)
    assert by_id["battledome"].name == "Neopets Battledome TCG" and by_id["battledome"].formats == ("standard",)


def test_audit_times_come_from_the_injected_clock(database: Database) -> None:
    with database.transaction() as session:
        events.create_event(session, name="Cup", start_date=date(2026, 6, 1))
        entry = audit.list_entries(session)[0]
    assert entry.at.year == 2026 and entry.at.month == 5 and entry.at.tzinfo is not None
