"""A check, active in every test, that nothing writes an event's data without its lock.

Several stations stay correct only if every action that changes an event
takes `lock_event` before it reads what it checks. Forgetting it in one
service would go unnoticed on one station, so every flush in the test suite
goes through `before_flush` here: each row it writes is traced to its event,
and that event must be in `session.info["locked_events"]`. A write without the
lock raises `UnlockedWrite` at once and is also remembered, so a test whose
code swallows the error (a crash dialog, a background job) still fails.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import event as sa_event
from sqlalchemy.orm import Session

from tourney.db.models import (
    AuditEntry,
    DeckCheck,
    DeckList,
    Event,
    Game,
    LimitedPool,
    Match,
    Penalty,
    PodSeat,
    Registration,
    Round,
    StaffAssignment,
)
from tourney.services.concurrency import LOCKED_EVENTS_KEY

violations: list[str] = []


class UnlockedWrite(AssertionError):
    """A flush wrote an event's rows without holding that event's lock."""


def _event_of(session: Session, row: Any) -> int | None:
    """The event a written row belongs to (None: not event data, or a brand-new event)."""
    if isinstance(row, Event):
        return row.id
    if isinstance(
        row,
        Registration | Round | Penalty | DeckCheck | StaffAssignment | AuditEntry | PodSeat | LimitedPool,
    ):
        return row.event_id
    if isinstance(row, Match):
        round_ = session.get(Round, row.round_id)
        return round_.event_id if round_ is not None else None
    if isinstance(row, Game):
        match = session.get(Match, row.match_id)
        return _event_of(session, match) if match is not None else None
    if isinstance(row, DeckList):
        registration = session.get(Registration, row.registration_id)
        return registration.event_id if registration is not None else None
    return None


def _written(session: Session) -> list[tuple[str, Any]]:
    rows: list[tuple[str, Any]] = [("deletes", row) for row in session.deleted]
    rows += [("changes", row) for row in session.dirty if session.is_modified(row)]
    # A new event has no lock to take yet; everything else new is checked.
    rows += [("adds", row) for row in session.new if not isinstance(row, Event)]
    return rows


def check_flush(session: Session, _context: Any, _instances: Any) -> None:
    locked = session.info.get(LOCKED_EVENTS_KEY, set())
    with session.no_autoflush:
        for verb, row in _written(session):
            event_id = _event_of(session, row)
            if event_id is not None and event_id not in locked:
                message = (
                    f"{verb} {type(row).__name__} of event {event_id} without lock_event "
                    f"(locked: {sorted(locked) or 'none'})"
                )
                violations.append(message)
                raise UnlockedWrite(message)


def install() -> None:
    if not sa_event.contains(Session, "before_flush", check_flush):
        sa_event.listen(Session, "before_flush", check_flush)


def uninstall() -> None:
    if sa_event.contains(Session, "before_flush", check_flush):
        sa_event.remove(Session, "before_flush", check_flush)
