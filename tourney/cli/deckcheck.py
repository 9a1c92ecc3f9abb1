"""`tourney deckcheck ...`: pick matches at random, record checks, issue the proposed penalty."""

from __future__ import annotations

import argparse
import shlex
from typing import Any

from sqlmodel import Session

from tourney.cli._lookups import find_judge, match_at_table, require_seated
from tourney.cli._output import (
    input_name,
    print_json,
    read_input,
    reading,
    render_table,
    say,
    transaction,
)
from tourney.cli.penalty import penalty_line
from tourney.errors import ValidationError
from tourney.policy.penalties import PenaltyKind, infraction
from tourney.services import deck_checks as svc
from tourney.services import events, players
from tourney.services.deck_check_cards import read_presented
from tourney.services.matches import require_match
from tourney.services.places import match_with_players
from tourney.services.rounds import round_or_latest


def _table(rows: list[svc.DeckCheckRow]) -> str:
    """The checks by round, table and player: what the other actions take to name one."""
    return render_table(
        ["round", "table", "player", "status", "took (s)", "proposed", "penalty"],
        [[r.round_label, r.table_number, r.player_name, r.status,
          r.duration_seconds, _infraction_name(r.proposed_infraction), r.issued_penalty or ""] for r in rows],
    )


def _infraction_name(code: str | None) -> str:
    """ "Invalid deck list" for a proposed infraction's code ("" for none), as the penalty list names it."""
    return infraction(code).name if code else ""


def _checks_at(session: Session, args: argparse.Namespace) -> list[svc.DeckCheckRow]:
    """The deck checks at the table (and of the player, when one is named) of the round, as
    people name them: event, table, round and player, never a number the program keeps."""
    match_id = match_at_table(session, args.event, args.table, args.round)
    match, round_ = require_match(session, match_id)
    place = match_with_players(session, match, round_)
    rows = [r for r in svc.list_deck_checks(session, round_.event_id, round_number=round_.number)
            if r.match_id == match_id]
    if not rows:
        raise ValidationError(f"no deck check at {place} (pick one with `tourney deckcheck match`)")
    if args.player:
        player = players.find_player(session, round_.event_id, args.player)
        require_seated(session, match_id, player)
        rows = [r for r in rows if r.registration_id == player.registration_id]
        if not rows:
            raise ValidationError(f"{player.name}'s deck is not being checked at {place}")
    return rows


def _check_at(session: Session, args: argparse.Namespace) -> int:
    """The one deck check named: a table checked for both players needs the player too."""
    rows = _checks_at(session, args)
    if len(rows) > 1:
        names = " or ".join(r.player_name for r in rows)
        raise ValidationError(f"both decks at table {rows[0].table_number} of {rows[0].in_round} "
                              f"are being checked: name the player ({names})")
    return rows[0].id


def _print(args: argparse.Namespace, rows: list[svc.DeckCheckRow]) -> None:
    if args.json:
        print_json(rows)
    elif rows:
        print(_table(rows))
    else:
        print("no deck checks")


def _cmd_pick(args: argparse.Namespace) -> int:
    with transaction(args) as session:
        event = events.find_event(session, args.event)
        round_ = round_or_latest(session, event.id, args.round)
        rows = svc.pick_deck_checks(session, round_.id or 0, count=args.count)
    _print(args, rows)
    if rows and not args.json:
        print(f"selected with seed {rows[0].rng_seed} (from the event's recorded seed)")
    return 0


def _cmd_match(args: argparse.Namespace) -> int:
    with transaction(args) as session:
        rows = svc.check_match(session, match_at_table(session, args.event, args.table, args.round))
    _print(args, rows)
    return 0


def _judge(session: Session, args: argparse.Namespace) -> int | None:
    """The judge named with --judge, looked up among the staff of the event."""
    if not args.judge:
        return None
    return find_judge(session, events.find_event(session, args.event).id or 0, args.judge)


def _cmd_start(args: argparse.Namespace) -> int:
    with transaction(args) as session:
        rows = [svc.start_deck_check(session, row.id, judge_person_id=_judge(session, args))
                for row in _checks_at(session, args)]
    _print(args, rows)
    return 0


def _presented(session: Session, args: argparse.Namespace) -> list[dict[str, Any]] | None:
    """The deck as counted (`--deck FILE`), read as the event's game reads a deck list."""
    if not args.deck:
        return None
    event = events.find_event(session, args.event)
    return read_presented(read_input(args.deck), input_name(args.deck), event.game_system)


def _cmd_record(args: argparse.Namespace) -> int:
    with transaction(args) as session:
        presented = _presented(session, args)
        row = svc.record_deck_check(session, _check_at(session, args), presented=presented, sleeves=args.sleeves,
                                    notes=args.notes or "", duration_seconds=args.duration,
                                    judge_person_id=_judge(session, args))
    return _print_recorded(args, row, "recorded")


def _cmd_correct(args: argparse.Namespace) -> int:
    with transaction(args) as session:
        presented = _presented(session, args)
        row = svc.correct_deck_check(session, _check_at(session, args), reason=args.reason, presented=presented,
                                     sleeves=args.sleeves, notes=args.notes or "",
                                     duration_seconds=args.duration,
                                     judge_person_id=_judge(session, args))
    return _print_recorded(args, row, "corrected")


def _cmd_remove(args: argparse.Namespace) -> int:
    with transaction(args) as session:
        row = svc.remove_deck_check(session, _check_at(session, args))
    where = f" at table {row.table_number}" if row.table_number else ""
    print(f"removed the deck check pick of {row.player_name}{where}")
    return 0


def _print_recorded(args: argparse.Namespace, row: svc.DeckCheckRow, done: str) -> int:
    if args.json:
        print_json(row)
        return 0
    findings = row.findings or {}
    print(f"deck check at table {row.table_number} of {row.in_round} {done} for {row.player_name}: took {row.duration_seconds} s "
          "(added to the match's time)")
    for key in ("missing", "extra"):
        for card in findings.get(key, []):
            print(f"  {key}: {card['qty']}× {card['name']}")
    if findings.get("sleeves", "ok") != "ok":
        print(f"  sleeves: {findings['sleeves']}")
    if row.list_already_penalised:
        print("  the deck list already has its deck-list penalty (one per list): not proposed again")
    if row.proposed_infraction:
        proposed = PenaltyKind(row.proposed_penalty).label if row.proposed_penalty else ""
        print(f"  proposed: {_infraction_name(row.proposed_infraction)} ({proposed}); issue it with "
              f"`tourney deckcheck penalty {shlex.quote(args.event)} {row.table_number} "
              f"{shlex.quote(row.player_name)} --round {row.round_number} --judge ...`")
    elif not findings.get("missing") and not findings.get("extra"):
        print("  deck matches its list: no penalty")
    else:
        print("  no penalty proposed")
    return 0


def _cmd_penalty(args: argparse.Namespace) -> int:
    with transaction(args) as session:
        row = svc.apply_proposed_penalty(
            session, _check_at(session, args), issued_by_person_id=_judge(session, args) or 0,
            infraction_code=args.infraction, penalty=args.penalty, reason=args.reason,
        )
        line = penalty_line(session, row)
    say(args, row, line)
    return 0


def _cmd_list(args: argparse.Namespace) -> int:
    with reading(args) as session:
        event = events.find_event(session, args.event)
        rows = svc.list_deck_checks(session, event.id, round_number=args.round)
    _print(args, rows)
    return 0


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser("deckcheck", help="random deck checks (floor rules)")
    commands = parser.add_subparsers(dest="deckcheck_command", metavar="ACTION", required=True)

    def cmd(name: str, help_text: str) -> argparse.ArgumentParser:
        p = commands.add_parser(name, help=help_text)
        p.add_argument("--json", action="store_true", help="print JSON")
        return p

    pick = cmd("pick", "select matches at random for this round (seeded, recorded)")
    pick.add_argument("event", help="event id or name")
    pick.add_argument("--round", type=int, help="round number (default: the latest)")
    pick.add_argument("--count", type=int, help="matches to check (default: 1)")
    pick.set_defaults(func=_cmd_pick)

    match = cmd("match", "check the decks at a table the judge chose")
    match.add_argument("event", help="event id or name")
    match.add_argument("table", help="table number")
    match.add_argument("--round", type=int, help="round number (default: the latest)")
    match.set_defaults(func=_cmd_match)

    def naming(p: argparse.ArgumentParser, player_help: str) -> None:
        p.add_argument("event", help="event id or name")
        p.add_argument("table", help="table number of the checked match (see `tourney deckcheck list`)")
        p.add_argument("player", nargs="?", help=player_help)
        p.add_argument("--round", type=int, help="round number (default: the latest)")

    one = "whose deck: number or name (may be left out when only one deck at the table is checked)"
    start = cmd("start", "the decks were collected: start timing")
    naming(start, "only this player's deck: number or name (default: every deck checked at the table)")
    start.add_argument("--judge", help="the judge taking the decks (name or player number)")
    start.set_defaults(func=_cmd_start)

    def findings_options(p: argparse.ArgumentParser) -> None:
        naming(p, one)
        p.add_argument("--deck", help="the deck as counted, written as a deck list is ('QTY Card Name' "
                                      "per line; headings and comments allowed; - reads standard "
                                      "input); leave out when it matched the list")
        p.add_argument("--sleeves", default="ok",
                       choices=("ok", "not_uniform", "worn", "marked", "marked_pattern"))
        p.add_argument("--notes")
        p.add_argument("--judge", help="the judge who checked the deck (name or player number)")

    record = cmd("record", "record what the check found")
    findings_options(record)
    record.add_argument("--duration", type=int, help="seconds the check took, when it was not started")
    record.set_defaults(func=_cmd_record)

    correct = cmd("correct", "correct a recorded check: what it found (given again in full) or "
                             "how long it took")
    findings_options(correct)
    correct.add_argument("--duration", type=int, help="seconds the check really took")
    correct.add_argument("--reason", required=True, help="why the check is corrected")
    correct.set_defaults(func=_cmd_correct)

    remove = cmd("remove", "remove a pick nobody started")
    naming(remove, one)
    remove.set_defaults(func=_cmd_remove)

    penalty = cmd("penalty", "issue the penalty the check proposes")
    naming(penalty, one)
    penalty.add_argument("--judge", required=True)
    penalty.add_argument("--infraction", help="a different infraction than proposed")
    penalty.add_argument("--penalty", help="head judge only: a different penalty")
    penalty.add_argument("--reason")
    penalty.set_defaults(func=_cmd_penalty)

    listing = cmd("list", "deck checks of an event")
    listing.add_argument("event", help="event id or name")
    listing.add_argument("--round", type=int)
    listing.set_defaults(func=_cmd_list)
