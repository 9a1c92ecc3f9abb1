"""Eligibility checks for an event's field, with the lists they depend on.

The suspended list, the qualified list and the list of publisher employees
are kept in the event's settings as player numbers or names (as the organizer
received them); `check_eligibility` matches them against registrations and
asks `tourney.policy.eligibility` for refusals and warnings.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from sqlmodel import Session, col, select

from tourney.db.models import Person, Registration, StaffAssignment
from tourney.errors import ValidationError
from tourney.policy import eligibility as policy
from tourney.services import audit
from tourney.services.concurrency import lock_event
from tourney.services.decklists import current_deck_list
from tourney.services.display_names import event_names
from tourney.services.events import require_event
from tourney.services.players import parse_players_csv

LISTS: dict[str, str] = {
    "suspended": "suspended_players",
    "qualified": "qualified_players",
    "employees": "publisher_employees",
}
QUALIFICATION_SETTING = "qualification_required"


@dataclass(frozen=True, slots=True)
class EligibilityRow:
    level: str
    message: str
    rule: str
    registration_id: int | None
    player_name: str | None


@dataclass(frozen=True, slots=True)
class EligibilityReport:
    event_id: int
    tier: int
    player_count: int
    findings: tuple[EligibilityRow, ...]

    @property
    def refused(self) -> bool:
        return any(f.level == "refuse" for f in self.findings)


def _key(text: str) -> str:
    return " ".join(text.split()).casefold()


def _clean_entries(entries: Iterable[str]) -> list[str]:
    seen: dict[str, str] = {}
    for entry in entries:
        cleaned = " ".join(str(entry).split())
        if cleaned:
            seen.setdefault(_key(cleaned), cleaned)
    return list(seen.values())


def list_entries_from_file(text: str, *, source: str) -> list[str]:
    """The entries of a list file, read as a players file is (`players.parse_players_csv`).

    A line is `name[,player number]` (a header line is optional) or a number or a name
    alone; a line with its number keeps the number, which tells namesakes apart. An
    empty file or a line with too many columns is refused naming the file and the line,
    in the words of a player import, so a list is never replaced by half a file.
    """
    return [row.player_number or row.name for row in parse_players_csv(text, source=source)]


def set_player_list(session: Session, event_id: int, which: str, entries: Iterable[str], *,
                    actor: str | None = None) -> list[str]:
    """Replace one of the event's lists (suspended, qualified, employees)."""
    lock_event(session, event_id)
    event = require_event(session, event_id)
    if which not in LISTS:
        raise ValidationError(f"list must be one of {', '.join(LISTS)}, not {which!r}")
    setting = LISTS[which]
    cleaned = _clean_entries(entries)
    before = {setting: event.settings.get(setting, [])}
    event.settings[setting] = cleaned
    session.add(event)
    audit.record(session, actor=actor, action=f"event.{setting}", entity="event", entity_id=event_id,
                 event_id=event_id, before=before, after={setting: cleaned})
    return cleaned


def set_qualification_required(session: Session, event_id: int, required: bool, *,
                               actor: str | None = None) -> None:
    """Some Tier 2 events require qualification ('Tier 2 Rules: Player Eligibility')."""
    lock_event(session, event_id)
    event = require_event(session, event_id)
    before = {QUALIFICATION_SETTING: bool(event.settings.get(QUALIFICATION_SETTING, False))}
    event.settings[QUALIFICATION_SETTING] = bool(required)
    session.add(event)
    audit.record(session, actor=actor, action="event.qualification_required", entity="event",
                 entity_id=event_id, event_id=event_id, before=before,
                 after={QUALIFICATION_SETTING: bool(required)})


def check_eligibility(session: Session, event_id: int) -> EligibilityReport:
    """Refusals and warnings for everyone registered and not dropped."""
    event = require_event(session, event_id)
    lists = {name: {_key(e) for e in event.settings.get(setting, [])} for name, setting in LISTS.items()}
    registered = session.exec(
        select(Registration, Person)
        .join(Person, col(Person.id) == col(Registration.person_id))
        .where(Registration.event_id == event_id, col(Registration.dropped_after_round).is_(None))
        .order_by(col(Registration.id))
    ).all()
    roles: dict[int, set[str]] = {}
    for assignment in session.exec(select(StaffAssignment).where(StaffAssignment.event_id == event_id)):
        roles.setdefault(assignment.person_id, set()).add(assignment.role)
    playing = {person.id for _, person in registered}
    judges = {pid for pid, r in roles.items() if r & {"head_judge", "floor_judge"}}

    def listed(which: str, person: Person) -> bool:
        keys = {_key(person.name)}
        if person.player_number:
            keys.add(_key(person.player_number))
        return bool(keys & lists[which])

    # (a player is named as every message names them: a name two players of the event bear
    # comes with the number; a list naming such a player by the name alone may mean either)
    names = event_names(session, event_id)

    def by_shared_name(registration: Registration, person: Person) -> frozenset[str]:
        if not names.shares_name(registration.id or 0):
            return frozenset()
        number = _key(person.player_number) if person.player_number else None
        return frozenset(which for which in LISTS
                         if _key(person.name) in lists[which] and number not in lists[which])

    entrants = [
        policy.Entrant(
            registration_id=registration.id or 0,
            name=names.label(registration.id or 0),
            staff_roles=frozenset(roles.get(person.id or 0, set())),
            suspended=listed("suspended", person),
            qualified=listed("qualified", person),
            publisher_employee=listed("employees", person),
            has_deck_list=current_deck_list(session, registration.id or 0) is not None,
            by_shared_name=by_shared_name(registration, person),
        )
        for registration, person in registered
    ]
    findings = policy.check(
        event.tier, entrants,
        qualification_required=bool(event.settings.get(QUALIFICATION_SETTING, False)),
        non_playing_judges=len(judges - playing) if judges else None,
    )
    labels = names.labels()
    return EligibilityReport(
        event_id=event_id, tier=event.tier, player_count=len(entrants),
        findings=tuple(
            EligibilityRow(f.level, f.message, f.rule, f.registration_id,
                           labels.get(f.registration_id) if f.registration_id else None)
            for f in findings
        ),
    )
