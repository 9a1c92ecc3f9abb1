"""One way for every check-then-write action to be safe when several stations act at once.

An action that reads the event's data, checks it and then writes (enter a
result, drop, pair, publish, ...) first takes the event's write lock through
`lock_event`, before it reads anything. Two stations acting on the same event
then run one after the other: the second reads what the first wrote and is
refused by the same check a single station would meet, never overwriting it.

Actions that are given a match, a round, a penalty, ... rather than the event
find the event with one small query first (`lock_event_of`); what they point
at never moves to another event, so that look-up needs no lock.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import bindparam
from sqlalchemy import event as sa_event
from sqlalchemy.orm import Session as OrmSession
from sqlalchemy.orm import SessionTransaction
from sqlmodel import Session, col, select

from tourney.db.models import (
    DeckCheck,
    DeckList,
    Event,
    Match,
    Penalty,
    Registration,
    Round,
    StaffAssignment,
)

LOCKED_EVENTS_KEY = "locked_events"
READ_ONLY_KEY = "read_only"


def lock_event(session: Session, event_id: int) -> None:
    """Hold the event's write lock until this transaction ends (taking it again is free).

    PostgreSQL: a row lock on the event (`SELECT ... FOR UPDATE`); a second
    station's action waits here until the first one commits, and anything
    this session loaded before is re-read, so its checks see that work.
    SQLite: `Database.transaction` already began with `BEGIN IMMEDIATE`, which
    holds the file's write lock for the whole action; nothing more to take.
    """
    if session.info.get(READ_ONLY_KEY):
        raise RuntimeError("a read-only transaction (Database.reading) cannot change an event")
    locked: set[int] = session.info.setdefault(LOCKED_EVENTS_KEY, set())
    if event_id in locked:
        return
    bind = session.get_bind()
    if bind.dialect.name == "postgresql":
        # Anything changed before the lock is written first, so re-reading cannot lose it.
        session.flush()
        session.exec(select(Event.id).where(Event.id == event_id).with_for_update()).first()
        session.expire_all()
    locked.add(event_id)


def lock_event_of(
    session: Session,
    *,
    match_id: int | None = None,
    round_id: int | None = None,
    registration_id: int | None = None,
    penalty_id: int | None = None,
    deck_check_id: int | None = None,
    deck_list_id: int | None = None,
    staff_assignment_id: int | None = None,
) -> int | None:
    """Lock the event the given record belongs to (exactly one id is given); returns its id.

    A record that does not exist locks nothing and returns None: the action's
    own look-up then refuses it with its usual "does not exist" message.
    """
    given = {
        key: value
        for key, value in (
            ("match", match_id),
            ("round", round_id),
            ("registration", registration_id),
            ("penalty", penalty_id),
            ("deck_check", deck_check_id),
            ("deck_list", deck_list_id),
            ("staff_assignment", staff_assignment_id),
        )
        if value is not None
    }
    if len(given) != 1:
        raise TypeError(f"lock_event_of takes exactly one record id, not {sorted(given)}")
    ((kind, record_id),) = given.items()
    event_id = session.exec(_EVENT_OF[kind], params={"id": record_id}).first()
    if event_id is None:
        return None
    lock_event(session, event_id)
    return event_id


_ID = bindparam("id")
_EVENT_OF: dict[str, Any] = {
    "match": select(Round.event_id)
    .join(Match, col(Match.round_id) == col(Round.id))
    .where(col(Match.id) == _ID),
    "round": select(Round.event_id).where(col(Round.id) == _ID),
    "registration": select(Registration.event_id).where(col(Registration.id) == _ID),
    "penalty": select(Penalty.event_id).where(col(Penalty.id) == _ID),
    "deck_check": select(DeckCheck.event_id).where(col(DeckCheck.id) == _ID),
    "deck_list": select(Registration.event_id)
    .join(DeckList, col(DeckList.registration_id) == col(Registration.id))
    .where(col(DeckList.id) == _ID),
    "staff_assignment": select(StaffAssignment.event_id).where(col(StaffAssignment.id) == _ID),
}


def locked_events(session: Session) -> frozenset[int]:
    """The events whose lock this transaction holds (for checks and tests)."""
    return frozenset(session.info.get(LOCKED_EVENTS_KEY, ()))


@sa_event.listens_for(OrmSession, "after_transaction_end")
def _forget_locks(session: OrmSession, transaction: SessionTransaction) -> None:
    """A lock ends with its transaction: a session used again must take it again."""
    if transaction.parent is None:
        session.info.pop(LOCKED_EVENTS_KEY, None)
