"""`tourney staff ...`: who organizes and judges an event (penalties need a judge's role)."""

from __future__ import annotations

import argparse

from sqlmodel import Session

from tourney.cli._output import print_json, reading, render_table, say, transaction
from tourney.errors import NotFoundError, ValidationError
from tourney.policy.choices import one_of
from tourney.services import events, staff

ROLES = one_of(staff.ROLE_LABELS)
"""The roles as the staff list prints them, for the help ("Organizer, Head judge, ...")."""


def _assignment(session: Session, event: events.EventRow, who: str, role: str | None) -> staff.StaffRow:
    """The role `who` (a name or player number) holds at the event; `role` says which when
    they hold more than one."""
    wanted = " ".join(who.split()).casefold()
    held = [r for r in staff.list_staff(session, event.id)
            if wanted in (r.name.casefold(), (r.player_number or "").casefold())]
    if not held:
        raise NotFoundError(f"{who!r} holds no role at {event.name} (see `tourney staff list`)")
    if role is not None:
        role = staff.staff_role(role)
        held = [r for r in held if r.role == role]
        if not held:
            raise ValidationError(f"{who!r} is not {staff.ROLE_LABELS[role].lower()} at {event.name}")
    if len({r.person_id for r in held}) > 1:
        raise ValidationError(f"{len(held)} people at {event.name} are named {who!r}: "
                              "give the player number to say which")
    if len(held) > 1:
        labels = " and ".join(r.role_label.lower() for r in held)
        keys = " or ".join(f"{r.role_label.lower()!r}" for r in held)
        raise ValidationError(f"{held[0].name} is {labels} at {event.name}: "
                              f"add the role to take away ({keys})")
    return held[0]


def _cmd_add(args: argparse.Namespace) -> int:
    with transaction(args) as session:
        event = events.find_event(session, args.event)
        row = staff.assign_staff(
            session, event.id, role=args.role, name=args.name, player_number=args.number
        )
    say(args, row, f"{row.name} is {row.role_label.lower()} at {event.name}")
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
                ["name", "number", "role"],
                [[r.name, r.player_number, r.role_label] for r in rows],
            )
        )
    return 0


def _cmd_remove(args: argparse.Namespace) -> int:
    with transaction(args) as session:
        event = events.find_event(session, args.event)
        row = _assignment(session, event, args.person, args.role)
        staff.remove_staff(session, row.assignment_id)
    print(f"{row.name} is no longer {row.role_label.lower()} at {event.name}")
    return 0


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser("staff", help="assign organizers and judges to an event")
    commands = parser.add_subparsers(dest="staff_command", metavar="ACTION", required=True)

    add = commands.add_parser("add", help="give someone a role at an event")
    add.add_argument("event", help="event id or name")
    add.add_argument("name", help="the person's name")
    add.add_argument("role", help=f"the role: {ROLES}")
    add.add_argument("--number", help="player number (finds or records the person by it)")
    add.add_argument("--json", action="store_true", help="print JSON")
    add.set_defaults(func=_cmd_add)

    listing = commands.add_parser("list", help="list an event's staff")
    listing.add_argument("event", help="event id or name")
    listing.add_argument("--json", action="store_true", help="print JSON")
    listing.set_defaults(func=_cmd_list)

    remove = commands.add_parser("remove", help="take a role away")
    remove.add_argument("event", help="event id or name")
    remove.add_argument("person", help="the person's name or player number")
    remove.add_argument("role", nargs="?",
                        help=f"the role to take away (needed when they hold more than one): {ROLES}")
    remove.set_defaults(func=_cmd_remove)
