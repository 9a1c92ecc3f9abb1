"""`tourney staff ...`: who organizes and judges an event (penalties need a judge's role)."""

from __future__ import annotations

import argparse

from tourney.cli._output import print_json, reading, render_table, say, transaction
from tourney.services import events, staff


def _cmd_add(args: argparse.Namespace) -> int:
    with transaction(args) as session:
        event = events.find_event(session, args.event)
        row = staff.assign_staff(
            session, event.id, role=args.role, name=args.name, player_number=args.number
        )
    say(args, row, f"{row.name} is {row.role_label.lower()} at {event.name} (assignment {row.assignment_id})")
    return 0


def _cmd_list(args: argparse.Namespace) -> int:
    with reading(args) as session:
        event = events.find_event(session, args.event)
        rows = staff.list_staff(session, event.id)
    if args.json:
        print_json(rows)
    else:
        print(
            render_table(
                ["assignment", "name", "number", "role"],
                [[r.assignment_id, r.name, r.player_number, r.role_label] for r in rows],
            )
        )
    return 0


def _cmd_remove(args: argparse.Namespace) -> int:
    with transaction(args) as session:
        staff.remove_staff(session, args.assignment)
    print(f"removed staff assignment {args.assignment}")
    return 0


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser("staff", help="assign organizers and judges to an event")
    commands = parser.add_subparsers(dest="staff_command", metavar="ACTION", required=True)

    add = commands.add_parser("add", help="give someone a role at an event")
    add.add_argument("event", help="event id or name")
    add.add_argument("name", help="the person's name")
    add.add_argument("role", choices=staff.STAFF_ROLES, help="the role")
    add.add_argument("--number", help="player number (finds or records the person by it)")
    add.add_argument("--json", action="store_true", help="print JSON")
    add.set_defaults(func=_cmd_add)

    listing = commands.add_parser("list", help="list an event's staff")
    listing.add_argument("event", help="event id or name")
    listing.add_argument("--json", action="store_true", help="print JSON")
    listing.set_defaults(func=_cmd_list)

    remove = commands.add_parser("remove", help="take a role away")
    remove.add_argument("assignment", type=int, help="assignment id from `staff list`")
    remove.set_defaults(func=_cmd_remove)
