"""`tourney undo EVENT` / `tourney redo EVENT`: take back an event's last action, or make it again.

The same service as Edit → Undo / Redo in the window, so a refusal reads the
same: it names the later action that depends on the one to undo.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable

from sqlmodel import Session

from tourney.cli._output import say, transaction
from tourney.services import events, undo


def _command(
    act: Callable[[Session, int], undo.UndoRow],
    peek: Callable[[Session, int], undo.UndoRow | None],
    verb: str,
    done: str,
) -> Callable[[argparse.Namespace], int]:
    def run(args: argparse.Namespace) -> int:
        with transaction(args) as session:
            event = events.find_event(session, args.event)
            if args.show:
                upcoming = peek(session, event.id)
                message = (
                    f"{verb} would take back the {upcoming.description}"
                    if verb == "undo" and upcoming
                    else f"{verb} would make the {upcoming.description} again"
                    if upcoming
                    else f"nothing to {verb} in {event.name}"
                )
                say(args, upcoming, message)
                return 0
            row = act(session, event.id)
        say(args, row, f"{done} the {row.description} in {event.name}")
        return 0

    return run


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    for verb, done, act, peek, help_text in (
        ("undo", "undid", undo.undo, undo.next_undo,
         "take back the event's most recent action (a result, drop, registration, ...)"),
        ("redo", "redid", undo.redo, undo.next_redo,
         "make the most recently undone action of the event again"),
    ):
        parser = subparsers.add_parser(verb, help=help_text)
        parser.add_argument("event", help="event id or name")
        parser.add_argument(
            "--show", action="store_true", help=f"only say what {verb} would do, change nothing"
        )
        parser.add_argument("--json", action="store_true", help="print JSON")
        parser.set_defaults(func=_command(act, peek, verb, done))
