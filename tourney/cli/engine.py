"""`tourney engine ...`: play seeded random games, advance a judge's board state,
step through a replay, and list which cards the rules engine implements."""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import re
import stat
import sys
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any, TextIO

from engine.core.coverage import GROUPINGS, STATUS_LABELS, STATUSES, summary_line
from engine.core.coverage import table as coverage_table
from engine.core.decision import Decision
from engine.core.errors import (
    BoardFormatError,
    CardDataError,
    DeckFormatError,
    EngineError,
    IllegalAnswer,
    ReplayFormatError,
    StateFormatError,
)
from engine.core.field_words import refusal, replay_refused
from engine.core.game_system import GameSystem
from engine.core.json_reader import parse_json
from engine.core.judge_action import JudgeAction
from engine.core.player_names import named_players
from engine.core.plural import how_many
from engine.core.registry import DEFAULT_SYSTEM, find_game_system, game_systems
from engine.core.replay import Replay, ReplayCursor, ReplayRecorder, decision_number
from engine.core.replay_setup import check_replay_game
from engine.core.table import UNTIL_STOPS, TableRules
from tourney.cli._help import ShownHelpFormatter, WordedWhenShown, game_option_help
from tourney.cli._startup import collector_paused
from tourney.cli._wrapping import print_wrapped
from tourney.errors import UserError, ValidationError, write_error


def _system(args: argparse.Namespace) -> tuple[GameSystem, TableRules]:
    """The game the command is about (--game; the default game) and its rules engine."""
    try:
        system = find_game_system(getattr(args, "game", None) or DEFAULT_SYSTEM)
        return system, system.table()
    except KeyError as exc:
        raise ValidationError(str(exc.args[0])) from None
    except EngineError as exc:
        raise ValidationError(str(exc)) from None


SEED_LIMIT = 2 ** 64
"""Seeds are 64-bit (the game's SplitMix64 generator): 0 to 2**64 - 1."""


def _seed(text: str) -> int:
    """A --seed as the game takes it, or argparse's message naming the option."""
    try:
        seed = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"a whole number from 0 to 2**64 - 1, not {text!r}") from None
    if not 0 <= seed < SEED_LIMIT:
        raise argparse.ArgumentTypeError(f"a whole number from 0 to 2**64 - 1, not {seed}")
    return seed


def _whole_number(text: str, *, least: int, wanted: str, too_small: str) -> int:
    """A whole number typed on the command line, refused in words naming what was wanted."""
    try:
        number = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{wanted}, not {text!r}") from None
    if number < least:
        raise argparse.ArgumentTypeError(f"{too_small}, not {number}")
    return number


def _turn(text: str) -> int:
    """A turn number (--call-time): turns are numbered from 1."""
    return _whole_number(text, least=1, wanted="a turn number", too_small="turns are numbered from 1")


def _turns(text: str) -> int:
    """A number of turns (--max-turns): 0 or more; 0 deals the game and stops before its
    first turn (what `benchmarks/startup.py` times: the wait before the first decision)."""
    wanted = "a number of turns, 0 or more"
    return _whole_number(text, least=0, wanted=wanted, too_small=wanted)


def _player(text: str) -> int:
    """A player as the output calls them (--concede): "Player 1" or "Player 2"; the engine's
    own "P0" and "P1", which its files write, are read too."""
    said = "".join(text.split()).upper()
    for index in (0, 1):
        if said in (f"PLAYER{index + 1}", f"P{index}"):
            return index
    raise argparse.ArgumentTypeError(f"a player, \"Player 1\" or \"Player 2\", not {text!r}")


def _each_games_elimination() -> str:
    """Each game's elimination-round procedure in the words the match table's Call time shows
    (`TableRules.time_procedure`), or in plain words that it has none: it imports every game
    system, so it is worded only when --elimination's help is shown (`ELIMINATION_HELP`)."""
    said = []
    for system in game_systems().values():
        procedure = system.table().time_procedure(elimination=True)
        said.append(f"{system.name} has no extra game: the call is refused." if procedure.refusal
                    else f"{system.name}: {procedure.words}")
    return " ".join(said)


ELIMINATION_HELP = WordedWhenShown("with --call-time: time is called with the game's elimination-round procedure "
                                   "instead of its Swiss round's.", _each_games_elimination)


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser("engine", help="the rules engine: play, advance, replay, coverage")
    parser.add_argument("--game", help=game_option_help() + "; a replay names its own, and --game then only checks it")
    sub = parser.add_subparsers(dest="engine_command", metavar="ACTION", required=True)

    play = sub.add_parser("play", help="play two decks with seeded random bots and print the log",
                          formatter_class=ShownHelpFormatter)
    play.add_argument("deck_a", help="deck file (text or CSV, and .o8d for MLP)")
    play.add_argument("deck_b", help="deck file (text or CSV, and .o8d for MLP)")
    play.add_argument("--seed", type=_seed, default=1, help="game and bot seed (default 1)")
    play.add_argument("--style", choices=("uniform", "eager"), default="uniform", help="bot style")
    play.add_argument("--max-turns", type=_turns, default=200, help="stop an endless game after this many turns")
    play.add_argument("--call-time", type=_turn, metavar="TURN",
                      help="time is called during this turn: play the end-of-match procedure "
                           "(a replay written with --replay holds the call)")
    play.add_argument("--elimination", action="store_true", help=ELIMINATION_HELP)
    play.add_argument("--replay", metavar="FILE", help="also write the game's replay here")
    play.add_argument("--player", metavar="NAME", action="append",
                      help="a player's name, once for each (deck_a's player first): the log, the result and a "
                           "replay written say it (one given: the other is Player 2)")
    play.add_argument("--quiet", action="store_true", help="print only the result")
    play.set_defaults(func=_cmd_play)

    advance = sub.add_parser("advance", help="validate a board-state file and run it to the next decision",
                             formatter_class=ShownHelpFormatter)
    advance.add_argument("board", help="board-state JSON file (see docs/board-state-format.md)")
    advance.add_argument("--answer", action="append", default=[], metavar="KEYS",
                         help="answer the pending decision (comma-separated option keys); repeatable")
    advance.add_argument("--call-time", action="store_true",
                         help="time is called now: the rest of the end-of-match procedure follows")
    advance.add_argument("--elimination", action="store_true", help=ELIMINATION_HELP)
    advance.add_argument("--concede", type=_player, metavar="PLAYER",
                         help="the player (\"Player 1\" or \"Player 2\") concedes the game now and loses it (MLP 103.4; in a game "
                              "whose rules say nothing of conceding, the floor rules' Conceding and Dropping)")
    advance.add_argument("--until", choices=UNTIL_STOPS,
                         help="then answer decisions until the engine reaches the end of the current "
                              "step, phase or turn, and stop there")
    advance.add_argument("--by", choices=("default", "bot"),
                         help="who answers on the way with --until: the table's default answers (pass, "
                              "decline, keep; the default) or the seeded random bot")
    advance.add_argument("--seed", type=_seed, help="the bot's seed with --until and --by bot (default 1)")
    advance.add_argument("--out", metavar="FILE", help="write the resulting board state here")
    advance.set_defaults(func=_cmd_advance)

    why = sub.add_parser("why", help="why an action is not offered on a board: the rule or card text "
                                     "that forbids it, or the option it is")
    why.add_argument("board", help="board-state JSON file (see docs/board-state-format.md)")
    why.add_argument("question", help='in plain words: "play CARD", "play CARD at PLACE", "play CARD on '
                                      'CHARACTER", "move CARD to PLACE", "confront PROBLEM", "challenge '
                                      'TROUBLEMAKER", "activate CARD" (or "use CARD"), "rally CARD", "draw a card", "end turn", '
                                      '"score", "frighten CARD"')
    why.set_defaults(func=_cmd_why)

    replay = sub.add_parser("replay", help="replay a file to a given step and show that position")
    replay.add_argument("file", help="replay JSON file")
    replay.add_argument("--step", type=int, help="step (answers given) to stop at; default the end")
    replay.add_argument("--board", metavar="FILE", help="write the board state at that step here")
    replay.set_defaults(func=_cmd_replay)

    cover = sub.add_parser("coverage", help="list every card as implemented (carried out and tested), "
                                             "untested, partial, missing or no-rules")
    cover.add_argument("--status", choices=STATUSES, help="only this status (no-rules: rules not in the "
                                                          "program's rules texts)")
    cover.add_argument("--summary", action="store_true", help="print only the counts")
    cover.add_argument("--by", choices=tuple(GROUPINGS), help="print a table of the statuses per set or "
                                                              "per card type")
    cover.set_defaults(func=_cmd_coverage)


def _deck_ids(path: str, system: GameSystem, rules: TableRules) -> tuple[list[str], list[str]]:
    """Card ids (one per copy) of a deck file, through the game's deck reader, and what the
    reader took on trust (a misspelt name read as the card meant), by line."""
    file = Path(path)
    try:
        data = file.read_bytes()
    except OSError as exc:
        raise UserError(f"cannot read the deck file {path}: {exc.strerror}") from None
    try:
        return rules.read_deck_noted(data, file.name)
    except (DeckFormatError, CardDataError) as exc:
        other = _deck_game(data, file.name, system.id)
        if other is not None:
            raise ValidationError(f"{path}: this is a deck of {other.name}, not of {system.name} "
                                  f"(--game {other.id} plays it)") from None
        # (a reader may name the file itself: it is named once, by the path given)
        message = str(exc).removeprefix(f"{file.name}: ")
        raise ValidationError(f"{path}: {message}") from None


def _deck_game(data: bytes, name: str, refused_by: str) -> GameSystem | None:
    """The other game whose deck reader reads a deck this game's reader refused, if one does:
    a deck names no game, so its cards say which it is for, and a judge who gave the wrong
    game hears that rather than every card named as unknown."""
    for system in game_systems().values():
        if system.id == refused_by:
            continue
        try:
            system.table().read_deck(data, name)
        except (DeckFormatError, CardDataError, EngineError):
            continue
        return system
    return None


def _warn_text_gaps(rules: TableRules, game: Any) -> None:
    """Name on stderr every card in the game whose text the engine does not carry out, with
    the text whole (wrapped to the terminal)."""
    for line in rules.text_gaps(game):
        print_wrapped(rules.words(game, line), "warning: ", file=sys.stderr)


def _print_log(rules: TableRules, game: Any, start: int = 0, out: TextIO | None = None) -> None:
    # sys.stdout is looked up per call: a default bound at import time outlives
    # a replaced (and closed) stdout, as under test capture.
    for line in rules.log_lines(game, start):
        print(line, file=out or sys.stdout)


def _cmd_play(args: argparse.Namespace) -> int:
    _check_elimination(args)
    if args.player is not None and len(args.player) > 2:
        raise ValidationError(f"--player names a player: give it once for each of the two, not {len(args.player)} times")
    # (loading the engine and the card database, reading the decks and dealing: start-up)
    with collector_paused():
        # (here, not at the top: the other engine commands load nothing of the services,
        # `tests/engine/test_startup.py`; this module loads no database or report either)
        from tourney.services.new_game import dealt_names, game_setup

        system, rules = _system(args)
        players = None if args.player is None else dealt_names(args.player)  # (refused before the decks are read)
        files = (args.deck_a, args.deck_b)
        read = [_deck_ids(path, system, rules) for path in files]
        decks = [ids for ids, _notes in read]
        for player, (path, (_ids, notes)) in enumerate(zip(files, read, strict=True)):
            for note in notes:  # (as the construction notes below name a deck)
                print_wrapped(named_players(f"P{player}'s deck ({Path(path).name}): {note}", players or ("", "")),
                              "warning: ", file=sys.stderr)
        if args.replay:  # (said before the game is played, not after)
            _check_folder(args.replay)
        try:
            setup = game_setup(decks, args.seed, players, system.id)
            recorder = ReplayRecorder(rules.new_game(setup), Replay(system.id, setup))
        except EngineError as exc:
            # the engine numbers the decks; the user gave files
            message = str(exc)
            for index, path in enumerate(files):
                message = message.replace(f"decks[{index}]", Path(path).name)
            raise ValidationError(message) from None
    for note in rules.construction_notes(decks, (Path(files[0]).name, Path(files[1]).name)):
        note = named_players(note, players or ("", ""))
        print_wrapped(note, "warning: ", file=sys.stderr)
    game = recorder.game
    _warn_text_gaps(rules, game)
    bots = [rules.bot(args.seed * 2 + p, style=args.style) for p in (0, 1)]
    # (the turn, the call of time and the scores are read from the game: the position view
    # loads when a position is first shown, and a game played here shows none)
    while game.pending() is not None:
        turn = rules.stage(game)[0]
        if turn > args.max_turns:
            break
        if args.call_time and turn >= args.call_time and not rules.time_called(game):
            # (kept in the replay at its place in the line, so the replay plays the same game)
            action = JudgeAction.call_time(len(recorder.replay.answers), args.elimination)
            _call_time(system, partial(recorder.act, rules, action))
        decision = game.pending()
        if decision is None:
            break
        recorder.submit(bots[decision.player].choose(decision))
    if not args.quiet:
        _print_log(rules, game)
    scores = rules.scores(game)
    result = rules.result(game)
    if result is None:
        print(f"Stopped after {how_many(args.max_turns, 'turn')} without a winner; scores {scores[0]}-{scores[1]}")
    else:
        who = "draw" if result.winner is None else f"P{result.winner} wins"
        # (the players by the names --player gave, as the log says them)
        print(rules.words(game, f"Result: {who} ({result.reason}, {result.rule}); scores {scores[0]}-{scores[1]}; ")
              + f"{how_many(rules.stage(game)[0], 'turn')}, {how_many(len(recorder.replay.answers), 'decision')}; "
              f"digest {game.digest()}")
    if args.replay:
        _save_json(args.replay, recorder.replay.to_dict(), sort_keys=False)
        print(f"Replay written to {args.replay}")
    return 0


def _describe_pending(rules: TableRules, game: Any) -> None:
    decision = game.pending()
    if decision is None:
        result = rules.result(game)
        if result is None:
            print("No decision pending: the engine stopped here as asked; it goes on from this "
                  "position when the board is advanced again.")
            return
        print(rules.words(game, f"No decision pending: the game is over ({result.reason})."))
        return
    # (the keys stay as the engine takes them; what people read names the places as the
    # match table does: "at Problem Runaway Cart (P1's)", not "at problem:1"; the prompt says
    # what is asked, so the engine's name for the kind of decision, "trigger_order", is not shown)
    print(rules.words(game, f"Pending decision for P{decision.player}: {decision.prompt}"))
    asked_by = rules.asked_by(game)
    if asked_by is not None:
        print(asked_by)
    print(f"Choose {decision.min}..{decision.max} of:")
    print(_numbered_options(game, decision, rules))


def _check_elimination(args: argparse.Namespace) -> None:
    """--elimination says which end-of-match procedure --call-time plays: alone it would
    change nothing, and a judge who typed it expects it to."""
    if args.elimination and not args.call_time:
        raise ValidationError("--elimination says which end-of-match procedure time is called with; "
                              "give --call-time too")


def _call_time(system: GameSystem, call: Callable[[], None]) -> None:
    """Call time in the game (`call`), or say plainly that its rules have no end-of-match procedure."""
    try:
        call()
    except NotImplementedError:
        raise ValidationError(f"{system.name} has no end-of-match procedure: --call-time does not apply") from None
    except EngineError as exc:
        raise ValidationError(str(exc)) from None


def _concede(system: GameSystem, rules: TableRules, game: Any, player: int) -> None:
    """P`player` concedes the game (103.4), or say plainly why the engine can't record it."""
    try:
        rules.concede(game, player)
    except NotImplementedError:
        raise ValidationError(f"the {system.name} rules engine records no concession: --concede does not "
                              "apply") from None
    except EngineError as exc:
        raise ValidationError(f"--concede: {rules.words(game, str(exc))}") from None


def _cmd_why(args: argparse.Namespace) -> int:
    with collector_paused():  # (loading the engine and the board: start-up, as `engine play`'s)
        system, rules = _system(args)
        game = _read_board(rules, args.board, as_written=True, to_ask=True)
    if not rules.why_grammar:  # (after the board is read: a board of another game is said as that)
        raise ValidationError(f"the {system.name} rules engine does not answer why-not questions; "
                              "engine advance lists the options each decision offers")
    _warn_text_gaps(rules, game)
    try:
        answer = rules.why_not(game, args.question)
    except EngineError as exc:
        raise ValidationError(f"{exc}") from None
    for line in answer.lines():
        print(line)
    return 0


def _read_board(rules: TableRules, path: str, as_written: bool, to_ask: bool = False) -> Any:
    """The game at a board-state file's position; `as_written`: where the engine stopped
    between two decisions, it stays there, and a hand-written board is not yet run;
    `to_ask`: the position a "why not?" is about (`TableRules.load_board_to_ask`). Any
    fault is named by its field."""
    document: Any = None
    try:
        # (read as the match table reads it: a key given twice, a number of thousands of
        # digits or nesting thousands deep is refused by its place, never a traceback)
        document = parse_json(Path(path).read_bytes(), BoardFormatError)
        if to_ask:
            return rules.load_board_to_ask(document)
        return rules.load_board_as_written(document) if as_written else rules.load_board(document)
    except StateFormatError as exc:
        said = refusal("board state", exc.field, exc.detail, document, rules.zone_names, rules.card_named)
        raise ValidationError(f"{path}: {said}") from None
    except OSError as exc:
        raise UserError(f"cannot read {path}: {exc.strerror}") from None


def _cmd_advance(args: argparse.Namespace) -> int:
    with collector_paused():  # (loading the engine and the board: start-up, as `engine play`'s)
        system, rules = _system(args)
        _check_until_options(args)
        _check_elimination(args)
        if args.concede is not None and (args.answer or args.until):
            raise ValidationError("--concede ends the game: there is nothing to answer after it (--answer, --until)")
        # (with --until the board is taken as written: one written where --until stopped goes on
        # from there, a hand-written one from the start of its step, so the stop is counted from it)
        game = _read_board(rules, args.board, as_written=bool(args.until))
    print(f"{args.board}: valid board state")
    _warn_text_gaps(rules, game)
    _print_log(rules, game)
    if not args.until:
        _say_if_ran_on(rules, game, _read_board(rules, args.board, as_written=True))
    if args.call_time:
        _call_time(system, lambda: rules.call_time(game, args.elimination))
        _print_log(rules, game, rules.log_length(game) - 1)
    if args.concede is not None:
        start = rules.log_length(game)
        _concede(system, rules, game, args.concede)
        _print_log(rules, game, start)
    # (with --until the answers typed are the first of its answers, given under its stop: a
    # Confront Step answered and stopped at its end, not run on to the next turn)
    for raw in [] if args.until else args.answer:
        start = rules.log_length(game)
        keys = [k for k in raw.split(",") if k]
        decision = game.pending()
        # (what the keys choose is worded on the position they answer: once given, a card
        # played from the hand is a new card and a Problem may have been replaced)
        words = None if decision is None else rules.answer_words(game, decision, keys)
        try:
            game.submit(keys)
        except EngineError as exc:
            raise _refused(rules, game, raw, exc) from None
        print(f"-- {rules.words(game, f'P{decision.player}')} answered: {words}")
        _print_log(rules, game, start)
    if args.until:
        _advance_until(rules, game, args)
    _describe_pending(rules, game)
    if args.out:
        _write_board(rules, game, args.out)
        print(f"Board state written to {args.out}")
    return 0


def _numbered_options(game: Any, decision: Decision, rules: TableRules) -> str:
    """The options of a decision, one a line: its number (a "why not?" answer says "offered as
    option 10", as the match table numbers them), the key an --answer types, and its words."""
    labels = rules.option_labels(game, decision)
    return "\n".join(f"  {number:>2}. {option.key:<28} {label}" for number, (option, label)
                     in enumerate(zip(decision.options, labels, strict=True), start=1))


def _refused(rules: TableRules, game: Any, raw: str, exc: EngineError) -> ValidationError:
    """A typed answer the engine refused, said for a judge: a key that is none of the options
    is answered with every option, its key to type and its words, as the pending decision is
    listed; any other refusal (how many to choose) in the engine's words."""
    decision = game.pending()
    if not isinstance(exc, IllegalAnswer) or exc.unknown is None or decision is None:
        return ValidationError(f"answer {raw!r}: {exc}")
    listed = _numbered_options(game, decision, rules)
    said = rules.key_words(game, exc.unknown)
    unknown = f"answer {raw!r}" + ("" if raw == exc.unknown else f": {exc.unknown!r}")
    if said is not None:
        unknown += f" (to {said})"
    return ValidationError(f"{unknown} fits none of the "
                           f"{how_many(len(decision.options), 'option')} of "
                           f"{rules.words(game, f'P{decision.player}')}'s decision "
                           f"({rules.words(game, decision.prompt)}); nothing was answered. The options:\n{listed}")


def _say_if_ran_on(rules: TableRules, game: Any, as_written: Any) -> None:
    """A board advanced without --until runs on to its first decision, which may be in a later
    turn than the board's own (a step that asks nothing): say so, and how to stop earlier."""
    board_turn, turn = rules.stage(as_written)[0], rules.stage(game)[0]
    if turn <= board_turn or board_turn < 1:
        return
    skipped = f"turn {board_turn}" if turn == board_turn + 1 else f"turns {board_turn} to {turn - 1}"
    print(f"-- ran on into turn {turn}: nothing was asked in {skipped}; "
          "use --until end-of-step to stop earlier")


def _check_until_options(args: argparse.Namespace) -> None:
    """--by and --seed say how --until answers on its way: without it (or, for --seed, without
    the bot) they would change nothing, and a judge who typed them expects them to."""
    if args.by is not None and not args.until:
        raise ValidationError("--by says who answers on the way with --until; give --until too")
    if args.seed is not None and (not args.until or args.by != "bot"):
        raise ValidationError("--seed is the bot's seed: it applies with --until and --by bot")


_TRAILING_BRACKETS = re.compile(r"\(([^()]+)\)\s*$")
"""The words in brackets a decision's prompt ends with ("Player 1 has priority (Main Phase)")."""


def _advance_until(rules: TableRules, game: Any, args: argparse.Namespace) -> None:
    """`--until`: the answers typed (`--answer`) first, then answers on (default answers or
    the bot) to the end of the step, phase or turn of the decision first answered: the
    typed answers are given under the same stop, so the engine halts at that end even when
    they are what reaches it. Each answer is printed with the question it answers (but a
    pass of priority, which says itself what it is), and the log lines it led to under it."""
    start = rules.log_length(game)
    by = args.by or "default"
    bot = rules.bot(1 if args.seed is None else args.seed) if by == "bot" else None
    typed = list(args.answer)
    said: list[str] = []
    marks: list[int] = []  # (the length of the log as each answer was asked for)

    def words(decision: Decision, keys: list[str]) -> str:
        chosen = rules.answer_words(game, decision, keys)
        prompt = rules.words(game, decision.prompt)
        who = rules.words(game, f"P{decision.player}")
        if decision.kind == "priority":  # (where it was: "Player 1 has priority (Main Phase)")
            where = _TRAILING_BRACKETS.search(prompt)
            return f"{who}{f' ({where.group(1)})' if where else ''}: {chosen}"
        return f"{who}: {chosen} (to “{prompt}”)"

    def answer(decision: Decision) -> list[str]:
        marks.append(rules.log_length(game))
        if typed:
            raw = typed.pop(0)
            keys = [k for k in raw.split(",") if k]
            said.append(f"answer {len(said) + 1} (typed {','.join(keys)}): {words(decision, keys)}")
            return keys
        keys = bot.choose(decision) if bot is not None else rules.default_answer(decision)
        said.append(f"answer {len(said) + 1} ({by}): {words(decision, keys)}")
        return keys

    try:
        advanced = rules.advance_until(game, args.until, answer)
    except EngineError as exc:
        mine = len(said) <= len(args.answer)  # (the answer refused is one typed)
        if mine and said:
            raise _refused(rules, game, args.answer[len(said) - 1], exc) from None
        raise ValidationError(f"advancing to the {args.until.replace('-', ' ')}: {exc}") from None
    given = len(advanced.answers)
    lines = rules.log_lines(game, start)
    # (an answer taken back, as it would end the period, took back what it led to as well)
    cuts = [min(mark, start + len(lines)) - start for mark in marks[:given]] + [len(lines)]
    for line in lines[:cuts[0]]:
        print(line)
    for index, each in enumerate(said[:given]):
        print(f"-- {each}")
        for line in lines[cuts[index]:cuts[index + 1]]:
            print(line)
    print(f"-- {how_many(given, 'answer')} given; {advanced.stopped}")
    # (a game that stops only at decisions takes back the answer that would end the period,
    # a typed one too: every typed answer not given is refused, not only those never asked for)
    if len(advanced.answers) < len(args.answer):
        raise ValidationError(f"answer {args.answer[len(advanced.answers)]!r}: not given: the engine stopped at the "
                              f"{args.until.replace('-of-', ' of the ')} before it; give it when advancing from there")


def _cmd_replay(args: argparse.Namespace) -> int:
    document: Any = None  # (what the file holds, for a refusal to name the players as it does)
    with collector_paused():  # (loading the engine and the replay to its step: start-up, as `engine play`'s)
        try:
            document = parse_json(Path(args.file).read_bytes(), ReplayFormatError)
            replay = Replay.from_dict(document)
            if args.game is not None:
                check_replay_game(replay, _system(args)[0].id)
            _replay_system, rules = _system(argparse.Namespace(game=replay.system))
            recorded, version = replay.setup.get("card_db"), rules.card_db_version()
            if recorded and version and recorded != version:
                raise EngineError(f"the replay was recorded with card database {recorded}, this program has {version}")
            cursor = ReplayCursor(rules.new_game, replay, judge=rules)
            step = cursor.length if args.step is None else args.step
            cursor.seek(step)
        except StateFormatError as exc:
            raise ValidationError(f"{args.file}: {refusal('replay', exc.field, exc.detail, document)}") from None
        except IllegalAnswer as exc:  # (as the match table says it: the decision in words, not option keys)
            raise ValidationError(f"{args.file}: the recorded answer for decision {decision_number(cursor.step)} does not fit the game "
                                  f"this program plays ({rules.not_fitting(cursor.game, exc)})") from None
        except EngineError as exc:
            raise ValidationError(f"{args.file}: {replay_refused(str(exc), document)}") from None
        except OSError as exc:
            raise UserError(f"cannot read {args.file}: {exc.strerror}") from None
    game = cursor.game
    _warn_text_gaps(rules, game)
    _print_log(rules, game)
    position = rules.position(game, cursor.step, cursor.length)
    scores = [player.score for player in position.players]
    print(f"Step {cursor.step} of {cursor.length}: {position.summary}; scores {scores[0]}-{scores[1]}; "
          f"digest {game.digest()}")
    _describe_pending(rules, game)
    if args.board:
        _write_board(rules, game, args.board)
        print(f"Board state written to {args.board}")
    return 0


def _write_board(rules: TableRules, game: Any, path: str) -> None:
    _save_json(path, rules.export_board(game), sort_keys=True)


def _check_folder(path: str) -> None:
    """Refuse a file to write whose folder does not exist, in words."""
    folder = Path(path).parent
    if not folder.is_dir():
        raise UserError(f"cannot write {path}: the folder {folder} does not exist; nothing was written")


def _save_json(path: str, document: Any, *, sort_keys: bool) -> None:
    """Write a board or replay whole or not at all: written beside the target and renamed
    over it once complete, so a full disk or a folder without permission leaves the file
    that was there (a board being advanced, an earlier replay) as it was."""
    import tempfile  # (here: loading it was a hundredth of every engine command's start-up)

    _check_folder(path)
    target = Path(path)
    text = json.dumps(document, indent=1, sort_keys=sort_keys)
    if target.exists() and not target.is_file() and not target.is_dir():
        # (a device or a pipe, /dev/stdout: written into, never renamed over)
        try:
            with target.open("w", encoding="utf-8") as out:
                out.write(text)
        except OSError as exc:
            raise write_error("cannot write", target, exc) from None
        return
    try:
        handle, temp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".part", dir=target.parent)
    except OSError as exc:
        raise write_error("cannot write", target, exc) from None
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            out.write(text)
        # (a temporary file is its owner's alone: the file keeps the mode of the one it replaces)
        os.chmod(temp_name, stat.S_IMODE(target.stat().st_mode) if target.is_file() else 0o644)
        os.replace(temp_name, target)
    except BaseException as exc:
        with contextlib.suppress(OSError):
            os.unlink(temp_name)
        if isinstance(exc, OSError):
            raise write_error("cannot write", target, exc) from None
        raise


def _cmd_coverage(args: argparse.Namespace) -> int:
    _system_row, rules = _system(args)
    rows = rules.coverage()
    if args.status:
        rows = [row for row in rows if row.status == args.status]
    if args.by:
        print("\n".join(coverage_table(rows, args.by)))
    elif not args.summary:
        for row in rows:
            notes = []
            if row.missing_rules:
                notes.append(f"{STATUS_LABELS['no-rules']}: {', '.join(row.missing_rules)}")
            notes += row.unsupported
            note = f"  -- {' | '.join(notes)}" if notes else ""
            print(f"{row.code:<10} {row.status:<12} {row.name}{note}")
    print(summary_line(rows))
    return 0
