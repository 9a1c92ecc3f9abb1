"""`tourney round ...`: pair, review, publish, re-pair and edit rounds; enter results; top cut."""

from __future__ import annotations

import argparse

from sqlmodel import Session

from tourney.cli._output import print_json, reading, render_table, transaction
from tourney.errors import ValidationError
from tourney.services import concessions, events, players, round_titles
from tourney.services import results as results_service
from tourney.services import rounds as rounds_service
from tourney.services import topcut as topcut_service
from tourney.services.deck_list_reminders import missing_deck_lists
from tourney.services.rounds import MatchRow, RoundPairings


def pairings_text(data: RoundPairings) -> str:
    r = data.round
    # "Quarterfinals (round 4, published)": the name says it is the top cut.
    head = (f"{r.name} (round {r.number}, {r.state})" if r.name
            else f"Round {r.number} ({r.kind}, {r.state})") + f": {r.count_line()}"
    if r.pairing_seed is not None:
        head += f"  pairing seed {r.pairing_seed}"
    rows = []
    for m in data.matches:
        if m.is_bye:
            rows.append(["bye", f"{m.player_a_name} ({m.player_a_points})", "—", "bye", ""])
        else:
            rows.append(
                [
                    m.table_number,
                    f"{m.player_a_name} ({m.player_a_points})",
                    f"{m.player_b_name} ({m.player_b_points})",
                    m.result_label,
                    m.source_label,
                ]
            )
    out = [head, render_table(["table", "player A (points)", "player B (points)", "result", "source"], rows)]
    if r.warnings:
        out.append("Warnings:")
        out.extend(f"  - {w}" for w in r.warnings)
    return "\n".join(out)


def _show(args: argparse.Namespace, data: RoundPairings | None, message: str = "") -> None:
    if getattr(args, "json", False):
        print_json(data)
        return
    if message:
        print(message)
    if data is not None:
        print(pairings_text(data))


def _event_id(session: Session, args: argparse.Namespace) -> int:
    return events.find_event(session, args.event).id


def _round(session: Session, event_id: int, number: int | None) -> int:
    return rounds_service.round_or_latest(session, event_id, number).id or 0


def _match_at_table(session: Session, round_id: int, table: str) -> MatchRow:
    data = rounds_service.round_pairings(session, round_id)
    for m in data.matches:
        if not m.is_bye and str(m.table_number) == table.strip():
            return m
    raise ValidationError(f"round {data.round.number} has no table {table}")


def _cmd_pair(args: argparse.Namespace) -> int:
    with transaction(args) as session:
        data = rounds_service.pair_round(session, _event_id(session, args), first_round=args.first)
        reminder = missing_deck_lists(session, rounds_service.require_round(session, data.round.id))
    _show(args, data, "Draft paired; review it, then `tourney round publish`.")
    if reminder and not getattr(args, "json", False):
        print(f"Review: {reminder}")
    return 0


def _cmd_show(args: argparse.Namespace) -> int:
    with reading(args) as session:
        data = rounds_service.round_pairings(
            session, _round(session, _event_id(session, args), args.round)
        )
    _show(args, data)
    return 0


def _cmd_list(args: argparse.Namespace) -> int:
    with reading(args) as session:
        rows = rounds_service.list_rounds(session, _event_id(session, args))
    if args.json:
        print_json(rows)
    else:
        print(render_table(
            ["round", "kind", "state", "tables and results", "warnings"],
            [[r.number, r.name or r.kind, r.state, r.count_line(), len(r.warnings)] for r in rows],
        ))
    return 0


def _cmd_publish(args: argparse.Namespace) -> int:
    with transaction(args) as session:
        data = rounds_service.publish_round(
            session, _round(session, _event_id(session, args), args.round)
        )
    _show(args, data, f"{data.round.heading} published.")
    return 0


def _cmd_repair(args: argparse.Namespace) -> int:
    with transaction(args) as session:
        data = rounds_service.repair_round(
            session, _round(session, _event_id(session, args), args.round), first_round=args.first
        )
    _show(args, data, f"{data.round.heading} paired again (draft).")
    return 0


def _cmd_swap(args: argparse.Namespace) -> int:
    with transaction(args) as session:
        event_id = _event_id(session, args)
        first = players.find_player(session, event_id, args.first_player).registration_id
        second = players.find_player(session, event_id, args.second_player).registration_id
        data = rounds_service.swap_players(session, _round(session, event_id, args.round), first, second)
    _show(args, data, "Players swapped.")
    return 0


def _cmd_result(args: argparse.Namespace) -> int:
    result, score = results_service.read_result(args.result)
    with transaction(args) as session:
        event_id = _event_id(session, args)
        match = _match_at_table(session, _round(session, event_id, args.round), args.table)
        if args.correct:
            outcome = results_service.correct_result(
                session, match.id, result, score=score, reason=args.reason or ""
            )
        else:
            outcome = results_service.enter_result(session, match.id, result, score=score)
        heading = round_titles.stored_heading(session, rounds_service.require_round(session, match.round_id))
    if args.json:
        print_json(outcome)
        return 0
    m = outcome.match
    print(f"Table {m.table_number}: {m.player_a_name} vs {m.player_b_name}: {m.result_label}")
    for warning in outcome.warnings:
        print(f"Warning: {warning}")
    if outcome.round_complete:
        print(f"{heading} is complete.")
    return 0


def _cmd_drop(args: argparse.Namespace) -> int:
    with transaction(args) as session:
        event_id = _event_id(session, args)
        player = players.find_player(session, event_id, args.player)
        outcome = concessions.drop(session, event_id, player.registration_id)
    print(f"{outcome.player_name} dropped: {outcome.note}")
    return 0


def _cmd_cut(args: argparse.Namespace) -> int:
    with transaction(args) as session:
        cut = topcut_service.cut_to_top(session, _event_id(session, args), args.size)
    if args.json:
        print_json(cut)
        return 0
    print(f"Top {cut.size} ({cut.match_structure} matches):")
    print(render_table(["seed", "player"], [[s.seed, s.name] for s in cut.seeds]))
    for warning in cut.warnings:
        print(f"Warning: {warning}")
    return 0


def _cmd_elimination(args: argparse.Namespace) -> int:
    with transaction(args) as session:
        event_id = _event_id(session, args)
        data = topcut_service.pair_next_elimination_round(session, event_id)
        winner = topcut_service.champion(session, event_id) if data is None else None
        names = {p.registration_id: p.name for p in players.list_players(session, event_id)}
    if data is None:
        print(f"The event is finished. Winner: {names.get(winner or 0, '?')}")
        return 0
    _show(args, data, "Elimination round paired (draft); publish it to play.")
    return 0


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser("round", help="pair rounds, enter results, top cut")
    commands = parser.add_subparsers(dest="round_command", metavar="ACTION", required=True)

    def action(name: str, help_text: str, *, round_option: bool = True) -> argparse.ArgumentParser:
        sub = commands.add_parser(name, help=help_text)
        sub.add_argument("event", help="event id or name")
        if round_option:
            sub.add_argument("--round", type=int, help="round number (default: the latest)")
        sub.add_argument("--json", action="store_true", help="print JSON")
        return sub

    first_help = ("round 1 only: 'random' (seeded draw, the default), 'seeded' (by player seed) "
                  "or 'pods' (inside the draft pods)")
    pair = action("pair", "pair the next Swiss round as a draft", round_option=False)
    pair.add_argument("--first", choices=("random", "seeded", "pods"), help=first_help)
    pair.set_defaults(func=_cmd_pair)

    action("show", "show a round's pairings and results").set_defaults(func=_cmd_show)
    action("list", "list the event's rounds", round_option=False).set_defaults(func=_cmd_list)
    action("publish", "publish a draft round").set_defaults(func=_cmd_publish)

    repair = action("repair", "pair a draft or unplayed published round again")
    repair.add_argument("--first", choices=("random", "seeded", "pods"), help=first_help)
    repair.set_defaults(func=_cmd_repair)

    swap = action("swap", "swap two players' seats in a round without results")
    swap.add_argument("first_player", help="player number or name")
    swap.add_argument("second_player", help="player number or name")
    swap.set_defaults(func=_cmd_swap)

    result = action("result", "enter (or with --correct, fix) a table's result")
    result.add_argument("table", help="table number")
    result.add_argument(
        "result", help="a (player A wins), b, draw, double loss, or a game score A-B[-draws] such as 2-1"
    )
    result.add_argument("--correct", action="store_true", help="correct a recorded result")
    result.add_argument("--reason", help="why the result is corrected (kept in the audit log)")
    result.set_defaults(func=_cmd_result)

    drop = action("drop", "drop a player (concedes a paired match)", round_option=False)
    drop.add_argument("player", help="player number or name")
    drop.set_defaults(func=_cmd_drop)

    cut = action("cut", "end the Swiss rounds and seed the top cut", round_option=False)
    cut.add_argument("--size", type=int, help="players in the cut (default: by the floor rules)")
    cut.set_defaults(func=_cmd_cut)

    action(
        "elimination", "pair the next elimination round", round_option=False
    ).set_defaults(func=_cmd_elimination)
