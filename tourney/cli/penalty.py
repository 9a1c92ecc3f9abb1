"""`tourney penalty ...`: issue, list, withdraw penalties; tardiness; deck-list penalties; the report."""

from __future__ import annotations

import argparse
from datetime import datetime

from sqlmodel import Session

from tourney.cli._lookups import find_judge, match_at_table, player_deck_list, require_seated
from tourney.cli._output import (
    input_name,
    print_json,
    read_input,
    reading,
    render_table,
    say,
    transaction,
)
from tourney.cli._wrapping import print_wrapped
from tourney.db.models import DeckList
from tourney.errors import ValidationError
from tourney.policy.choices import one_of
from tourney.policy.penalties import CATALOG, PenaltyKind
from tourney.services import events, players, staff
from tourney.services import penalties as svc
from tourney.services.decklists import current_deck_list, deck_list_messages
from tourney.services.penalty_numbers import find_penalty, penalty_number, penalty_numbers

PENALTIES = one_of({kind.value: kind.label for kind in PenaltyKind})
"""The penalties as the lists print them, for the help ("Procedural Error, ... or Disqualification")."""


def _table(rows: list[svc.PenaltyRow], numbers: dict[int, int]) -> str:
    """The penalties with each one's number among its player's (what `withdraw`/`change` take)."""
    return render_table(
        ["player", "no.", "round", "infraction", "penalty", "judge", "effect", "notes"],
        [
            [
                r.player_name, numbers[r.id], r.round_label, r.infraction_name,
                r.penalty_label + (" (withdrawn)" if not r.active else ""),
                r.issued_by_name, r.effect,
                "; ".join(x for x in (r.escalation_reason, r.upgrade_reason, r.description,
                                      r.withdrawn_reason) if x),
            ]
            for r in rows
        ],
    )


def penalty_line(session: Session, row: svc.PenaltyRow) -> str:
    """One issued penalty in a line, with its number among the player's (as the list prints it)."""
    return (f"{row.penalty_label} for {row.player_name} ({row.infraction_name}), their penalty "
            f"{penalty_number(session, row.id)} — {row.effect}")


def _say(args: argparse.Namespace, row: svc.PenaltyRow, line: str) -> None:
    if args.json:
        print_json(row)
        return
    print(line)
    if row.escalation_reason:
        print(f"  escalated: {row.escalation_reason}")
    if row.upgrade_reason:
        print(f"  changed by the head judge: {row.upgrade_reason}")


def _cmd_infractions(args: argparse.Namespace) -> int:
    if args.json:
        print_json([{"code": i.code, "name": i.name, "penalty": i.default_penalty.value,
                     "section": i.section, "examples": list(i.examples), "note": i.note}
                    for i in CATALOG])
        return 0
    print(render_table(["infraction", "default penalty", "floor rules"],
                       [[i.name, i.default_penalty.label, i.section] for i in CATALOG]))
    return 0


def _cmd_judges(args: argparse.Namespace) -> int:
    with reading(args) as session:
        event = events.find_event(session, args.event)
        members = [m for m in staff.list_staff(session, event.id) if m.role in ("head_judge", "floor_judge")]
    if args.json:
        print_json(members)
    elif not members:
        print("no judges assigned: a penalty needs an issuing judge of the event")
    else:
        print(render_table(["name", "number", "role"],
                           [[m.name, m.player_number, m.role_label] for m in members]))
    return 0


def _cmd_add(args: argparse.Namespace) -> int:
    with transaction(args) as session:
        event = events.find_event(session, args.event)
        player = players.find_player(session, event.id, args.player)
        if args.round is not None and args.table is None:
            raise ValidationError("--round names the round of --table: give the table number too")
        match_id = None if args.table is None else match_at_table(session, args.event, args.table, args.round)
        if match_id is not None:
            require_seated(session, match_id, player)
        row = svc.issue_penalty(
            session, event.id, player.registration_id, infraction_code=args.infraction,
            issued_by_person_id=find_judge(session, event.id, args.judge), penalty=args.penalty,
            reason=args.reason, description=args.description or "", match_id=match_id,
            game_number=args.game,
        )
        line = penalty_line(session, row)
    _say(args, row, line)
    return 0


def _cmd_tardy(args: argparse.Namespace) -> int:
    with transaction(args) as session:
        event = events.find_event(session, args.event)
        player = players.find_player(session, event.id, args.player)
        row = svc.issue_tardiness(session, event.id, player.registration_id,
                                  issued_by_person_id=find_judge(session, event.id, args.judge))
        line = penalty_line(session, row)
    _say(args, row, line)
    return 0


def _corrected_list(path_text: str | None) -> str | None:
    """The corrected list's text from its file or standard input ('-'), read as `deck register` reads."""
    if not path_text:
        return None
    try:
        return read_input(path_text).decode("utf-8-sig")
    except UnicodeDecodeError:
        raise ValidationError(f"cannot read {input_name(path_text)}: not a text file") from None


def _cmd_deck_list(args: argparse.Namespace) -> int:
    corrected = _corrected_list(args.corrected)
    with transaction(args) as session:
        event_id, deck_list_id = player_deck_list(session, args.event, args.player, args.version)
        row = svc.penalize_deck_list(
            session, deck_list_id, corrected_text=corrected, description=args.description or "",
            corrected_filename=input_name(args.corrected) if args.corrected else None,
            issued_by_person_id=find_judge(session, event_id, args.judge),
        )
        check = _corrected_check(session, deck_list_id) if corrected is not None else []
        line = penalty_line(session, row)
    _say(args, row, line)
    if check and not args.json:
        print(check[0])
        for message in check[1:]:
            print_wrapped(message, "  ")
    return 0


def _corrected_check(session: Session, deck_list_id: int) -> list[str]:
    """The corrected version a judge just recorded, as `deck register` shows a list: its
    version and verdict, then its messages (a late list's note first, as it stays on every
    version)."""
    old = session.get(DeckList, deck_list_id)
    assert old is not None
    new = current_deck_list(session, old.registration_id)
    assert new is not None
    said = (f"corrected: deck list version {new.version} for "
            f"{svc.player_name(session, new.registration_id)}: {new.status}")
    return [said, *deck_list_messages(new)]


def _cmd_correct_deck_list(args: argparse.Namespace) -> int:
    corrected = _corrected_list(args.corrected)
    assert corrected is not None  # --corrected is required
    with transaction(args) as session:
        event_id, deck_list_id = player_deck_list(session, args.event, args.player)
        new_id = svc.correct_under_penalty(
            session, deck_list_id, text=corrected, filename=input_name(args.corrected), note=args.note or "",
            corrected_by_person_id=find_judge(session, event_id, args.judge),
        )
        new = session.get(DeckList, new_id)
        assert new is not None
        said = (f"deck list version {new.version} for {svc.player_name(session, new.registration_id)}: "
                f"{new.status}, {new.change_reason}")
        messages = deck_list_messages(new)
    print(said)
    for message in messages:
        print_wrapped(message, "  ")
    return 0


def _cmd_list(args: argparse.Namespace) -> int:
    with reading(args) as session:
        event = events.find_event(session, args.event)
        registration_id = (players.find_player(session, event.id, args.player).registration_id
                           if args.player else None)
        rows = svc.list_penalties(session, event.id, registration_id=registration_id,
                                  include_withdrawn=not args.active)
        numbers = penalty_numbers(session, event.id)
    if args.json:
        print_json(rows)
    elif not rows:
        print("no penalties")
    else:
        print(_table(rows, numbers))
    return 0


def _players_penalty(session: Session, args: argparse.Namespace) -> tuple[int, int]:
    """(event id, penalty id) of the penalty named by event, player and the player's penalty number."""
    event = events.find_event(session, args.event)
    player = players.find_player(session, event.id, args.player)
    return event.id or 0, find_penalty(session, event.id or 0, player.registration_id, args.number)


def _cmd_withdraw(args: argparse.Namespace) -> int:
    with transaction(args) as session:
        event_id, penalty_id = _players_penalty(session, args)
        row = svc.withdraw_penalty(session, penalty_id, reason=args.reason,
                                   by_person_id=find_judge(session, event_id, args.judge))
        number = penalty_number(session, penalty_id)
    say(args, row, f"{row.player_name}'s penalty {number} ({row.penalty_label} for {row.infraction_name}) "
                   f"withdrawn ({row.withdrawn_reason}); its effects on results were undone")
    return 0


def _cmd_change(args: argparse.Namespace) -> int:
    with transaction(args) as session:
        event_id, penalty_id = _players_penalty(session, args)
        row = svc.change_penalty(session, penalty_id, penalty=args.penalty, reason=args.reason,
                                 by_person_id=find_judge(session, event_id, args.judge))
        line = penalty_line(session, row)
    _say(args, row, line)
    return 0


def _cmd_apply_pending(args: argparse.Namespace) -> int:
    with transaction(args) as session:
        event = events.find_event(session, args.event)
        rows = svc.apply_pending_game_losses(session, event.id)
        numbers = penalty_numbers(session, event.id)
    if args.json:
        print_json(rows)
    else:
        print(f"{len(rows)} pending Game Loss(es) applied")
        for row in rows:
            print(f"  {row.player_name} (their penalty {numbers[row.id]}) — {row.effect}")
    return 0


def _cmd_report(args: argparse.Namespace) -> int:
    with reading(args) as session:
        event = events.find_event(session, args.event)
        report = svc.penalty_report(session, event.id)
        numbers = penalty_numbers(session, event.id)
        pdf_data = (
            svc.penalty_report_data(session, event.id, by_player=args.by_player,
                                    printed_at_label=datetime.now().strftime("%Y-%m-%d %H:%M"))
            if args.pdf else None
        )
    if pdf_data is not None:
        from tourney.reports import render_penalty_report, save_atomically

        written = save_atomically(args.pdf, lambda out: render_penalty_report(pdf_data, out))
        print(f"wrote {written}")
        return 0
    if args.json:
        print_json(report)
        return 0
    print(f"Penalty report — {report.event_name}")
    for title, counts in (("by penalty", report.by_penalty), ("by infraction", report.by_infraction),
                          ("by player", report.by_player)):
        print(f"\n{title}:")
        for name, count in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])):
            print(f"  {count:3d}  {name}")
    print(f"\nwithdrawn: {report.withdrawn}\n")
    if report.rows:
        print(_table(list(report.rows), numbers))
    return 0


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser("penalty", help="issue, list and withdraw penalties (floor rules)")
    commands = parser.add_subparsers(dest="penalty_command", metavar="ACTION", required=True)

    def with_json(p: argparse.ArgumentParser) -> argparse.ArgumentParser:
        p.add_argument("--json", action="store_true", help="print JSON")
        return p

    def naming(p: argparse.ArgumentParser) -> None:
        p.add_argument("event", help="event id or name")
        p.add_argument("player", help="player number or name")
        p.add_argument("number", nargs="?", type=int,
                       help="which of the player's penalties, numbered as `penalty list` prints them "
                            "(may be left out when the player has one)")

    infractions = with_json(commands.add_parser("infractions", help="the infraction catalog"))
    infractions.set_defaults(func=_cmd_infractions)

    judges = with_json(commands.add_parser("judges", help="the event's judges (who may issue penalties)"))
    judges.add_argument("event", help="event id or name")
    judges.set_defaults(func=_cmd_judges)

    add = with_json(commands.add_parser("add", help="issue a penalty"))
    add.add_argument("event", help="event id or name")
    add.add_argument("player", help="player number or name")
    add.add_argument("infraction", help="the infraction as `tourney penalty infractions` names it "
                                        "(\"Slow play\", \"Tardiness\"; any case)")
    add.add_argument("--judge", required=True, help="issuing judge: name or player number")
    add.add_argument("--penalty", help=f"head judge only: a different penalty than the default: {PENALTIES}")
    add.add_argument("--reason", help="why the head judge changed the penalty")
    add.add_argument("--description", help="what happened")
    add.add_argument("--table", help="table number of the player's match (default: their match this round)")
    add.add_argument("--round", type=int, help="round of --table (default: the latest)")
    add.add_argument("--game", type=int, help="game number the infraction happened in")
    add.set_defaults(func=_cmd_add)

    tardy = with_json(commands.add_parser("tardy", help="Game Loss for tardiness (after 5 minutes)"))
    tardy.add_argument("event", help="event id or name")
    tardy.add_argument("player")
    tardy.add_argument("--judge", required=True)
    tardy.set_defaults(func=_cmd_tardy)

    deck = with_json(commands.add_parser("deck-list", help="the one penalty for an incorrect/invalid list"))
    deck.add_argument("event", help="event id or name")
    deck.add_argument("player", help="player number or name: their deck list in force is penalised")
    deck.add_argument("--version", type=int, help="an earlier version of the list, as `deck register` numbered it")
    deck.add_argument("--judge", required=True)
    corrected_help = "file with the corrected list (any deck-list format the game reads; - for standard input)"
    deck.add_argument("--corrected", help=corrected_help)
    deck.add_argument("--description")
    deck.set_defaults(func=_cmd_deck_list)

    again = commands.add_parser(
        "correct-deck-list",
        help="correct a list again under the deck-list penalty it already has (no new penalty)")
    again.add_argument("event", help="event id or name")
    again.add_argument("player", help="player number or name: their deck list in force is corrected")
    again.add_argument("--judge", required=True)
    again.add_argument("--corrected", required=True, help=corrected_help)
    again.add_argument("--note", help="what was still wrong (kept with the version's reason)")
    again.set_defaults(func=_cmd_correct_deck_list)

    listing = with_json(commands.add_parser("list", help="penalties of an event or one player"))
    listing.add_argument("event", help="event id or name")
    listing.add_argument("--player", help="only this player's history")
    listing.add_argument("--active", action="store_true", help="hide withdrawn penalties")
    listing.set_defaults(func=_cmd_list)

    withdraw = with_json(commands.add_parser("withdraw", help="withdraw a penalty (head judge)"))
    naming(withdraw)
    withdraw.add_argument("--judge", required=True)
    withdraw.add_argument("--reason", required=True)
    withdraw.set_defaults(func=_cmd_withdraw)

    change = with_json(commands.add_parser("change", help="head judge: change (upgrade) an issued penalty"))
    naming(change)
    change.add_argument("--penalty", required=True, help=f"the new penalty: {PENALTIES}")
    change.add_argument("--reason", required=True)
    change.add_argument("--judge", required=True)
    change.set_defaults(func=_cmd_change)

    pending = with_json(commands.add_parser(
        "apply-pending", help="give Game Losses issued between matches to the next round's games"))
    pending.add_argument("event", help="event id or name")
    pending.set_defaults(func=_cmd_apply_pending)

    report = with_json(commands.add_parser("report", help="the event penalty report"))
    report.add_argument("event", help="event id or name")
    report.add_argument("--pdf", metavar="FILE", help="write the printable report as a PDF")
    report.add_argument("--by-player", action="store_true", help="PDF grouped by player")
    report.set_defaults(func=_cmd_report)
