"""The append-only audit log: who changed what, when, and the record before and after.

Every service that changes data calls `record` in the same transaction as the
change, so the log and the data can never disagree. Entries are only ever
inserted; nothing here updates or deletes one.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime
from enum import Enum
from typing import Any

from sqlmodel import Session, SQLModel, col, select

from tourney.db.database import session_actor, session_now, session_station
from tourney.db.models import STANDING_CHANGE_SETS, AuditEntry, ChangeSet


@dataclass(frozen=True, slots=True)
class AuditRow:
    """One audit entry as plain data for tables and exports."""

    id: int
    at: datetime
    actor: str
    station: str
    action: str
    entity: str
    entity_id: int | None
    event_id: int | None
    before: Any
    after: Any
    """The player an entry is about, as people read them (`event_history` fills it in)."""


def to_json_value(value: Any) -> Any:
    """A JSON-safe copy of a value: dates become ISO strings, containers are copied."""
    if isinstance(value, datetime | date):
        return value.isoformat()
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, dict):
        return {str(key): to_json_value(item) for key, item in value.items()}
    if isinstance(value, list | tuple | set | frozenset):
        return [to_json_value(item) for item in value]
    return value


def snapshot(record: SQLModel, *, fields: tuple[str, ...] | None = None) -> dict[str, Any]:
    """The record's columns as JSON-safe data, for an entry's before/after."""
    names = fields or tuple(type(record).model_fields)
    return {name: to_json_value(getattr(record, name)) for name in names}


def changed_fields(before: dict[str, Any], after: dict[str, Any]) -> dict[str, Any]:
    """Only what differs, so an edit's entry shows the change and not the whole record."""
    return {key: value for key, value in after.items() if before.get(key) != value}


def record(
    session: Session,
    *,
    actor: str | None = None,
    action: str,
    entity: str,
    entity_id: int | None = None,
    event_id: int | None = None,
    before: Any = None,
    after: Any = None,
) -> AuditEntry:
    """Add one entry to the log in the caller's transaction.

    `actor` defaults to the transaction's actor (see `Database.transaction`),
    and the time comes from the transaction's clock so tests can fix it.
    """
    entry = AuditEntry(
        at=session_now(session),
        actor=actor or session_actor(session),
        station=session_station(session),
        action=action,
        entity=entity,
        entity_id=entity_id,
        event_id=event_id,
        before=to_json_value(before),
        after=to_json_value(after),
    )
    session.add(entry)
    return entry


def undone_entry_ids(session: Session, event_id: int) -> set[int]:
    """The entries of the event's actions that were undone (and not redone) since."""
    undone: set[int] = set()
    # (an action done before a restore still stands: the restore closed Undo, not the action)
    query = select(ChangeSet.actions).where(
        ChangeSet.event_id == event_id, col(ChangeSet.state).not_in(STANDING_CHANGE_SETS)
    )
    for actions in session.exec(query):
        undone.update(int(a["audit_id"]) for a in actions if a.get("audit_id") is not None)
    return undone


def list_entries(
    session: Session,
    *,
    event_id: int | None = None,
    action_prefix: str | None = None,
    limit: int | None = None,
    standing_only: bool = False,
) -> list[AuditRow]:
    """Entries oldest first, optionally for one event and/or one family of actions.

    `standing_only` leaves out the entries of actions that were undone: the
    history keeps them, but a service that reads what an action did (penalties
    read their effects back) must not act on one that was taken back.
    """
    query = select(AuditEntry).order_by(col(AuditEntry.id))
    if event_id is not None:
        query = query.where(AuditEntry.event_id == event_id)
    if action_prefix:
        query = query.where(col(AuditEntry.action).startswith(action_prefix))
    if limit is not None:
        query = query.limit(limit)
    skipped = undone_entry_ids(session, event_id) if standing_only and event_id is not None else set()
    return [
        AuditRow(
            id=entry.id or 0,
            at=entry.at,
            actor=entry.actor,
            station=entry.station,
            action=entry.action,
            entity=entry.entity,
            entity_id=entry.entity_id,
            event_id=entry.event_id,
            before=entry.before,
            after=entry.after,
        )
        for entry in session.exec(query)
        if entry.id not in skipped
    ]
