"""An event's rows in every table: which they are, reading them all, putting them back.

One definition of "the event's data" serves the JSON backup (PostgreSQL),
reading an event out of a SQLite backup copy, restoring, and the tests that
compare an event before and after. A table added to the models must be placed
here (a test fails until it is), so a backup never silently leaves one out.

People are shared between events: a backup carries the people the event
refers to, and a restore adds back those that are gone but never changes a
person another event still uses. The audit log is append-only: a restore
keeps every entry written since the backup and adds back any that are missing.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import date, datetime
from typing import Any

from sqlalchemy import ColumnElement, Date, Table, delete, insert, or_, select, text, update
from sqlalchemy.orm import Session
from sqlmodel import SQLModel

from engine.core.plural import plural
from tourney.db.models import UTCDateTime

EventRows = dict[str, list[dict[str, Any]]]

# Parents before children: the order rows are read, written and put back in.
EVENT_TABLES: tuple[str, ...] = (
    "event",
    "registration",
    "staff_assignment",
    "round",
    "match",
    "penalty",
    "game",
    "deck_list",
    "deck_check",
    "player_code",
    "result_report",
    "pod_seat",
    "limited_pool",
    "audit_entry",
)
SHARED_TABLES: tuple[str, ...] = ("person",)
ALL_TABLES: tuple[str, ...] = ("person", *EVENT_TABLES)
# Tables an event's backup leaves out on purpose: the undo history describes
# changes to the rows as they are now, and a restore ends it (`services.undo`).
NOT_BACKED_UP: tuple[str, ...] = ("change_set",)
# Children before parents, for clearing the event's rows (the event row and the
# append-only audit log stay).
CLEAR_ORDER: tuple[str, ...] = (
    "result_report",
    "player_code",
    "limited_pool",
    "pod_seat",
    "deck_check",
    "game",
    "penalty",
    "match",
    "round",
    "deck_list",
    "staff_assignment",
    "registration",
)
# Every column that names a person: a person still named anywhere is in use.
PERSON_REFERENCES: tuple[tuple[str, str], ...] = (
    ("registration", "person_id"),
    ("staff_assignment", "person_id"),
    ("penalty", "issued_by_person_id"),
    ("deck_list", "approved_by_person_id"),
)


class EventRowsError(ValueError):
    """Rows that cannot be an event's data (unknown table or column, rows of another event)."""


def table(name: str) -> Table:
    """The model's table of that name."""
    return SQLModel.metadata.tables[name]


def _where(name: str, event_id: int) -> ColumnElement[bool]:
    """The condition that picks the event's rows in table `name`."""
    t = table(name)
    if name == "event":
        return t.c.id == event_id
    if "event_id" in t.c:
        return t.c.event_id == event_id
    rounds = select(table("round").c.id).where(table("round").c.event_id == event_id)
    registrations = select(table("registration").c.id).where(
        table("registration").c.event_id == event_id
    )
    if name == "match":
        return t.c.round_id.in_(rounds)
    if name == "game":
        matches = select(table("match").c.id).where(table("match").c.round_id.in_(rounds))
        return t.c.match_id.in_(matches)
    if name == "deck_list":
        return t.c.registration_id.in_(registrations)
    if name == "person":
        named = [
            select(table(source).c[column]).where(_where(source, event_id))
            for source, column in PERSON_REFERENCES
        ]
        return or_(*(t.c.id.in_(query) for query in named))
    raise EventRowsError(f"no rule says which rows of table {name!r} belong to an event")


def read_event_rows(session: Session, event_id: int) -> EventRows:
    """Every row of the event in every table (and the people it names), ordered by id."""
    return {name: read_event_rows_of(session, name, event_id) for name in ALL_TABLES}


def read_event_rows_of(session: Session, name: str, event_id: int) -> list[dict[str, Any]]:
    """The event's rows of one table, ordered by id."""
    t = table(name)
    result = session.execute(select(t).where(_where(name, event_id)).order_by(t.c.id))
    return [dict(row._mapping) for row in result]


def _json_value(value: Any) -> Any:
    if isinstance(value, datetime | date):
        return value.isoformat()
    return value


def rows_to_json(rows: EventRows) -> dict[str, list[dict[str, Any]]]:
    """The rows as JSON-ready data: times and dates as ISO text, everything else as is."""
    return {
        name: [{key: _json_value(value) for key, value in row.items()} for row in table_rows]
        for name, table_rows in rows.items()
    }


def rows_from_json(data: Mapping[str, Any]) -> EventRows:
    """Rows read back from JSON, typed by the models' columns; refuses unknown tables or columns."""
    rows: EventRows = {}
    for name in ALL_TABLES:
        if name not in data or not isinstance(data[name], list):
            raise EventRowsError(f"the rows of table {name!r} are missing")
    unknown = set(data) - set(ALL_TABLES)
    if unknown:
        raise EventRowsError(f"unknown {plural(len(unknown), 'table')} {', '.join(sorted(unknown))}")
    for name in ALL_TABLES:
        t = table(name)
        typed = []
        for raw in data[name]:
            if not isinstance(raw, dict):
                raise EventRowsError(f"a row of table {name!r} is not an object")
            extra = set(raw) - set(t.c.keys())
            if extra:
                raise EventRowsError(f"table {name!r} has no {plural(len(extra), 'column')} {', '.join(sorted(extra))}")
            typed.append({key: _typed(t, key, value) for key, value in raw.items()})
        rows[name] = typed
    return rows


def _typed(t: Table, key: str, value: Any) -> Any:
    if value is None:
        return None
    column_type = t.c[key].type
    try:
        if isinstance(column_type, UTCDateTime):
            return datetime.fromisoformat(value)
        if isinstance(column_type, Date):
            return date.fromisoformat(value)
    except (TypeError, ValueError):
        raise EventRowsError(f"{t.name}.{key} holds {value!r}, not a date or time") from None
    return value


def check_rows_belong_to(rows: EventRows, event_id: int) -> None:
    """Refuse rows that are not all of one event (a hand-edited or mixed-up backup)."""
    events = rows.get("event", [])
    if len(events) != 1 or events[0].get("id") != event_id:
        raise EventRowsError("the backup does not hold exactly its one event")
    for name in EVENT_TABLES:
        for row in rows.get(name, []):
            if "event_id" in row and row["event_id"] != event_id and name != "event":
                raise EventRowsError(f"table {name!r} holds rows of another event")


def player_number_clashes(session: Session, event_id: int, rows: EventRows) -> list[str]:
    """The backup's people whose player number someone else in the database holds now.

    Those the event itself names now are left out: a restore removes or
    keeps them before it adds anyone back.
    """
    person = table("person")
    ours = {row["id"] for row in read_event_rows_of(session, "person", event_id)}
    clashes = []
    for row in rows["person"]:
        number = row.get("player_number")
        if number is None:
            continue
        holder = session.execute(
            select(person.c.id, person.c.name).where(
                person.c.player_number == number, person.c.id != row["id"]
            )
        ).first()
        if holder is not None and holder.id not in ours:
            clashes.append(f"player number {number} of {row['name']} now belongs to {holder.name}")
    return clashes


def people_in_use(session: Session, person_ids: set[int]) -> set[int]:
    """Those of `person_ids` that some row of any event still names."""
    if not person_ids:
        return set()
    used: set[int] = set()
    for source, column in PERSON_REFERENCES:
        c = table(source).c[column]
        used.update(session.execute(select(c).where(c.in_(person_ids)).distinct()).scalars())
    return used


def replace_event_rows(session: Session, event_id: int, rows: EventRows) -> None:
    """Make the event's rows in the database exactly `rows` (other events are left alone).

    Runs in the caller's transaction: clear the event's rows (children
    first), drop the people only this event named, then write the event
    and its rows back with their ids (parents first). The event row is
    updated in place, so a lock held on it stays held.
    """
    check_rows_belong_to(rows, event_id)
    people_before = {row["id"] for row in read_event_rows_of(session, "person", event_id)}
    for name in CLEAR_ORDER:
        session.execute(delete(table(name)).where(_where(name, event_id)))
    gone = people_before - people_in_use(session, people_before)
    if gone:
        session.execute(delete(table("person")).where(table("person").c.id.in_(gone)))
    _put_event_row(session, event_id, rows["event"][0])
    _add_missing(session, "person", rows["person"])
    for name in CLEAR_ORDER[::-1]:
        if rows[name]:
            session.execute(insert(table(name)), rows[name])
    _add_missing(session, "audit_entry", rows["audit_entry"])
    _catch_up_id_sequences(session)
    session.expire_all()


def _put_event_row(session: Session, event_id: int, row: dict[str, Any]) -> None:
    t = table("event")
    values = {key: value for key, value in row.items() if key != "id"}
    exists = session.execute(select(t.c.id).where(t.c.id == event_id)).first() is not None
    if exists:
        session.execute(update(t).where(t.c.id == event_id).values(**values))
    else:
        session.execute(insert(t), [row])


def _add_missing(session: Session, name: str, rows: list[dict[str, Any]]) -> None:
    """Insert the rows whose ids the table does not have; existing rows stay as they are."""
    if not rows:
        return
    t = table(name)
    ids = [row["id"] for row in rows]
    present = set(session.execute(select(t.c.id).where(t.c.id.in_(ids))).scalars())
    missing = [row for row in rows if row["id"] not in present]
    if missing:
        session.execute(insert(t), missing)


def _catch_up_id_sequences(session: Session) -> None:
    """PostgreSQL: move each id sequence past the ids written back, so new rows never collide.

    (SQLite picks the next id from the largest one in the table.)
    """
    if session.get_bind().dialect.name != "postgresql":
        return
    for name in ALL_TABLES:
        quoted = f'"{name}"'
        session.execute(
            text(
                f"SELECT setval(pg_get_serial_sequence(:name, 'id'), "
                f"GREATEST((SELECT COALESCE(MAX(id), 0) FROM {quoted}), "
                f"nextval(pg_get_serial_sequence(:name, 'id')) - 1, 1))"
            ),
            {"name": quoted},
        )


def count_rows(rows: EventRows) -> dict[str, int]:
    """How many rows of each table (for messages and summaries)."""
    return {name: len(table_rows) for name, table_rows in rows.items()}

