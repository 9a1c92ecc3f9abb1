"""One way for every check-then-write action to be safe when several stations act at once.

An action that reads the event's data, checks it and then writes (enter a
result, drop, pair, publish, ...) first takes the event's write lock through
`lock_event`, before it reads anything. Two stations acting on the same event
then run one after the other: the second reads what the first wrote and is
refused by the same check a single station would meet, never overwriting it.
"""

from __future__ import annotations

from sqlalchemy import text
from sqlmodel import Session

LOCKED_EVENTS_KEY = "locked_events"


def lock_event(session: Session, event_id: int) -> None:
    """Hold the event's write lock until this transaction ends (taking it again is free).

    PostgreSQL: a row lock on the event (`SELECT ... FOR UPDATE`); anything
    the session loaded before is re-read, so checks see the other station's
    committed work. SQLite: a write transaction holds the whole file's lock.
    """
    locked: set[int] = session.info.setdefault(LOCKED_EVENTS_KEY, set())
    if event_id in locked:
        return
    bind = session.get_bind()
    if bind.dialect.name == "postgresql":
        session.execute(text("SELECT id FROM event WHERE id = :id FOR UPDATE"), {"id": event_id})
        session.expire_all()
    locked.add(event_id)
