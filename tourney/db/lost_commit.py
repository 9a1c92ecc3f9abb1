"""A save cut by a dropped connection: was it saved or not?

A connection that drops while the commit is on its way leaves the station unsure: the
server may have written the change before the line went, or not. Every action that
changes something writes audit entries, and their ids (from the server's sequence, never
handed out twice) are known before the commit; once a new connection answers, the entries
being there or not says which it was, so the window can say "saved" or "not saved,
nothing changed" instead of a guess.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from contextlib import AbstractContextManager

from sqlalchemy.exc import DBAPIError
from sqlmodel import Session, col, func, select

from tourney.db.models import AuditEntry
from tourney.db.storage_errors import UNREACHABLE, storage_problem

ATTEMPTS = 4
PAUSE_SECONDS = 0.5


def connection_lost(exc: DBAPIError) -> bool:
    """Whether the error is the connection itself going (not a statement refused)."""
    return bool(exc.connection_invalidated) or storage_problem(exc) == UNREACHABLE


def was_saved(
    reading: Callable[[], AbstractContextManager[Session]], audit_ids: Sequence[int],
    *, attempts: int = ATTEMPTS, pause: float = PAUSE_SECONDS,
) -> bool | None:
    """True when the action's audit entries are in the database, False when none is, None
    when it cannot be told (the database does not answer yet, or the action wrote none)."""
    if not audit_ids:
        return None
    for attempt in range(attempts):
        if attempt:
            time.sleep(pause)
        try:
            with reading() as session:
                found = session.exec(
                    select(func.count()).select_from(AuditEntry).where(col(AuditEntry.id).in_(audit_ids))
                ).one()
        except DBAPIError:
            continue
        return found == len(audit_ids) if found in (0, len(audit_ids)) else None
    return None


def saved_words(where: str) -> str:
    return (f"Saved. The connection to {where} dropped while saving; on reconnecting, the "
            "change was found in the database, so it went through and is kept.")


def not_saved_words(where: str) -> str:
    return (f"Not saved, nothing changed: the connection to {where} dropped while saving, and "
            "on reconnecting the change is not in the database. Do it again.")


def unknown_words(where: str) -> str:
    return (f"The connection to {where} dropped while saving, and the database does not answer "
            "yet, so tourney cannot tell whether the change was saved. Once it answers, look at "
            "the event's History tab for this change before doing it again.")
