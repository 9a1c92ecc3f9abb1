"""Backups of an event: made before every round is published, listed, restored.

Where: one folder per database and event under the backup folder
(`$TOURNEY_BACKUP_DIR`, else the folder chosen at this computer with
`choose_backup_folder`, else `backups` in the user's data folder), for the
user alone (0700 folders, 0600 files). A SQLite file is copied whole with
SQLite's online backup; any other database exports the event's rows as JSON.

When: `publish_round` backs the event up after its checks pass and before it
changes anything, inside the publishing transaction. The copy is written
aside and only moved into place once that transaction commits (and thrown away
if it rolls back), so a backup "before round 4" exists exactly when round 4
was published, and holds the state the publish started from. If the backup
cannot be written, publishing is refused and nothing changes.

How many: the last KEEP_ROUND_BACKUPS copies made before publishing, and the
last KEEP_OTHER_BACKUPS made by hand or just before a restore, per event.

Restore replaces the event's rows with the backup's (see
`tourney.db.event_rows`) in one transaction, under the event's lock, after
backing up the state it replaces; other events are not touched.
"""

from __future__ import annotations

import contextlib
import errno
import hashlib
import re
import sqlite3
import time
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from sqlalchemy import event as sa_event
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import SessionTransaction
from sqlmodel import Session, col, select

from tourney.db import migrations
from tourney.db.backup_files import (
    JSON_SUFFIX,
    SQLITE_SUFFIX,
    BackupFileError,
    BackupLabel,
    read_backup,
    sqlite_file_of_session,
    write_json_export,
    write_sqlite_copy,
)
from tourney.db.database import (
    BACKUP_DIR_ENV_VAR,
    BACKUPS_SET_BY_ENVIRONMENT,
    Database,
    backup_root_and_source,
    session_backup_root,
    session_now,
    unchosen_backup_root,
)
from tourney.db.event_rows import EventRowsError, player_number_clashes, replace_event_rows
from tourney.db.models import Event, Round
from tourney.db.private_files import fsync_dir, make_private_dir
from tourney.db.station import save_backup_folder
from tourney.db.storage_errors import FULL, storage_problem
from tourney.errors import NotFoundError, UserError, ValidationError
from tourney.services import audit, round_titles, undo
from tourney.services.concurrency import lock_event

KEEP_ROUND_BACKUPS = 6
KEEP_OTHER_BACKUPS = 6

BEFORE_ROUND = "before-round"
BY_HAND = "by-hand-after-round"
BEFORE_RESTORE = "before-restore-after-round"
KINDS = (BEFORE_ROUND, BY_HAND, BEFORE_RESTORE)
STAGES = ("draft", "published", "complete")  # the last round's state, kept in the file name
STALE_PENDING_SECONDS = 3600

_NAME = re.compile(
    r"^(?P<stamp>\d{8}T\d{6}Z)(?:-(?P<counter>\d+))?-(?P<kind>"
    + "|".join(re.escape(kind) for kind in KINDS)
    + r")-(?P<round>\d+)(?:-(?P<stage>"
    + "|".join(STAGES)
    + r"))?(?P<suffix>\.sqlite3|\.json)$"
)
_PENDING_PREFIX = "."
_PENDING_SUFFIX = ".partial"


class BackupError(UserError):
    """A backup could not be written or read; the message names the folder or file and what to do."""


@dataclass(frozen=True, slots=True)
class BackupRow:
    """One backup of an event, for the Backups window and `tourney db backups`."""

    path: str
    kind: str
    round_number: int
    made_at: datetime
    size_bytes: int
    stage: str = ""
    round_name: str = ""
    """The top-cut round's name ("Quarterfinals"), "" for a Swiss round."""

    @property
    def label(self) -> str:
        return describe(self.kind, self.round_number, self.stage, self.round_name)

    @property
    def size_kb(self) -> int:
        return max(1, round(self.size_bytes / 1024))


@dataclass(frozen=True, slots=True)
class RestoreRow:
    """What a restore did: which event, from which backup, and where the replaced state went."""

    event_id: int
    event_name: str
    backup: str
    description: str
    saved_current_state: str | None


def describe(kind: str, round_number: int, stage: str = "", name: str = "") -> str:
    """A backup in words: the event state it holds, then why it was made.

    "round 2 paired, not published (made by hand)", "after round 2's results
    (saved by a restore)": an organizer choosing one to restore needs what it
    holds, which "after round 2" did not say when round 2 was only a draft. A top-cut
    round is named as its screens name it ("after the results of the Final (round 6)").
    """
    held, why = held_state(kind, round_number, stage, name), _why(kind, round_number, name)
    return f"{held}, {why}" if name else f"{held} ({why})"  # "(round 6)" takes the parentheses


def held_state(kind: str, round_number: int, stage: str = "", name: str = "") -> str:
    """The event state a backup holds, as the rounds tab would say it."""
    if kind == BEFORE_ROUND:
        stage = "draft"  # made as the round was published: it holds the round still a draft
    if not round_number:
        return "no round paired yet"
    the_round = round_titles.in_sentence(round_number, name)
    if stage == "draft":
        return f"{the_round} paired, not published"
    if stage == "published":
        return f"{the_round} published, results still to come"
    if stage == "complete":
        return f"after the results of {the_round}" if name else f"after round {round_number}'s results"
    return f"up to {the_round}"  # a backup named before stages were kept


def _why(kind: str, round_number: int, name: str = "") -> str:
    if kind == BEFORE_ROUND:
        # a named round already reads "the Final (round 6) paired": no second pair of parentheses
        return "made when it was published" if name else f"made when round {round_number} was published"
    if kind == BY_HAND:
        return "made by hand"
    return "saved by a restore"


def describe_file(name: str, round_names: Mapping[int, str] | None = None) -> str | None:
    """The words for a backup file's name (None for a name that is not a backup's); the event's
    `round_names` name its top-cut rounds."""
    match = _NAME.match(name)
    if match is None:
        return None
    number = int(match["round"])
    return describe(match["kind"], number, match["stage"] or "", (round_names or {}).get(number, ""))


def round_names(session: Session, event_id: int) -> dict[int, str]:
    """The event's top-cut rounds by number, with their names: a backup's file keeps only the
    round's number, the event knows what the round is called."""
    return round_titles.event_round_names(session, event_id)


# ------------------------------------------------------------------ where backups live


def _slug(text: str) -> str:
    return re.sub(r"[^A-Za-z0-9]+", "-", text).strip("-")[:40] or "database"


def database_folder_name(session: Session) -> str:
    """One folder per database: its file name (or server database) and a short fingerprint."""
    url = session.get_bind().url
    path = sqlite_file_of_session(session)
    if path is not None:
        identity, name = str(path.resolve()), path.stem
    elif url.get_backend_name() == "sqlite":
        return "in-memory"
    else:
        identity = f"{url.get_backend_name()}://{url.host or ''}:{url.port or ''}/{url.database or ''}"
        name = f"{url.database or 'database'}-on-{url.host or 'localhost'}"
    fingerprint = hashlib.sha256(identity.encode()).hexdigest()[:8]
    return f"{_slug(name)}-{fingerprint}"


def event_folder(session: Session, event: Event) -> Path:
    """The folder holding this event's backups (which may not exist yet)."""
    root = _require_root(session)
    created = event.created_at.astimezone(UTC).strftime("%Y%m%dT%H%M%S")
    return root / database_folder_name(session) / f"event-{event.id}-{created}"


def _require_root(session: Session) -> Path:
    root = session_backup_root(session)
    if root is None:
        raise BackupError("this database keeps no backups (it is a temporary in-memory database)")
    return root


def _file_name(
    kind: str, round_number: int, stage: str, made_at: datetime, suffix: str, counter: int
) -> str:
    stamp = made_at.astimezone(UTC).strftime("%Y%m%dT%H%M%SZ")
    extra = f"-{counter}" if counter > 1 else ""
    staged = f"-{stage}" if stage else ""
    return f"{stamp}{extra}-{kind}-{round_number:02d}{staged}{suffix}"


def _pending_of(final: Path) -> Path:
    return final.with_name(f"{_PENDING_PREFIX}{final.name}{_PENDING_SUFFIX}")


# ------------------------------------------------------------------ making backups


def back_up_before_publish(session: Session, round_: Round) -> Path | None:
    """Back the event up before `round_` is published (kept once the publish commits).

    Returns None when the database keeps no backups (a test's memory database).
    """
    if session_backup_root(session) is None:
        return None
    event = session.get(Event, round_.event_id)
    if event is None:
        raise NotFoundError("the round's event no longer exists")
    return _back_up(session, event, BEFORE_ROUND, round_.number)


def back_up_event(session: Session, event_id: int) -> Path:
    """Back the event up now, by hand; the file is kept once this transaction commits."""
    event = session.get(Event, event_id)
    if event is None:
        raise NotFoundError("no such event")
    return _back_up(session, event, BY_HAND, *_last_round(session, event_id))


def _last_round(session: Session, event_id: int) -> tuple[int, str]:
    """The event's last round's number and state ((0, "") before round 1 is paired)."""
    last = session.exec(
        select(Round).where(Round.event_id == event_id).order_by(col(Round.number).desc())
    ).first()
    return (0, "") if last is None else (last.number, last.state)


def _back_up(
    session: Session, event: Event, kind: str, round_number: int, stage: str = ""
) -> Path:
    """Write the backup aside, to be moved into place when the transaction commits."""
    stage = stage if stage in STAGES else ""
    made_at = session_now(session)
    folder = event_folder(session, event)
    source = sqlite_file_of_session(session)
    suffix = SQLITE_SUFFIX if source is not None else JSON_SUFFIX
    try:
        make_private_dir(folder)
        counter = 1
        final = folder / _file_name(kind, round_number, stage, made_at, suffix, counter)
        while final.exists() or _pending_of(final).exists():
            counter += 1
            final = folder / _file_name(kind, round_number, stage, made_at, suffix, counter)
        pending = _pending_of(final)
        label = BackupLabel(
            event_id=event.id or 0,
            event_name=event.name,
            event_created_at=event.created_at,
            kind=kind,
            round_number=round_number,
            made_at=made_at,
            schema=migrations.head_revision(),
            source=str(source) if source is not None else database_folder_name(session),
            stage=stage,
        )
        if source is not None:
            write_sqlite_copy(source, pending, label)
        else:
            write_json_export(session, pending, label)
    except (OSError, sqlite3.Error) as exc:
        raise BackupError(_cannot_write(folder, kind, round_number, exc)) from None
    _keep_when_committed(session, pending, final)
    return final


# ------------------------------------------------------------------ the backup folder


def where_backups_go(database: Database) -> str:
    """Where this database's event backups are written, and why there, in one sentence."""
    if database.backup_root is None:
        return "This database keeps no backups (it is a temporary in-memory database)."
    root, source = backup_root_and_source()
    why = source if database.backup_root == root else "for this run"
    return f"Backups are kept in {database.backup_root} ({why})."


def choose_backup_folder(database: Database, folder: str | Path | None) -> Path:
    """Keep event backups in `folder` from now on, at this computer (None: the default folder).

    The folder is made (for this user alone) and written to once before it is kept, so a
    folder that cannot hold backups is refused now rather than at the next round's
    publishing. `$TOURNEY_BACKUP_DIR`, when set, wins: choosing is then refused, saying so.
    """
    root, source = backup_root_and_source()
    if source == BACKUPS_SET_BY_ENVIRONMENT:
        raise ValidationError(
            f"backups go to {root} because ${BACKUP_DIR_ENV_VAR} says so for this run; "
            "start tourney without it to choose a folder"
        )
    path = None if folder is None or not str(folder).strip() else Path(folder).expanduser().resolve()
    target = path or unchosen_backup_root()
    try:
        make_private_dir(target)
        probe = target / f"{_PENDING_PREFIX}probe{_PENDING_SUFFIX}"
        probe.write_bytes(b"")
        probe.unlink()
    except OSError as exc:
        raise ValidationError(f"cannot keep backups in {target} ({_reason(exc)}); choose another folder") from None
    save_backup_folder(path)
    database.backup_root = target
    return target


def _reason(exc: BaseException) -> str:
    """Why a file could not be written, in words (a full disk said plainly, whoever noticed it)."""
    if isinstance(exc, OSError) and exc.errno == errno.ENOSPC:
        return "the disk is full"
    if storage_problem(exc) == FULL:
        return "the disk is full"
    if isinstance(exc, OSError) and exc.strerror:
        return exc.strerror
    return str(exc)


def _cannot_write(folder: Path, kind: str, round_number: int, exc: BaseException) -> str:
    reason = _reason(exc)
    doing = (
        f"publish round {round_number}" if kind == BEFORE_ROUND
        else "restore" if kind == BEFORE_RESTORE
        else "back up"
    )
    return (
        f"could not write the event's backup in {folder} ({reason}), so tourney did not "
        f"{doing}: nothing was changed.\n"
        f"Free some space on that disk or make the folder writable (or {_elsewhere()}), "
        "then try again."
    )


def _elsewhere() -> str:
    """How to send backups to another disk, as the folder in use was set."""
    if backup_root_and_source()[1] == BACKUPS_SET_BY_ENVIRONMENT:
        return f"set {BACKUP_DIR_ENV_VAR} to a folder on another disk"
    return ("choose a folder on another disk: File → Backups… → Choose folder…, or "
            "`tourney db backup-folder FOLDER`")


def _keep_when_committed(session: Session, pending: Path, final: Path) -> None:
    """Move the pending file into place after a commit; remove it if the transaction ends otherwise."""

    done = False

    def committed(_session: Session) -> None:
        if done:
            return
        try:
            pending.replace(final)
            fsync_dir(final.parent)
        except OSError:
            return  # the data is committed; the backup stays under its pending name
        _prune(final.parent)

    def ended(_session: Session, transaction: SessionTransaction) -> None:
        nonlocal done
        if transaction.parent is not None or done:
            return
        done = True
        with contextlib.suppress(FileNotFoundError):
            pending.unlink()

    sa_event.listen(session, "after_commit", committed)
    sa_event.listen(session, "after_transaction_end", ended)


def _prune(folder: Path) -> None:
    """Keep the newest backups of each family; drop pending files a crash left behind."""
    rounds: list[Path] = []
    others: list[Path] = []
    now = time.time()
    for path in folder.iterdir():
        if path.name.startswith(_PENDING_PREFIX) and path.name.endswith(_PENDING_SUFFIX):
            with contextlib.suppress(OSError):
                if now - path.stat().st_mtime > STALE_PENDING_SECONDS:
                    path.unlink()
            continue
        match = _NAME.match(path.name)
        if match is None:
            continue
        (rounds if match["kind"] == BEFORE_ROUND else others).append(path)
    for family, keep in ((rounds, KEEP_ROUND_BACKUPS), (others, KEEP_OTHER_BACKUPS)):
        family.sort(key=_sort_key, reverse=True)
        for old in family[keep:]:
            with contextlib.suppress(OSError):
                old.unlink()


def _sort_key(path: Path) -> tuple[str, int, int]:
    """Oldest to newest: by the time in the name, then (same second) by when it was written."""
    match = _NAME.match(path.name)
    assert match is not None
    try:
        written = path.stat().st_mtime_ns
    except OSError:
        written = 0
    return match["stamp"], written, int(match["counter"] or 1)


# ------------------------------------------------------------------ listing


def list_backups(session: Session, event_id: int) -> list[BackupRow]:
    """The event's backups, newest first."""
    event = session.get(Event, event_id)
    if event is None:
        raise NotFoundError("no such event")
    if session_backup_root(session) is None:
        return []
    folder = event_folder(session, event)
    if not folder.is_dir():
        return []
    rows = []
    names = round_names(session, event_id)
    for path in folder.iterdir():
        match = _NAME.match(path.name)
        if match is None:
            continue
        try:
            size = path.stat().st_size
        except OSError:
            continue
        made_at = datetime.strptime(match["stamp"], "%Y%m%dT%H%M%SZ").replace(tzinfo=UTC)
        rows.append(
            (
                _sort_key(path),
                BackupRow(
                    path=str(path),
                    kind=match["kind"],
                    round_number=int(match["round"]),
                    made_at=made_at,
                    size_bytes=size,
                    stage=match["stage"] or "",
                    round_name=names.get(int(match["round"]), ""),
                ),
            )
        )
    rows.sort(key=lambda item: item[0], reverse=True)
    return [row for _key, row in rows]


# ------------------------------------------------------------------ restoring


def restore_backup(
    session: Session,
    path: str | Path,
    *,
    event_id: int | None = None,
    actor: str | None = None,
) -> RestoreRow:
    """Put the event back as the backup at `path` holds it.

    `event_id` (the window's open event) refuses a backup of another event.
    The current state is backed up first; the event's lock is held throughout.
    """
    file = Path(path).expanduser()
    try:
        label, rows = read_backup(file)
    except BackupFileError as exc:
        raise BackupError(f"cannot restore from {file}: {exc}") from None
    if event_id is not None and label.event_id != event_id:
        raise ValidationError(
            f"{file.name} is a backup of {label.event_name}, not of the event that is open"
        )
    lock_event(session, label.event_id)
    live = session.get(Event, label.event_id)
    if live is not None and live.created_at != label.event_created_at:
        raise ValidationError(
            f"{file.name} is a backup of {label.event_name}, but this database holds another "
            f"event ({live.name}) in its place; open the database the backup was made from"
        )
    clashes = player_number_clashes(session, label.event_id, rows)
    if clashes:
        raise ValidationError("cannot restore: " + "; ".join(clashes))
    saved = None
    named = round_names(session, label.event_id).get(label.round_number, "")  # as the event names it
    if live is not None:
        saved = _back_up(session, live, BEFORE_RESTORE, *_last_round(session, label.event_id))
    try:
        replace_event_rows(session, label.event_id, rows)
        undo.end_history(session, label.event_id)
    except EventRowsError as exc:
        raise BackupError(f"cannot restore from {file}: {exc}") from None
    except IntegrityError as exc:
        raise ValidationError(
            f"cannot restore from {file.name}: its rows clash with other rows now in the "
            f"database ({exc.orig}); nothing was changed"
        ) from None
    made = label.made_at.astimezone(UTC).strftime("%Y-%m-%d %H:%M UTC")
    description = (
        f"restored {label.event_name} as it was: "
        f"{held_state(label.kind, label.round_number, label.stage, named)} "
        f"(the backup {_why(label.kind, label.round_number, named)}, {made})"
    )
    audit.record(
        session,
        actor=actor,
        action="event.restore",
        entity="event",
        entity_id=label.event_id,
        event_id=label.event_id,
        before={"saved_as": saved.name if saved is not None else None},
        after={"backup": file.name, "description": description},
    )
    return RestoreRow(
        event_id=label.event_id,
        event_name=label.event_name,
        backup=str(file),
        description=description,
        saved_current_state=str(saved) if saved is not None else None,
    )
