"""The names people read: a player's name, with their player number when another player of the event shares it.

"Daniel Kim vs Daniel Kim" tells a scorekeeper nothing; "Daniel Kim (1036)
vs Daniel Kim (1041)" does. Registration only lets two players of one event
share a name when both carry distinct player numbers, so the number is what
tells them apart. Every screen, message and printout that names a player of
an event takes the name from here, so the rule lives in one place; a player
whose name is their own is shown by name alone.

Printouts that already print every player's number next to the name use the
registered name (`EventNames.name`) and their own "(number)"; everything else
uses the label (`EventNames.label`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from sqlalchemy import func
from sqlmodel import Session, col, select

from tourney.db.models import Person, Registration


def name_key(name: str) -> str:
    """Names are the same when they differ only in case (as registration compares them)."""
    return name.casefold()


def label(name: str, number: str | None, *, shared: bool) -> str:
    """ "Daniel Kim (1036)" when the name is shared and the player has a number, else the name."""
    return f"{name} ({number})" if shared and number else name


@dataclass(frozen=True, slots=True)
class EventNames:
    """Registered names and numbers of (some of) an event's players, and which names are shared."""

    entries: Mapping[int, tuple[str, str | None]] = field(default_factory=dict)
    """Registration id -> (name as registered, player number)."""
    shared: frozenset[int] = frozenset()
    """Registration ids whose name another registration of the event also bears."""

    def __contains__(self, registration_id: object) -> bool:
        return registration_id in self.entries

    def name(self, registration_id: int) -> str:
        """The name as registered (for a printout that prints the number beside it)."""
        return self.entries[registration_id][0]

    def number(self, registration_id: int) -> str | None:
        return self.entries[registration_id][1]

    def shares_name(self, registration_id: int) -> bool:
        return registration_id in self.shared

    def label(self, registration_id: int) -> str:
        """The name as people read it: with the number when the name alone is ambiguous."""
        name, number = self.entries[registration_id]
        return label(name, number, shared=registration_id in self.shared)

    def labels(self) -> dict[int, str]:
        return {registration_id: self.label(registration_id) for registration_id in self.entries}

    def registered_names(self) -> dict[int, str]:
        return {registration_id: name for registration_id, (name, _) in self.entries.items()}

    def numbers(self) -> dict[int, str | None]:
        return {registration_id: number for registration_id, (_, number) in self.entries.items()}


def _rows(session: Session, event_id: int, *conditions: object) -> list[tuple[int, str, str | None]]:
    query = (
        select(Registration.id, Person.name, Person.player_number)
        .join(Person, col(Person.id) == col(Registration.person_id))
        .where(Registration.event_id == event_id, *conditions)
    )
    return [(int(reg_id or 0), name, number) for reg_id, name, number in session.exec(query)]


def event_names(session: Session, event_id: int, only: Iterable[int] | None = None) -> EventNames:
    """The names of the event's players (or of `only` these), each knowing whether it is shared.

    With `only`, a name counts as shared when any registration of the event
    bears it, not just one of those asked for: the one query reads the
    players asked for and whoever shares their names, never the whole event.
    """
    if only is None:
        rows = _rows(session, event_id)
        others = rows
    else:
        wanted = set(only)
        rows = _rows(session, event_id, col(Registration.id).in_(list(wanted))) if wanted else []
        if all(name.isascii() for _, name, _ in rows):
            lowered = sorted({name.lower() for _, name, _ in rows})
            others = _rows(session, event_id, func.lower(col(Person.name)).in_(lowered)) if lowered else []
        else:
            # SQLite's lower() leaves letters beyond ASCII alone: compare those in Python.
            others = _rows(session, event_id)
    counts = Counter(name_key(name) for _, name, _ in others)
    return EventNames(
        entries={reg_id: (name, number) for reg_id, name, number in rows},
        shared=frozenset(reg_id for reg_id, name, _ in rows if counts[name_key(name)] > 1),
    )


def player_label(session: Session, registration_id: int | None, *, missing: str = "—") -> str:
    """One player's label (`missing` when there is no such registration)."""
    if registration_id is None:
        return missing
    registration = session.get(Registration, registration_id)
    if registration is None:
        return missing
    names = event_names(session, registration.event_id, only=[registration_id])
    return names.label(registration_id) if registration_id in names else missing
