"""Events: create, edit, list and look one up.

Game systems and their formats come from the engine registry so a new game
brings its own choices; nothing here knows MLP specifically.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from datetime import date, datetime
from typing import Any

from sqlalchemy import func
from sqlmodel import Session, col, select

from engine.core.registry import format_name, game_systems
from tourney.db.models import LATE_ENTRY_POLICIES, TIERS, Event, Person, Registration
from tourney.errors import NotFoundError, ValidationError
from tourney.services import UNSET, Unset, audit
from tourney.services.concurrency import lock_event

EVENT_FIELDS: tuple[str, ...] = (
    "name",
    "start_date",
    "end_date",
    "venue",
    "game_system",
    "format",
    "tier",
    "swiss_rounds",
    "top_cut",
    "late_entry_policy",
    "rng_seed",
    "status",
)
MAX_NAME_LENGTH = 200


STATUS_WORDS: dict[str, str] = {
    "setup": "not started",
    "swiss": "Swiss rounds",
    "elimination": "top cut",
    "finished": "finished",
}


LATE_ENTRY_WORDS = {"loss": "a loss for each missed round", "zero": "no points for missed rounds"}


def late_entry_words(policy: str) -> str:
    """What a late entrant gets for the rounds they missed, in words."""
    return LATE_ENTRY_WORDS.get(policy, policy.replace("_", " "))


FINAL_PLAYED = "final played — declare the champion"


def status_words(status: str) -> str:
    """An event's stored status as people say it (the stored word is for files and scripts)."""
    return STATUS_WORDS.get(status, status.replace("_", " "))


@dataclass(frozen=True, slots=True)
class EventRow:
    """An event as plain data for lists, headers and the CLI."""

    id: int
    name: str
    start_date: date
    end_date: date | None
    venue: str
    game_system: str
    format: str
    tier: int
    status: str
    swiss_rounds: int | None
    top_cut: int | None
    late_entry_policy: str
    rng_seed: int
    created_at: datetime
    player_count: int = 0
    active_player_count: int = 0
    game_system_name: str = ""
    final_played: bool = False
    """The final's result is in but the champion is not declared yet (see topcut.with_stage)."""

    @property
    def status_label(self) -> str:
        """The event's stage in words: "Swiss rounds", "top cut", "finished"; once the final
        is played, what is left to do (the stored status stays "top cut" until then)."""
        if self.final_played and self.status == "elimination":
            return FINAL_PLAYED
        return status_words(self.status)

    @property
    def dates_label(self) -> str:
        if self.end_date is None or self.end_date == self.start_date:
            return self.start_date.isoformat()
        return f"{self.start_date.isoformat()} – {self.end_date.isoformat()}"


@dataclass(frozen=True, slots=True)
class GameSystemChoice:
    """A game system the user can pick for an event, with its formats."""

    id: str
    name: str
    formats: tuple[str, ...]


def game_system_choices() -> list[GameSystemChoice]:
    """Every registered game system with its formats, for pickers and validation."""
    return [
        GameSystemChoice(id=system.id, name=system.name, formats=tuple(system.formats))
        for system in game_systems().values()
    ]


def game_system_name(system_id: str) -> str:
    """The game's display name, or its id when the game is not installed."""
    for choice in game_system_choices():
        if choice.id == system_id:
            return choice.name
    return system_id


def _row(event: Event, player_count: int = 0, active_count: int = 0) -> EventRow:
    assert event.id is not None
    return EventRow(
        id=event.id,
        name=event.name,
        start_date=event.start_date,
        end_date=event.end_date,
        venue=event.venue,
        game_system=event.game_system,
        format=event.format,
        tier=event.tier,
        status=event.status,
        swiss_rounds=event.swiss_rounds,
        top_cut=event.top_cut,
        late_entry_policy=event.late_entry_policy,
        rng_seed=event.rng_seed,
        created_at=event.created_at,
        player_count=player_count,
        active_player_count=active_count,
        game_system_name=game_system_name(event.game_system),
    )


def require_event(session: Session, event_id: int) -> Event:
    """The event with this id, or a NotFoundError naming the id."""
    event = session.get(Event, event_id)
    if event is None:
        raise NotFoundError(f"event {event_id} does not exist")
    return event


def _counts(session: Session, event_ids: list[int]) -> dict[int, tuple[int, int]]:
    if not event_ids:
        return {}
    total = func.count(col(Registration.id))
    active = func.count(col(Registration.id)).filter(
        col(Registration.dropped_after_round).is_(None)
    )
    query = (
        select(Registration.event_id, total, active)
        .where(col(Registration.event_id).in_(event_ids))
        .group_by(col(Registration.event_id))
    )
    return {
        event_id: (count, active_count) for event_id, count, active_count in session.exec(query)
    }


def get_event(session: Session, event_id: int) -> EventRow:
    event = require_event(session, event_id)
    count, active = _counts(session, [event_id]).get(event_id, (0, 0))
    return _row(event, count, active)


def list_events(session: Session) -> list[EventRow]:
    """All events, newest start date first."""
    events = list(
        session.exec(select(Event).order_by(col(Event.start_date).desc(), col(Event.id).desc()))
    )
    counts = _counts(session, [event.id for event in events if event.id is not None])
    return [_row(event, *counts.get(event.id or 0, (0, 0))) for event in events]


def _clean_name(name: str) -> str:
    cleaned = " ".join((name or "").split())
    if not cleaned:
        raise ValidationError("event name: must not be empty")
    if len(cleaned) > MAX_NAME_LENGTH:
        raise ValidationError(f"event name: longer than {MAX_NAME_LENGTH} characters")
    return cleaned


def _check_fields(values: dict[str, Any]) -> None:
    """Every rule an event's settings must satisfy; the message names the field."""
    systems = {choice.id: choice for choice in game_system_choices()}
    system = systems.get(values["game_system"])
    if system is None:
        known = ", ".join(sorted(systems))
        raise ValidationError(f"game system: unknown {values['game_system']!r} (known: {known})")
    if system.formats and values["format"] not in system.formats:
        names = ", ".join(format_name(format_id) for format_id in system.formats)
        raise ValidationError(f"format: {values['format']!r} is not a format of {system.name} (its formats: {names})")
    if values["tier"] not in TIERS:
        raise ValidationError(f"tier: must be 1, 2 or 3, not {values['tier']!r}")
    end_date = values["end_date"]
    if end_date is not None and end_date < values["start_date"]:
        raise ValidationError(
            f"end date: {end_date.isoformat()} is before the start date "
            f"{values['start_date'].isoformat()}"
        )
    swiss_rounds = values["swiss_rounds"]
    if swiss_rounds is not None and not 1 <= swiss_rounds <= 30:
        raise ValidationError(f"swiss rounds: must be between 1 and 30, not {swiss_rounds}")
    top_cut = values["top_cut"]
    if top_cut is not None and top_cut < 0:
        raise ValidationError(f"top cut: must be 0 (no cut) or more, not {top_cut}")
    if values["late_entry_policy"] not in LATE_ENTRY_POLICIES:
        raise ValidationError(
            f"late entry policy: must be one of {', '.join(LATE_ENTRY_POLICIES)}, "
            f"not {values['late_entry_policy']!r}"
        )
    venue = values["venue"]
    if len(venue) > MAX_NAME_LENGTH:
        raise ValidationError(f"venue: longer than {MAX_NAME_LENGTH} characters")


def _default_format(game_system: str) -> str:
    for choice in game_system_choices():
        if choice.id == game_system and choice.formats:
            return choice.formats[0]
    return ""


def create_event(
    session: Session,
    *,
    name: str,
    start_date: date,
    end_date: date | None = None,
    venue: str = "",
    game_system: str = "mlp",
    format: str | None = None,
    tier: int = 1,
    swiss_rounds: int | None = None,
    top_cut: int | None = None,
    late_entry_policy: str = "loss",
    rng_seed: int | None = None,
    actor: str | None = None,
) -> EventRow:
    """Create an event in set-up state with a fresh random seed recorded for it."""
    values: dict[str, Any] = {
        "name": _clean_name(name),
        "start_date": start_date,
        "end_date": end_date,
        "venue": " ".join((venue or "").split()),
        "game_system": game_system,
        "format": format if format is not None else _default_format(game_system),
        "tier": tier,
        "swiss_rounds": swiss_rounds,
        "top_cut": top_cut,
        "late_entry_policy": late_entry_policy,
    }
    _check_fields(values)
    event = Event(
        **values,
        rng_seed=secrets.randbits(62) if rng_seed is None else rng_seed,
        status="setup",
    )
    session.add(event)
    session.flush()
    lock_event(session, event.id or 0)  # nobody else sees it yet; its first entries are ours
    audit.record(
        session,
        actor=actor,
        action="event.create",
        entity="event",
        entity_id=event.id,
        event_id=event.id,
        after=audit.snapshot(event, fields=EVENT_FIELDS),
    )
    return _row(event)


def edit_event(
    session: Session,
    event_id: int,
    *,
    name: str | Unset = UNSET,
    start_date: date | Unset = UNSET,
    end_date: date | Unset | None = UNSET,
    venue: str | Unset = UNSET,
    game_system: str | Unset = UNSET,
    format: str | Unset = UNSET,
    tier: int | Unset = UNSET,
    swiss_rounds: int | Unset | None = UNSET,
    top_cut: int | Unset | None = UNSET,
    late_entry_policy: str | Unset = UNSET,
    actor: str | None = None,
) -> EventRow:
    """Change the given settings (others stay); validates the result as a whole."""
    lock_event(session, event_id)
    event = require_event(session, event_id)
    before = audit.snapshot(event, fields=EVENT_FIELDS)
    values = {field: getattr(event, field) for field in EVENT_FIELDS}
    given: dict[str, Any] = {
        "name": name,
        "start_date": start_date,
        "end_date": end_date,
        "venue": venue,
        "game_system": game_system,
        "format": format,
        "tier": tier,
        "swiss_rounds": swiss_rounds,
        "top_cut": top_cut,
        "late_entry_policy": late_entry_policy,
    }
    for field, value in given.items():
        if value is not UNSET:
            values[field] = value
    values["name"] = _clean_name(values["name"])
    values["venue"] = " ".join((values["venue"] or "").split())
    if game_system is not UNSET and format is UNSET and game_system != before["game_system"]:
        values["format"] = _default_format(values["game_system"])
    _check_fields(values)
    for field, value in values.items():
        setattr(event, field, value)
    after = audit.snapshot(event, fields=EVENT_FIELDS)
    changes = audit.changed_fields(before, after)
    if changes:
        session.add(event)
        audit.record(
            session,
            actor=actor,
            action="event.edit",
            entity="event",
            entity_id=event.id,
            event_id=event.id,
            before={key: before[key] for key in changes},
            after=changes,
        )
    return get_event(session, event_id)


def find_event(session: Session, id_or_name: str) -> EventRow:
    """An event by id or by the name the organizer typed (case-insensitive), as on a command line.

    Every command that takes an event resolves it here, so each one accepts the same
    words and refuses with the same message: the events it could have meant, by name
    and id, so the user can type one of them.
    """
    wanted = " ".join(id_or_name.split())
    if wanted.isdigit():
        return get_event(session, int(wanted))
    everything = list_events(session)
    matches = [row for row in everything if row.name.casefold() == wanted.casefold()]
    if len(matches) == 1:
        return matches[0]
    if matches:
        raise ValidationError(
            f"{len(matches)} events are named {wanted!r}: {_choices(matches, dated=True)}; give the id to say which"
        )
    known = f": the events are {_choices(everything)}" if everything else ": there are no events yet"
    raise NotFoundError(f"no event named {wanted!r}{known}")


def _choices(rows: list[EventRow], *, dated: bool = False) -> str:
    """Events as a user picks among them: name and id (and start date when names repeat)."""
    return ", ".join(
        f"{row.name} (id {row.id}" + (f", starts {row.start_date.isoformat()})" if dated else ")")
        for row in rows
    )


@dataclass(frozen=True, slots=True)
class Totals:
    """How much a database holds, for `tourney db info`."""

    events: int
    people: int
    registrations: int


def totals(session: Session) -> Totals:
    def count(model: type[Event] | type[Person] | type[Registration]) -> int:
        return session.exec(select(func.count()).select_from(model)).one()

    return Totals(events=count(Event), people=count(Person), registrations=count(Registration))
