"""`tourney print REPORT --event N -o FILE.pdf`: the same PDFs the window prints."""

from __future__ import annotations

import argparse
from datetime import datetime

from tourney.cli._output import reading
from tourney.reports.output import save_atomically
from tourney.services import events, printouts


def printed_at_label() -> str:
    """The organizer's local time, formatted once here (renderers never read the clock)."""
    return datetime.now().astimezone().strftime("%Y-%m-%d %H:%M")


def _cmd_print(args: argparse.Namespace) -> int:
    with reading(args) as session:
        event = events.find_event(session, args.event)
        printout = printouts.build(
            session,
            event.id,
            args.report,
            round_number=args.round,
            by=args.by,
            player=args.player,
            printed_at_label=printed_at_label(),
        )
    path = save_atomically(args.output, printout.render)
    print(f"saved {printouts.REPORT_TITLES[args.report].lower()} to {path}")
    return 0


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "print",
        help="save pairings, standings, the top-cut bracket, slips, deck-check sheets, forms "
        "or penalties as PDF",
    )
    parser.add_argument("report", choices=printouts.REPORT_KINDS, help="which report")
    parser.add_argument("--event", required=True, help="event id or name")
    parser.add_argument(
        "--round", type=int, help="round number (default: the latest published round)"
    )
    parser.add_argument(
        "--by",
        default="name",
        choices=("name", "table", "player", "time"),
        help="pairings by name or table; penalties by time or player (default: name / time)",
    )
    parser.add_argument(
        "--player", help="player (number or name) for deckcheck and a filled decklist-form"
    )
    parser.add_argument("-o", "--output", required=True, help="the PDF file to write")
    parser.set_defaults(func=_cmd_print)
