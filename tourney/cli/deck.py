"""`tourney deck ...`: validate, convert and register deck lists (o8d, text, CSV)."""

from __future__ import annotations

import argparse
import json
import sys
from datetime import date
from pathlib import Path
from typing import Any

from sqlmodel import Session

from engine.core.cards import DeckRules
from engine.core.errors import CardDataError, DeckFormatError
from engine.core.game_system import GameSystem
from engine.core.registry import DEFAULT_SYSTEM, find_format, find_game_system, format_name
from tourney.cli._help import game_option_help
from tourney.cli._output import input_name, parse_date, read_input, transaction
from tourney.cli._wrapping import print_wrapped
from tourney.errors import UserError, ValidationError

FORMATS = ("o8d", "text", "csv")
"""The deck-list files players hand in (MLP's; a game's `DeckRules.writers` says what it writes)."""


def _system(args: argparse.Namespace | None = None) -> GameSystem:
    """The game the command is about (--game, by name or id; the default game)."""
    try:
        return find_game_system(getattr(args, "game", None) or DEFAULT_SYSTEM)
    except KeyError as exc:
        raise ValidationError(str(exc.args[0])) from None


def _rules(args: argparse.Namespace | None = None) -> DeckRules:
    """The deck rules of the game the command is about."""
    return _system(args).decks()


def _read(path_text: str, source_format: str | None, rules: DeckRules | None = None):
    rules = rules or _rules()
    data = read_input(path_text)
    try:
        return data, rules.read(data, input_name(path_text), source_format)
    except DeckFormatError as exc:
        raise ValidationError(str(exc)) from None


def print_result(result: Any, rules: DeckRules, *, as_json: bool = False) -> None:
    if as_json:
        print(json.dumps(result.to_json(), indent=2, ensure_ascii=False))
        return
    print(f"{result.status.upper()} for {format_name(result.format_id)}"
          + (f" on {result.on_date.isoformat()}" if result.on_date else "")
          + f": {rules.summary(result)}")
    if result.proposed_penalty:
        print(f"proposed penalty: {result.proposed_penalty.replace('_', ' ')}")
    for message in result.messages:
        print_wrapped(str(message), f"  {message.severity}: ")


def _cmd_validate(args: argparse.Namespace) -> int:
    system = _system(args)
    rules = system.decks()
    try:
        format_id = find_format(system, args.format) if args.format else rules.default_format
    except KeyError as exc:
        raise ValidationError(str(exc.args[0])) from None
    _data, deck_list = _read(args.file, args.source_format, rules)
    try:
        result = rules.check(deck_list, format_id, args.date)
    except (CardDataError, DeckFormatError) as exc:
        raise UserError(str(exc)) from None
    print_result(result, rules, as_json=args.json)
    return 0 if result.status == "legal" else 1


def _cmd_convert(args: argparse.Namespace) -> int:
    rules = _rules(args)
    _data, deck_list = _read(args.file, args.source_format, rules)
    try:
        text = rules.write(deck_list, args.to, force=args.force)
    except DeckFormatError as exc:
        message, _, details = str(exc).partition("\n")
        if details:
            print(details, file=sys.stderr)
        raise ValidationError(message.rstrip(":")) from None
    if args.output and args.output != "-":
        Path(args.output).write_text(text, encoding="utf-8")
        print(f"wrote {args.output}")
    else:
        print(text, end="")
    return 0


def _cmd_compare(args: argparse.Namespace) -> int:
    rules = _rules(args)
    _data, listed_list = _read(args.listed, None, rules)
    _data, played_list = _read(args.played, None, rules)
    differences = rules.compare(listed_list, played_list)
    if not differences:
        print("the deck matches its list")
        return 0
    print("INVALID: the deck does not match its list (proposed penalty: game loss)")
    for message in differences:
        print_wrapped(str(message), "  ")
    return 1


def _cmd_register(args: argparse.Namespace) -> int:
    from tourney.cli._lookups import find_head_judge
    from tourney.services import decklists, events

    data = read_input(args.file)  # read as the event's game reads lists: the service parses and checks it
    with transaction(args) as session:
        event_id = events.find_event(session, args.event).id
        approver = (
            find_head_judge(session, event_id, args.approved_by, doing="approve a deck-list change")
            if args.approved_by else None
        )
        if approver is None:
            _require_approval_given(session, event_id, args.player)
        row = decklists.register_deck_list(
            session, event_id, args.player, data, filename=input_name(args.file),
            source_format=args.source_format, on_date=args.date,
            approved_by_person_id=approver, change_reason=args.reason,
        )
    print(f"deck list version {row.version} for {row.player_name}: {row.status}"
          + (f", proposed penalty {row.proposed_penalty.replace('_', ' ')}" if row.proposed_penalty else ""))
    for message in row.messages:
        print_wrapped(str(message), "  ")
    return 0


def _require_approval_given(session: Session, event_id: int, player: str) -> None:
    """Refuse a change that needs the head judge's approval, saying how to give it."""
    from tourney.services import decklists, staff
    from tourney.services.players import find_player

    registration_id = find_player(session, event_id, player).registration_id
    change = decklists.list_change(session, event_id, registration_id)
    if not change.needs_head_judge:
        return
    heads = ", ".join(
        f"{h.name} ({h.player_number})" if h.player_number else h.name
        for h in staff.head_judges(session, event_id)
    )
    raise ValidationError(
        f"{change.player_name} already has a deck list (version {change.current_version}): "
        f"{change.rule}; name the approving head judge with --approved-by "
        + (f"({heads})" if heads else "(the event has none yet: `tourney staff add EVENT NAME head_judge`)")
    )


def _date(text: str) -> date:
    return parse_date(text)


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser("deck", help="deck lists: validate, convert, register")
    parser.add_argument("--game", default=DEFAULT_SYSTEM, help=game_option_help())
    commands = parser.add_subparsers(dest="deck_command", metavar="ACTION", required=True)

    def common(sub: argparse.ArgumentParser) -> None:
        sub.add_argument("file", help="deck list file (text or .csv, and .o8d for MLP); - for standard input")
        sub.add_argument("--source-format", choices=FORMATS, help="the file's format (default: detected)")

    validate = commands.add_parser("validate", help="check a deck list against a format; exit 1 unless legal")
    common(validate)
    validate.add_argument("--format", help="the format, by name (default: the game's, Harmony for MLP)")
    validate.add_argument("--date", type=_date, help="event date YYYY-MM-DD for set releases and ban dates")
    validate.add_argument("--json", action="store_true")
    validate.set_defaults(func=_cmd_validate)

    convert = commands.add_parser("convert", help="write a deck list as o8d, text or CSV")
    common(convert)
    convert.add_argument("--to", choices=FORMATS, required=True)
    convert.add_argument("-o", "--output", help="output file (default: standard output)")
    convert.add_argument("--force", action="store_true", help="drop lines that name no card")
    convert.set_defaults(func=_cmd_convert)

    compare = commands.add_parser("compare", help="deck check: compare the deck played with its list; exit 1 if they differ")
    compare.add_argument("listed", help="the registered deck list")
    compare.add_argument("played", help="the deck as presented, written as a list")
    compare.set_defaults(func=_cmd_compare)

    reg = commands.add_parser("register", help="register a player's deck list for an event (use --db)")
    common(reg)
    reg.add_argument("--event", required=True, help="event id or name")
    reg.add_argument("--player", required=True, help="player number or name")
    reg.add_argument("--date", type=_date, help="validate as of this date (default: the event's start date)")
    reg.add_argument("--approved-by", metavar="HEAD_JUDGE",
                     help="name or player number of the head judge approving a change (Tier 2+, or a locked list)")
    reg.add_argument("--reason", help="why the list changed")
    reg.set_defaults(func=_cmd_register)
