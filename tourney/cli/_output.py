"""Output helpers every command group shares, so every command prints the same way.

The leading underscore keeps this module out of subcommand discovery
(see `tourney.cli.build_parser`).
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from datetime import date
from pathlib import Path
from typing import Any

from sqlmodel import Session

from tourney.db.database import open_database
from tourney.errors import UserError
from tourney.services import players


@contextmanager
def transaction(args: argparse.Namespace) -> Iterator[Session]:
    """One command = one transaction on the database named by `--db`.

    Its changes are recorded under `--station` and `--operator` when given.
    """
    with open_database(
        args.db, station=getattr(args, "station", None), actor=getattr(args, "operator", None)
    ) as database:
        with database.transaction() as session:
            yield session
        notice = database.take_notice()  # (a save the connection dropped under, found saved)
        if notice:
            sys.stderr.write(notice + "\n")


@contextmanager
def reading(args: argparse.Namespace) -> Iterator[Session]:
    """A command that only shows data: it never waits for, or holds up, a station saving."""
    with open_database(args.db) as database, database.reading() as session:
        yield session


STANDARD_INPUT = "the list given on standard input"
"""What a message calls a list read from standard input ('-' for the file): plain words, not "-"."""


def input_name(path_text: str) -> str:
    """A file as messages name it: its name ("deck.txt"), or `STANDARD_INPUT` for '-'."""
    return STANDARD_INPUT if path_text == "-" else Path(path_text).name


def read_input(path_text: str) -> bytes:
    """A deck-list file's contents, or standard input's for '-' (a list registered, or a correction)."""
    path = Path(path_text)
    try:
        return sys.stdin.buffer.read() if path_text == "-" else path.read_bytes()
    except OSError as exc:
        raise UserError(f"cannot read {path}: {exc.strerror}") from None


def read_players_input(path_text: str) -> tuple[str, str]:
    """A players file's text, or standard input's for '-', and the name messages give it.

    One reader for every file about players (`player import`, `eligibility list --file`),
    so each says the same about a missing file, one that is not UTF-8 text or an empty one.
    """
    if path_text == "-":
        return players.decode_players_file(sys.stdin.buffer.read(), STANDARD_INPUT), STANDARD_INPUT
    return players.read_players_file(path_text), Path(path_text).name


def parse_date(text: str) -> date:
    """argparse type for YYYY-MM-DD dates, with a message that shows the format."""
    try:
        return date.fromisoformat(text.strip())
    except ValueError:
        raise argparse.ArgumentTypeError(f"invalid date {text!r} (use YYYY-MM-DD)") from None


def optional_int(text: str) -> int | None:
    """argparse type for a number where 'none' clears the setting."""
    if text.strip().casefold() in {"none", "auto", ""}:
        return None
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"invalid number {text!r} (or 'none')") from None


def render_table(headers: Sequence[str], rows: Sequence[Sequence[Any]]) -> str:
    """A plain-text table with aligned columns (numbers right-aligned)."""
    cells = [["" if value is None else str(value) for value in row] for row in rows]
    widths = [len(header) for header in headers]
    for row in cells:
        for index, value in enumerate(row):
            widths[index] = max(widths[index], len(value))
    numeric = [
        bool(rows) and all(isinstance(row[i], int) or row[i] is None for row in rows)
        for i in range(len(headers))
    ]

    def line(values: Sequence[str]) -> str:
        parts = [
            value.rjust(widths[i]) if numeric[i] else value.ljust(widths[i])
            for i, value in enumerate(values)
        ]
        return "  ".join(parts).rstrip()

    out = [line(headers), line(["-" * width for width in widths])]
    out.extend(line(row) for row in cells)
    return "\n".join(out)


def print_json(value: Any) -> None:
    """Rows (dataclasses) or plain data as JSON on stdout, for scripts."""

    def convert(item: Any) -> Any:
        if dataclasses.is_dataclass(item) and not isinstance(item, type):
            return {
                field.name: convert(getattr(item, field.name)) for field in dataclasses.fields(item)
            }
        if isinstance(item, list | tuple):
            return [convert(element) for element in item]
        if isinstance(item, set | frozenset):  # e.g. the ids of players sharing a name
            return sorted(convert(element) for element in item)
        if isinstance(item, Mapping):
            return {key: convert(element) for key, element in item.items()}
        if hasattr(item, "isoformat"):
            return item.isoformat()
        return item

    json.dump(convert(value), sys.stdout, indent=2, ensure_ascii=False)
    sys.stdout.write("\n")


def say(args: argparse.Namespace, value: Any, message: str) -> None:
    """`value` as JSON with `--json`, else the one-line message a person reads."""
    if getattr(args, "json", False):
        print_json(value)
    else:
        print(message)
