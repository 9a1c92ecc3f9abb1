"""Event staff: who organizes, head-judges, floor-judges and keeps score.

Penalties and deck checks name who issued them; this is where those people
come from. A staff member is a `Person` like a player, so a judge who also
plays in another event is one record.
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import func
from sqlmodel import Session, col, select

from tourney.db.models import STAFF_ROLES, Person, Registration, StaffAssignment
from tourney.errors import NotFoundError, ValidationError
from tourney.policy.choices import pick
from tourney.services import audit
from tourney.services.concurrency import lock_event, lock_event_of
from tourney.services.events import require_event
from tourney.services.players import clean_name, clean_player_number

ROLE_LABELS: dict[str, str] = {
    "organizer": "Organizer",
    "head_judge": "Head judge",
    "floor_judge": "Floor judge",
    "scorekeeper": "Scorekeeper",
}


@dataclass(frozen=True, slots=True)
class StaffRow:
    """One role one person holds at an event."""

    assignment_id: int
    event_id: int
    person_id: int
    name: str
    player_number: str | None
    role: str

    @property
    def role_label(self) -> str:
        return ROLE_LABELS.get(self.role, self.role)


def staff_role(typed: str) -> str:
    """The role typed as the staff list prints it ("Head judge", "head judge") or by its code."""
    return pick(typed, {role: ROLE_LABELS.get(role, role) for role in STAFF_ROLES}, "staff role")


def _event_person_named(session: Session, event_id: int, name: str) -> Person | None:
    """The one person of this event (staff or player) with this name, if exactly one."""
    staff_ids = select(StaffAssignment.person_id).where(StaffAssignment.event_id == event_id)
    player_ids = select(Registration.person_id).where(Registration.event_id == event_id)
    candidates = session.exec(
        select(Person).where(
            func.lower(Person.name) == func.lower(name),
            col(Person.id).in_(staff_ids.union(player_ids)),
        )
    ).all()
    if len(candidates) > 1:
        raise ValidationError(
            f"{len(candidates)} people named {name!r} are at this event; "
            "give the player number to say which"
        )
    return candidates[0] if candidates else None


def list_staff(session: Session, event_id: int) -> list[StaffRow]:
    """The event's staff, in role order then by name."""
    require_event(session, event_id)
    query = (
        select(StaffAssignment, Person)
        .join(Person, col(Person.id) == col(StaffAssignment.person_id))
        .where(StaffAssignment.event_id == event_id)
    )
    rows = [
        StaffRow(
            assignment_id=assignment.id or 0,
            event_id=assignment.event_id,
            person_id=person.id or 0,
            name=person.name,
            player_number=person.player_number,
            role=assignment.role,
        )
        for assignment, person in session.exec(query)
    ]
    order = {role: index for index, role in enumerate(STAFF_ROLES)}
    return sorted(rows, key=lambda row: (order.get(row.role, 99), row.name.casefold()))


def head_judges(session: Session, event_id: int) -> list[StaffRow]:
    """The event's head judges by name: who may approve what only a head judge may."""
    return [row for row in list_staff(session, event_id) if row.role == "head_judge"]


def assign_staff(
    session: Session,
    event_id: int,
    *,
    role: str,
    name: str | None = None,
    person_id: int | None = None,
    player_number: str | None = None,
    actor: str | None = None,
) -> StaffRow:
    """Give someone a role at an event, by person id, player number or name.

    A name alone finds the person already at this event (as staff or player)
    with that name; someone new is added as a new person.
    """
    lock_event(session, event_id)
    require_event(session, event_id)
    role = staff_role(role)
    person: Person | None
    if person_id is not None:
        person = session.get(Person, person_id)
        if person is None:
            raise NotFoundError(f"person {person_id} does not exist")
    else:
        clean = clean_name(name, where="staff name")
        number = clean_player_number(player_number)
        person = None
        if number is not None:
            person = session.exec(select(Person).where(Person.player_number == number)).first()
            if person is not None and person.name.casefold() != clean.casefold():
                raise ValidationError(f"player number {number} belongs to {person.name!r}")
        else:
            person = _event_person_named(session, event_id, clean)
        if person is None:
            person = Person(name=clean, player_number=number)
            session.add(person)
            session.flush()
    existing = session.exec(
        select(StaffAssignment).where(
            StaffAssignment.event_id == event_id,
            StaffAssignment.person_id == person.id,
            StaffAssignment.role == role,
        )
    ).first()
    if existing is not None:
        raise ValidationError(f"{person.name} is already {ROLE_LABELS[role].lower()} here")
    assert person.id is not None
    assignment = StaffAssignment(event_id=event_id, person_id=person.id, role=role)
    session.add(assignment)
    session.flush()
    audit.record(
        session,
        actor=actor,
        action="staff.assign",
        entity="staff_assignment",
        entity_id=assignment.id,
        event_id=event_id,
        after={"name": person.name, "role": role},
    )
    return StaffRow(
        assignment_id=assignment.id or 0,
        event_id=event_id,
        person_id=person.id,
        name=person.name,
        player_number=person.player_number,
        role=role,
    )


def remove_staff(session: Session, assignment_id: int, *, actor: str | None = None) -> None:
    """Take a role away (the person and the audit history stay)."""
    lock_event_of(session, staff_assignment_id=assignment_id)
    assignment = session.get(StaffAssignment, assignment_id)
    if assignment is None:
        raise NotFoundError(f"staff assignment {assignment_id} does not exist")
    person = session.get(Person, assignment.person_id)
    audit.record(
        session,
        actor=actor,
        action="staff.remove",
        entity="staff_assignment",
        entity_id=assignment.id,
        event_id=assignment.event_id,
        before={"name": person.name if person else None, "role": assignment.role},
    )
    session.delete(assignment)


def judge_role(session: Session, event_id: int, person_id: int | None) -> str:
    """The person's judging role at the event: head_judge wins over floor_judge; '' if none."""
    if person_id is None:
        return ""
    roles = set(
        session.exec(
            select(StaffAssignment.role).where(
                StaffAssignment.event_id == event_id, StaffAssignment.person_id == person_id
            )
        )
    )
    if "head_judge" in roles:
        return "head_judge"
    if "floor_judge" in roles:
        return "floor_judge"
    return sorted(roles)[0] if roles else ""


def require_head_judge(session: Session, event_id: int, person_id: int | None, *, doing: str) -> Person:
    """The person, if they are the event's head judge; otherwise a refusal naming the action."""
    person = session.get(Person, person_id) if person_id is not None else None
    if person is None:
        raise NotFoundError(f"{doing}: person {person_id} does not exist")
    if judge_role(session, event_id, person_id) != "head_judge":
        raise ValidationError(
            f"{doing}: only the head judge of {require_event(session, event_id).name} may do this, not {person.name}"
        )
    return person
