"""`tourney eom ...`: the end-of-match procedure step by step, and the head judge's 5-minute cap."""

from __future__ import annotations

import argparse

from sqlmodel import Session

from tourney.cli._lookups import find_judge, match_at_table, require_seated
from tourney.cli._output import print_json, transaction
from tourney.errors import NotFoundError, ValidationError
from tourney.policy.end_of_match import Stage
from tourney.policy.penalty_effects import Side
from tourney.services import concessions, events, players
from tourney.services import end_of_match as svc
from tourney.services.places import match_place, match_with_players
from tourney.services.rounds import require_match


def _points(text: str) -> tuple[int, int]:
    a, sep, b = text.partition("-")
    if not sep or not a.strip().isdigit() or not b.strip().isdigit():
        raise argparse.ArgumentTypeError(f"points must look like 7-5 (player A - player B), not {text!r}")
    return int(a), int(b)


def _side(session: Session, match_id: int, who: str, option: str) -> Side:
    """The side ('a' or 'b') of the player at the match named by name or player number, or by
    'a'/'b' as the pairings list them (A first, then B)."""
    if who.strip().casefold() in ("a", "b"):
        return "a" if who.strip().casefold() == "a" else "b"
    match, round_ = require_match(session, match_id)
    try:
        player = players.find_player(session, round_.event_id, who)
    except NotFoundError:
        raise ValidationError(
            f"{option} {who!r}: nobody by that name or number plays at {match_with_players(session, match, round_)}"
        ) from None
    require_seated(session, match_id, player)
    return "a" if player.registration_id == match.player_a_id else "b"


def _cmd_step(args: argparse.Namespace) -> int:
    with transaction(args) as session:
        match_id = match_at_table(session, args.event, args.table, args.round)
        outcome = svc.run_end_of_match(
            session, match_id, first_player=_side(session, match_id, args.first, "--first"),
            turn_player=_side(session, match_id, args.turn, "--turn"),
            points_a=args.points[0], points_b=args.points[1], stage=args.stage,
            game_winner=None if args.winner is None else _side(session, match_id, args.winner, "--winner"),
            record=args.record,
        )
    if args.json:
        print_json(outcome)
        return 0
    step = outcome.step
    print(f"next: {step.message}")
    print(f"      ({step.rule})")
    if outcome.recorded_games:
        result = outcome.result_words or "not decided yet (extra game)"
        print(f"recorded game {outcome.recorded_games[0]}; match result: {result}")
    elif step.game_result and not args.record:
        print("add --record to write this result")
    return 0


def _cmd_cap(args: argparse.Namespace) -> int:
    if args.state not in ("on", "off"):
        raise ValidationError("cap must be 'on' or 'off'")
    with transaction(args) as session:
        event = events.find_event(session, args.event)
        value = svc.set_end_of_match_cap(session, event.id, enabled=args.state == "on",
                                         by_person_id=find_judge(session, event.id, args.judge))
    print("end-of-match procedure limited to 5 minutes" if value else "end-of-match procedure not limited")
    return 0


def _cmd_concede(args: argparse.Namespace) -> int:
    with transaction(args) as session:
        match_id = match_at_table(session, args.event, args.table, args.round)
        match, round_ = require_match(session, match_id)
        player = players.find_player(session, round_.event_id, args.player)
        require_seated(session, match_id, player)
        concessions.concede(session, match_id, player.registration_id, for_prizes=args.for_prizes)
        place = match_place(session, match, round_)
        winner_id = match.player_a_id if match.result == "a" else match.player_b_id
        winner = players.get_player(session, winner_id or 0)
    print(f"{place}: {player.name} conceded; {winner.name} wins (recorded as a concession)")
    return 0


def _cmd_split(args: argparse.Namespace) -> int:
    with transaction(args) as session:
        event = events.find_event(session, args.event)
        first = players.find_player(session, event.id, args.player_a).registration_id
        second = players.find_player(session, event.id, args.player_b).registration_id
        record = concessions.record_prize_split(
            session, event.id, registration_ids=(first, second), terms=args.terms,
            head_judge_person_id=find_judge(session, event.id, args.judge),
            places=tuple(args.places), includes_concession=args.with_concession,
            adds_outside_items=args.outside_items,
        )
    names = " and ".join(p["name"] for p in record["players"])
    print(f"prize split recorded between {names} before {record['head_judge']}: {record['terms']}")
    return 0


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser("eom", aliases=["end-of-match"],
                                   help="the end-of-match procedure after time is called")
    commands = parser.add_subparsers(dest="eom_command", metavar="ACTION", required=True)
    step = commands.add_parser("step", help="say what happens next (and record the result)")
    step.add_argument("event", help="event id or name")
    step.add_argument("table", help="table number")
    step.add_argument("--round", type=int, help="round number (default: the latest)")
    who = "name or player number (or a/b: the first or second player the pairings list)"
    step.add_argument("--first", required=True, metavar="PLAYER", help=f"who went first this game: {who}")
    step.add_argument("--turn", required=True, metavar="PLAYER", help=f"whose turn it is: {who}")
    step.add_argument("--points", required=True, type=_points,
                      help="points as A-B, the first-listed player's first, e.g. 7-5")
    step.add_argument("--stage", default=Stage.CURRENT_TURN.value, choices=[s.value for s in Stage],
                      help="current_turn (default), additional_turn, decide or extra_game")
    step.add_argument("--winner", metavar="PLAYER", help=f"the game ended: this player won it ({who})")
    step.add_argument("--record", action="store_true", help="record the result when it is known")
    step.add_argument("--json", action="store_true", help="print JSON")
    step.set_defaults(func=_cmd_step)
    cap = commands.add_parser("cap", help="head judge: limit the procedure to 5 minutes (on/off)")
    cap.add_argument("event", help="event id or name")
    cap.add_argument("state", choices=("on", "off"))
    cap.add_argument("--judge", required=True)
    cap.set_defaults(func=_cmd_cap)
    concede = commands.add_parser("concede", help="a player concedes the match (recorded as such)")
    concede.add_argument("event", help="event id or name")
    concede.add_argument("table", help="table number")
    concede.add_argument("player", help="the conceding player: number or name")
    concede.add_argument("--round", type=int, help="round number (default: the latest)")
    concede.add_argument("--for-prizes", action="store_true",
                         help="the concession is part of a prize deal (refused by the floor rules)")
    concede.set_defaults(func=_cmd_concede)
    split = commands.add_parser("split", help="record a prize split between the two finalists")
    split.add_argument("event", help="event id or name")
    split.add_argument("player_a")
    split.add_argument("player_b")
    split.add_argument("--terms", required=True, help="what was agreed")
    split.add_argument("--judge", required=True, help="the head judge who was present")
    split.add_argument("--places", type=int, nargs="+", default=[1, 2],
                       help="prize places split (only 1 and 2 may be)")
    split.add_argument("--with-concession", action="store_true", help="the deal includes a concession")
    split.add_argument("--outside-items", action="store_true",
                       help="the deal adds something outside the prize pool")
    split.set_defaults(func=_cmd_split)
