"""`tourney eligibility ...`: who may play at this tier; the suspended and qualified lists."""

from __future__ import annotations

import argparse

from engine.core.plural import how_many
from tourney.cli._output import print_json, read_players_input, reading, render_table, transaction
from tourney.services import eligibility as svc
from tourney.services import events


def _cmd_check(args: argparse.Namespace) -> int:
    with reading(args) as session:
        event = events.find_event(session, args.event)
        report = svc.check_eligibility(session, event.id)
    if args.json:
        print_json(report)
    elif not report.findings:
        print(f"Tier {report.tier}, {how_many(report.player_count, 'player')}: everyone is eligible")
    else:
        print(f"Tier {report.tier}, {how_many(report.player_count, 'player')}:")
        print(render_table(["level", "player", "problem", "floor rules"],
                           [[f.level, f.player_name or "(event)", f.message, f.rule] for f in report.findings]))
    return 1 if report.refused else 0


def _cmd_list(args: argparse.Namespace) -> int:
    entries = list(args.entries)
    if args.file:
        text, source = read_players_input(args.file)
        entries += svc.list_entries_from_file(text, source=source)
    with transaction(args) as session:
        event = events.find_event(session, args.event)
        saved = svc.set_player_list(session, event.id, args.which, entries)
    print(f"{args.which} list of {event.name}: {how_many(len(saved), 'entry', 'entries')}")
    return 0


def _cmd_qualification(args: argparse.Namespace) -> int:
    with transaction(args) as session:
        event = events.find_event(session, args.event)
        svc.set_qualification_required(session, event.id, args.state == "on")
    print(f"qualification {'required' if args.state == 'on' else 'not required'} for {event.name}")
    return 0


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser("eligibility", help="player eligibility by tier")
    commands = parser.add_subparsers(dest="eligibility_command", metavar="ACTION", required=True)
    check = commands.add_parser("check", help="refusals and warnings (exit status 1 if any refusal)")
    check.add_argument("event", help="event id or name")
    check.add_argument("--json", action="store_true", help="print JSON")
    check.set_defaults(func=_cmd_check)
    listing = commands.add_parser("list", help="replace the suspended, qualified or employees list")
    listing.add_argument("event", help="event id or name")
    listing.add_argument("which", choices=tuple(svc.LISTS))
    listing.add_argument("entries", nargs="*", help="player numbers or names")
    listing.add_argument(
        "--file",
        help="a players file read as `player import` reads one: name[,player number] a line, or a "
        "number or a name alone ('-' reads standard input); a line's number is what is listed",
    )
    listing.set_defaults(func=_cmd_list)
    qual = commands.add_parser("qualification", help="Tier 2: whether this event requires qualification")
    qual.add_argument("event", help="event id or name")
    qual.add_argument("state", choices=("on", "off"))
    qual.set_defaults(func=_cmd_qualification)
