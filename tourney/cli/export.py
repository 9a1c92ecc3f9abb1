"""`tourney export EVENT --format csv|json -o PATH`: results and standings for a ratings system.

The format is described in docs/export-format.md. The window's File → Export…
calls the same two service functions.
"""

from __future__ import annotations

import argparse

from engine.core.plural import how_many
from tourney.cli._output import transaction
from tourney.errors import ValidationError
from tourney.services import events
from tourney.services.export import build_export
from tourney.services.export_files import CSV, FORMATS, JSON, ExportTargetExists, write_export


def format_of(fmt: str | None, path: str) -> str:
    """The chosen format, else the one the file name says (.json, .zip); else ask for it."""
    if fmt is not None:
        return fmt
    lowered = path.casefold()
    if lowered.endswith(".json"):
        return JSON
    if lowered.endswith(".zip"):
        return CSV
    raise ValidationError(f"say which format to write {path} in: --format csv or --format json")


def _cmd_export(args: argparse.Namespace) -> int:
    fmt = format_of(args.format, args.output)
    with transaction(args) as session:
        event = events.find_event(session, args.event)
        export = build_export(session, event.id)
    try:
        saved = write_export(export, args.output, fmt, force=args.force)
    except ExportTargetExists as exc:
        raise ExportTargetExists(f"{exc} Add --force to replace it.") from None
    counts = (
        f"{how_many(len(export.players), 'player')}, {how_many(len(export.matches), 'match', 'matches')}, "
        f"{how_many(len(export.penalties), 'penalty', 'penalties')}"
    )
    print(f"exported {event.name} ({counts}) to {saved.path} as {saved.description}")
    return 0


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "export",
        help="save an event's matches, standings and penalties as JSON or CSV",
        description="Save an event's players, matches, final standings and penalties for a "
        "ratings system (format: docs/export-format.md). JSON is one file; CSV is a folder "
        "of tables, or one ZIP file when PATH ends in .zip.",
    )
    parser.add_argument("event", help="event id or name")
    parser.add_argument(
        "--format",
        choices=FORMATS,
        help="csv or json (default: from the name, .json or .zip)",
    )
    parser.add_argument(
        "-o", "--output", required=True, metavar="PATH",
        help="the JSON file, the folder for the CSV tables, or a .zip file for them",
    )
    parser.add_argument(
        "--force", action="store_true", help="replace PATH if it already exists"
    )
    parser.set_defaults(func=_cmd_export)
