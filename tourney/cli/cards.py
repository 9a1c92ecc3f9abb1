"""`tourney cards ...`: import OCTGN set files, search and show cards, read the import report."""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from engine.core.cards import CardCatalog, SearchField
from engine.core.errors import AmbiguousCardError, CardDataError, EngineError, UnknownCardError
from engine.core.plural import how_many
from engine.core.registry import DEFAULT_SYSTEM, find_game_system, game_system, game_systems
from tourney.cli._help import game_option_help
from tourney.cli._output import render_table
from tourney.errors import NotFoundError, UserError, ValidationError


def _catalog(args: argparse.Namespace) -> CardCatalog:
    """The card database part of the game the command is about (--game; the default game)."""
    try:
        return find_game_system(getattr(args, "game", None) or DEFAULT_SYSTEM).cards()
    except KeyError as exc:
        raise ValidationError(str(exc.args[0])) from None
    except EngineError as exc:
        raise ValidationError(str(exc)) from None


def _database(args: argparse.Namespace) -> tuple[CardCatalog, Any]:
    catalog = _catalog(args)
    try:
        return catalog, catalog.load(Path(args.cards) if getattr(args, "cards", None) else None)
    except CardDataError as exc:
        raise UserError(str(exc)) from None


def _cmd_import(args: argparse.Namespace) -> int:
    catalog = _catalog(args)
    out = Path(args.out) if args.out else None
    try:
        outcome = catalog.import_sets([Path(p) for p in args.paths], out, args.replace)
    except CardDataError as exc:
        raise ValidationError(str(exc)) from None
    except OSError as exc:
        raise UserError(f"cannot write the card database to {out or 'the shipped resources'}: "
                        f"{exc.strerror} (use --out)") from None
    print("\n".join(outcome.lines))
    return 0


def _cmd_search(args: argparse.Namespace) -> int:
    catalog, db = _database(args)
    filters = {"name": args.name or (" ".join(args.words) if args.words else None)}
    own = {field.name for field in catalog.search_fields}
    for name in _all_search_fields():
        if name not in own and getattr(args, name, None) is not None:
            raise ValidationError(f"--{name} is not a way to search the {catalog.title} "
                                  f"(it has: {', '.join('--' + f for f in sorted(own)) or 'names only'})")
    for field in catalog.search_fields:
        text = getattr(args, field.name, None)
        try:
            filters[field.name] = None if text is None else catalog.check_filter(field.name, text)
        except ValueError as exc:
            raise ValidationError(f"--{field.name}: {exc}") from None
    found = catalog.search(db, filters)
    if args.limit:
        found = found[: args.limit]
    if args.json:
        print(json.dumps([catalog.summary(c) for c in found], indent=2, ensure_ascii=False))
        return 0
    if not found:
        print("no cards match")
        return 1
    print(render_table(list(catalog.columns), [catalog.row(c) for c in found]))
    print(how_many(len(found), "card"))
    return 0


def _cmd_show(args: argparse.Namespace) -> int:
    catalog, db = _database(args)
    key = " ".join(args.card)
    try:
        card = catalog.find(db, key)
    except AmbiguousCardError as exc:
        raise ValidationError(str(exc)) from None
    except UnknownCardError as exc:
        raise NotFoundError(str(exc)) from None
    if args.json:
        print(json.dumps(catalog.to_json(card), indent=2, ensure_ascii=False))
    else:
        print(catalog.describe(card))
    return 0


def _cmd_report(args: argparse.Namespace) -> int:
    path = Path(args.file) if args.file else _catalog(args).report_path()
    if path is None:
        raise UserError("this game's card data has no import report")
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise UserError(f"cannot read the import report {path}: {exc.strerror}") from None
    if args.kind:
        lines = [line for line in text.splitlines() if line.startswith(f"[{args.kind}]")]
        print("\n".join(lines) if lines else f"no oddities of kind {args.kind!r}")
        return 0
    if args.summary:
        text = text.split("\n\n", 1)[0] + "\n"
    print(text, end="")
    return 0


def _all_search_fields() -> dict[str, SearchField]:
    """Every game's ways to narrow a search, by option name (the first game's help where two share one)."""
    fields: dict[str, SearchField] = {}
    for system in game_systems().values():
        if system.card_catalog is None:
            continue
        for field in system.cards().search_fields:
            fields.setdefault(field.name, field)
    return fields


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    catalog = game_system(DEFAULT_SYSTEM).cards()
    parser = subparsers.add_parser("cards", help="card databases (--game; default "
                                                 f"the {catalog.title}): import, search, show, import report")
    parser.add_argument("--game", default=DEFAULT_SYSTEM, help=game_option_help())
    commands = parser.add_subparsers(dest="cards_command", metavar="ACTION", required=True)

    imp = commands.add_parser("import", help="import card data into the card database (MLP: OCTGN set files, "
                                             "Sets/*/set.xml; other games: see their card-data format)")
    imp.add_argument("paths", nargs="+", metavar="PATH", help="card-data files or folders holding them")
    imp.add_argument("--out", metavar="DIR", help="write cards.json and the report here (default: the shipped resources)")
    imp.add_argument("--replace", action="store_true", help="allow dropping sets the existing database has")
    imp.set_defaults(func=_cmd_import)

    search = commands.add_parser("search", help="find cards by name, set, type, color, trait, keyword or text")
    search.add_argument("words", nargs="*", help="part of the card's name")
    search.add_argument("--name")
    for field in _all_search_fields().values():  # --game picks which of them apply
        search.add_argument(f"--{field.name}", help=field.help or None)
    search.add_argument("--limit", type=int, default=0)
    search.add_argument("--json", action="store_true")
    search.add_argument("--cards", metavar="FILE", help="use this card database file instead of the shipped one")
    search.set_defaults(func=_cmd_search)

    show = commands.add_parser("show", help="show one card by code, id or name")
    show.add_argument("card", nargs="+")
    show.add_argument("--json", action="store_true")
    show.add_argument("--cards", metavar="FILE", help="use this card database file instead of the shipped one")
    show.set_defaults(func=_cmd_show)

    report = commands.add_parser("report", help="print the importer's oddity report")
    report.add_argument("--summary", action="store_true", help="counts only")
    report.add_argument("--kind", help="only entries of this kind, e.g. stray-field")
    report.add_argument("--file", help="a report other than the shipped one")
    report.set_defaults(func=_cmd_report)
