"""`tourney event ...`: create, list, show and edit events from a terminal."""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from typing import Any

from engine.core.game_system import Scoring
from engine.core.registry import DEFAULT_SYSTEM, find_format, find_game_system, format_name
from tourney.cli._help import game_option_help
from tourney.cli._output import (
    optional_int,
    parse_date,
    print_json,
    reading,
    render_table,
    say,
    transaction,
)
from tourney.errors import ValidationError
from tourney.services import UNSET, events, scoring


def _event_table(rows: Sequence[events.EventRow]) -> str:
    return render_table(
        ["id", "name", "dates", "venue", "game", "format", "tier", "players", "status"],
        [
            [
                row.id,
                row.name,
                row.dates_label,
                row.venue,
                events.game_system_name(row.game_system),
                format_name(row.format),
                row.tier,
                row.player_count,
                row.status_label,
            ]
            for row in rows
        ],
    )


def _show(row: events.EventRow) -> str:
    fields = [
        ("id", row.id),
        ("name", row.name),
        ("dates", row.dates_label),
        ("venue", row.venue or "—"),
        ("game system", events.game_system_name(row.game_system)),
        ("format", format_name(row.format)),
        ("tier", row.tier),
        ("status", row.status_label),
        ("players", f"{row.player_count} ({row.active_player_count} active)"),
        ("swiss rounds", row.swiss_rounds if row.swiss_rounds is not None else "suggested"),
        ("top cut", row.top_cut if row.top_cut is not None else "by the floor rules"),
        ("late entry", events.late_entry_words(row.late_entry_policy)),
        ("random seed", row.rng_seed),
    ]
    width = max(len(label) for label, _ in fields)
    return "\n".join(f"{label.ljust(width)}  {value}" for label, value in fields)


def _add_settings(parser: argparse.ArgumentParser, *, editing: bool) -> None:
    parser.add_argument(
        "--start", type=parse_date, required=not editing, help="start date YYYY-MM-DD"
    )
    parser.add_argument("--end", type=parse_date, help="end date YYYY-MM-DD (multi-day events)")
    parser.add_argument("--venue", help="where the event is held")
    parser.add_argument("--game-system", help=game_option_help())
    parser.add_argument("--format", help="the game's format, by name (default: its first, Harmony for MLP)")
    parser.add_argument("--tier", type=int, choices=(1, 2, 3), help="event tier 1, 2 or 3")
    parser.add_argument(
        "--rounds", type=optional_int, default=UNSET, help="Swiss rounds ('none' = suggested)"
    )
    parser.add_argument(
        "--top-cut",
        type=optional_int,
        default=UNSET,
        help="players in the top cut (0 = no cut, 'none' = by the floor rules)",
    )
    parser.add_argument(
        "--late-entry-policy",
        choices=("loss", "zero"),
        help="what a late entrant gets for missed rounds",
    )
    parser.add_argument("--json", action="store_true", help="print JSON")


def _game_and_format(typed_game: str | None, typed_format: str | None, current_game: str) -> tuple[str, str | None]:
    """The ids of the game and format typed by name or id (a format of the typed game, else of
    the event's current one); None for a format not typed."""
    try:
        system = find_game_system(typed_game or current_game)
        return system.id, None if typed_format is None else find_format(system, typed_format)
    except KeyError as exc:
        raise ValidationError(str(exc.args[0])) from None


def _cmd_create(args: argparse.Namespace) -> int:
    game, format_id = _game_and_format(args.game_system, args.format, DEFAULT_SYSTEM)
    with transaction(args) as session:
        row = events.create_event(
            session,
            name=args.name,
            start_date=args.start,
            end_date=args.end,
            venue=args.venue or "",
            game_system=game,
            format=format_id,
            tier=args.tier or 1,
            swiss_rounds=None if args.rounds is UNSET else args.rounds,
            top_cut=None if args.top_cut is UNSET else args.top_cut,
            late_entry_policy=args.late_entry_policy or "loss",
        )
    say(args, row, f"created event {row.id}: {row.name} ({row.dates_label})")
    return 0


def _cmd_list(args: argparse.Namespace) -> int:
    with reading(args) as session:
        rows = events.list_events(session)
    if args.json:
        print_json(rows)
    elif not rows:
        print("no events yet (create one with `tourney event create NAME --start YYYY-MM-DD`)")
    else:
        print(_event_table(rows))
    return 0


def _cmd_show(args: argparse.Namespace) -> int:
    with reading(args) as session:
        row = events.find_event(session, args.event)
    say(args, row, _show(row))
    return 0


def _cmd_edit(args: argparse.Namespace) -> int:
    changes: dict[str, Any] = {}
    for option, field in (
        ("name", "name"),
        ("start", "start_date"),
        ("end", "end_date"),
        ("venue", "venue"),
        ("tier", "tier"),
        ("late_entry_policy", "late_entry_policy"),
    ):
        value = getattr(args, option)
        if value is not None:
            changes[field] = value
    if args.clear_end:
        changes["end_date"] = None
    if args.rounds is not UNSET:
        changes["swiss_rounds"] = args.rounds
    if args.top_cut is not UNSET:
        changes["top_cut"] = args.top_cut
    with transaction(args) as session:
        event = events.find_event(session, args.event)
        if args.game_system is not None or args.format is not None:
            game, format_id = _game_and_format(args.game_system, args.format, event.game_system)
            if args.game_system is not None:
                changes["game_system"] = game
            if format_id is not None:
                changes["format"] = format_id
        row = events.edit_event(session, event.id, **changes)
    say(args, row, _show(row))
    return 0


def _cmd_scoring(args: argparse.Namespace) -> int:
    given = {name: getattr(args, name) for name in ("win", "draw", "loss", "bye")}
    if args.default and any(v is not None for v in given.values()):
        raise ValidationError("give either --default or the points, not both")
    if not args.default and all(v is None for v in given.values()):
        with reading(args) as session:
            event = events.find_event(session, args.event)
            points = scoring.event_scoring(events.require_event(session, event.id))
        print(f"{event.name}: {scoring.scoring_words(points)}")
        return 0
    with transaction(args) as session:
        event = events.find_event(session, args.event)
        current = scoring.event_scoring(events.require_event(session, event.id))
        wanted = None if args.default else Scoring(**{k: getattr(current, k) if v is None else v
                                                      for k, v in given.items()})
        points = scoring.set_event_scoring(session, event.id, wanted)
    print(f"{event.name}: {scoring.scoring_words(points)}")
    return 0


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser("event", help="create, list, show and edit events")
    commands = parser.add_subparsers(dest="event_command", metavar="ACTION", required=True)

    create = commands.add_parser("create", help="create an event")
    create.add_argument("name", help="event name")
    _add_settings(create, editing=False)
    create.set_defaults(func=_cmd_create)

    listing = commands.add_parser("list", help="list events")
    listing.add_argument("--json", action="store_true", help="print JSON")
    listing.set_defaults(func=_cmd_list)

    show = commands.add_parser("show", help="show one event's settings")
    show.add_argument("event", help="event id or name")
    show.add_argument("--json", action="store_true", help="print JSON")
    show.set_defaults(func=_cmd_show)

    edit = commands.add_parser("edit", help="change an event's settings")
    edit.add_argument("event", help="event id or name")
    edit.add_argument("--name", help="new name")
    edit.add_argument("--clear-end", action="store_true", help="make it a one-day event")
    _add_settings(edit, editing=True)
    edit.set_defaults(func=_cmd_edit)

    points = commands.add_parser(
        "scoring", help="show or set the event's match points (before the first round is paired)")
    points.add_argument("event", help="event id or name")
    for name in ("win", "draw", "loss", "bye"):
        points.add_argument(f"--{name}", type=int, metavar="N", help=f"match points for a {name}")
    points.add_argument("--default", action="store_true", help="back to the game system's match points")
    points.set_defaults(func=_cmd_scoring)
