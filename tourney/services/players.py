"""Players of an event: register, edit, import from CSV, late entry and undrop.

A `Person` may play many events; a `Registration` is their entry in one. The
player number (optional, unique) is what tells two people with the same name
apart, so a duplicate name in one event is refused unless both carry distinct
numbers. Drops are made by `tourney.services.concessions.drop`, the one
drop path (a drop may concede a match, which this module knows nothing of).
"""

from __future__ import annotations

import csv
import io
import re
import unicodedata
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from sqlalchemy import func
from sqlmodel import Session, col, select

from engine.core.plural import how_many
from tourney.db.models import (
    DeckCheck,
    DeckList,
    LimitedPool,
    Match,
    Penalty,
    Person,
    PodSeat,
    Registration,
    Round,
    StaffAssignment,
)
from tourney.errors import NotFoundError, ValidationError
from tourney.services import UNSET, Unset, audit
from tourney.services.concurrency import lock_event, lock_event_of
from tourney.services.events import require_event
from tourney.services.matches import mark_drafts_after_drop

MAX_NAME_LENGTH = 100
MAX_NUMBER_LENGTH = 40
REGISTRATION_FIELDS: tuple[str, ...] = (
    "event_id",
    "person_id",
    "late_entry_round",
    "dropped_after_round",
    "is_staff",
    "seed",
    "fixed_table",
)


@dataclass(frozen=True, slots=True)
class PlayerRow:
    """A registered player as plain data for the players table and the CLI."""

    registration_id: int
    event_id: int
    person_id: int
    name: str
    player_number: str | None
    late_entry_round: int | None
    dropped_after_round: int | None
    is_staff: bool
    seed: int | None
    fixed_table: int | None
    created_at: datetime

    @property
    def is_dropped(self) -> bool:
        return self.dropped_after_round is not None

    @property
    def status(self) -> str:
        """A short human label: active, late (from round N), dropped (after round N)."""
        if self.dropped_after_round is not None:
            if self.dropped_after_round == 0:
                return "dropped before round 1"
            return f"dropped after round {self.dropped_after_round}"
        if self.late_entry_round is not None and self.late_entry_round > 1:
            return f"late entry (round {self.late_entry_round})"
        return "active"


@dataclass(frozen=True, slots=True)
class PlayerImportRow:
    """One valid line of a players CSV."""

    line: int
    name: str
    player_number: str | None


# Spacing that simply collapses into one space, like repeated spaces.
_PLAIN_SPACING = frozenset(" \t\r\n")
# Control characters (NUL, bell...), formatting characters such as the zero-width
# ones and the bidi embeddings, overrides and isolates (U+200B-U+200F,
# U+202A-U+202E, U+2066-U+2069, U+FEFF), surrogates and private-use characters.
_HIDDEN_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Co"})


def hidden_character(text: str) -> str | None:
    """The first character of `text` that does not show as itself ("U+202E RIGHT-TO-LEFT OVERRIDE").

    Such a character makes a name read differently from what is stored (a
    zero-width space between two letters, a name turned backwards by an
    override), so two names that look the same would not be the same.
    """
    for char in text:
        if char in _PLAIN_SPACING or unicodedata.category(char) not in _HIDDEN_CATEGORIES:
            continue
        name = unicodedata.name(char, "")
        if not name:
            kind = "a control character" if unicodedata.category(char) == "Cc" else "no name"
            name = f"({kind})"
        return f"U+{ord(char):04X} {name}"
    return None


def _refuse_hidden(text: str, where: str, what: str) -> None:
    hidden = hidden_character(text)
    if hidden is not None:
        raise ValidationError(
            f"{where}: contains {hidden}, a character that does not show on screen or on paper; "
            f"type the {what} without it"
        )


def clean_name(name: str | None, *, where: str = "player name") -> str:
    """A name with surrounding and repeated spaces removed; empty or hiding a character is refused."""
    _refuse_hidden(name or "", where, "name")
    cleaned = " ".join((name or "").split())
    if not cleaned:
        raise ValidationError(f"{where}: must not be empty")
    if len(cleaned) > MAX_NAME_LENGTH:
        raise ValidationError(f"{where}: longer than {MAX_NAME_LENGTH} characters")
    return cleaned


def clean_player_number(number: str | None, *, where: str = "player number") -> str | None:
    """A player number without surrounding spaces; empty means none."""
    if number is None:
        return None
    _refuse_hidden(str(number), where, "number")
    cleaned = str(number).strip()
    if not cleaned:
        return None
    if len(cleaned) > MAX_NUMBER_LENGTH:
        raise ValidationError(f"{where}: longer than {MAX_NUMBER_LENGTH} characters")
    if any(ch.isspace() for ch in cleaned):
        raise ValidationError(f"{where}: {cleaned!r} must not contain spaces")
    return cleaned


def _name_key(name: str) -> str:
    return name.casefold()


def _row(registration: Registration, person: Person) -> PlayerRow:
    assert registration.id is not None and person.id is not None
    return PlayerRow(
        registration_id=registration.id,
        event_id=registration.event_id,
        person_id=person.id,
        name=person.name,
        player_number=person.player_number,
        late_entry_round=registration.late_entry_round,
        dropped_after_round=registration.dropped_after_round,
        is_staff=registration.is_staff,
        seed=registration.seed,
        fixed_table=registration.fixed_table,
        created_at=registration.created_at,
    )


def _require_registration(session: Session, registration_id: int) -> tuple[Registration, Person]:
    registration = session.get(Registration, registration_id)
    if registration is None:
        raise NotFoundError(f"player registration {registration_id} does not exist")
    person = session.get(Person, registration.person_id)
    assert person is not None  # enforced by the foreign key
    return registration, person


def get_player(session: Session, registration_id: int) -> PlayerRow:
    return _row(*_require_registration(session, registration_id))


def list_players(session: Session, event_id: int) -> list[PlayerRow]:
    """Every player registered in the event (dropped ones too), by name."""
    require_event(session, event_id)
    query = (
        select(Registration, Person)
        .join(Person, col(Person.id) == col(Registration.person_id))
        .where(Registration.event_id == event_id)
        .order_by(func.lower(col(Person.name)), col(Registration.id))
    )
    return [_row(registration, person) for registration, person in session.exec(query)]


def find_player(session: Session, event_id: int, name_or_number: str) -> PlayerRow:
    """A player of the event by player number, exact (case-insensitive) name or registration id."""
    wanted = name_or_number.strip()
    players = list_players(session, event_id)
    by_number = [p for p in players if p.player_number is not None and p.player_number == wanted]
    if by_number:
        return by_number[0]
    by_name = [p for p in players if _name_key(p.name) == _name_key(" ".join(wanted.split()))]
    if len(by_name) == 1:
        return by_name[0]
    if len(by_name) > 1:
        numbers = ", ".join(p.player_number or "?" for p in by_name)
        raise ValidationError(
            f"{wanted!r} names {len(by_name)} players in this event; "
            f"use the player number ({numbers})"
        )
    if wanted.isdigit():
        by_id = [p for p in players if p.registration_id == int(wanted)]
        if by_id:
            return by_id[0]
    raise NotFoundError(f"no player {wanted!r} in {require_event(session, event_id).name}")


def last_started_round(session: Session, event_id: int) -> int | None:
    """The highest round number already published (a draft round can still be re-paired)."""
    query = select(func.max(Round.number)).where(
        Round.event_id == event_id, col(Round.state) != "draft"
    )
    return session.exec(query).one()


def _registered(session: Session, event_id: int) -> list[tuple[Registration, Person]]:
    query = (
        select(Registration, Person)
        .join(Person, col(Person.id) == col(Registration.person_id))
        .where(Registration.event_id == event_id)
    )
    return list(session.exec(query))


def _person_by_number(session: Session, number: str) -> Person | None:
    return session.exec(select(Person).where(Person.player_number == number)).first()


REGISTERED_HERE = "already registered in this event"


class _Roster:
    """Players a new entry must not clash with, indexed by number and by name.

    Each entry remembers where it is ("already registered in this event",
    "already on line 3") so a refusal can say what clashes with what.
    """

    def __init__(self) -> None:
        self._by_number: dict[str, tuple[str, str]] = {}
        self._by_name: dict[str, list[tuple[str, str | None, str]]] = {}

    @classmethod
    def of_event(cls, session: Session, event_id: int, *, skip: int | None = None) -> _Roster:
        roster = cls()
        for registration, person in _registered(session, event_id):
            if registration.id != skip:
                roster.add(person.name, person.player_number, REGISTERED_HERE)
        return roster

    def add(self, name: str, number: str | None, where: str) -> None:
        if number is not None:
            self._by_number.setdefault(number, (name, where))
        self._by_name.setdefault(_name_key(name), []).append((name, number, where))

    def problem(self, name: str, number: str | None) -> str | None:
        """Why `name`/`number` clashes with someone here, or None."""
        if number is not None and number in self._by_number:
            other_name, where = self._by_number[number]
            return f"player number {number} is {where} ({other_name})"
        for other_name, other_number, where in self._by_name.get(_name_key(name), []):
            if number is None or other_number is None:
                return (
                    f"a player named {other_name!r} is {where}; "
                    "give both players distinct player numbers to register both"
                )
        return None


def _people_by_number(session: Session, numbers: set[str]) -> dict[str, Person]:
    found: dict[str, Person] = {}
    ordered = sorted(numbers)
    for start in range(0, len(ordered), 500):
        chunk = ordered[start : start + 500]
        for person in session.exec(select(Person).where(col(Person.player_number).in_(chunk))):
            assert person.player_number is not None
            found[person.player_number] = person
    return found


def _check_owner(person: Person | None, name: str, number: str | None) -> None:
    """A player number already on file must come with its owner's name."""
    if person is not None and _name_key(person.name) != _name_key(name):
        raise ValidationError(f"player number {number} belongs to {person.name!r}, not {name!r}")


def _resolve_person(session: Session, name: str, number: str | None) -> Person | None:
    """The existing person a player number belongs to (checked against the name)."""
    if number is None:
        return None
    person = _person_by_number(session, number)
    _check_owner(person, name, number)
    return person


def _check_round(value: int | None, *, where: str, minimum: int) -> int | None:
    if value is None:
        return None
    if not isinstance(value, int) or value < minimum:
        raise ValidationError(f"{where}: must be a round number of at least {minimum}")
    return value


def register_player(
    session: Session,
    event_id: int,
    name: str,
    *,
    player_number: str | None = None,
    late_entry_round: int | Unset | None = UNSET,
    actor: str | None = None,
) -> PlayerRow:
    """Register one player; after a round has started the entry is marked late automatically."""
    lock_event(session, event_id)
    require_event(session, event_id)
    name = clean_name(name)
    _refuse_number_for_a_name(name)
    number = clean_player_number(player_number)
    problem = _Roster.of_event(session, event_id).problem(name, number)
    if problem:
        raise ValidationError(problem)
    person = _resolve_person(session, name, number)
    late = _late_round(session, event_id, late_entry_round)
    (row,) = _register_many(session, event_id, [(name, number, person)], late, actor=actor)
    return row


def _late_round(session: Session, event_id: int, requested: int | Unset | None) -> int | None:
    """The late-entry round to record: as asked, or after the rounds already published."""
    if requested is UNSET:
        started = last_started_round(session, event_id)
        return started + 1 if started is not None else None
    late = _check_round(requested, where="late entry round", minimum=1)
    return None if late == 1 else late  # round 1 is no late entry


def _register_many(
    session: Session,
    event_id: int,
    entries: list[tuple[str, str | None, Person | None]],
    late: int | None,
    *,
    actor: str | None,
    action: str = "player.register",
) -> list[PlayerRow]:
    """Insert already-validated entries: new people, registrations, audit entries.

    Rows of each table go in together so a big import is a few batched inserts.
    """
    people = [
        person if person is not None else Person(name=name, player_number=number)
        for name, number, person in entries
    ]
    session.add_all([person for person in people if person.id is None])
    session.flush()
    registrations = [
        Registration(event_id=event_id, person_id=person.id or 0, late_entry_round=late)
        for person in people
    ]
    session.add_all(registrations)
    session.flush()
    for registration, person in zip(registrations, people, strict=True):
        audit.record(
            session,
            actor=actor,
            action=action,
            entity="registration",
            entity_id=registration.id,
            event_id=event_id,
            after={
                "name": person.name,
                "player_number": person.player_number,
                "late_entry_round": late,
            },
        )
    return [
        _row(registration, person)
        for registration, person in zip(registrations, people, strict=True)
    ]


def edit_player(
    session: Session,
    registration_id: int,
    *,
    name: str | Unset = UNSET,
    player_number: str | Unset | None = UNSET,
    seed: int | Unset | None = UNSET,
    fixed_table: int | Unset | None = UNSET,
    actor: str | None = None,
) -> PlayerRow:
    """Change a player's name, number, seed or pinned table (the name is the person's)."""
    lock_event_of(session, registration_id=registration_id)
    registration, person = _require_registration(session, registration_id)
    before = {
        "name": person.name,
        "player_number": person.player_number,
        "seed": registration.seed,
        "fixed_table": registration.fixed_table,
    }
    new_name = clean_name(name) if not isinstance(name, Unset) else person.name
    if new_name != person.name:
        _refuse_number_for_a_name(new_name)
    new_number = (
        clean_player_number(player_number)
        if not isinstance(player_number, Unset)
        else person.player_number
    )
    if not isinstance(seed, Unset) and seed is not None and seed < 1:
        raise ValidationError("seed: must be 1 or more")
    if not isinstance(fixed_table, Unset) and fixed_table is not None and fixed_table < 1:
        raise ValidationError("fixed table: must be 1 or more")
    roster = _Roster.of_event(session, registration.event_id, skip=registration.id)
    problem = roster.problem(new_name, new_number)
    if problem:
        raise ValidationError(problem)
    if new_number is not None and new_number != person.player_number:
        owner = _person_by_number(session, new_number)
        if owner is not None and owner.id != person.id:
            raise ValidationError(f"player number {new_number} already belongs to {owner.name!r}")
    person.name = new_name
    person.player_number = new_number
    if not isinstance(seed, Unset):
        registration.seed = seed
    if not isinstance(fixed_table, Unset):
        registration.fixed_table = fixed_table
    after = {
        "name": person.name,
        "player_number": person.player_number,
        "seed": registration.seed,
        "fixed_table": registration.fixed_table,
    }
    changes = audit.changed_fields(before, after)
    if changes:
        session.add(person)
        session.add(registration)
        audit.record(
            session,
            actor=actor,
            action="player.edit",
            entity="registration",
            entity_id=registration.id,
            event_id=registration.event_id,
            before={key: before[key] for key in changes},
            after=changes,
        )
    return _row(registration, person)


def _set_registration_field(
    session: Session,
    registration_id: int,
    field: str,
    value: int | None,
    *,
    action: str,
    actor: str | None,
) -> PlayerRow:
    registration, person = _require_registration(session, registration_id)
    before = getattr(registration, field)
    setattr(registration, field, value)
    session.add(registration)
    audit.record(
        session,
        actor=actor,
        action=action,
        entity="registration",
        entity_id=registration.id,
        event_id=registration.event_id,
        before={"name": person.name, field: before},
        after={"name": person.name, field: value},
    )
    return _row(registration, person)


def undrop_player(session: Session, registration_id: int, *, actor: str | None = None) -> PlayerRow:
    """Take back a drop (a mistaken drop, or a player who returns)."""
    lock_event_of(session, registration_id=registration_id)
    registration, person = _require_registration(session, registration_id)
    if registration.dropped_after_round is None:
        raise ValidationError(f"{person.name} is not dropped")
    row = _set_registration_field(
        session,
        registration_id,
        "dropped_after_round",
        None,
        action="player.undrop",
        actor=actor,
    )
    mark_drafts_after_drop(session, row.event_id, registration_id, row.name, None)
    return row


def set_late_entry(
    session: Session,
    registration_id: int,
    first_round: int | None,
    *,
    actor: str | None = None,
) -> PlayerRow:
    """Set the first round a player can be paired in (None: registered before round 1)."""
    lock_event_of(session, registration_id=registration_id)
    _check_round(first_round, where="late entry round", minimum=1)
    if first_round == 1:
        first_round = None
    return _set_registration_field(
        session,
        registration_id,
        "late_entry_round",
        first_round,
        action="player.late_entry",
        actor=actor,
    )


def _records_of(session: Session, registration_id: int) -> list[str]:
    """What in the event already points at this registration (matches, penalties...)."""
    found = []
    match_ids = session.exec(
        select(Match.id).where(
            (col(Match.player_a_id) == registration_id)
            | (col(Match.player_b_id) == registration_id)
        )
    ).first()
    if match_ids is not None:
        found.append("pairings")
    for model, label in (
        (Penalty, "penalties"),
        (DeckList, "deck lists"),
        (DeckCheck, "deck checks"),
        (LimitedPool, "a limited pool"),
        (PodSeat, "a draft seat"),
    ):
        if session.exec(select(model.id).where(model.registration_id == registration_id)).first():
            found.append(label)
    return found


def _person_in_use(session: Session, person_id: int) -> bool:
    """Whether anything else still names this person (other events, roles, penalties issued)."""
    references = (
        select(Registration.id).where(Registration.person_id == person_id),
        select(StaffAssignment.id).where(StaffAssignment.person_id == person_id),
        select(Penalty.id).where(Penalty.issued_by_person_id == person_id),
        select(DeckList.id).where(DeckList.approved_by_person_id == person_id),
    )
    return any(session.exec(query).first() is not None for query in references)


def remove_player(session: Session, registration_id: int, *, actor: str | None = None) -> PlayerRow:
    """Take back a registration made by mistake; refused once the player has a record.

    Someone who was paired, penalized or handed in a deck list is dropped instead,
    so results and the history stay whole. The person stays on file if they have
    other events or roles; the audit log keeps what was removed.
    """
    lock_event_of(session, registration_id=registration_id)
    registration, person = _require_registration(session, registration_id)
    row = _row(registration, person)
    records = _records_of(session, registration_id)
    if records:
        raise ValidationError(
            f"{person.name} already has {' and '.join(records)} in this event; "
            "drop the player instead of removing them"
        )
    session.delete(registration)
    session.flush()
    if not _person_in_use(session, person.id or 0):
        session.delete(person)
    audit.record(
        session,
        actor=actor,
        action="player.remove",
        entity="registration",
        entity_id=row.registration_id,
        event_id=row.event_id,
        before={"name": row.name, "player_number": row.player_number},
    )
    return row


def read_players_file(path: str | Path) -> str:
    """The text of a players file, with a clear message when it cannot be read.

    The one reader of the files an organizer is handed about players: the players to
    import and the eligibility lists (suspended, qualified, employees), in the window
    and on the command line alike, so each refuses a bad file in the same words.
    """
    file = Path(path)
    try:
        data = file.read_bytes()
    except FileNotFoundError:
        raise ValidationError(f"{file}: file not found") from None
    except IsADirectoryError:
        raise ValidationError(f"{file}: is a folder, not a file") from None
    except OSError as exc:
        raise ValidationError(f"{file}: cannot read ({exc.strerror})") from None
    return decode_players_file(data, file.name)


def decode_players_file(data: bytes, source: str) -> str:
    """A players file's bytes as text (a spreadsheet's byte-order mark dropped); `source` names
    the file in the message when they are not UTF-8 text, with the line."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise ValidationError(
            f"{source}: line {line}: not UTF-8 text; save the file as "
            '"CSV UTF-8" and import it again'
        ) from None


def parse_players_csv(text: str, *, source: str = "CSV") -> list[PlayerImportRow]:
    """Read `name[,player_number]` lines (header optional), reporting every bad line at once."""
    rows, errors = _parse_csv(text, source=source)
    if errors:
        raise ValidationError(_import_error(source, errors))
    if not rows:
        raise _no_players(text, source)
    return rows


def _no_players(text: str, source: str) -> ValidationError:
    """The refusal of a file that names no player: an empty one says so."""
    if not text.lstrip("\ufeff").strip():
        return ValidationError(f"{source}: the file is empty, no players found")
    return ValidationError(f"{source}: no players found")


def _delimiter(text: str) -> str:
    """The separator most lines use: semicolons or tabs (spreadsheet exports), else commas.

    Counted over the lines rather than read off the first one, so a first
    name written "Kim, Daniel" does not turn a semicolon file into a comma
    file; on a tie semicolons and tabs win, since a comma file holding them
    is refused line by line anyway.
    """
    lines = [line for line in text.splitlines() if line.strip()][:500]
    counts = {sep: sum(sep in line for line in lines) for sep in (";", "\t", ",")}
    most = max(counts.values())
    return next((sep for sep in (";", "\t") if most and counts[sep] == most), ",")


_SEPARATOR_WORDS = {",": "','", ";": "';'", "\t": "tabs"}


def _fields_problem(record: list[str], delimiter: str) -> str | None:
    """Why a line is not `name[,player number]`, or None when it is.

    Trailing empty fields are fine (spreadsheets add them). A semicolon or a
    tab inside a field of a file separated by something else means the line
    was written with another separator, and its fields do not line up with
    the rest of the file ("this line is broken;;;1041;extra,stuff"); a comma
    in a semicolon or tab file is part of the name ("Kim, Daniel").
    """
    strays = [sep for sep in (";", "\t") if sep != delimiter and any(sep in cell for cell in record)]
    if strays:
        count = len(re.split("[" + re.escape(delimiter + "".join(strays)) + "]", delimiter.join(record)))
    elif len(record) > 2 and any(cell.strip() for cell in record[2:]):
        count = len(record)
    else:
        return None
    used = [_SEPARATOR_WORDS[sep] for sep in (delimiter, *strays)]
    separated = used[0] if len(used) == 1 else ", ".join(used[:-1]) + f" and {used[-1]}"
    return f"expected name[,player number]; this line has {count} fields, separated by {separated}"


def _parse_csv(text: str, *, source: str) -> tuple[list[PlayerImportRow], list[tuple[int, str]]]:
    rows: list[PlayerImportRow] = []
    errors: list[tuple[int, str]] = []
    text = text.lstrip("\ufeff")
    delimiter = _delimiter(text)
    reader = csv.reader(io.StringIO(text), delimiter=delimiter, strict=True)
    try:
        records = [(reader.line_num, record) for record in reader]
    except csv.Error as exc:
        raise ValidationError(f"{source}: line {reader.line_num}: not valid CSV ({exc})") from None
    first_data = True
    for line, record in records:
        if not record or all(not cell.strip() for cell in record):
            continue
        cells = [cell.strip() for cell in record]
        if first_data:
            first_data = False
            if cells[0].casefold() in {"name", "player", "player name"}:
                if len(cells) > 1 and cells[1].casefold().replace(" ", "_") not in {
                    "player_number",
                    "number",
                    "id",
                    "player_id",
                }:
                    errors.append((line, f"unknown column {record[1]!r} in the header"))
                continue
        fields = _fields_problem(record, delimiter)
        if fields is not None:
            errors.append((line, fields))
            continue
        try:
            name = clean_name(cells[0], where="name")
            number = clean_player_number(cells[1] if len(cells) > 1 else None)
        except ValidationError as exc:
            errors.append((line, str(exc)))
            continue
        rows.append(PlayerImportRow(line=line, name=name, player_number=number))
    return rows, errors


def _import_error(source: str, errors: list[tuple[int, str]]) -> str:
    shown = [f"line {line}: {message}" for line, message in sorted(errors)[:20]]
    more = f"\n… and {len(errors) - len(shown)} more" if len(errors) > len(shown) else ""
    return (
        f"{source}: {how_many(len(errors), 'bad row')}, "
        f"nothing was imported:\n" + "\n".join(shown) + more
    )


@dataclass(frozen=True, slots=True)
class ImportPreviewLine:
    """One line of a players CSV as it would import: the player, or why it would be refused."""

    line: int
    name: str
    player_number: str | None
    problem: str


_NUMBER_ALONE = re.compile(r"(?:#\s*)?[0-9][0-9 .\-/]*")


def number_for_a_name(name: str) -> str | None:
    """Why a name that is a number alone is refused ("1042", "# 1042"): a lost name or a
    number typed in the name's place, never a player's name. (A list of the suspended or
    qualified players reads a number alone as a player number.) Adding, editing and importing
    a player all refuse it in these words."""
    if not _NUMBER_ALONE.fullmatch(name):
        return None
    return f"{name!r} is a number, not a name"


def _number_for_a_name(row: PlayerImportRow) -> str | None:
    """A players file's line whose name is a number alone, with or without a number beside it."""
    problem = number_for_a_name(row.name)
    if problem is None:
        return None
    if row.player_number is None:
        return f"{problem}: the player's name is missing (write name,player number)"
    return f"{problem}: write the player's name first, then their number"


def _refuse_number_for_a_name(name: str) -> None:
    problem = number_for_a_name(name)
    if problem is not None:
        raise ValidationError(
            f"{problem}: type the player's name (a player number goes in its own place)"
        )


def _checked_rows(
    session: Session, event_id: int, rows: list[PlayerImportRow]
) -> list[tuple[PlayerImportRow, Person | None, str | None]]:
    """Each CSV row with the person already on file for its number and why it is refused, if it is.

    Rows are checked against the event and against the rows before them, so
    a preview and an import refuse exactly the same lines.
    """
    roster = _Roster.of_event(session, event_id)
    known = _people_by_number(session, {r.player_number for r in rows if r.player_number})
    checked: list[tuple[PlayerImportRow, Person | None, str | None]] = []
    for row in rows:
        problem = _number_for_a_name(row) or roster.problem(row.name, row.player_number)
        person = known.get(row.player_number) if row.player_number else None
        if problem is None:
            try:
                _check_owner(person, row.name, row.player_number)
            except ValidationError as exc:
                problem = str(exc)
        if problem is None:
            roster.add(row.name, row.player_number, f"already on line {row.line}")
        checked.append((row, person, problem))
    return checked


def preview_csv(
    session: Session, event_id: int, text: str, *, source: str = "CSV"
) -> list[ImportPreviewLine]:
    """Every line of a players CSV with the problem that would refuse it (nothing is written).

    The same checks as `import_players_csv`, reported line by line so the
    organizer can fix the file before importing.
    """
    require_event(session, event_id)
    rows, errors = _parse_csv(text, source=source)
    if not rows and not errors:
        raise _no_players(text, source)
    out = [ImportPreviewLine(line, "", None, message) for line, message in errors]
    out.extend(
        ImportPreviewLine(row.line, row.name, row.player_number, problem or "")
        for row, _, problem in _checked_rows(session, event_id, rows)
    )
    return sorted(out, key=lambda line: line.line)


def import_players_csv(
    session: Session,
    event_id: int,
    text: str,
    *,
    source: str = "CSV",
    actor: str | None = None,
) -> list[PlayerRow]:
    """Register every player in a CSV, or none: all rows are checked before any is written."""
    lock_event(session, event_id)
    require_event(session, event_id)
    rows, errors = _parse_csv(text, source=source)
    if not rows and not errors:
        raise _no_players(text, source)
    entries: list[tuple[str, str | None, Person | None]] = []
    for row, person, problem in _checked_rows(session, event_id, rows):
        if problem:
            errors.append((row.line, problem))
        else:
            entries.append((row.name, row.player_number, person))
    if errors:
        raise ValidationError(_import_error(source, errors))
    late = _late_round(session, event_id, UNSET)
    return _register_many(session, event_id, entries, late, actor=actor, action="player.import")
