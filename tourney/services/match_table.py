"""The judge's match table without the window: open a position, move it, read it.

A `MatchTable` is one game on the table: a board-state file, a new game
between two decks, or a recorded replay. All three are kept the same way, as
a starting point plus the answers given since, under the engine's
`ReplayCursor`: so a judge can step back and forward through any of them, and
answering in the middle of the line simply starts a new line from there.

Every game is reached through its game system (`engine.core.registry`): the
table asks the system's `TableRules` to deal, load and read a position, and
the window shows the frozen rows of `engine.core.view` it returns, so no Qt
code touches a game's state and any registered game plays here. Engine errors
become `UserError`s whose message names the file and the field.
"""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from engine.core.board_limits import UNOFFICIAL_NOTE
from engine.core.decision import Decision, Option, number_of
from engine.core.documents import REPLAY_FORMAT, board_system_id
from engine.core.errors import (
    CardDataError,
    DeckFormatError,
    EngineError,
    IllegalAnswer,
    StateFormatError,
)
from engine.core.field_words import decks_in_words, refusal, replay_refused
from engine.core.game_system import GameSystem
from engine.core.json_reader import parse_json
from engine.core.judge_action import JudgeAction
from engine.core.player_names import named_players
from engine.core.plural import how_many, plural
from engine.core.registry import game_name, game_system
from engine.core.replay import Replay, ReplayCursor, ReplayDivergence, decision_number
from engine.core.replayable import ReplayableGame
from engine.core.table import UNTIL_STOPS, TimeProcedure
from engine.core.view import (
    AreaView,
    CardDetail,
    CardView,
    LogRow,
    PlayerView,
    PositionView,
    ZoneView,
)
from tourney.errors import UserError, ValidationError, write_error
from tourney.services.export_files import mode_for
from tourney.services.new_game import dealt_names, game_setup, table_rules
from tourney.services.new_game import game_system_named as _system

__all__ = [
    "UNOFFICIAL_NOTE",
    "UNTIL_STOPS",
    "AreaView",
    "CardDetail",
    "CardView",
    "Decision",
    "LogRow",
    "MatchTable",
    "Option",
    "PlayedOut",
    "PlayerView",
    "PositionView",
    "Progress",
    "ZoneView",
    "board_table",
    "construction_notes",
    "dealt_names",
    "file_kind",
    "game_setup",
    "load_rules_text",
    "number_of",
    "open_board",
    "open_replay_file",
    "read_deck_file",
    "read_deck_file_noted",
    "read_deck_ids",
    "read_deck_noted",
    "rule_text",
    "sample_pair",
    "save_board_document",
    "start_game",
    "table_rules",
    "theme_deck_lists",
]

BOARD = "board"
GAME = "game"
REPLAY = "replay"
KEYFRAME_EVERY = 16
DIGEST_EVERY = 10
PLAY_OUT_LIMIT = 20_000
"""Answers a play-out gives at most: far more than any real game, less than a loop."""
BOARD_SUFFIX = "-board"
"""A board-state file's cursor has the system id with this suffix: never written to a replay file."""
NO_REPLAY_OF_A_BOARD = ("A position set up by hand or opened from a board-state file has no decks and seed to "
                        "replay from: save it as a board state (Save position) instead.")
"""Why a table started from a board cannot be saved as a replay (the save refuses it in these
words, and the window's Save replay says them while it is greyed)."""


@dataclass(slots=True)
class Progress:
    """How far a long job has come: the worker writes it, the window reads it on a timer.

    `total` is 0 when the end is not known in advance (a play-out). `stop` is the window's
    side: set when the judge asks a job that can be stopped (a play-out) to stop, read by the
    worker before each answer, so the game stands at a position the judge can look at.
    """

    done: int = 0
    total: int = 0
    stop: bool = False


# ----- the game systems ------------------------------------------------------------------------


def sample_pair(system_id: str | None = None) -> tuple[str, str]:
    """The two theme decks the Sample game deals."""
    return table_rules(system_id).sample_pair()


def theme_deck_lists(system_id: str | None = None) -> dict[str, str]:
    """The game's ready-made decks by name, as deck-list text."""
    return table_rules(system_id).theme_decks()


def _system_of_board(document: Any, system_id: str | None) -> GameSystem:
    """The game a board-state document is for: the one named, else the one whose format it has
    (of any version: that game's loader then says which versions it reads)."""
    if system_id is not None or not isinstance(document, dict):
        return _system(system_id)
    of = board_system_id(document.get("format"))
    if of is not None and game_system(of).table_rules is not None:
        return game_system(of)
    return _system(None)  # its loader then says what the format should be


# ----- opening ---------------------------------------------------------------------------------


def _read_json(path: Path, what: str) -> Any:
    """The document a board or replay file holds; any damage is named by its field, never a traceback."""
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise UserError(f"{path}: no such file") from None
    except OSError as exc:
        raise UserError(f"cannot read {path}: {exc.strerror or exc}") from None
    try:
        return parse_json(raw)
    except StateFormatError as exc:
        raise ValidationError(f"{path.name}: {refusal(what, exc.field, exc.detail)}") from None


def file_kind(path: str | Path, otherwise: str = BOARD) -> str:
    """REPLAY for a replay file, BOARD for a board state of a game the program plays, else
    `otherwise`: the kind the judge asked for, whose reader then says what is wrong."""
    try:
        data = parse_json(Path(path).read_bytes())
    except (OSError, StateFormatError):
        return otherwise
    if not isinstance(data, dict):
        return otherwise
    if data.get("format") == REPLAY_FORMAT:
        return REPLAY
    of = board_system_id(data.get("format"))  # (of any version: its reader says which it reads)
    return BOARD if of is not None and game_system(of).table_rules is not None else otherwise


def open_board(path: str | Path, system_id: str | None = None) -> MatchTable:
    """A table at the position a judge's board-state file describes, run to its decision."""
    file = Path(path)
    document = _read_json(file, "board state")
    system = _system_of_board(document, system_id)
    try:
        return board_table(document, file.name, system.id)
    except StateFormatError as exc:
        table = system.table()
        said = refusal("board state", exc.field, exc.detail, document, table.zone_names, table.card_named)
        raise ValidationError(f"{file.name}: {said}") from None
    except EngineError as exc:
        raise ValidationError(f"{file.name}: {exc}") from None


def board_table(document: dict[str, Any], title: str, system_id: str | None = None) -> MatchTable:
    """A table at a board-state document's position; the loader's `StateFormatError` passes
    through, so each caller can say where the document came from (a file, the editor)."""
    system = _system(system_id)
    rules = table_rules(system.id)
    cursor = ReplayCursor(lambda setup: rules.load_board(setup["board"]),
                          Replay(system.id + BOARD_SUFFIX, {"board": document}, []), KEYFRAME_EVERY,
                          judge=rules)
    table = MatchTable(BOARD, title, cursor, system)
    table.board_document = document
    return table


def save_board_document(document: dict[str, Any], path: str | Path) -> Path:
    """Write a board-state document (whole file or nothing)."""
    return _write_json(path, document, sort_keys=True)


def read_deck_ids(data: bytes | str, source: str, system_id: str | None = None) -> list[str]:
    """Card ids (one per copy) of a deck list in any format players hand in."""
    return read_deck_noted(data, source, system_id)[0]


def read_deck_noted(data: bytes | str, source: str, system_id: str | None = None) -> tuple[list[str], list[str]]:
    """`read_deck_ids`, and what the game's deck reader took on trust, each in words by its line
    ("line 4: 'Hard Hatt': misspelled; read as Hard Hat"), as `tourney engine play` warns of it."""
    try:
        return table_rules(system_id).read_deck_noted(data, source)
    except (DeckFormatError, CardDataError) as exc:
        said = str(exc)  # (a reader that names the file itself is not named twice)
        raise ValidationError(said if said.startswith(f"{source}:") else f"{source}: {said}") from None


def read_deck_file(path: str | Path, system_id: str | None = None) -> list[str]:
    return read_deck_file_noted(path, system_id)[0]


def read_deck_file_noted(path: str | Path, system_id: str | None = None) -> tuple[list[str], list[str]]:
    """`read_deck_noted` of a deck file."""
    file = Path(path)
    try:
        data = file.read_bytes()
    except OSError as exc:
        raise UserError(f"cannot read the deck file {file}: {exc.strerror or exc}") from None
    return read_deck_noted(data, file.name, system_id)


def construction_notes(decks: Sequence[Sequence[str]], names: tuple[str, str] = ("", ""),
                       system_id: str | None = None) -> list[str]:
    """Where each deck breaks deck building; the table plays such a deck anyway (a judge may be
    reproducing a game played with a wrong deck)."""
    return table_rules(system_id).construction_notes(decks, names)


def start_game(decks: Sequence[Sequence[str]], seed: int, names: tuple[str, str] = ("", ""),
               system_id: str | None = None,
               reading_notes: Sequence[Sequence[str]] = ((), ()),
               players: Sequence[str] | None = None) -> MatchTable:
    """A new, recorded game between two decks (card ids), at its first decision.

    A deck the rules can't start a game with (no Mane Character, no Starting
    Problem) is refused; one that only breaks deck building is played, and the
    table's note says how it breaks it. `names` name the decks; `players` the players, as
    typed (`dealt_names`). `reading_notes` are what reading each deck's list
    took on trust (`read_deck_noted`): the table's `reading_notes` say them by player and deck.
    """
    system = _system(system_id)
    rules = table_rules(system.id)
    called = ("", "") if players is None else dealt_names(players)
    try:
        setup = game_setup(decks, seed, players, system.id)
        replay = Replay(system.id, setup)
        cursor = ReplayCursor(rules.new_game, replay, KEYFRAME_EVERY, judge=rules)
    except EngineError as exc:
        raise ValidationError(f"cannot start the game: {named_players(decks_in_words(str(exc), names), called)}") \
            from None
    replay.digests.setdefault(0, cursor.game.digest())
    sides = [f"{player} ({deck})" if player and deck else player or deck for player, deck in zip(called, names, strict=True)]
    title = " vs ".join(sides) if all(sides) else "new game"
    table = MatchTable(GAME, f"{title} (seed {seed})", cursor, system)
    table.note = named_players("\n".join(rules.construction_notes(decks, names)), called)
    table.reading_notes = [named_players(f"P{player}'s deck ({name}): {note}" if name else f"P{player}'s deck: {note}",
                                         called)
                           for player, (name, notes) in enumerate(zip(names, reading_notes, strict=True))
                           for note in notes]
    return table


class ReplayMismatch(ValidationError):
    """A replay this program does not reproduce exactly (another card database or engine).

    It can still be opened without the checks: the window asks the judge first.
    """


@dataclass(frozen=True)
class PlayedOut:
    """What Play to the end did: the answers the players gave, and the recorded answers (after
    a step back, or in a replay) they set aside by answering otherwise."""

    given: int
    set_aside: int
    stopped_on_request: bool = False
    """The judge stopped it (`Progress.stop`) before the game ended or the limit was reached."""


def _sentence(words: str) -> str:
    """An engine's refusal ("time has already been called in this game") as the sentence the
    table shows ("Time has already been called in this game."); "" stays ""."""
    return words[:1].upper() + words[1:] + "." if words else ""


def open_replay_file(path: str | Path, progress: Progress | None = None, verify: bool = True) -> MatchTable:
    """A table over a replay file, checked to its end (digests) and shown from its start.

    The replay names its game system. With `verify=False` the digests and the
    card database version are not checked, and the replay is cut at the first
    recorded answer that no longer fits its decision (the table's `note` says where).
    """
    file = Path(path)
    data = _read_json(file, "replay")
    note = ""
    try:
        replay = Replay.from_dict(data)
        try:
            system = game_system(replay.system)
        except KeyError:
            raise ValidationError(f"{file.name}: this replay is of {game_name(replay.system)}, "
                                  "which this program does not know") from None
        rules = table_rules(system.id)
        recorded = replay.setup.get("card_db")
        version = rules.card_db_version()
        if recorded and version and recorded != version:
            mismatch = (f"{file.name}: recorded with another version of the card database than this "
                        "program has, so the game may differ.")
            if verify:
                raise ReplayMismatch(mismatch)
        cursor = ReplayCursor(rules.new_game, replay, KEYFRAME_EVERY, verify=verify, judge=rules)
        if progress is not None:
            progress.total = cursor.length
        # one walk to the end: every later seek is cheap, and a divergence shows now
        while cursor.step < cursor.length:
            try:
                cursor.forward()
            except IllegalAnswer as exc:
                why = rules.not_fitting(cursor.game, exc)
                if verify:
                    raise ReplayMismatch(
                        f"{file.name}: the recorded answer for decision {decision_number(cursor.step)} does not "
                        f"fit the game this program plays ({why}).") from None
                left = cursor.length - cursor.step
                note = (f"the recorded answers stop fitting at decision {decision_number(cursor.step)} ({why}); "
                        f"the {how_many(left, 'answer')} from there {plural(left, 'was', 'were')} left out")
                del replay.answers[cursor.step:]
            if progress is not None:
                progress.done = cursor.step
        cursor.seek(0)
    except StateFormatError as exc:  # (its players as the replay names them, `names_given`)
        raise ValidationError(f"{file.name}: {refusal('replay', exc.field, exc.detail, data)}") from None
    except ReplayDivergence as exc:
        raise ReplayMismatch(f"{file.name}: this program plays the recorded game differently (the position "
                             f"at step {exc.step} is not the one recorded).") from None
    except EngineError as exc:
        raise ValidationError(f"{file.name}: {replay_refused(str(exc), data)}") from None
    table = MatchTable(REPLAY, file.name, cursor, system)
    table.note = note
    return table


# ----- the table -------------------------------------------------------------------------------


class MatchTable:
    """One game on the judge's table and the line of answers that led here."""

    def __init__(self, kind: str, title: str, cursor: ReplayCursor, system: GameSystem) -> None:
        self.kind = kind
        self.title = title
        self.cursor = cursor
        self.system = system
        self.rules = system.table()
        self.board_document: dict[str, Any] | None = None
        self.note = ""  # anything the judge should know about how the table was opened
        self.reading_notes: list[str] = []
        """What reading a new game's deck lists took on trust, a line each, naming the player
        and deck ("P1's deck (rarity): line 4: 'Hard Hatt': misspelled; read as Hard Hat")."""
        self.stopped: ReplayableGame | None = None
        """The game where `advance_until` stopped the engine between two decisions, shown
        until the next move; the line (`cursor`) is then already at the decision after it."""
        self.stopped_words = ""
        self.held: ReplayableGame | None = None
        """The position the table opened at before its first decision, when it is not one (a
        board set up where nobody decides in the step it starts in, shown at that step's end):
        shown as `stopped` at first, and again by Back from the first decision and by Start."""
        self.held_words = ""
        self.changed_at: dict[int, str] = {}
        """The decisions where the judge called time or recorded a concession at this table,
        with what it was in words (`_judges_change`); those a replay file holds are its
        record, kept in the line like its answers."""
        self._before_change: dict[int, tuple[Any, int]] = {}
        """For each decision in `changed_at`: the position there before the table's first change
        and how many judge's actions the line held then, so taking the changes back restores
        them exactly (at decision 0 there is no earlier position to replay from)."""
        self._taken_back: _TakenBack | None = None
        """The line as it was before going back took the judge's changes back, which Forward
        makes again from the decision before them, until anything else changes the line."""

    @property
    def game(self) -> ReplayableGame:
        """The game at the position shown (the game system's own object)."""
        return self.stopped if self.stopped is not None else self.cursor.game

    def hold(self, game: ReplayableGame, words: str) -> None:
        """Open the table at a position before its first decision (`held`), shown now."""
        self.held, self.held_words = game, words
        self._show_held()

    def _show_held(self) -> None:
        assert self.held is not None
        self.stopped, self.stopped_words = self.held, self.held_words

    @property
    def showing_held(self) -> bool:
        """Is the position shown the one the table opened at, before its first decision?"""
        return self.held is not None and self.stopped is self.held

    @property
    def at_start(self) -> bool:
        """Is the position shown the first of the line (the held one, when there is one)?"""
        return self.cursor.step == 0 and (self.held is None or self.showing_held)

    def _go_on(self) -> bool:
        """Leave a position shown where the engine was stopped; whether one was shown."""
        was = self.stopped is not None
        self.stopped, self.stopped_words = None, ""
        return was

    def pending(self) -> Decision | None:
        return self.game.pending()

    @property
    def step(self) -> int:
        return self.cursor.step

    @property
    def length(self) -> int:
        return self.cursor.length

    @property
    def replay_refusal(self) -> str | None:
        """Why the line cannot be written as a replay, or None: only games that start from
        decks and a seed can be (the judge's actions are written with the answers)."""
        return NO_REPLAY_OF_A_BOARD if self.kind == BOARD else None

    @property
    def can_save_replay(self) -> bool:
        return self.replay_refusal is None

    def recorded_answer(self) -> list[str] | None:
        """The answer the line holds for the pending decision, when stepped back or replaying."""
        if self.cursor.step < self.cursor.length:
            return list(self.cursor.replay.answers[self.cursor.step])
        return None

    # ----- moving ---------------------------------------------------------------------------

    def answer(self, keys: Sequence[str]) -> int:
        """Answer the pending decision; returns how many later recorded answers were dropped.

        Answering before the end of the line (after stepping back) starts a new
        line from here: the answers recorded after this point no longer apply.
        A refused answer changes nothing.
        """
        self._go_on()
        decision = self.game.pending()
        if decision is None:
            raise UserError("The game is over: there is no decision to answer.")
        try:
            chosen = decision.check_answer(list(keys))
        except IllegalAnswer as exc:
            raise UserError(f"That answer does not fit the decision: {exc}.") from None
        cursor = self.cursor
        dropped = cursor.length - cursor.step
        if cursor.step < cursor.length and cursor.replay.answers[cursor.step] == chosen:
            self.forward()  # the recorded answer: keep the line
            return 0
        before = self.game.snapshot()
        try:
            self.game.submit(chosen)
        except EngineError as exc:
            self.game.restore(before)  # the position stays as it was shown
            raise UserError(f"The engine refused that answer: {exc}") from None
        self._truncate(cursor.step)
        cursor.replay.answers.append(chosen)
        cursor.step += 1
        if cursor.step % cursor.keyframe_every == 0:
            cursor.keyframes[cursor.step] = self.game.snapshot()
        if cursor.step % DIGEST_EVERY == 0 or self.game.pending() is None:
            cursor.replay.digests[cursor.step] = self.game.digest()
        return dropped

    def _truncate(self, step: int) -> None:
        """Forget every recorded answer, judge's action, keyframe and digest after `step`
        (and what Forward would make again: the line it was taken back from is gone)."""
        self._taken_back = None
        cursor = self.cursor
        del cursor.replay.answers[step:]
        cursor.replay.judge[:] = [action for action in cursor.replay.judge if action.step <= step]
        for table in (cursor.keyframes, cursor.replay.digests):
            for later in [k for k in table if k > step]:
                del table[later]

    def default_answer(self) -> list[str]:
        """What "step" answers when nothing is recorded: pass, decline, or the first options."""
        decision = self.game.pending()
        if decision is None:
            raise UserError("The game is over: there is nothing to step to.")
        return self.rules.default_answer(decision)

    def step_forward(self) -> str:
        """Advance to the next decision: the recorded answer, else the default one."""
        if self._go_on():
            return "went on to the next decision"
        if self.cursor.step < self.cursor.length:
            keys = self.cursor.replay.answers[self.cursor.step]
            said = self.pending_answer_words(keys)
            self.forward()
            return f"played the recorded answer: {said}"
        keys = self.default_answer()
        said = self.pending_answer_words(keys)
        self.answer(keys)
        return f"answered: {said}"

    def advance_until(self, until: str) -> str:
        """Step (recorded answers, else the default ones) until the engine reaches the end of
        the current step, phase or turn (`engine.core.table.UNTIL_STOPS`) and show the board
        there; the answers given are recorded like any others. Returns what happened, in words."""
        start = self.game
        if start.pending() is None and self.stopped is None:
            raise UserError("The game is over: there is nothing to step to.")
        # tried on a copy, where the engine may stop between two decisions; the line then takes
        # the same answers, so that it stays a line of answers from decision to decision
        try:
            scratch = self.rules.load_board_as_written(self.rules.export_board(start))
        except (StateFormatError, EngineError) as exc:
            raise UserError(f"This position cannot be stepped through: {exc}.") from None
        scratch.restore(start.snapshot())  # (the log too, which a board state does not hold)
        answers = self.cursor.replay.answers
        at = [self.cursor.step]
        # (the copy is not given the judge's actions the line holds ahead: it stops at the first)
        ahead = next((action for action in self.cursor.replay.judge if action.step > at[0]), None)
        limit = 1000 if ahead is None else ahead.step - at[0]

        def answer(decision: Decision) -> list[str]:
            keys = list(answers[at[0]]) if at[0] < len(answers) else self.rules.default_answer(decision)
            at[0] += 1
            return keys

        try:
            # (pressed again where the last press stopped, it gives the answer that ends the
            # period and stops at the end of the next one: `TableRules.advance_until`)
            advanced = self.rules.advance_until(scratch, until, answer, limit)
            given = [list(keys) for keys in advanced.answers]
        except EngineError as exc:
            raise UserError(f"The engine stopped: {exc}.") from None
        self._go_on()
        for keys in given:
            self.answer(keys)
        if ahead is not None and len(given) == limit:
            held = self.rules.words(self.game, ahead.words())  # ("Player 1 conceded", not the engine's "P0")
            return f"{how_many(len(given), 'answer')} given; stopped where the line holds {held}"
        if advanced.paused:
            self.stopped, self.stopped_words = scratch, advanced.stopped[:1].upper() + advanced.stopped[1:]
        return f"{how_many(len(given), 'answer')} given; {advanced.stopped}"

    def forward(self) -> str:
        """One recorded decision on. From where the engine was stopped that is the decision
        after the stop, where the line already is (moving it on would skip that decision).
        Where going back took the judge's changes back (a time call), Forward makes them again
        with the line played after them, as a redo does, and says so ("" otherwise)."""
        if self._go_on():
            return ""
        taken = self._taken_back
        if taken is not None and self.cursor.step in (taken.first - 1, taken.first):
            self._taken_back = None
            cursor = self.cursor
            cursor.replay.answers[:] = taken.answers
            cursor.replay.judge[:] = taken.judge
            for now, then in ((cursor.keyframes, taken.keyframes), (cursor.replay.digests, taken.digests)):
                now.clear()
                now.update(then)
            self.changed_at.update(taken.changed_at)
            self._before_change.update(taken.before_change)
            said = "Made again " + "; ".join(f"{words} at step {at}" for at, words in sorted(taken.changed_at.items()))
            if cursor.step == taken.first:  # (the first decision, where Back stayed)
                cursor.game.restore(cursor.keyframes[taken.first])
            else:
                self._move(self.cursor.forward)
            return said
        self._move(self.cursor.forward)
        return ""

    @property
    def can_redo(self) -> bool:
        """Does Forward make again the judge's changes going back took back, from here?"""
        return self._taken_back is not None and self.cursor.step in (self._taken_back.first - 1,
                                                                      self._taken_back.first)

    @property
    def can_go_back(self) -> bool:
        """Is there a position before the one shown: an earlier decision, or at the first one
        the position before the judge's change made there (time called as the game was dealt)?"""
        return self.cursor.step > 0 or 0 in self.changed_at or not self.at_start

    def back(self) -> str:
        """One decision back; returns what going back took back of the judge's changes, in words.
        At the first decision it takes back the changes made there: the game as dealt or opened;
        then, on a table opened before its first decision, the position it opened at (`held`)."""
        self._go_on()
        taken = self._take_back_changes_after(self.cursor.step - 1)
        if taken and self.cursor.step == 0:
            return taken
        if self.cursor.step == 0 and self.held is not None:
            self._show_held()
            return ""
        self._move(self.cursor.back)
        return taken

    def seek(self, step: int) -> str:
        """To decision `step`; returns what going back took back of the judge's changes, in words.
        Step 0 on a table opened before its first decision is the position it opened at."""
        taken = self._take_back_changes_after(step) if 0 <= step < self.cursor.step else ""
        self._move(lambda: self.cursor.seek(step))
        if step == 0 and self.held is not None:
            self._show_held()
        return taken

    def seek_turn(self, turn: int) -> str:
        """Go to the first decision of `turn` in the line (turn 0 is the setup); a turn the line
        does not reach shows its end. Returns what was done, in words.

        Turns never go back as a game goes on, so halving the line finds the decision by
        looking at a few positions, whatever the length of the game."""
        self._go_on()
        # (looked for from the judge's last change on: looking before it would take it back)
        low, high = max(self.changed_at, default=0), self.cursor.length
        last = self._turn_at(high)
        if last < turn:  # (the line is shown at its end)
            return f"the line ends in turn {last}: shown at its end (step {high})"
        while low < high:  # the first decision whose turn is `turn` or later
            middle = (low + high) // 2
            if self._turn_at(middle) < turn:
                low = middle + 1
            else:
                high = middle
        reached = self._turn_at(low)  # (and the line is shown there)
        if reached != turn and low == 0:  # (a board set up in a later turn)
            if self.held is not None and self.rules.stage(self.held)[0] == turn:
                self._show_held()  # (the board as set up, before the line's first decision)
                return f"turn {turn} as the board was set up, before step 0"
            return f"the line starts in turn {reached}: shown at its start (step 0)"
        asked = "" if reached == turn else f"turn {turn} asked nothing: "
        return f"{asked}turn {reached} from its first decision (step {low})"

    def _turn_at(self, step: int) -> int:
        """The turn at decision `step` of the line, which is moved there (to the decision, not
        the position the table opened at before it: that one is in an earlier turn)."""
        self.seek(step)
        self._go_on()
        return self.rules.stage(self.cursor.game)[0]

    def _move(self, move: Callable[[], None]) -> None:
        self._go_on()
        try:
            move()
        except EngineError as exc:
            raise UserError(_sentence(str(exc))) from None

    def play_out(self, seed: int, limit: int = PLAY_OUT_LIMIT,
                 progress: Progress | None = None) -> PlayedOut:
        """Let two seeded random players finish the game: the answers given, and how many
        recorded answers ahead of the table they set aside by leaving the recorded line.
        It stops early, between two answers, when `progress.stop` is set."""
        self._go_on()
        bots = [self.rules.bot(seed * 2 + p) for p in (0, 1)]
        given = set_aside = 0
        while given < limit:
            decision = self.game.pending()
            if decision is None:
                break
            if progress is not None and progress.stop:
                return PlayedOut(given, set_aside, stopped_on_request=True)
            set_aside += self.answer(bots[decision.player].choose(decision))
            given += 1
            if progress is not None:
                progress.done = given
        return PlayedOut(given, set_aside)

    # ----- saving ---------------------------------------------------------------------------

    def save_board(self, path: str | Path) -> Path:
        """Write the current position as a board-state file (whole file or nothing)."""
        return _write_json(path, self.rules.export_board(self.game), sort_keys=True)

    def save_replay(self, path: str | Path) -> Path:
        """Write the game up to the current position as a replay file."""
        if self.replay_refusal is not None:
            raise UserError(self.replay_refusal)
        replay = self.cursor.replay
        step = self.cursor.step
        upto = Replay(replay.system, replay.setup, [list(a) for a in replay.answers[:step]],
                      {k: v for k, v in replay.digests.items() if k <= step},
                      [action for action in replay.judge if action.step <= step])
        upto.digests[step] = self.cursor.game.digest()
        return _write_json(path, upto.to_dict(), sort_keys=False)

    # ----- reading --------------------------------------------------------------------------

    def position(self) -> PositionView:
        return self.rules.position(self.game, self.cursor.step, self.cursor.length)

    def log_rows(self, start: int = 0) -> list[LogRow]:
        """The log of the position shown, from entry `start` on."""
        return self.rules.log_rows(self.game, start)

    def words(self, text: str) -> str:
        """A label or prompt of the position shown, with its places in words."""
        return self.rules.words(self.game, text)

    def asked_by(self) -> str | None:
        """Which card's text asks the pending decision of the position shown, in the words the
        command line prints; None when the rules ask it or the prompt names the card."""
        return self.rules.asked_by(self.game)

    def option_labels(self, decision: Decision) -> list[str]:
        """The labels of a decision of the position shown, as the command line prints them:
        places in words, options that would read the same told apart by their cards' numbers."""
        return self.rules.option_labels(self.game, decision)

    def option_card(self, key: str, label: str) -> int | None:
        """The card an option of the pending decision names, if any."""
        return self.rules.option_card(key, label)

    def pending_answer_words(self, keys: Sequence[str]) -> str:
        """What answering the pending decision with `keys` means, in its labels' words."""
        decision = self.game.pending()
        if decision is None:
            return ", ".join(keys)
        return self.rules.answer_words(self.game, decision, keys)

    def card_detail(self, iid: int) -> CardDetail | None:
        return self.rules.card_detail(self.game, iid)

    def why_not(self, question: str) -> list[str]:
        """The judge's "why can't ...?" about the position shown, answered by the engine's own
        legality checks: the option it is, or the rule or card text that forbids it."""
        if not question.strip():
            grammar = self.rules.why_grammar or "name the action"
            raise UserError(f"Type the action you expected: {grammar}.")
        try:
            return self.rules.why_not(self.game, question).lines()
        except EngineError as exc:
            raise UserError(_sentence(str(exc))) from None

    # ----- the judge's changes -------------------------------------------------------------

    def time_procedures(self) -> tuple[TimeProcedure, TimeProcedure]:
        """The Swiss and the elimination round's procedure time can be called with, in this
        game's own words; a refused one's reason is the sentence `call_time` refuses it with."""
        swiss, elimination = (replace(procedure, refusal=_sentence(procedure.refusal))
                              for procedure in map(self.rules.time_procedure, (False, True)))
        return swiss, elimination

    def call_time(self, elimination: bool = False) -> int:
        """Time is called in the match now: the game's end-of-match procedure for a Swiss or
        an `elimination` round starts (`time_procedures` says each in the game's words).
        Returns how many later recorded answers were set aside."""
        return self._judges_change(JudgeAction.call_time(self.cursor.step, elimination), "the time call")

    def concede(self, player: int) -> int:
        """P`player` concedes the game now and loses it (the game's rule, 103.4 in MLP).
        Returns how many later recorded answers were set aside."""
        return self._judges_change(JudgeAction.concede(self.cursor.step, player),
                                   self.rules.words(self.game, f"P{player}'s concession"))

    def _judges_change(self, action: JudgeAction, words: str) -> int:
        """Make a judge's action (time called, a concession) at the position shown.

        The line keeps it at this decision (a replay saved from here holds it); the recorded
        answers after this point are set aside (as answering here would) and the position after
        the action becomes the line's keyframe here. Going back before it takes it back
        (`_take_back_changes_after`)."""
        self._go_on()
        before = self.game.snapshot()
        try:
            action.make(self.rules, self.game)
        except (EngineError, NotImplementedError) as exc:  # (a game without the procedure)
            self.game.restore(before)
            raise UserError(_sentence(str(exc))) from None
        cursor = self.cursor
        dropped = cursor.length - cursor.step
        self._truncate(cursor.step)
        self._before_change.setdefault(cursor.step, (before, len(cursor.replay.judge)))
        cursor.replay.judge.append(action)
        cursor.keyframes[cursor.step] = self.game.snapshot()
        cursor.replay.digests.pop(cursor.step, None)
        said = self.changed_at.get(cursor.step)
        self.changed_at[cursor.step] = f"{said} and {words}" if said else words
        return dropped

    def _take_back_changes_after(self, step: int) -> str:
        """Going back to `step` takes back the judge's changes made after it: the line from
        the first of them on was played with them, so it is set aside too. Returns what was
        taken back, in words ("" for nothing)."""
        later = sorted(at for at in self.changed_at if at > step)
        if not later:
            return ""
        first = later[0]
        cursor = self.cursor
        taken = _TakenBack(first, list(cursor.replay.answers), list(cursor.replay.judge), dict(cursor.keyframes),
                           dict(cursor.replay.digests), {at: self.changed_at[at] for at in later},
                           {at: self._before_change[at] for at in later})
        self._truncate(first)
        self._taken_back = taken
        unchanged, kept = self._before_change[first]
        del self.cursor.replay.judge[kept:]
        # (the position there as it was: the keyframe seeks start from, and the one shown if
        # the line stays at that decision, the first of the game)
        self.cursor.keyframes[first] = unchanged
        if self.cursor.step == first:
            self.cursor.game.restore(unchanged)
        for at in later:
            self._before_change.pop(at)
        said = "; ".join(f"{self.changed_at.pop(at)} at step {at}" for at in later)
        return f"Took back {said}"


@dataclass(frozen=True)
class _TakenBack:
    """The line as it was when going back took the judge's changes from decision `first` on
    back: its answers, judge's actions, keyframes and digests, and the changes in words."""

    first: int
    answers: list[Any]
    judge: list[JudgeAction]
    keyframes: dict[int, Any]
    digests: dict[int, Any]
    changed_at: dict[int, str]
    before_change: dict[int, tuple[Any, int]]


def _write_json(path: str | Path, document: Any, *, sort_keys: bool) -> Path:
    """Write next to the target, then rename: an interrupted save leaves the old file."""
    target = Path(path)
    folder = target.parent
    if not folder.is_dir():
        raise UserError(f"Cannot save {target.name}: the folder {folder} does not exist.")
    text = json.dumps(document, indent=1, sort_keys=sort_keys)
    try:
        handle, temp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".part", dir=folder)
    except OSError as exc:
        raise write_error("Cannot save", target, exc) from None
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            out.write(text)
        os.chmod(temp_name, mode_for(target))  # a board or replay is shared like an export
        os.replace(temp_name, target)
    except BaseException as exc:
        Path(temp_name).unlink(missing_ok=True)
        if isinstance(exc, OSError):  # a folder in the way, a full disk: said, not a crash
            raise write_error("Cannot save", target, exc) from None
        raise
    return target


# ----- rules text ------------------------------------------------------------------------------


def load_rules_text(path: Path | None = None, system_id: str | None = None) -> dict[str, str]:
    """The rules text by citation from a file, or the game's shipped text (nothing when none is)."""
    if path is None:
        return table_rules(system_id).rules_text()
    file = path
    if not file.is_file():
        return {}
    try:
        data = json.loads(file.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    if not isinstance(data, dict):
        return {}
    return {str(k): str(v) for k, v in data.items()}


def rule_text(rules: dict[str, str], citation: str) -> tuple[str, str] | None:
    """(the citation found, its text) for a citation or its nearest parent: 611.3d, 611.3, 611.

    A glossary citation names its term first ("Glossary: Persistent: a card with it ...")."""
    wanted = citation.strip()
    if wanted.startswith("Glossary:"):
        term = "Glossary:" + wanted[len("Glossary:"):].split(":", 1)[0]
        return (term, rules[term]) if term in rules else None
    while wanted:
        if wanted in rules:
            return wanted, rules[wanted]
        if wanted[-1].isalpha() and len(wanted) > 1 and wanted[-2].isdigit():
            wanted = wanted[:-1]
        elif "." in wanted:
            wanted = wanted.rsplit(".", 1)[0]
        else:
            return None
    return None
