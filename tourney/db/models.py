"""The tournament domain as SQLModel tables.

Designed for the whole program at once (events, players, rounds, matches,
games, penalties, deck lists, deck checks, audit log) so later features add
columns through a migration instead of redesigning tables.

Conventions:
- Foreign keys are integer ids; relationships are resolved by services with
  explicit queries, which keeps rows cheap to copy into plain GUI rows.
- Times are UTC. `UTCDateTime` stores naive UTC and always hands back aware
  UTC datetimes, so SQLite and PostgreSQL behave the same.
- Open vocabularies (statuses, roles, result codes) are plain strings, checked
  by services against the tuples below. No database CHECK constraints: a new
  value should not need a table rebuild on SQLite.
- JSON columns are portable `JSON`; dict/list columns track in-place changes
  one level deep (`MutableDict` / `MutableList`), deeper edits must reassign.
"""

from __future__ import annotations

from datetime import UTC, date, datetime
from typing import Any, ClassVar

from sqlalchemy import JSON, BigInteger, Column, DateTime, Dialect, Index, UniqueConstraint
from sqlalchemy.ext.mutable import MutableDict, MutableList
from sqlalchemy.types import TypeDecorator
from sqlmodel import Field, SQLModel

EVENT_STATUSES: tuple[str, ...] = ("setup", "swiss", "elimination", "finished")
LATE_ENTRY_POLICIES: tuple[str, ...] = ("loss", "zero")
TIERS: tuple[int, ...] = (1, 2, 3)
STAFF_ROLES: tuple[str, ...] = ("organizer", "head_judge", "floor_judge", "scorekeeper")
ROUND_KINDS: tuple[str, ...] = ("swiss", "elimination")
ROUND_STATES: tuple[str, ...] = ("draft", "published", "complete")
MATCH_RESULTS: tuple[str, ...] = ("a", "b", "draw", "double_loss")
RESULT_SOURCES: tuple[str, ...] = (
    "entered",
    "concession",
    "penalty",
    "drop",
    "bye",
    "end_of_match",
    "reported",
)
GAME_ENDINGS: tuple[str, ...] = ("normal", "time", "concession", "penalty", "replay")
PENALTIES: tuple[str, ...] = ("procedural_error", "game_warning", "game_loss", "disqualification")
DECK_SOURCE_FORMATS: tuple[str, ...] = ("o8d", "text", "csv")
DECK_STATUSES: tuple[str, ...] = ("unchecked", "legal", "incorrect", "invalid")
POOL_SOURCES: tuple[str, ...] = ("list", "generated")
# A change set is done, undone (can be redone), or discarded (undone, then a new action came).
# A restore closes the history: each set is kept as it stood, done or undone, never to be
# undone or redone again.
DONE_BEFORE_RESTORE = "before_restore"
UNDONE_BEFORE_RESTORE = "undone_before_restore"
CHANGE_SET_STATES: tuple[str, ...] = (
    "done", "undone", "discarded", DONE_BEFORE_RESTORE, UNDONE_BEFORE_RESTORE,
)
# The states of an action that stands (the history shows it, services read its effects).
STANDING_CHANGE_SETS: tuple[str, ...] = ("done", DONE_BEFORE_RESTORE)


# Named constraints let Alembic alter them later (SQLite batch mode needs names).
SQLModel.metadata.naming_convention = {
    "ix": "ix_%(table_name)s_%(column_0_N_name)s",
    "uq": "uq_%(table_name)s_%(column_0_N_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


def utc_now() -> datetime:
    """The current time as an aware UTC datetime (the default clock)."""
    return datetime.now(UTC)


class UTCDateTime(TypeDecorator[datetime]):
    """A datetime stored as naive UTC and read back as aware UTC.

    SQLite has no time zones and PostgreSQL's `timestamp with time zone`
    returns the session's zone; storing naive UTC everywhere keeps comparisons
    and sorting identical on both. Naive values passed in are taken as UTC.
    """

    impl = DateTime
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        if value.tzinfo is not None:
            value = value.astimezone(UTC).replace(tzinfo=None)
        return value

    def process_result_value(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        if value.tzinfo is None:
            return value.replace(tzinfo=UTC)
        return value.astimezone(UTC)


def _when(*, required: bool = False, index: bool = False) -> Any:
    """A UTC time column; `required` ones default to the moment of creation."""
    if required:
        return Field(
            default_factory=utc_now,
            sa_column=Column(UTCDateTime(), nullable=False, index=index),
        )
    return Field(default=None, sa_column=Column(UTCDateTime(), nullable=True, index=index))


def _json_dict() -> Any:
    return Field(
        default_factory=dict, sa_column=Column(MutableDict.as_mutable(JSON), nullable=False)
    )


def _json_list() -> Any:
    return Field(
        default_factory=list, sa_column=Column(MutableList.as_mutable(JSON), nullable=False)
    )


def _json_any(*, nullable: bool = True) -> Any:
    return Field(default=None, sa_column=Column(JSON, nullable=nullable))


class Event(SQLModel, table=True):
    """One tournament: its settings, its state and the seed its randomness comes from."""

    __tablename__: ClassVar[str] = "event"  # type: ignore[misc]

    id: int | None = Field(default=None, primary_key=True)
    name: str
    start_date: date
    end_date: date | None = None
    venue: str = ""
    game_system: str = "mlp"
    format: str = "harmony"
    tier: int = 1
    swiss_rounds: int | None = None
    top_cut: int | None = None
    late_entry_policy: str = "loss"
    rng_seed: int = Field(default=0, sa_type=BigInteger)
    status: str = "setup"
    settings: dict[str, Any] = _json_dict()
    created_at: datetime = _when(required=True)


class Person(SQLModel, table=True):
    """Someone who plays or works at events; the same person may enter many events."""

    __tablename__: ClassVar[str] = "person"  # type: ignore[misc]

    id: int | None = Field(default=None, primary_key=True)
    name: str
    player_number: str | None = Field(default=None, unique=True)


class Registration(SQLModel, table=True):
    """A person's entry in one event; pairings, results and penalties point here."""

    __tablename__: ClassVar[str] = "registration"  # type: ignore[misc]
    __table_args__ = (UniqueConstraint("event_id", "person_id"),)

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", ondelete="CASCADE", index=True)
    person_id: int = Field(foreign_key="person.id", index=True)
    late_entry_round: int | None = None
    dropped_after_round: int | None = None
    is_staff: bool = False
    seed: int | None = None
    fixed_table: int | None = None
    created_at: datetime = _when(required=True)


class StaffAssignment(SQLModel, table=True):
    """A role someone holds at an event (organizer, head judge, floor judge, scorekeeper)."""

    __tablename__: ClassVar[str] = "staff_assignment"  # type: ignore[misc]
    __table_args__ = (UniqueConstraint("event_id", "person_id", "role"),)

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", ondelete="CASCADE", index=True)
    person_id: int = Field(foreign_key="person.id")
    role: str


class Round(SQLModel, table=True):
    """One round of an event; numbering continues from Swiss into elimination."""

    __tablename__: ClassVar[str] = "round"  # type: ignore[misc]
    __table_args__ = (UniqueConstraint("event_id", "number"),)

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", ondelete="CASCADE", index=True)
    number: int
    kind: str = "swiss"
    state: str = "draft"
    pairing_seed: int | None = Field(default=None, sa_type=BigInteger)
    warnings: list[str] = _json_list()
    time_limit_seconds: int | None = None
    clock_started_at: datetime | None = _when()
    clock_paused_at: datetime | None = _when()
    clock_paused_seconds: int = 0
    time_called_at: datetime | None = _when()
    created_at: datetime = _when(required=True)
    published_at: datetime | None = _when()


class Match(SQLModel, table=True):
    """A pairing in a round (or a bye when `player_b_id` is None)."""

    __tablename__: ClassVar[str] = "match"  # type: ignore[misc]

    id: int | None = Field(default=None, primary_key=True)
    round_id: int = Field(foreign_key="round.id", ondelete="CASCADE", index=True)
    table_number: int | None = None
    player_a_id: int = Field(foreign_key="registration.id", index=True)
    player_b_id: int | None = Field(default=None, foreign_key="registration.id", index=True)
    is_bye: bool = False
    result: str | None = None
    a_game_wins: int = 0
    b_game_wins: int = 0
    game_draws: int = 0
    result_source: str | None = None
    conceded_by: int | None = Field(default=None, foreign_key="registration.id")
    time_extension_seconds: int = 0
    notes: str = ""


class Penalty(SQLModel, table=True):
    """A penalty issued at an event; withdrawn ones stay, marked, for the record."""

    __tablename__: ClassVar[str] = "penalty"  # type: ignore[misc]

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", ondelete="CASCADE", index=True)
    registration_id: int = Field(foreign_key="registration.id", index=True)
    round_number: int | None = None
    match_id: int | None = Field(default=None, foreign_key="match.id")
    game_number: int | None = None
    infraction: str
    penalty: str
    issued_by_person_id: int | None = Field(default=None, foreign_key="person.id")
    issued_by_role: str = ""
    description: str = ""
    escalation_reason: str | None = None
    upgrade_reason: str | None = None
    withdrawn_at: datetime | None = _when()
    withdrawn_reason: str | None = None
    created_at: datetime = _when(required=True)


class Game(SQLModel, table=True):
    """One game within a match, with how it ended."""

    __tablename__: ClassVar[str] = "game"  # type: ignore[misc]

    id: int | None = Field(default=None, primary_key=True)
    match_id: int = Field(foreign_key="match.id", ondelete="CASCADE", index=True)
    number: int
    winner_id: int | None = Field(default=None, foreign_key="registration.id")
    is_draw: bool = False
    points_a: int | None = None
    points_b: int | None = None
    ended_by: str = "normal"
    penalty_id: int | None = Field(default=None, foreign_key="penalty.id")


class DeckList(SQLModel, table=True):
    """A submitted deck list; a change makes a new version that `replaces_id` the old one."""

    __tablename__: ClassVar[str] = "deck_list"  # type: ignore[misc]

    id: int | None = Field(default=None, primary_key=True)
    registration_id: int = Field(foreign_key="registration.id", ondelete="CASCADE", index=True)
    format: str
    source_format: str = "text"
    raw_text: str = ""
    cards: list[dict[str, Any]] = _json_list()
    submitted_at: datetime = _when(required=True)
    locked: bool = False
    status: str = "unchecked"
    validation: Any = _json_any()
    version: int = 1
    replaces_id: int | None = Field(default=None, foreign_key="deck_list.id")
    approved_by_person_id: int | None = Field(default=None, foreign_key="person.id")
    change_reason: str | None = None


class DeckCheck(SQLModel, table=True):
    """A deck check: when, whose deck, what was found and what penalty followed."""

    __tablename__: ClassVar[str] = "deck_check"  # type: ignore[misc]

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", ondelete="CASCADE", index=True)
    round_number: int | None = None
    match_id: int | None = Field(default=None, foreign_key="match.id")
    registration_id: int = Field(foreign_key="registration.id", index=True)
    started_at: datetime | None = _when()
    ended_at: datetime | None = _when()
    duration_seconds: int | None = None
    findings: Any = _json_any()
    proposed_penalty: str | None = None
    penalty_id: int | None = Field(default=None, foreign_key="penalty.id")
    rng_seed: int | None = Field(default=None, sa_type=BigInteger)


class PodSeat(SQLModel, table=True):
    """Where a player sits for a booster draft: pod 1, 2, ... and seat 1.. clockwise in it.

    The seating is drawn from `settings["limited"]["pod_seed"]` of the event.
    """

    __tablename__: ClassVar[str] = "pod_seat"  # type: ignore[misc]
    __table_args__ = (UniqueConstraint("event_id", "registration_id"),)

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", ondelete="CASCADE", index=True)
    registration_id: int = Field(foreign_key="registration.id", ondelete="CASCADE")
    pod: int
    seat: int


class LimitedPool(SQLModel, table=True):
    """The cards a player opened or drafted at a limited event; their deck is built from these.

    `cards` holds {code, name, qty, extra} per card; `extra` marks a special
    pool's included cards (Limited Play: Special Formats).
    """

    __tablename__: ClassVar[str] = "limited_pool"  # type: ignore[misc]
    __table_args__ = (UniqueConstraint("registration_id"),)

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", ondelete="CASCADE", index=True)
    registration_id: int = Field(foreign_key="registration.id", ondelete="CASCADE")
    source: str = "list"
    raw_text: str = ""
    cards: list[dict[str, Any]] = _json_list()
    submitted_at: datetime = _when(required=True)


class AuditEntry(SQLModel, table=True):
    """One change a user made: who, when, what, and the record before and after.

    Append-only: services insert entries and never update or delete them.
    `event_id` is deliberately not a foreign key so the log outlives what it
    describes.
    """

    __tablename__: ClassVar[str] = "audit_entry"  # type: ignore[misc]

    id: int | None = Field(default=None, primary_key=True)
    at: datetime = _when(required=True, index=True)
    actor: str
    station: str = Field(default="", sa_column_kwargs={"server_default": ""})
    action: str = Field(index=True)
    entity: str
    entity_id: int | None = None
    event_id: int | None = Field(default=None, index=True)
    before: Any = _json_any()
    after: Any = _json_any()


class ChangeSet(SQLModel, table=True):
    """What one user action changed in an event's data, row by row: what undo and redo apply.

    Written at commit beside the audit entries of the same transaction
    (`tourney.db.change_log`): the audit log says who did what and why, the
    change set keeps every row it inserted, updated (columns before and after)
    or deleted, in the order the database saw them. `actions` lists the audit
    entries it belongs to (`action_names` their distinct names, comma-separated,
    to pick change sets without reading the lists). `complete` is false when the action changed rows in
    a way the recording could not follow (a bulk statement): such a change set
    is never undone. Like the audit log, `event_id` is not a foreign key.
    """

    __tablename__: ClassVar[str] = "change_set"  # type: ignore[misc]
    __table_args__ = (Index("ix_change_set_event_id_state", "event_id", "state"),)

    id: int | None = Field(default=None, primary_key=True)
    event_id: int
    at: datetime = _when(required=True)
    actor: str
    station: str = ""
    action_names: str = ""
    complete: bool = True
    state: str = "done"
    undone_at: datetime | None = _when()
    # The big columns last: SQLite reads a row's columns in order, so the short ones stay quick.
    actions: list[dict[str, Any]] = Field(
        default_factory=list, sa_column=Column(JSON, nullable=False)
    )
    changes: list[dict[str, Any]] = Field(
        default_factory=list, sa_column=Column(JSON, nullable=False)
    )


class PlayerCode(SQLModel, table=True):
    """A player's secret for reporting from a phone: random, one per player and event.

    Kept apart from the registration so the code is never read by anything
    that shows players (exports, pages, backups readable by others still hold
    it, as they hold everything else of the event).
    """

    __tablename__: ClassVar[str] = "player_code"  # type: ignore[misc]
    __table_args__ = (UniqueConstraint("event_id", "code"),)

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", ondelete="CASCADE", index=True)
    registration_id: int = Field(foreign_key="registration.id", ondelete="CASCADE", unique=True)
    code: str
    created_at: datetime = _when(required=True)


REPORT_CLAIMS: tuple[str, ...] = ("won", "lost", "drew")


class ResultReport(SQLModel, table=True):
    """What one player said their match's result was, from their phone.

    Two reports that agree enter the result; otherwise the scorekeeper settles
    the table. A player may change their own report until the result is in.
    """

    __tablename__: ClassVar[str] = "result_report"  # type: ignore[misc]
    __table_args__ = (UniqueConstraint("match_id", "registration_id"),)

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", ondelete="CASCADE", index=True)
    match_id: int = Field(foreign_key="match.id", ondelete="CASCADE", index=True)
    registration_id: int = Field(foreign_key="registration.id", ondelete="CASCADE")
    claim: str
    reported_at: datetime = _when(required=True)
