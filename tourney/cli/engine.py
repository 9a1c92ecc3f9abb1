"""`tourney engine ...`: play seeded random games, advance a judge's board state,
step through a replay, and list which cards the rules engine implements."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TextIO

from engine.core.errors import EngineError, StateFormatError
from engine.core.replay import Replay
from engine.mlp.api import default_library, make_setup, open_replay, start_recording
from engine.mlp.boardstate import read_board, save_board
from engine.mlp.bot import RandomBot
from engine.mlp.coverage import counts, coverage
from engine.mlp.procedures.endmatch import call_time
from engine.mlp.state.game import MlpGame
from tourney.errors import UserError, ValidationError
from tourney.services.match_table import construction_notes


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser("engine", help="the MLP rules engine: play, advance, replay, coverage")
    sub = parser.add_subparsers(dest="engine_command", metavar="ACTION", required=True)

    play = sub.add_parser("play", help="play two decks with seeded random bots and print the log")
    play.add_argument("deck_a", help="deck file (.o8d, text or CSV)")
    play.add_argument("deck_b", help="deck file (.o8d, text or CSV)")
    play.add_argument("--seed", type=int, default=1, help="game and bot seed (default 1)")
    play.add_argument("--style", choices=("uniform", "eager"), default="uniform", help="bot style")
    play.add_argument("--max-turns", type=int, default=200, help="stop an endless game after this many turns")
    play.add_argument("--call-time", type=int, metavar="TURN",
                      help="time is called during this turn: play the end-of-match procedure")
    play.add_argument("--replay", metavar="FILE", help="also write the game's replay here")
    play.add_argument("--quiet", action="store_true", help="print only the result")
    play.set_defaults(func=_cmd_play)

    advance = sub.add_parser("advance", help="validate a board-state file and run it to the next decision")
    advance.add_argument("board", help="board-state JSON file (see docs/board-state-format.md)")
    advance.add_argument("--answer", action="append", default=[], metavar="KEYS",
                         help="answer the pending decision (comma-separated option keys); repeatable")
    advance.add_argument("--call-time", action="store_true",
                         help="time is called now: the rest of the end-of-match procedure follows")
    advance.add_argument("--out", metavar="FILE", help="write the resulting board state here")
    advance.set_defaults(func=_cmd_advance)

    replay = sub.add_parser("replay", help="replay a file to a given step and show that position")
    replay.add_argument("file", help="replay JSON file")
    replay.add_argument("--step", type=int, help="step (answers given) to stop at; default the end")
    replay.add_argument("--board", metavar="FILE", help="write the board state at that step here")
    replay.set_defaults(func=_cmd_replay)

    cover = sub.add_parser("coverage", help="list every card as implemented / partial / missing")
    cover.add_argument("--status", choices=("implemented", "partial", "missing"), help="only this status")
    cover.add_argument("--summary", action="store_true", help="print only the counts")
    cover.set_defaults(func=_cmd_coverage)


def _deck_ids(path: str) -> list[str]:
    """Card ids (one per copy) of a deck file, through the deck reader."""
    from engine.mlp.cards.database import load_card_database
    from engine.mlp.decks.errors import DeckFormatError
    from engine.mlp.decks.parse import read_deck
    from engine.mlp.decks.validate import resolve_deck_list

    file = Path(path)
    try:
        data = file.read_bytes()
    except OSError as exc:
        raise UserError(f"cannot read the deck file {path}: {exc.strerror}") from None
    try:
        deck_list = read_deck(data, file.name)
    except DeckFormatError as exc:
        raise ValidationError(f"{path}: {exc}") from None
    deck, messages = resolve_deck_list(deck_list, load_card_database())
    errors = [m for m in messages if getattr(m, "severity", "") == "error"]
    if errors:
        raise ValidationError(f"{path}: " + "; ".join(m.text for m in errors))
    ids: list[str] = []
    for entry in deck.entries:
        ids += [entry.card.id] * entry.qty
    return ids


def _print_log(game: MlpGame, start: int = 0, out: TextIO | None = None) -> None:
    # sys.stdout is looked up per call: a default bound at import time outlives
    # a replaced (and closed) stdout, as under test capture.
    for entry in game.log[start:]:
        print(entry, file=out or sys.stdout)


def _cmd_play(args: argparse.Namespace) -> int:
    library = default_library()
    files = (args.deck_a, args.deck_b)
    decks = [_deck_ids(path) for path in files]
    try:
        setup = make_setup(decks, args.seed, library)
        recorder = start_recording(setup, library)
    except EngineError as exc:
        # the engine numbers the decks; the user gave files
        message = str(exc)
        for index, path in enumerate(files):
            message = message.replace(f"decks[{index}]", Path(path).name)
        raise ValidationError(message) from None
    for note in construction_notes(decks, (Path(files[0]).name, Path(files[1]).name)):
        print(f"warning: {note}", file=sys.stderr)
    game = recorder.game
    bots = [RandomBot(args.seed * 2 + p, style=args.style) for p in (0, 1)]
    while game.pending() is not None and game.s["turn"] <= args.max_turns:
        if args.call_time and game.s["turn"] >= args.call_time and game.s["time_called"] is None:
            call_time(game)
        decision = game.pending()
        recorder.submit(bots[decision.player].choose(decision))
    if not args.quiet:
        _print_log(game)
    scores = [p["score"] for p in game.s["players"]]
    if game.result is None:
        print(f"Stopped after {args.max_turns} turns without a winner; scores {scores[0]}-{scores[1]}")
    else:
        winner = game.result["winner"]
        who = "draw" if winner is None else f"P{winner} wins"
        print(f"Result: {who} ({game.result['reason']}, {game.result['rule']}); scores {scores[0]}-{scores[1]}; "
              f"{game.s['turn']} turns, {len(recorder.replay.answers)} decisions; digest {game.digest()}")
    if args.replay:
        recorder.replay.save(args.replay)
        print(f"Replay written to {args.replay}")
    return 0


def _describe_pending(game: MlpGame) -> None:
    decision = game.pending()
    if decision is None:
        result = game.result or {}
        print(f"No decision pending: the game is over ({result.get('reason', 'finished')}).")
        return
    print(f"Pending decision for P{decision.player} ({decision.kind}): {decision.prompt}")
    print(f"Choose {decision.min}..{decision.max} of:")
    for option in decision.options:
        print(f"  {option.key:<28} {option.label}")


def _cmd_advance(args: argparse.Namespace) -> int:
    library = default_library()
    try:
        game = read_board(args.board, library)
    except StateFormatError as exc:
        raise ValidationError(f"{args.board}: bad board state, field {exc.field}: {exc.detail}") from None
    except OSError as exc:
        raise UserError(f"cannot read {args.board}: {exc.strerror}") from None
    print(f"{args.board}: valid board state")
    _print_log(game)
    if args.call_time:
        try:
            call_time(game)
        except EngineError as exc:
            raise ValidationError(str(exc)) from None
        _print_log(game, len(game.log) - 1)
    for raw in args.answer:
        start = len(game.log)
        keys = [k for k in raw.split(",") if k]
        try:
            game.submit(keys)
        except EngineError as exc:
            raise ValidationError(f"answer {raw!r}: {exc}") from None
        print(f"-- answered {keys}")
        _print_log(game, start)
    _describe_pending(game)
    if args.out:
        _write_board(game, args.out)
        print(f"Board state written to {args.out}")
    return 0


def _cmd_replay(args: argparse.Namespace) -> int:
    try:
        replay = Replay.load(args.file)
        cursor = open_replay(replay, default_library())
        step = cursor.length if args.step is None else args.step
        cursor.seek(step)
    except StateFormatError as exc:
        raise ValidationError(f"{args.file}: bad replay, field {exc.field}: {exc.detail}") from None
    except EngineError as exc:
        raise ValidationError(f"{args.file}: {exc}") from None
    except OSError as exc:
        raise UserError(f"cannot read {args.file}: {exc.strerror}") from None
    game = cursor.game
    _print_log(game)
    s = game.s
    print(f"Step {cursor.step} of {cursor.length}: turn {s['turn']}, P{s['turn_player']}'s {s['phase']} phase; "
          f"scores {s['players'][0]['score']}-{s['players'][1]['score']}; digest {game.digest()}")
    _describe_pending(game)
    if args.board:
        _write_board(game, args.board)
        print(f"Board state written to {args.board}")
    return 0


def _write_board(game: MlpGame, path: str) -> None:
    try:
        save_board(game, path)
    except OSError as exc:
        raise UserError(f"cannot write {path}: {exc.strerror}") from None


def _cmd_coverage(args: argparse.Namespace) -> int:
    rows = coverage(default_library())
    if not args.summary:
        for row in rows:
            if args.status and row.status != args.status:
                continue
            note = f"  -- {' | '.join(row.unsupported)}" if row.unsupported else ""
            print(f"{row.code:<10} {row.status:<12} {row.name}{note}")
    total = counts(rows)
    print(f"implemented {total['implemented']}, partial {total['partial']}, missing {total['missing']} "
          f"(of {len(rows)} cards)")
    return 0
