"""`tourney pod ...` and `tourney pool ...`: Sealed Deck and Booster Draft events from a terminal.

The same services as the window's Limited tab: choose the product, seat the
draft pods, register each player's pool and print the sheets.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from engine.core.plural import how_many
from tourney.cli._output import print_json, reading, render_table, say, transaction
from tourney.cli.print import printed_at_label
from tourney.errors import UserError
from tourney.reports.output import save_atomically
from tourney.services import events, limited, pods, pools, printouts


def _event_id(session: object, args: argparse.Namespace) -> int:
    return events.find_event(session, args.event).id  # type: ignore[arg-type]


def _show_pods(view: pods.PodsView) -> str:
    lines = [f"{view.event_name}: {how_many(len(view.pods), 'pod')}"
             + (f", seed {view.seed}" if view.seed is not None else "")]
    for pack in view.packs:
        lines.append(f"  pack {pack.number}: {pack.set_name}, pass {pack.direction}")
    for pod in view.pods:
        lines.append(f"\nPod {pod.number} ({how_many(pod.size, 'player')})")
        lines.append(render_table(
            ["seat", "player", "passes left to", "passes right to"],
            [[s.seat, s.player_name, s.left_name, s.right_name] for s in pod.seats],
        ))
    if view.unseated:
        lines.append("\nnot seated: " + ", ".join(view.unseated))
    lines.append("round 1: " + ("inside the pods" if view.round1_in_pods else "across the whole event"))
    return "\n".join(lines)


def _cmd_pod_seat(args: argparse.Namespace) -> int:
    with transaction(args) as session:
        view = pods.seat_pods(session, _event_id(session, args), seed=args.seed)
    say(args, view, _show_pods(view))
    return 0


def _cmd_pod_show(args: argparse.Namespace) -> int:
    with reading(args) as session:
        view = pods.pods_view(session, _event_id(session, args))
    say(args, view, _show_pods(view))
    return 0


def _cmd_pod_round1(args: argparse.Namespace) -> int:
    with transaction(args) as session:
        pods.set_round1_in_pods(session, _event_id(session, args), args.where == "pods")
    print("round 1 is paired " + ("inside the pods" if args.where == "pods" else "across the whole event"))
    return 0


def _print(args: argparse.Namespace, kind: str, player: str | None = None) -> int:
    with reading(args) as session:
        printout = printouts.build(session, _event_id(session, args), kind, player=player,
                                   printed_at_label=printed_at_label())
    path = save_atomically(args.output, printout.render)
    print(f"saved {printouts.REPORT_TITLES[kind].lower()} to {path}")
    return 0


def _cmd_product(args: argparse.Namespace) -> int:
    with transaction(args) as session:
        event_id = _event_id(session, args)
        if args.block is None and args.packs is None:
            setup = limited.limited_setup(session, event_id)
            choices = limited.block_choices(session, event_id)
        else:
            setup = limited.set_product(session, event_id, block=args.block, packs=args.packs)
            choices = []
    lines = [f"{setup.kind_label}: {setup.product_label}"]
    lines += [f"  pack {p.number}: {p.set_name}" + (f", pass {p.direction}" if p.direction else "")
              for p in setup.packs]
    if setup.pack_count_note:
        lines.append(f"note: {setup.pack_count_note}")
    if choices:
        lines.append("blocks (--block NAME): " + "; ".join(f"{c.name} ({c.product_label})" for c in choices))
    say(args, setup, "\n".join(lines))
    return 0


def _read_text(path_text: str) -> str:
    if path_text == "-":
        return sys.stdin.read()
    try:
        return Path(path_text).read_text(encoding="utf-8-sig")
    except OSError as exc:
        raise UserError(f"cannot read {path_text}: {exc.strerror}") from None
    except UnicodeDecodeError:
        raise UserError(f"{path_text} is not a text file") from None


def _cmd_pool_register(args: argparse.Namespace) -> int:
    text = _read_text(args.file)
    with transaction(args) as session:
        row = pools.register_pool(session, _event_id(session, args), args.player, text)
    message = f"registered the pool of {row.player_name}: {how_many(row.card_count, 'card')}"
    if row.extra_count:
        message += f" ({row.extra_count} extra)"
    for note in row.notes:
        message += f"\n  note: {note}"
    say(args, row, message)
    return 0


def _cmd_pool_generate(args: argparse.Namespace) -> int:
    with transaction(args) as session:
        made = pools.generate_pools(session, _event_id(session, args), seed=args.seed)
    say(args, made, f"generated {how_many(len(made), 'practice pool')}: "
        + ", ".join(f"{p.player_name} ({how_many(p.card_count, 'card')})" for p in made))
    return 0


def _cmd_pool_list(args: argparse.Namespace) -> int:
    with reading(args) as session:
        lines = pools.list_pools(session, _event_id(session, args))
    if args.json:
        print_json(lines)
        return 0
    print(render_table(
        ["player", "number", "pod", "seat", "pool", "deck list"],
        [[x.player_name, x.player_number or "", x.pod, x.seat, x.pool_words, x.deck_status or "none"]
         for x in lines],
    ))
    return 0


def _cmd_pool_show(args: argparse.Namespace) -> int:
    with reading(args) as session:
        row = pools.pool_of(session, _event_id(session, args), args.player)
    if args.json:
        print_json(row)
        return 0
    print(f"{row.player_name}: {how_many(row.card_count, 'card')} ({row.source})")
    for card in row.cards:
        print(f"  {card.qty} {card.name} ({card.code})" + ("  [extra]" if card.extra else ""))
    return 0


def _cmd_pool_remove(args: argparse.Namespace) -> int:
    with transaction(args) as session:
        pools.remove_pool(session, _event_id(session, args), args.player)
    print(f"removed the pool of {args.player}")
    return 0


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    pod = subparsers.add_parser("pod", help="booster-draft pods: seat them, show them, print them")
    pod_sub = pod.add_subparsers(dest="pod_command", metavar="ACTION", required=True)

    seat = pod_sub.add_parser("seat", help="seat every player into pods (again) from a recorded seed")
    seat.add_argument("event", help="event id or name")
    seat.add_argument("--seed", type=int, help="seed of the seating (default: drawn and recorded)")
    seat.add_argument("--json", action="store_true", help="print JSON")
    seat.set_defaults(func=_cmd_pod_seat)

    show = pod_sub.add_parser("show", help="the pods, seats and pass directions")
    show.add_argument("event", help="event id or name")
    show.add_argument("--json", action="store_true", help="print JSON")
    show.set_defaults(func=_cmd_pod_show)

    round1 = pod_sub.add_parser("round1", help="pair round 1 inside the pods or across the event")
    round1.add_argument("event", help="event id or name")
    round1.add_argument("where", choices=("pods", "event"), help="'pods' or 'event'")
    round1.set_defaults(func=_cmd_pod_round1)

    pod_print = pod_sub.add_parser("print", help="save the pod seating sheet as PDF")
    pod_print.add_argument("event", help="event id or name")
    pod_print.add_argument("-o", "--output", required=True, help="the PDF file to write")
    pod_print.set_defaults(func=lambda a: _print(a, "pods"))

    pool = subparsers.add_parser("pool", help="limited pools: product, registration, practice pools, sheets")
    pool_sub = pool.add_subparsers(dest="pool_command", metavar="ACTION", required=True)

    product = pool_sub.add_parser("product", help="show or choose what the event opens")
    product.add_argument("event", help="event id or name")
    which = product.add_mutually_exclusive_group()
    which.add_argument("--block", help="a block's recommended product, by name (e.g. Odyssey, Premiere)")
    which.add_argument("--packs", help='the organizer\'s packs, e.g. "2 packs Marks in Time, 1 HM, 1 EO"')
    product.add_argument("--json", action="store_true", help="print JSON")
    product.set_defaults(func=_cmd_product)

    register_cmd = pool_sub.add_parser("register", help="register a player's pool from a card list")
    register_cmd.add_argument("event", help="event id or name")
    register_cmd.add_argument("player", help="player number or name")
    register_cmd.add_argument("file", help="text file: '3 Card Name' or 'PR12' lines ('-' reads stdin); "
                              "cards under an 'Extras' heading are a special pool's extra cards")
    register_cmd.add_argument("--json", action="store_true", help="print JSON")
    register_cmd.set_defaults(func=_cmd_pool_register)

    generate = pool_sub.add_parser("generate", help="practice pools for players without one")
    generate.add_argument("event", help="event id or name")
    generate.add_argument("--seed", type=int, help="seed of the packs (default: from the event's seed)")
    generate.add_argument("--json", action="store_true", help="print JSON")
    generate.set_defaults(func=_cmd_pool_generate)

    listing = pool_sub.add_parser("list", help="every player's pool and deck-list status")
    listing.add_argument("event", help="event id or name")
    listing.add_argument("--json", action="store_true", help="print JSON")
    listing.set_defaults(func=_cmd_pool_list)

    show_pool = pool_sub.add_parser("show", help="one player's pool")
    show_pool.add_argument("event", help="event id or name")
    show_pool.add_argument("player", help="player number or name")
    show_pool.add_argument("--json", action="store_true", help="print JSON")
    show_pool.set_defaults(func=_cmd_pool_show)

    remove = pool_sub.add_parser("remove", help="take back a pool registered by mistake")
    remove.add_argument("event", help="event id or name")
    remove.add_argument("player", help="player number or name")
    remove.set_defaults(func=_cmd_pool_remove)

    sheet = pool_sub.add_parser("print", help="save the pool registration sheet (blank or filled in)")
    sheet.add_argument("event", help="event id or name")
    sheet.add_argument("--player", help="fill it in from this player's registered pool")
    sheet.add_argument("-o", "--output", required=True, help="the PDF file to write")
    sheet.set_defaults(func=lambda a: _print(a, "pool-sheet", a.player))

    form = pool_sub.add_parser("deck-form", help="save the limited deck-list form (blank or filled in)")
    form.add_argument("event", help="event id or name")
    form.add_argument("--player", help="fill it in from this player's registered deck list")
    form.add_argument("-o", "--output", required=True, help="the PDF file to write")
    form.set_defaults(func=lambda a: _print(a, "decklist-form", a.player))
