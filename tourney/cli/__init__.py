"""Command-line interface: the same use cases as the GUI, from a terminal.

Each module in this package that defines `register(subparsers)` adds its own
subcommands, so a capability brings its commands along without editing a
central list. A subcommand stores `func(args) -> int` in its parser defaults.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Sequence

from tourney.cli._startup import collector_paused
from tourney.errors import UserError
from tourney.version import program_version

_GLOBAL_WITH_VALUE = ("--db", "--station", "--operator")


def _command_word(argv: Sequence[str]) -> str | None:
    """The command a command line names (its first word that is not a global option)."""
    skip = False
    for word in argv:
        if skip:
            skip = False
        elif word in _GLOBAL_WITH_VALUE:
            skip = True
        elif not word.startswith("-"):
            return word
    return None


def build_parser(argv: Sequence[str] | None = None) -> argparse.ArgumentParser:
    """The parser of every command; given the command line, only of the command it names,
    where a module of that name registers it (`tourney engine ...` then imports the rules
    engine and not the database, the reports and the web pages: its start-up is the
    engine's)."""
    command = _command_word(argv) if argv is not None else None
    if command is not None and not command.startswith("_"):
        parser, subparsers = _empty_parser()
        try:
            module = importlib.import_module(f"{__name__}.{command}")
        except ImportError:
            module = None
        register = getattr(module, "register", None)
        if register is not None:
            register(subparsers)
            if command in subparsers.choices:
                return parser
    import pkgutil  # (only for the whole parser: a command named loads its module alone, as above)

    parser, subparsers = _empty_parser()
    for info in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
        if info.name.startswith("_"):
            continue
        module = importlib.import_module(f"{__name__}.{info.name}")
        register = getattr(module, "register", None)
        if register is not None:
            register(subparsers)
    return parser


def _empty_parser() -> tuple[argparse.ArgumentParser, argparse._SubParsersAction]:
    """The program's parser with its global options and no command yet."""
    parser = argparse.ArgumentParser(
        prog="tourney",
        description="Run and judge card-game tournaments. With no command, opens the app.",
    )
    parser.add_argument(
        "--version", action=_VersionAction, nargs=0, help="print the program's version and exit",
    )
    parser.add_argument(
        "--db",
        metavar="URL_OR_PATH",
        help="database to use: a SQLite file path or an SQLAlchemy URL "
        "(default: $TOURNEY_DB, else a file in the user's data folder)",
    )
    parser.add_argument(
        "--station",
        metavar="NAME",
        type=_name,
        help="record this run's changes under station NAME, for this run only: the name is "
        "not kept (default: $TOURNEY_STATION, else the saved name, else the host name)",
    )
    parser.add_argument(
        "--operator",
        metavar="NAME",
        type=_name,
        help="record this run's changes as made by NAME, for this run only (default: the "
        "saved operator, else the operating-system user)",
    )
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    return parser, subparsers


class _VersionAction(argparse.Action):
    """`--version`: the version is read (from the package's metadata) only when asked for."""

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace,
                 values: object, option_string: str | None = None) -> None:
        sys.stdout.write(f"tourney {program_version()}\n")  # (to stdout, as argparse's own version action)
        parser.exit()


def _name(text: str) -> str:
    """argparse type for a station or operator name: one line of text, not empty."""
    from tourney.db.station import clean_station_name  # (only when given: a slow import)

    cleaned = clean_station_name(text)
    if not cleaned:
        raise argparse.ArgumentTypeError("a name cannot be empty")
    return cleaned


def main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    if _command_word(args_list) is None and not {"-h", "--help"} & set(args_list):
        # The app: its options are the global ones, so no command's module is loaded (all of
        # them together take seconds, before the window could show it is starting).
        parser = _empty_parser()[0]
    else:
        with collector_paused():  # (loading the command's module and what it imports)
            parser = build_parser(args_list)
    args = parser.parse_args(args_list)
    if args.command is None:
        from tourney.gui.opening import start  # (Qt only here: the commands run without it)

        return start(db=args.db, station=args.station, operator=args.operator)
    func = getattr(args, "func", None)
    if func is None:
        parser.parse_args([*args_list, "--help"])
        return 2
    try:
        return int(func(args) or 0)
    except UserError as exc:
        # Not `print`: subcommand modules (`tourney.cli.print`, `.round`) become attributes
        # of this package and shadow builtins of the same name here.
        sys.stderr.write(f"tourney: error: {exc}\n")
        return 1
    except BrokenPipeError:
        # The reader went away (`tourney player list | head`): not an error of ours.
        # Point stdout at devnull so the interpreter's final flush stays quiet.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 0


if __name__ == "__main__":
    sys.exit(main())
