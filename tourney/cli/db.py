"""`tourney db ...`: where the data is, which schema it has, and upgrading it."""

from __future__ import annotations

import argparse

from tourney.cli._output import print_json
from tourney.db.database import inspect_database, open_database
from tourney.services import events


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
