"""Record what each user action changes, row by row, as one change set per event.

`Database.transaction()` starts a recorder on every session it makes. ORM
events then note every row the action inserts, updates (the changed columns,
before and after) or deletes, in the order the database sees them, and every
audit entry it writes. At commit `finish` stores one `ChangeSet` per event the
audit entries name, and clears that event's redo history: a new action ends
what could be redone. Undo and redo (`tourney.services.undo`) apply these
change sets; the services themselves need to know nothing about them.

What cannot be followed is marked, never guessed: a bulk UPDATE/DELETE run
through the session, or a delete the database would cascade to rows the
action did not delete itself, makes the change set incomplete, and an
incomplete change set is never undone.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import event as sa_event
from sqlalchemy import inspect, select, update
from sqlalchemy.engine import Connection
from sqlalchemy.orm import InstanceState, Mapper, ORMExecuteState, Session, object_session
from sqlalchemy.orm.attributes import NO_VALUE

from tourney.db.models import AuditEntry, ChangeSet
from tourney.db.row_changes import DELETE, INSERT, UPDATE, RowChange, encode, normalize

RECORDER_KEY = "change_log"
# Tables whose rows are the record of changes themselves, never part of one.
UNRECORDED_TABLES = frozenset({AuditEntry.__tablename__, ChangeSet.__tablename__})


@dataclass
class ChangeRecorder:
    """What one transaction has changed so far."""

    changes: list[RowChange] = field(default_factory=list)
    entries: list[dict[str, Any]] = field(default_factory=list)
    complete: bool = True
    paused: bool = False
    deleted: set[tuple[str, tuple[Any, ...]]] = field(default_factory=set)


def start_recording(session: Session) -> None:
    session.info[RECORDER_KEY] = ChangeRecorder()


def pause_recording(session: Session) -> None:
    """Undo and redo write rows back themselves: they are not new actions to record."""
    recorder = session.info.get(RECORDER_KEY)
    if isinstance(recorder, ChangeRecorder):
        recorder.paused = True


def _recorder(session: Session | None) -> ChangeRecorder | None:
    if session is None:
        return None
    recorder = session.info.get(RECORDER_KEY)
    if isinstance(recorder, ChangeRecorder) and not recorder.paused:
        return recorder
    return None


def finish(session: Session) -> list[ChangeSet]:
    """Store what the transaction changed (call just before commit); returns the change sets.

    One change set per event named by the transaction's audit entries; rows
    changed with no event named (nothing does that today) are not recorded.
    Who, where and when come from the audit entries, so recording reads no
    clock of its own.
    """
    recorder = _recorder(session)
    if recorder is None:
        return []
    session.flush()
    session.info.pop(RECORDER_KEY, None)
    if not recorder.changes and recorder.complete:
        return []
    event_ids = sorted({e["event_id"] for e in recorder.entries if e["event_id"] is not None})
    stored = []
    for event_id in event_ids:
        entries = [e for e in recorder.entries if e["event_id"] == event_id]
        session.connection().execute(
            update(ChangeSet)
            .where(ChangeSet.event_id == event_id, ChangeSet.state == "undone")  # type: ignore[arg-type]
            .values(state="discarded")
        )
        change_set = ChangeSet(
            event_id=event_id,
            at=entries[-1]["at"],
            actor=entries[-1]["actor"],
            station=entries[-1]["station"],
            action_names=",".join(dict.fromkeys(e["action"] for e in entries)),
            actions=[{k: e[k] for k in ("audit_id", "action", "entity", "entity_id")} for e in entries],
            changes=[change.to_json() for change in recorder.changes],
            complete=recorder.complete,
        )
        session.add(change_set)
        stored.append(change_set)
    session.flush()
    return stored


# ------------------------------------------------------------------ capture


def _identity(mapper: Mapper[Any], state: InstanceState[Any]) -> tuple[Any, ...]:
    """The primary key values: the identity once persistent, else what the insert just set."""
    if state.key is not None:
        return tuple(state.key[1])
    return tuple(state.dict.get(mapper.get_property_by_column(c).key) for c in mapper.primary_key)


def _key(mapper: Mapper[Any], state: InstanceState[Any]) -> dict[str, Any]:
    return {
        column.name: encode(column.type, value)
        for column, value in zip(mapper.primary_key, _identity(mapper, state), strict=True)
    }


def _database_row(connection: Connection, mapper: Mapper[Any], state: InstanceState[Any]) -> dict[str, Any]:
    """The row as the database holds it now (the committed values), by primary key."""
    clause = [
        column == value
        for column, value in zip(mapper.primary_key, _identity(mapper, state), strict=True)
    ]
    row = connection.execute(select(mapper.local_table).where(*clause)).mappings().first()
    return dict(row) if row is not None else {}


def _values(
    mapper: Mapper[Any], state: InstanceState[Any], connection: Connection
) -> dict[str, Any]:
    """Every column of the object as it stands (the database fills in what is not loaded)."""
    values: dict[str, Any] = {}
    missing = False
    for prop in mapper.column_attrs:
        value = state.dict.get(prop.key, NO_VALUE)
        if value is NO_VALUE:
            missing = True
            break
        values[prop.columns[0].name] = value
    if missing:
        values = _database_row(connection, mapper, state)
    dialect = connection.dialect
    return {
        prop.columns[0].name: encode(
            prop.columns[0].type,
            normalize(prop.columns[0].type, values.get(prop.columns[0].name), dialect),
        )
        for prop in mapper.column_attrs
    }


@sa_event.listens_for(Mapper, "after_insert")
def _after_insert(mapper: Mapper[Any], connection: Connection, target: Any) -> None:
    recorder = _recorder(object_session(target))
    if recorder is None:
        return
    state = inspect(target)
    if isinstance(target, AuditEntry):
        recorder.entries.append({
            "audit_id": target.id, "action": target.action, "entity": target.entity,
            "entity_id": target.entity_id, "event_id": target.event_id, "actor": target.actor,
            "station": target.station, "at": target.at,
        })
        return
    if mapper.local_table.name in UNRECORDED_TABLES:
        return
    recorder.changes.append(
        RowChange(INSERT, mapper.local_table.name, _key(mapper, state),
                  after=_values(mapper, state, connection))
    )


@sa_event.listens_for(Mapper, "before_update")
def _before_update(mapper: Mapper[Any], connection: Connection, target: Any) -> None:
    recorder = _recorder(object_session(target))
    if recorder is None or mapper.local_table.name in UNRECORDED_TABLES:
        return
    state = inspect(target)
    old: dict[str, Any] = {}
    new: dict[str, Any] = {}
    unknown = False
    for prop in mapper.column_attrs:
        history = state.attrs[prop.key].history
        if not history.has_changes():
            continue
        name = prop.columns[0].name
        new[name] = state.dict.get(prop.key)
        if history.deleted:
            old[name] = history.deleted[0]
        else:  # never loaded, or a JSON value changed in place: the database has the old one
            unknown = True
    if not new:
        return
    if unknown:
        row = _database_row(connection, mapper, state)
        old = {name: row.get(name) for name in new}
    before: dict[str, Any] = {}
    after: dict[str, Any] = {}
    dialect = connection.dialect
    for name in new:
        type_ = mapper.local_table.c[name].type
        was = encode(type_, normalize(type_, old.get(name), dialect))
        now = encode(type_, normalize(type_, new[name], dialect))
        if was != now:
            before[name], after[name] = was, now
    if after:
        recorder.changes.append(
            RowChange(UPDATE, mapper.local_table.name, _key(mapper, state), before=before, after=after)
        )


@sa_event.listens_for(Mapper, "before_delete")
def _before_delete(mapper: Mapper[Any], connection: Connection, target: Any) -> None:
    recorder = _recorder(object_session(target))
    if recorder is None or mapper.local_table.name in UNRECORDED_TABLES:
        return
    state = inspect(target)
    change = RowChange(DELETE, mapper.local_table.name, _key(mapper, state))
    if change.row in recorder.deleted:
        return
    recorder.deleted.add(change.row)
    if state.committed_state:  # changed but not written: the database has the values to restore
        row = _database_row(connection, mapper, state)
        dialect = connection.dialect
        values = {
            name: encode(column.type, normalize(column.type, row.get(name), dialect))
            for name, column in mapper.local_table.c.items()
        }
    else:
        values = _values(mapper, state, connection)
    recorder.changes.append(RowChange(DELETE, change.table, change.key, before=values))


@sa_event.listens_for(Session, "before_flush")
def _before_flush(session: Session, _context: Any, _instances: Any) -> None:
    """A delete the database would cascade to rows the action keeps cannot be taken back."""
    recorder = _recorder(session)
    if recorder is None or not session.deleted or not recorder.complete:
        return
    deleted: dict[str, set[Any]] = {}
    for obj in session.deleted:
        mapper = inspect(obj).mapper
        if len(mapper.primary_key) == 1:
            deleted.setdefault(mapper.local_table.name, set()).add(inspect(obj).identity[0])
    connection = session.connection()
    for table_name, ids in deleted.items():
        for child, column in _cascading_children(table_name):
            kept = select(column).where(column.in_(list(ids)))
            pk = list(child.primary_key.columns)
            if len(pk) == 1 and child.name in deleted:
                kept = kept.where(pk[0].not_in(list(deleted[child.name])))
            if connection.execute(kept.limit(1)).first() is not None:
                recorder.complete = False
                return


def _cascading_children(table_name: str) -> list[tuple[Any, Any]]:
    from sqlmodel import SQLModel

    return [
        (child, foreign_key.parent)
        for child in SQLModel.metadata.sorted_tables
        for foreign_key in child.foreign_keys
        if foreign_key.column.table.name == table_name
        and (foreign_key.ondelete or "").upper() == "CASCADE"
    ]


@sa_event.listens_for(Session, "do_orm_execute")
def _on_execute(state: ORMExecuteState) -> None:
    """Bulk statements change rows no ORM event sees: the change set cannot be undone."""
    if not (state.is_insert or state.is_update or state.is_delete):
        return
    recorder = _recorder(state.session)
    if recorder is None:
        return
    table = getattr(state.statement, "table", None)
    if getattr(table, "name", None) not in UNRECORDED_TABLES:
        recorder.complete = False
