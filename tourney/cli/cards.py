"""`tourney cards ...`: import OCTGN set files, search and show cards, read the import report."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from engine.core.resources import resource_path
from engine.mlp.cards.database import CardQuery, load_card_database, load_database_file
from engine.mlp.cards.errors import AmbiguousCardError, CardDataError, UnknownCardError
from engine.mlp.cards.importer import REPORT_FILE, import_only, write_database
from engine.mlp.cards.model import Card, CardType, Color
from tourney.cli._output import render_table
from tourney.errors import NotFoundError, UserError, ValidationError


def _database(args: argparse.Namespace):
    try:
        if getattr(args, "cards", None):
            return load_database_file(Path(args.cards))
        return load_card_database()
    except CardDataError as exc:
        raise UserError(str(exc)) from None


def _sets_in(path: Path) -> dict[str, str]:
    """Set id -> name of an existing database file, or {} when there is none."""
    if not path.is_file():
        return {}
    try:
        return {info.id: info.name for info in load_database_file(path).sets}
    except CardDataError:
        return {}


def _cmd_import(args: argparse.Namespace) -> int:
    resources = resource_path("mlp")
    out = Path(args.out) if args.out else resources
    try:
        result = import_only([Path(p) for p in args.paths], resources)
        dropped = {k: v for k, v in _sets_in(out / "cards.json").items() if k not in {s.id for s in result.sets}}
        if dropped and not args.replace:
            raise ValidationError(
                f"importing only these files would drop {len(dropped)} set(s) already in {out / 'cards.json'} "
                f"({', '.join(sorted(dropped.values()))}); pass every set file (e.g. the whole Sets folder "
                "plus the new one), or --replace to keep only what you import"
            )
        write_database(result, out)
    except CardDataError as exc:
        raise ValidationError(str(exc)) from None
    except OSError as exc:
        raise UserError(f"cannot write the card database to {out}: {exc.strerror} (use --out)") from None
    faces = sum(len(c.faces) for c in result.cards)
    print(f"imported {len(result.sets)} sets, {len(result.cards)} cards, {faces} faces into {out}")
    print(f"{len(result.report.oddities)} oddities reported in {out / REPORT_FILE}:")
    for kind, count in result.report.counts().items():
        print(f"  {kind}: {count}")
    return 0


def _color(text: str) -> Color:
    try:
        return Color.from_name(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"unknown color {text!r} (blue, orange, pink, purple, white, yellow or an Element)") from None


def _type(text: str) -> CardType:
    lowered = text.strip().casefold()
    for card_type in CardType:
        if lowered in (card_type.value, card_type.label.casefold(), card_type.value + "s"):
            return card_type
    raise argparse.ArgumentTypeError(f"unknown card type {text!r} ({', '.join(t.value for t in CardType)})")


def card_summary(card: Card) -> dict[str, object]:
    return {
        "code": card.code, "name": card.full_name, "type": card.type.label, "set": card.set_name,
        "colors": [c.value for c in card.colors], "power": card.power, "cost": card.cost, "id": card.id,
    }


def _cmd_search(args: argparse.Namespace) -> int:
    db = _database(args)
    query = CardQuery(
        name=args.name or (" ".join(args.words) if args.words else None), code=args.code, set=args.set,
        type=args.type, color=args.color, trait=args.trait, keyword=args.keyword, text=args.text,
    )
    found = db.search(query)
    if args.limit:
        found = found[: args.limit]
    if args.json:
        print(json.dumps([card_summary(c) for c in found], indent=2, ensure_ascii=False))
        return 0
    if not found:
        print("no cards match")
        return 1
    rows = [
        (c.code, c.full_name, c.type.label, "/".join(x.value for x in c.colors) or "-",
         c.power, c.cost, c.set_name)
        for c in found
    ]
    print(render_table(["code", "name", "type", "color", "power", "cost", "set"], rows))
    print(f"{len(found)} card(s)")
    return 0


def find_card(db, key: str) -> Card:
    """A card by id, set code and number, or name (exact, then a unique substring)."""
    card = db.get(key)
    if card is not None:
        return card
    try:
        return db.by_code(key)
    except AmbiguousCardError as exc:
        raise ValidationError(str(exc)) from None
    except UnknownCardError:
        pass
    named = db.by_name(key) or db.search(name=key)
    names = sorted({c.full_name for c in named})
    if not named:
        raise NotFoundError(f"no card matches {key!r}")
    if len(names) > 1:
        raise ValidationError(f"{key!r} matches {len(names)} cards: " + "; ".join(names[:10]))
    return named[0]


def format_card(card: Card) -> str:
    lines = [f"{card.full_name}  [{card.code}, {card.set_name}, rarity {card.rarity or '-'}]"]
    lines.append(f"  {card.type.label}" + (" (token)" if card.is_token else ""))
    if card.colors:
        lines.append("  color: " + ", ".join(f"{c.value} ({c.element})" for c in card.colors))
    for label, value in (("power", card.power), ("cost", card.cost), ("home limit", card.home_limit),
                         ("bonus points", card.bonus_points), ("troublemaker points", card.troublemaker_points)):
        if value is not None:
            lines.append(f"  {label}: {value}")
    if card.play_requirements:
        lines.append("  play requirement: " + ", ".join(str(r) for r in card.play_requirements))
    if card.confront_owner or card.type is CardType.PROBLEM:
        owner = " + ".join(str(r) for r in card.confront_owner) or "-"
        opponent = "cannot" if card.confront_opponent is None else str(card.confront_opponent)
        lines.append(f"  confront: owner {owner}; opponent {opponent}")
    if card.traits:
        lines.append("  traits: " + " • ".join(card.traits))
    if card.keywords:
        lines.append("  keywords: " + ", ".join(str(k) for k in card.keywords))
    flags = [n for n, v in (("Starting Problem", card.starting_problem), ("Epic", card.epic), ("Dilemma", card.dilemma)) if v]
    if flags:
        lines.append("  " + ", ".join(flags))
    if card.text:
        lines.extend("  | " + t for t in card.text.splitlines())
    for note in card.errata:
        lines.append(f"  * {note}")
    if card.boosted is not None:
        lines.append("")
        lines.extend("  " + line for line in format_card(card.boosted).splitlines())
    lines.append(f"  id: {card.id}")
    return "\n".join(lines)


def _cmd_show(args: argparse.Namespace) -> int:
    card = find_card(_database(args), " ".join(args.card))
    if args.json:
        from engine.mlp.cards.codec import card_to_dict

        print(json.dumps(card_to_dict(card), indent=2, ensure_ascii=False))
    else:
        print(format_card(card))
    return 0


def _cmd_report(args: argparse.Namespace) -> int:
    path = Path(args.file) if args.file else resource_path("mlp", REPORT_FILE)
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


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser("cards", help="MLP card database: import, search, show, import report")
    commands = parser.add_subparsers(dest="cards_command", metavar="ACTION", required=True)

    imp = commands.add_parser("import", help="import OCTGN set files (Sets/*/set.xml) into the card database")
    imp.add_argument("paths", nargs="+", metavar="PATH", help="set.xml files or folders holding them")
    imp.add_argument("--out", metavar="DIR", help="write cards.json and the report here (default: the shipped resources)")
    imp.add_argument("--replace", action="store_true", help="allow dropping sets the existing database has")
    imp.set_defaults(func=_cmd_import)

    search = commands.add_parser("search", help="find cards by name, set, type, color, trait, keyword or text")
    search.add_argument("words", nargs="*", help="part of the card's name")
    search.add_argument("--name")
    search.add_argument("--code", help='set code and number, e.g. "PR12"')
    search.add_argument("--set", help="set name or code")
    search.add_argument("--type", type=_type)
    search.add_argument("--color", type=_color)
    search.add_argument("--trait")
    search.add_argument("--keyword")
    search.add_argument("--text", help="words in the card text")
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
