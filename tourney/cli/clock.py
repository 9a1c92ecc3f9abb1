"""`tourney clock ...`: the round clock from a terminal (start, pause, resume, extend, call time, show)."""

from __future__ import annotations

import argparse
from collections.abc import Callable

from tourney.cli._lookups import match_at_table
from tourney.cli._output import print_json, render_table, transaction
from tourney.policy.clock import format_seconds
from tourney.services import clock as svc
from tourney.services import events
from tourney.services.places import match_place
from tourney.services.rounds import require_match, round_or_latest


def _print(args: argparse.Namespace, view: svc.RoundClockView) -> None:
    if args.json:
        print_json(view)
        return
    if view.state == "time called":
        print(f"{view.heading}: {view.remaining_label}")
    elif view.state == "running" and view.ends_at is not None:
        print(f"{view.heading}: running, {view.remaining_label} left "
              f"(ends {view.ends_at:%H:%M:%S} UTC)")
    elif view.state == "untimed":  # its label says "untimed, 0:03 played" already
        print(f"{view.heading}: {view.remaining_label}")
    else:
        print(f"{view.heading}: {view.state}, {view.remaining_label}")
    extended = [m for m in view.matches if m.extension_seconds]
    if extended or view.state == "time called":
        rows = [[m.table_number, m.players, format_seconds(m.extension_seconds),
                 "" if m.remaining_seconds is None else format_seconds(m.remaining_seconds),
                 "finished" if m.finished else ("time" if m.time_up else "playing")]
                for m in view.matches if m.extension_seconds or view.state == "time called"]
        print(render_table(["table", "players", "extra", "left", "status"], rows))


def _round_action(action: str) -> Callable[[argparse.Namespace], int]:
    def run(args: argparse.Namespace) -> int:
        with transaction(args) as session:
            event = events.find_event(session, args.event)
            round_id = round_or_latest(session, event.id, args.round).id or 0
            if action == "start":
                view = svc.start_clock(session, round_id)
            elif action == "pause":
                view = svc.pause_clock(session, round_id)
            elif action == "resume":
                view = svc.resume_clock(session, round_id)
            elif action == "call":
                view = svc.call_time(session, round_id, early=args.early)
            else:
                view = svc.clock_view(session, round_id)
        _print(args, view)
        return 0

    return run


def _cmd_extend(args: argparse.Namespace) -> int:
    with transaction(args) as session:
        match_id = match_at_table(session, args.event, args.table, args.round)
        total = svc.extend_match(session, match_id, args.seconds, reason=args.reason)
        place = match_place(session, *require_match(session, match_id))
    print(f"{place}: {format_seconds(total)} extra time in total")
    return 0


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser("clock", help="the round clock: start, pause, extend, call time")
    commands = parser.add_subparsers(dest="clock_command", metavar="ACTION", required=True)
    for name, help_text in (("start", "start round time"), ("pause", "pause the clock"),
                            ("resume", "resume a paused clock"), ("call", "call time"),
                            ("show", "show the clock and per-match time")):
        p = commands.add_parser(name, help=help_text)
        p.add_argument("event", help="event id or name")
        p.add_argument("--round", type=int, help="round number (default: the latest)")
        p.add_argument("--json", action="store_true", help="print JSON")
        if name == "call":
            p.add_argument("--early", action="store_true", help="call time before the limit on purpose")
        p.set_defaults(func=_round_action(name))
    extend = commands.add_parser("extend", help="give one match extra time")
    extend.add_argument("event", help="event id or name")
    extend.add_argument("table", help="table number")
    extend.add_argument("seconds", type=int, help="seconds to add (negative takes time back)")
    extend.add_argument("--round", type=int, help="round number (default: the latest)")
    extend.add_argument("--reason", required=True)
    extend.set_defaults(func=_cmd_extend)
