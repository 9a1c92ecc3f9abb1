"""`tourney db ...`: where the data is, which schema it has, upgrading it, backups and restore."""

from __future__ import annotations

import argparse
import sys

from tourney.cli._output import print_json, render_table, transaction
from tourney.db.database import inspect_database, open_database
from tourney.errors import ValidationError
from tourney.services import backups, events


def _status(revision: str | None, head: str) -> str:
    if revision is None:
        return "new (created on first use)"
    if revision == head:
        return "up to date"
    return f"older schema (upgraded on next open, after a backup; head is {head})"


def _cmd_path(args: argparse.Namespace) -> int:
    info = inspect_database(args.db)
    print(info.path if info.path is not None else info.display_url)
    return 0


def _cmd_info(args: argparse.Namespace) -> int:
    info = inspect_database(args.db)
    counts: dict[str, int] = {}
    if info.revision == info.head:
        with open_database(args.db) as database, database.reading() as session:
            found = events.totals(session)
        counts = {
            "events": found.events,
            "people": found.people,
            "registrations": found.registrations,
        }
    data = {
        "url": info.display_url,
        "path": str(info.path) if info.path is not None else None,
        "revision": info.revision,
        "head": info.head,
        "status": _status(info.revision, info.head),
        **counts,
    }
    if args.json:
        print_json(data)
        return 0
    width = max(len(key) for key in data)
    for key, value in data.items():
        if value is not None:
            print(f"{key.ljust(width)}  {value}")
    return 0


def _cmd_upgrade(args: argparse.Namespace) -> int:
    before = inspect_database(args.db)
    with open_database(args.db) as database:
        after = database.info()
        backup = database.backup_path
    if before.revision == after.revision:
        print(f"already up to date (schema {after.revision})")
    else:
        print(f"upgraded schema {before.revision or 'none'} -> {after.revision}")
    if backup is not None:
        print(f"backup of the old database: {backup}")
    return 0


def _cmd_backup(args: argparse.Namespace) -> int:
    with transaction(args) as session:
        if args.event is not None:
            wanted = [events.find_event(session, args.event).id]
        else:
            wanted = [row.id for row in events.list_events(session)]
        made = [backups.back_up_event(session, event_id) for event_id in wanted]
    if not made:
        print("no events to back up")
    for path in made:  # kept now that the transaction has committed
        print(path)
    return 0


def _cmd_backups(args: argparse.Namespace) -> int:
    with transaction(args) as session:
        rows = backups.list_backups(session, events.find_event(session, args.event).id)
    if args.json:
        print_json([{**_plain(row), "label": row.label} for row in rows])
        return 0
    if not rows:
        print("no backups of this event yet (one is made before each round is published)")
        return 0
    print(render_table(
        ["backup", "made (local time)", "KB", "file"],
        [
            [row.label, row.made_at.astimezone().strftime("%Y-%m-%d %H:%M:%S"), row.size_kb,
             row.path]
            for row in rows
        ],
    ))
    return 0


def _cmd_backup_folder(args: argparse.Namespace) -> int:
    with open_database(args.db) as database:
        if args.folder is not None or args.default:
            backups.choose_backup_folder(database, None if args.default else args.folder)
        print(backups.where_backups_go(database))
    return 0


def _plain(row: backups.BackupRow) -> dict[str, object]:
    return {
        "path": row.path,
        "kind": row.kind,
        "round_number": row.round_number,
        "round_name": row.round_name,
        "made_at": row.made_at.isoformat(),
        "size_bytes": row.size_bytes,
    }


def _cmd_restore(args: argparse.Namespace) -> int:
    if not args.yes:
        if not sys.stdin.isatty():
            raise ValidationError(
                "restoring replaces the event's current data; add --yes to confirm"
            )
        answer = input(
            f"Replace the event's data with {args.file}? The current state is backed up "
            "first. [y/N] "
        )
        if answer.strip().casefold() not in ("y", "yes"):
            print("nothing was restored")
            return 1
    with transaction(args) as session:
        done = backups.restore_backup(session, args.file)
    print(done.description[0].upper() + done.description[1:] + ".")
    if done.saved_current_state:
        print(f"The state it replaced was backed up as {done.saved_current_state}")
    return 0


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser("db", help="database location, schema version and upgrade")
    commands = parser.add_subparsers(dest="db_command", metavar="ACTION", required=True)

    path = commands.add_parser("path", help="print where the data is kept")
    path.set_defaults(func=_cmd_path)

    info = commands.add_parser("info", help="show the database, its schema version and size")
    info.add_argument("--json", action="store_true", help="print JSON")
    info.set_defaults(func=_cmd_info)

    upgrade = commands.add_parser("upgrade", help="back up and upgrade an older database")
    upgrade.set_defaults(func=_cmd_upgrade)

    backup = commands.add_parser(
        "backup", help="back up an event now (every event without EVENT); prints the file"
    )
    backup.add_argument("event", nargs="?", metavar="EVENT", help="event id or name")
    backup.set_defaults(func=_cmd_backup)

    listing = commands.add_parser("backups", help="list an event's backups, newest first")
    listing.add_argument("event", metavar="EVENT", help="event id or name")
    listing.add_argument("--json", action="store_true", help="print JSON")
    listing.set_defaults(func=_cmd_backups)

    folder = commands.add_parser(
        "backup-folder", help="say where event backups are kept; with FOLDER, keep them there from now on"
    )
    folder.add_argument("folder", nargs="?", metavar="FOLDER", help="the folder to keep backups in")
    folder.add_argument("--default", action="store_true", help="go back to the user's data folder")
    folder.set_defaults(func=_cmd_backup_folder)

    restore = commands.add_parser(
        "restore", help="put an event back as a backup file holds it (backs up the current state first)"
    )
    restore.add_argument("file", metavar="FILE", help="a backup file (.sqlite3 or .json)")
    restore.add_argument("--yes", action="store_true", help="do not ask for confirmation")
    restore.set_defaults(func=_cmd_restore)
