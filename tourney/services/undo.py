"""Undo and redo: take back an event's actions one at a time, most recent first.

Every user action's row changes are recorded as a change set beside its
audit entries (`tourney.db.change_log`); undo applies the newest undoable one
backwards, redo the most recently undone one forwards again. Nothing here
knows how a result or a drop is made: the rows say it all, so every action
kind is taken back the same way.

An action is refused when something done after it depends on it: a round
paired from it, a later action that changed the same rows, or rows that point
at rows it made. The message names that later action, where and when it was
done, and what to do instead. Undo and redo are audited ("undo", "redo") and
are not themselves new actions: redo stays possible until a new action is
done in the event.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy.engine import Connection
from sqlalchemy.exc import IntegrityError
from sqlmodel import Session, col, select

from tourney.db.change_log import pause_recording
from tourney.db.database import session_now
from tourney.db.models import DONE_BEFORE_RESTORE, UNDONE_BEFORE_RESTORE, ChangeSet
from tourney.db.row_changes import (
    INSERT,
    RowChange,
    RowConflict,
    redo_changes,
    table_named,
    undo_changes,
)
from tourney.errors import ValidationError
from tourney.services import audit
from tourney.services.concurrency import lock_event
from tourney.services.events import require_event
from tourney.services.undo_catalog import (
    PAIRING,
    ActionWords,
    RowLookup,
    is_undoable,
    label_of,
)

# A change set from before a restore: kept for the record, never undone or redone.
HISTORY_ENDED = DONE_BEFORE_RESTORE

# What a pairing reads: a change to any other column cannot change a pairing.
PAIRING_TABLES: dict[str, frozenset[str] | None] = {
    "registration": None,  # every column
    "game": None,
    "match": frozenset({
        "round_id", "table_number", "player_a_id", "player_b_id", "is_bye", "result",
        "a_game_wins", "b_game_wins", "game_draws", "result_source", "conceded_by",
    }),
    "round": frozenset({"event_id", "number", "kind", "state"}),
}


SCAN = 8  # change sets read at a time when looking for the next one to undo


class UndoRefused(ValidationError):
    """Nothing to undo or redo, or the action cannot be taken back any more."""


@dataclass(frozen=True, slots=True)
class UndoRow:
    """An action undo or redo would take back or make again, in plain words."""

    change_set_id: int
    event_id: int
    label: str
    station: str
    actor: str
    at: datetime
    actions: tuple[str, ...]
    tables: tuple[str, ...]

    @property
    def local_time(self) -> str:
        """When it was done, as the clock on the wall says (HH:MM)."""
        return self.at.astimezone().strftime("%H:%M")

    @property
    def description(self) -> str:
        """"result of Rarity against Spike at table 7 of round 3 (Front desk, 14:03)"."""
        where = f"{self.station}, " if self.station else ""
        return f"{self.label} ({where}{self.local_time})"


# ------------------------------------------------------------------ reading


def _changes(change_set: ChangeSet) -> list[RowChange]:
    return [RowChange.from_json(data) for data in change_set.changes]


def _row(session: Session, change_set: ChangeSet, changes: Sequence[RowChange]) -> UndoRow:
    return _row_and_words(session, change_set, changes)[0]


def _row_and_words(
    session: Session, change_set: ChangeSet, changes: Sequence[RowChange]
) -> tuple[UndoRow, ActionWords]:
    label, words = label_of(session, change_set.actions, changes)
    row = UndoRow(
        change_set_id=change_set.id or 0,
        event_id=change_set.event_id,
        label=label,
        station=change_set.station,
        actor=change_set.actor,
        at=change_set.at,
        actions=tuple(a["action"] for a in change_set.actions),
        tables=tuple(sorted({change.table for change in changes})),
    )
    return row, words


def _next_undoable(session: Session, event_id: int) -> ChangeSet | None:
    """The newest action of the event that is done and can be undone.

    Read newest first a few at a time (the next one is nearly always among
    the last few), by the short list of action names, not the change sets.
    """
    older_than: int | None = None
    while True:
        query = (
            select(ChangeSet.id, ChangeSet.complete, ChangeSet.action_names)
            .where(ChangeSet.event_id == event_id, ChangeSet.state == "done")
            .order_by(col(ChangeSet.id).desc())
            .limit(SCAN)
        )
        if older_than is not None:
            query = query.where(col(ChangeSet.id) < older_than)
        batch = session.connection().execute(query).all()
        for change_set_id, complete, names in batch:
            if is_undoable(names.split(","), complete):
                return session.get(ChangeSet, change_set_id)
        if len(batch) < SCAN:
            return None
        older_than = batch[-1][0]


def _next_redoable(session: Session, event_id: int) -> ChangeSet | None:
    """The action undone most recently (undo goes newest first, so the oldest undone one)."""
    return session.exec(
        select(ChangeSet)
        .where(ChangeSet.event_id == event_id, ChangeSet.state == "undone")
        .order_by(col(ChangeSet.id))
        .limit(1)
    ).first()


def next_undo(session: Session, event_id: int) -> UndoRow | None:
    """What Edit → Undo would take back now, or None."""
    change_set = _next_undoable(session, event_id)
    return _row(session, change_set, _changes(change_set)) if change_set is not None else None


def next_redo(session: Session, event_id: int) -> UndoRow | None:
    """What Edit → Redo would make again now, or None."""
    change_set = _next_redoable(session, event_id)
    return _row(session, change_set, _changes(change_set)) if change_set is not None else None


# ------------------------------------------------------------------ undo / redo


def undo(session: Session, event_id: int, *, actor: str | None = None) -> UndoRow:
    """Take back the event's most recent undoable action; returns what was undone."""
    lock_event(session, event_id)
    pause_recording(session)
    target = _next_undoable(session, event_id)
    if target is None:
        raise UndoRefused(f"nothing to undo in {require_event(session, event_id).name}")
    changes = _changes(target)
    row, words = _row_and_words(session, target, changes)
    _refuse_if_depended_on(session, target, changes, row, words)
    _apply(session, "undo", row, changes, undo_changes)
    target.state = "undone"
    target.undone_at = session_now(session)
    session.add(target)
    _audit(session, "undo", row, actor)
    return row


def redo(session: Session, event_id: int, *, actor: str | None = None) -> UndoRow:
    """Make the most recently undone action again; returns what was redone."""
    lock_event(session, event_id)
    pause_recording(session)
    target = _next_redoable(session, event_id)
    if target is None:
        raise UndoRefused(f"nothing to redo in {require_event(session, event_id).name}")
    changes = _changes(target)
    row = _row(session, target, changes)
    _apply(session, "redo", row, changes, redo_changes)
    target.state = "done"
    target.undone_at = None
    session.add(target)
    _audit(session, "redo", row, actor)
    return row


def _audit(session: Session, action: str, row: UndoRow, actor: str | None) -> None:
    audit.record(
        session,
        actor=actor,
        action=action,
        entity="change_set",
        entity_id=row.change_set_id,
        event_id=row.event_id,
        after={"label": row.description},
    )


def _apply(
    session: Session,
    verb: str,
    row: UndoRow,
    changes: Sequence[RowChange],
    apply: Callable[[Connection, Sequence[RowChange]], None],
) -> None:
    """Write the rows back; a row in the way becomes a refusal (the transaction rolls back)."""
    try:
        apply(session.connection(), changes)
    except RowConflict as conflict:
        lookup = RowLookup(session, changes)
        raise UndoRefused(
            f"cannot {verb} the {row.label}: {_conflict_words(lookup, conflict)}; nothing was changed"
        ) from None
    except IntegrityError:
        raise UndoRefused(
            f"cannot {verb} the {row.label}: other records now depend on what it changed; "
            "nothing was changed"
        ) from None


# ------------------------------------------------------------------ dependencies


def _refuse_if_depended_on(
    session: Session, target: ChangeSet, changes: Sequence[RowChange], row: UndoRow,
    words: ActionWords,
) -> None:
    """Refuse when an action done after the target stands on it (see the module docstring)."""
    later = session.exec(
        select(ChangeSet)
        .where(
            ChangeSet.event_id == target.event_id,
            ChangeSet.state == "done",
            col(ChangeSet.id) > (target.id or 0),
        )
        .order_by(col(ChangeSet.id))
    ).all()
    if not later:
        return
    rows = {change.row for change in changes}
    made = {change.row for change in changes if change.op == INSERT}
    feeds_pairing = any(_feeds_pairing(change) for change in changes)
    instead = f"; {words.instead}" if words.instead else ""
    for other in later:
        other_changes = _changes(other)
        other_label, _ = label_of(session, other.actions, other_changes)
        when = f"station {other.station}, {other.at.astimezone().strftime('%H:%M')}"
        if feeds_pairing and _stands_as_pairing(session, other):
            raise UndoRefused(_pairing_message(session, other, other_label, when, row, words))
        if any(change.row in rows for change in other_changes):
            raise UndoRefused(
                f"cannot undo the {row.label}: the {other_label} ({when}) changed the same "
                f"records after it{instead}"
            )
        if made and any(_points_at(change, made) for change in other_changes):
            raise UndoRefused(
                f"cannot undo the {row.label}: the {other_label} ({when}) came after it and "
                f"depends on it{instead}"
            )


def _feeds_pairing(change: RowChange) -> bool:
    if change.table not in PAIRING_TABLES:
        return False
    columns = PAIRING_TABLES[change.table]
    touched = change.touched()
    return columns is None or touched is None or bool(touched & columns)


def _pairing_entry(change_set: ChangeSet) -> dict[str, Any] | None:
    return next((a for a in change_set.actions if a["action"] in PAIRING), None)


def _stands_as_pairing(session: Session, change_set: ChangeSet) -> bool:
    """A pairing action whose round still exists (a discarded draft no longer counts)."""
    entry = _pairing_entry(change_set)
    if entry is None:
        return False
    if entry.get("entity") != "round":
        return True
    return RowLookup(session, ()).value("round", entry.get("entity_id"), "id") is not None


def _pairing_message(
    session: Session, change_set: ChangeSet, label: str, when: str, row: UndoRow,
    words: ActionWords,
) -> str:
    entry = _pairing_entry(change_set) or {}
    lookup = RowLookup(session, ())
    hints = []
    if entry.get("entity") == "round":
        state = lookup.value("round", entry.get("entity_id"), "state")
        what = f"{lookup.round_words(entry.get('entity_id'))} was paired after this {words.noun} ({when})"
        if state == "draft":
            hints.append("discard that draft")
    else:
        what = f"the {label} came after this {words.noun} ({when}) and was worked out from it"
    if words.instead:
        hints.append(words.instead)
    return f"cannot undo the {row.label}: {what}" + (": " + " or ".join(hints) if hints else "")


def _points_at(change: RowChange, made: set[tuple[str, tuple[Any, ...]]]) -> bool:
    """Whether a row written later refers (by foreign key) to a row the target made."""
    values = change.after or {}
    if not values:
        return False
    for foreign_key in table_named(change.table).foreign_keys:
        value = values.get(foreign_key.parent.name)
        if value is not None and (foreign_key.column.table.name, (value,)) in made:
            return True
    return False


# ------------------------------------------------------------------ words


REFERRING_NOUNS = {
    "deck_list": "a deck list",
    "deck_check": "a deck check",
    "match": "a pairing",
    "game": "a game",
    "penalty": "a penalty",
    "registration": "a registration",
    "staff_assignment": "a staff role",
    "round": "a round",
}


def _row_words(lookup: RowLookup, table: str, row_id: Any) -> str:
    if table == "match":
        return lookup.table(row_id)
    if table == "registration":
        return lookup.player(row_id)
    if table == "person":
        return lookup.person(row_id)
    if table == "round":
        return lookup.round_words(row_id)
    if table in ("penalty", "deck_check"):
        noun = "penalty" if table == "penalty" else "deck check"
        return f"{lookup.player(lookup.value(table, row_id, 'registration_id'))}'s {noun}"
    if table == "game":
        return f"a game at {lookup.table(lookup.value('game', row_id, 'match_id'))}"
    if table == "event":
        return "the event"
    return f"a {table.replace('_', ' ')} record"


def _conflict_words(lookup: RowLookup, conflict: RowConflict) -> str:
    change = conflict.change
    row_id = next(iter(change.key.values()), None)
    what = _row_words(lookup, change.table, row_id)
    if conflict.referenced_by is not None:
        noun = REFERRING_NOUNS.get(conflict.referenced_by[0], "another record")
        return f"{noun} made since still refers to {what}"
    if conflict.current is None:
        return f"{what} no longer exists"
    if change.op == INSERT:
        return f"{what} was made again since"
    return f"{what} was changed since by something the undo history does not know"


def end_history(session: Session, event_id: int) -> int:
    """Close the event's undo history: nothing before this point can be undone or redone.

    A restore puts back the event as a backup held it; the change sets made
    since (or undone since) describe rows that no longer exist as they left
    them, so Undo starts again from the restore. Returns how many were closed.
    """
    lock_event(session, event_id)
    closed = 0
    for change_set in session.exec(
        select(ChangeSet).where(
            ChangeSet.event_id == event_id, col(ChangeSet.state).in_(("done", "undone"))
        )
    ):
        # an action undone before the restore stays undone in the history; one done stands
        change_set.state = HISTORY_ENDED if change_set.state == "done" else UNDONE_BEFORE_RESTORE
        session.add(change_set)
        closed += 1
    return closed
