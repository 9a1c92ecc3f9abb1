"""`tourney station [NAME]`: the name this computer's changes are recorded under.

With several stations on one event the audit log and the windows' status
bars name the station each change came from. The name is kept in the user's
settings file, shared with the window (File → Station name…).
"""

from __future__ import annotations

import argparse

from tourney.cli._output import say
from tourney.db.station import (
    ENV_VAR,
    SOURCE_OPTION,
    clean_station_name,
    name_source,
    operator_name,
    save_operator_name,
    save_station_name,
    settings_path,
    station_from_environment,
    station_name,
)
from tourney.errors import UserError


class StationNameError(UserError):
    """A station name that cannot be kept (empty, or the settings file is not writable)."""


def _source(args: argparse.Namespace) -> str:
    return SOURCE_OPTION if args.station else name_source(station_name())


def _cmd_station(args: argparse.Namespace) -> int:
    if args.name is not None:
        name = clean_station_name(args.name)
        if not name:
            raise StationNameError("a station needs a name (for example \"Front desk\")")
        try:
            save_station_name(name)
        except OSError as exc:
            raise StationNameError(f"cannot keep the name in {settings_path()}: {exc.strerror}") from None
        print(f"this station is now called {name}")
        overriding = station_from_environment()
        if overriding is not None and overriding != name:
            print(f"note: ${ENV_VAR} is set, so this shell's commands still use {overriding}")
    if args.set_operator is not None:
        try:
            kept = save_operator_name(args.set_operator)
        except OSError as exc:
            raise StationNameError(f"cannot keep the name in {settings_path()}: {exc.strerror}") from None
        print(f"the operator is now {kept or operator_name() + ' (the computer user)'}")
    if args.name is None and args.set_operator is None:
        data = {
            "station": args.station or station_name(),
            "operator": args.operator or operator_name(),
            "source": _source(args),
            "settings": str(settings_path()),
        }
        say(args, data, f"station {data['station']}, operator {data['operator']}")
    return 0


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "station",
        help="show or set this station's name (the audit log records it for every change)",
        description="Without NAME: show the station's name and operator. With NAME: keep it "
        "as this computer's station name (for the window and for commands).",
    )
    parser.add_argument("name", nargs="?", help="the new station name, e.g. \"Front desk\"")
    parser.add_argument(
        "--set-operator", metavar="NAME",
        help="keep NAME as the person operating this station (\"\" goes back to the computer user)",
    )
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.set_defaults(func=_cmd_station)
