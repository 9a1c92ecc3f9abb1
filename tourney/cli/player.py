"""`tourney player ...`: register, edit, import, drop and list an event's players."""

from __future__ import annotations

import argparse
import dataclasses
from collections.abc import Sequence
from typing import Any

from sqlmodel import Session

from engine.core.plural import how_many
from tourney.cli._output import (
    optional_int,
    print_json,
    read_players_input,
    reading,
    render_table,
    say,
    transaction,
)
from tourney.services import UNSET, concessions, events, players
from tourney.services.player_whereabouts import player_whereabouts


def _status(row: players.PlayerRow, whereabouts: dict[int, str]) -> str:
    """Where the player is now, as the Players tab says it ("playing at table 4"); a dropped
    player, and a late entrant still to join, with the round (the window shows it in a column
    of its own)."""
    if row.is_dropped:
        return row.status
    words = whereabouts.get(row.registration_id, row.status)
    if words == "joins later" and row.late_entry_round is not None:
        return f"joins in round {row.late_entry_round}"
    return words


def _players_table(rows: Sequence[players.PlayerRow], whereabouts: dict[int, str]) -> str:
    return render_table(
        ["name", "number", "status", "seed", "pinned table"],
        [
            [
                row.name,
                row.player_number,
                _status(row, whereabouts),
                row.seed,
                row.fixed_table,
            ]
            for row in rows
        ],
    )


def _event_and_player(
    session: Session, args: argparse.Namespace
) -> tuple[events.EventRow, players.PlayerRow]:
    """The event named by `args.event` and its player named by `args.player`."""
    event = events.find_event(session, args.event)
    return event, players.find_player(session, event.id, args.player)


def _label(row: players.PlayerRow) -> str:
    return f"{row.name} (#{row.player_number})" if row.player_number else row.name


def _cmd_add(args: argparse.Namespace) -> int:
    with transaction(args) as session:
        event = events.find_event(session, args.event)
        row = players.register_player(
            session,
            event.id,
            args.name,
            player_number=args.number,
            late_entry_round=UNSET if args.late_round is None else args.late_round,
        )
    late = f" (late entry from round {row.late_entry_round})" if row.late_entry_round else ""
    say(args, row, f"registered {_label(row)} in {event.name}{late}")
    return 0


def _cmd_edit(args: argparse.Namespace) -> int:
    changes: dict[str, Any] = {}
    if args.name is not None:
        changes["name"] = args.name
    if args.number is not None:
        changes["player_number"] = args.number
    if args.clear_number:
        changes["player_number"] = None
    if args.seed is not UNSET:
        changes["seed"] = args.seed
    if args.table is not UNSET:
        changes["fixed_table"] = args.table
    with transaction(args) as session:
        _, player = _event_and_player(session, args)
        row = players.edit_player(session, player.registration_id, **changes)
    say(args, row, f"updated {_label(row)}")
    return 0


def _cmd_list(args: argparse.Namespace) -> int:
    with reading(args) as session:
        event = events.find_event(session, args.event)
        rows = players.list_players(session, event.id)
        whereabouts = player_whereabouts(session, event.id)
    if args.active:
        rows = [row for row in rows if not row.is_dropped]
    if args.json:
        print_json([{**dataclasses.asdict(row), "status": _status(row, whereabouts)} for row in rows])
    elif not rows:
        print(f"no players in {event.name} yet")
    else:
        print(_players_table(rows, whereabouts))
        active = sum(1 for row in rows if not row.is_dropped)
        print(f"\n{how_many(len(rows), 'player')}, {active} active")
    return 0


def _cmd_import(args: argparse.Namespace) -> int:
    text, source = read_players_input(args.file)
    with transaction(args) as session:
        event = events.find_event(session, args.event)
        rows = players.import_players_csv(session, event.id, text, source=source)
    say(args, rows, f"imported {how_many(len(rows), 'player')} into {event.name}")
    return 0


def _cmd_drop(args: argparse.Namespace) -> int:
    with transaction(args) as session:
        event, player = _event_and_player(session, args)
        # The floor rules decide where the drop lands; a paired match is conceded. An explicit
        # round records (or corrects) when a drop happened, nothing more.
        outcome = concessions.drop(
            session, event.id, player.registration_id, after_round=args.after_round
        )
        row = players.get_player(session, player.registration_id)
    extra = [outcome.note] if outcome.note.rstrip(".").casefold() != row.status.casefold() else []
    say(args, row, "; ".join([f"{_label(row)}: {row.status}", *extra]))
    return 0


def _cmd_undrop(args: argparse.Namespace) -> int:
    with transaction(args) as session:
        _, player = _event_and_player(session, args)
        row = players.undrop_player(session, player.registration_id)
        status = _status(row, player_whereabouts(session, row.event_id))
    say(args, row, f"{_label(row)}: back in the event, {status}")
    return 0


def _cmd_remove(args: argparse.Namespace) -> int:
    with transaction(args) as session:
        event, player = _event_and_player(session, args)
        row = players.remove_player(session, player.registration_id)
    say(args, row, f"removed {_label(row)} from {event.name}")
    return 0


def _cmd_late(args: argparse.Namespace) -> int:
    with transaction(args) as session:
        _, player = _event_and_player(session, args)
        row = players.set_late_entry(session, player.registration_id, args.round)
    say(args, row, f"{_label(row)}: {row.status}")
    return 0


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser("player", help="register, edit, import and drop players")
    commands = parser.add_subparsers(dest="player_command", metavar="ACTION", required=True)

    def action(name: str, help_text: str, *, player: bool = True) -> argparse.ArgumentParser:
        sub = commands.add_parser(name, help=help_text)
        sub.add_argument("event", help="event id or name")
        if player:
            sub.add_argument("player", help="player number or name")
        sub.add_argument("--json", action="store_true", help="print JSON")
        return sub

    add = action("add", "register a player", player=False)
    add.add_argument("name", help="player name")
    add.add_argument("--number", help="player number (optional, unique)")
    add.add_argument(
        "--late-round",
        type=int,
        help="first round the player can be paired in (default: after the rounds already out)",
    )
    add.set_defaults(func=_cmd_add)

    edit = action("edit", "change a player's name, number, seed or pinned table")
    edit.add_argument("--name", help="new name")
    edit.add_argument("--number", help="new player number")
    edit.add_argument("--clear-number", action="store_true", help="remove the player number")
    edit.add_argument("--seed", type=optional_int, default=UNSET, help="seed ('none' clears)")
    edit.add_argument(
        "--table", type=optional_int, default=UNSET, help="pinned table ('none' clears)"
    )
    edit.set_defaults(func=_cmd_edit)

    listing = action("list", "list the event's players", player=False)
    listing.add_argument("--active", action="store_true", help="leave out dropped players")
    listing.set_defaults(func=_cmd_list)

    imported = action("import", "register players from a CSV of name[,player_number]: all of them, "
                      "or none when a line is refused (each refused line is listed)", player=False)
    imported.add_argument("file", help="CSV file ('-' reads standard input)")
    imported.set_defaults(func=_cmd_import)

    drop = action("drop", "drop a player (a paired match without a result is conceded)")
    drop.add_argument(
        "--after-round",
        type=int,
        help="record the drop after this round instead (a correction: concedes nothing)",
    )
    drop.set_defaults(func=_cmd_drop)

    undrop = action("undrop", "take back a drop")
    undrop.set_defaults(func=_cmd_undrop)

    remove = action("remove", "take back a registration made by mistake (before any pairing)")
    remove.set_defaults(func=_cmd_remove)

    late = action("late", "set the first round a late entrant can be paired in")
    late.add_argument("round", type=optional_int, help="round number, or 'none' for not late")
    late.set_defaults(func=_cmd_late)
