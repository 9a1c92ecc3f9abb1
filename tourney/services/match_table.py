"""The judge's match table without the window: open a position, move it, read it.

A `MatchTable` is one game on the table: a board-state file, a new game
between two decks, or a recorded replay. All three are kept the same way, as
a starting point plus the answers given since, under the engine's
`ReplayCursor`: so a judge can step back and forward through any of them, and
answering in the middle of the line simply starts a new line from there.

The window reads the table through frozen rows (`PositionView`, `LogRow`,
`CardDetail`) built here, so no Qt code touches the engine's state, and a
position can be shown while the engine works on the next one. Engine errors
become `UserError`s whose message names the file and the field.
"""

from __future__ import annotations

import copy
import json
import os
import re
import tempfile
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine.core.decision import Decision, Option, number_of
from engine.core.errors import EngineError, IllegalAnswer, StateFormatError
from engine.core.log import LogEntry
from engine.core.replay import REPLAY_FORMAT, Replay, ReplayCursor, ReplayDivergence
from engine.core.resources import resource_path
from engine.mlp.api import SYSTEM_ID, default_library, load_state, make_setup, new_game, open_replay
from engine.mlp.boardstate import export_board
from engine.mlp.bot import RandomBot
from engine.mlp.decks.theme import SAMPLE_PAIR, theme_deck_lists
from engine.mlp.state.game import MlpGame
from engine.mlp.state.library import CardLibrary
from engine.mlp.values import power as mlp_power
from tourney.errors import UserError, ValidationError

__all__ = [
    "SAMPLE_PAIR",
    "AreaView",
    "CardDetail",
    "CardView",
    "Decision",
    "LogRow",
    "MatchTable",
    "Option",
    "PlayerView",
    "PositionView",
    "Progress",
    "board_table",
    "card_detail",
    "file_kind",
    "load_rules_text",
    "number_of",
    "open_board",
    "open_replay_file",
    "position_view",
    "read_deck_file",
    "read_deck_ids",
    "rule_text",
    "save_board_document",
    "start_game",
    "theme_deck_lists",
]

BOARD = "board"
GAME = "game"
REPLAY = "replay"
KEYFRAME_EVERY = 16
DIGEST_EVERY = 10
PLAY_OUT_LIMIT = 20_000
"""Answers a play-out gives at most: far more than any real game, less than a loop."""
BOARD_SYSTEM = "mlp-board"
"""System id of the cursor over a board-state file: never written to a replay file."""
POWER_TYPES = frozenset({"mane", "friend", "troublemaker"})
"""Card types whose power a judge reads; the card data gives some others a number too."""
RULES_FILE = ("mlp", "rules.json")
"""Where a shipped copy of the comprehensive rules (citation -> text) would live."""


# ----- rows the window shows -----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class CardView:
    """One card as a judge reads it on the table."""

    iid: int
    name: str
    kind: str
    owner: int
    ctrl: int
    power: int | None
    colors: tuple[str, ...]
    exhausted: bool = False
    frightened: bool = False
    face_down: bool = False
    boosted: bool = False
    token: bool = False
    counters: tuple[tuple[str, int], ...] = ()
    attachments: tuple[CardView, ...] = ()
    note: str = ""  # a Problem's confront requirements and bonus
    beneath: int = 0  # banished cards beneath it (Pumped, spend)

    @property
    def state_text(self) -> str:
        """The card's flags in words, as a judge would call them out."""
        words = []
        if self.face_down:
            words.append("face-down")
        if self.exhausted:
            words.append("exhausted")
        if self.frightened:
            words.append("frightened")
        if self.boosted:
            words.append("Boosted side")
        if self.token:
            words.append("token")
        return ", ".join(words)

    @property
    def counters_text(self) -> str:
        parts = [f"{count} {name.replace('_', ' ')}" for name, count in self.counters]
        if self.beneath:
            parts.append(f"{self.beneath} card(s) beneath")
        return ", ".join(parts)

    @property
    def player_text(self) -> str:
        """Who controls it, and whose it is when a control change (513.2) put it elsewhere."""
        return f"P{self.ctrl}" if self.owner == self.ctrl else f"P{self.ctrl} (P{self.owner}'s)"


@dataclass(frozen=True, slots=True)
class AreaView:
    """A home or a Problem with everything at it; `problem` is the Problem card itself."""

    key: str
    kind: str
    owner: int
    title: str
    problem: CardView | None
    cards: tuple[CardView, ...]
    # at a Problem, per player: (player, power that counts here, meets the confront requirements)
    strength: tuple[tuple[int, int, bool], ...] = ()

    @property
    def strength_text(self) -> str:
        if not self.strength:
            return ""
        powers = " · ".join(f"P{player} {total}" for player, total, _meets in self.strength)
        meeting = [f"P{player}" for player, _total, meets in self.strength if meets]
        return f"power {powers}" + (f"; {' and '.join(meeting)} meets it" if meeting else "")


@dataclass(frozen=True, slots=True)
class PlayerView:
    """A player's numbers and the cards only a judge sees all of."""

    index: int
    mane: str
    score: int
    tokens: int
    hand: tuple[CardView, ...]
    deck: tuple[CardView, ...]  # top first
    discard: tuple[CardView, ...]
    problem_deck: tuple[CardView, ...]  # top first
    banished: tuple[CardView, ...]

    @property
    def label(self) -> str:
        return f"P{self.index} · {self.mane}"


@dataclass(frozen=True, slots=True)
class PositionView:
    """Everything the table shows for one position."""

    turn: int
    turn_player: int
    first_player: int
    phase: str
    step: str
    players: tuple[PlayerView, PlayerView]
    areas: tuple[AreaView, ...]
    decision: Decision | None
    result: str
    number: int  # answers given since the start of this line
    length: int  # answers recorded in this line (more than `number` when stepped back)
    time_called: bool

    @property
    def summary(self) -> str:
        """Turn, whose turn and phase in one line."""
        if self.turn == 0:
            return "Setting up the game (102)"
        player = self.players[self.turn_player]
        phase = self.phase.replace("_", " ").capitalize()
        step = f", {self.step.replace('_', ' ')} step" if self.step and self.step != self.phase else ""
        return f"Turn {self.turn} · P{player.index}'s turn ({player.mane}) · {phase} phase{step}"


@dataclass(frozen=True, slots=True)
class LogRow:
    """One log entry with its place in the log."""

    number: int
    turn: int
    rule: str
    text: str


@dataclass(frozen=True, slots=True)
class CardDetail:
    """A card's printed information for the side panel."""

    iid: int
    name: str
    heading: str  # type, colors, cost/power
    facts: tuple[tuple[str, str], ...]
    text: str
    where: str


@dataclass(slots=True)
class Progress:
    """How far a long job has come: the worker writes it, the window reads it on a timer.

    `total` is 0 when the end is not known in advance (a play-out).
    """

    done: int = 0
    total: int = 0


# ----- opening ---------------------------------------------------------------------------------


def _read_json(path: Path, what: str) -> Any:
    try:
        raw = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise UserError(f"{path}: no such file") from None
    except UnicodeDecodeError:
        raise ValidationError(f"{path.name}: bad {what}, field file: not a text (UTF-8) file") from None
    except OSError as exc:
        raise UserError(f"cannot read {path}: {exc.strerror or exc}") from None
    try:
        return json.loads(raw)
    except json.JSONDecodeError as exc:
        raise ValidationError(
            f"{path.name}: bad {what}, field file: not valid JSON (line {exc.lineno}: {exc.msg})"
        ) from None


def file_kind(path: str | Path) -> str:
    """REPLAY for a replay file, else BOARD (the board-state reader then says what is wrong)."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return BOARD
    return REPLAY if isinstance(data, dict) and data.get("format") == REPLAY_FORMAT else BOARD


def open_board(path: str | Path, library: CardLibrary | None = None) -> MatchTable:
    """A table at the position a judge's board-state file describes, run to its decision."""
    file = Path(path)
    document = _read_json(file, "board state")
    lib = library or default_library()
    try:
        return board_table(document, file.name, lib)
    except StateFormatError as exc:
        raise ValidationError(
            f"{file.name}: bad board state, field {exc.field}: {exc.detail}"
        ) from None
    except EngineError as exc:
        raise ValidationError(f"{file.name}: {exc}") from None


def board_table(document: dict[str, Any], title: str, library: CardLibrary) -> MatchTable:
    """A table at a board-state document's position; the loader's `StateFormatError` passes
    through, so each caller can say where the document came from (a file, the editor)."""
    table = MatchTable(BOARD, title, _board_cursor(document, [], library), library)
    table.board_document = document
    return table


def save_board_document(document: dict[str, Any], path: str | Path) -> Path:
    """Write a board-state document (whole file or nothing)."""
    return _write_json(path, document, sort_keys=True)


def _board_cursor(document: dict[str, Any], answers: list[list[str]],
                  lib: CardLibrary) -> ReplayCursor:
    """A cursor whose step 0 is the board: the file reloads exactly (it round-trips)."""
    # the engine keeps parts of the document it reads: each load gets its own copy
    return ReplayCursor(lambda setup: load_state(copy.deepcopy(setup["board"]), lib),
                        Replay(BOARD_SYSTEM, {"board": document}, answers), KEYFRAME_EVERY)


def read_deck_ids(data: bytes | str, source: str) -> list[str]:
    """Card ids (one per copy) of a deck list in any format players hand in."""
    from engine.mlp.cards.database import load_card_database
    from engine.mlp.decks.errors import DeckFormatError
    from engine.mlp.decks.parse import read_deck
    from engine.mlp.decks.validate import resolve_deck_list

    try:
        deck_list = read_deck(data, source)
    except DeckFormatError as exc:
        raise ValidationError(f"{source}: {exc}") from None
    deck, messages = resolve_deck_list(deck_list, load_card_database())
    errors = [m for m in messages if m.severity == "error"]
    if errors:
        raise ValidationError(f"{source}: " + "; ".join(
            (f"line {m.line}: " if m.line else "") + m.text for m in errors))
    ids: list[str] = []
    for entry in deck.entries:
        ids += [entry.card.id] * entry.qty
    return ids


def read_deck_file(path: str | Path) -> list[str]:
    file = Path(path)
    try:
        data = file.read_bytes()
    except OSError as exc:
        raise UserError(f"cannot read the deck file {file}: {exc.strerror or exc}") from None
    return read_deck_ids(data, file.name)


def construction_notes(decks: Sequence[Sequence[str]], names: tuple[str, str] = ("", "")) -> list[str]:
    """Where each deck breaks constructed deck building (card counts and copies).

    The table plays such a deck anyway: a judge may be reproducing a game played
    with a wrong deck. Which sets are legal is left out: that depends on the event's
    format, and a judge may be replaying a game from any era.
    """
    from collections import Counter

    from engine.mlp.cards.database import load_card_database
    from engine.mlp.decks.formats import DEFAULT_FORMAT, get_format
    from engine.mlp.decks.model import Deck, ResolvedEntry, section_of
    from engine.mlp.decks.validate import LEGALITY_RULE, validate_deck

    db = load_card_database()
    fmt = get_format(DEFAULT_FORMAT)
    notes = []
    for player, ids in enumerate(decks):
        cards = [(db.by_id(card_id), qty) for card_id, qty in Counter(ids).items()]
        deck = Deck(tuple(ResolvedEntry(card, qty, section_of(card)) for card, qty in cards))
        label = f"P{player}'s deck" + (f" ({names[player]})" if names[player] else "")
        notes += [f"{label}: {m.text} ({m.rule})" for m in validate_deck(deck, fmt, db)
                  if not m.rule.startswith(LEGALITY_RULE)]
    return notes


def start_game(decks: Sequence[Sequence[str]], seed: int, names: tuple[str, str] = ("", ""),
               library: CardLibrary | None = None) -> MatchTable:
    """A new, recorded game between two decks (card ids), at its first decision.

    A deck the rules can't start a game with (no Mane Character, no Starting
    Problem) is refused; one that only breaks deck building is played, and the
    table's note says how it breaks it.
    """
    lib = library or default_library()
    try:
        setup = make_setup([list(d) for d in decks], seed, lib)
        replay = Replay(SYSTEM_ID, setup)
        cursor = ReplayCursor(lambda s: new_game(s, lib), replay, KEYFRAME_EVERY)
    except EngineError as exc:
        raise ValidationError(f"cannot start the game: {exc}") from None
    replay.digests.setdefault(0, cursor.game.digest())
    title = " vs ".join(names) if all(names) else "new game"
    table = MatchTable(GAME, f"{title} (seed {seed})", cursor, lib)
    table.note = "\n".join(construction_notes(decks, names))
    return table


class ReplayMismatch(ValidationError):
    """A replay this program does not reproduce exactly (another card database or engine).

    It can still be opened without the checks: the window asks the judge first.
    """


def open_replay_file(path: str | Path, library: CardLibrary | None = None,
                     progress: Progress | None = None, verify: bool = True) -> MatchTable:
    """A table over a replay file, checked to its end (digests) and shown from its start.

    With `verify=False` the digests and the card database version are not
    checked, and the replay is cut at the first recorded answer that no longer
    fits its decision (the table's `note` says where).
    """
    file = Path(path)
    data = _read_json(file, "replay")
    lib = library or default_library()
    note = ""
    try:
        replay = Replay.from_dict(data)
        recorded = replay.setup.get("card_db")
        if verify and replay.system == SYSTEM_ID and recorded and lib.version \
                and recorded != lib.version:
            raise ReplayMismatch(f"{file.name}: recorded with card database {recorded}; this "
                                 f"program has {lib.version}, so the game may differ.")
        if verify or replay.system != SYSTEM_ID:
            cursor = open_replay(replay, lib, KEYFRAME_EVERY)
        else:
            cursor = ReplayCursor(lambda s: new_game(s, lib), replay, KEYFRAME_EVERY, verify=False)
        if progress is not None:
            progress.total = cursor.length
        # one walk to the end: every later seek is cheap, and a divergence shows now
        while cursor.step < cursor.length:
            try:
                cursor.forward()
            except IllegalAnswer as exc:
                if verify:
                    raise ReplayMismatch(
                        f"{file.name}: the recorded answer for decision {cursor.step} does not "
                        f"fit the game this program plays ({exc}).") from None
                note = (f"the recorded answers stop fitting at decision {cursor.step} ({exc}); "
                        f"the {cursor.length - cursor.step} answer(s) from there were left out")
                del replay.answers[cursor.step:]
            if progress is not None:
                progress.done = cursor.step
        cursor.seek(0)
    except StateFormatError as exc:
        raise ValidationError(f"{file.name}: bad replay, field {exc.field}: {exc.detail}") from None
    except ReplayDivergence as exc:
        raise ReplayMismatch(f"{file.name}: this program plays the recorded game differently "
                             f"({exc}).") from None
    except EngineError as exc:
        raise ValidationError(f"{file.name}: {exc}") from None
    table = MatchTable(REPLAY, file.name, cursor, lib)
    table.note = note
    return table


# ----- the table -------------------------------------------------------------------------------


class MatchTable:
    """One game on the judge's table and the line of answers that led here."""

    def __init__(self, kind: str, title: str, cursor: ReplayCursor, library: CardLibrary) -> None:
        self.kind = kind
        self.title = title
        self.cursor = cursor
        self.library = library
        self.board_document: dict[str, Any] | None = None
        self.note = ""  # anything the judge should know about how the table was opened

    @property
    def game(self) -> MlpGame:
        game = self.cursor.game
        assert isinstance(game, MlpGame)
        return game

    @property
    def step(self) -> int:
        return self.cursor.step

    @property
    def length(self) -> int:
        return self.cursor.length

    @property
    def can_save_replay(self) -> bool:
        """Only games that start from decks and a seed can be written as replays."""
        return self.kind != BOARD

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
        """Forget every recorded answer, keyframe and digest after `step`."""
        cursor = self.cursor
        del cursor.replay.answers[step:]
        for table in (cursor.keyframes, cursor.replay.digests):
            for later in [k for k in table if k > step]:
                del table[later]

    def default_answer(self) -> list[str]:
        """What "step" answers when nothing is recorded: pass, decline, or the first options."""
        decision = self.game.pending()
        if decision is None:
            raise UserError("The game is over: there is nothing to step to.")
        keys = decision.option_keys()
        for wanted in ("pass", "done", "keep", "no", "none", "skip"):
            if wanted in keys:
                return [wanted]
        return keys[: max(decision.min, 1 if decision.max else 0)]

    def step_forward(self) -> str:
        """Advance to the next decision: the recorded answer, else the default one."""
        if self.cursor.step < self.cursor.length:
            keys = self.cursor.replay.answers[self.cursor.step]
            said = self.pending_answer_words(keys)
            self.forward()
            return f"played the recorded answer: {said}"
        keys = self.default_answer()
        said = self.pending_answer_words(keys)
        self.answer(keys)
        return f"answered: {said}"

    def forward(self) -> None:
        self._move(self.cursor.forward)

    def back(self) -> None:
        self._move(self.cursor.back)

    def seek(self, step: int) -> None:
        self._move(lambda: self.cursor.seek(step))

    def _move(self, move: Callable[[], None]) -> None:
        try:
            move()
        except EngineError as exc:
            raise UserError(str(exc)[:1].upper() + str(exc)[1:] + ".") from None

    def play_out(self, seed: int, limit: int = PLAY_OUT_LIMIT,
                 progress: Progress | None = None) -> int:
        """Let two seeded random players finish the game; returns the answers given."""
        bots = [RandomBot(seed * 2 + p, style="eager") for p in (0, 1)]
        given = 0
        while given < limit:
            decision = self.game.pending()
            if decision is None:
                break
            self.answer(bots[decision.player].choose(decision))
            given += 1
            if progress is not None:
                progress.done = given
        return given

    # ----- saving ---------------------------------------------------------------------------

    def save_board(self, path: str | Path) -> Path:
        """Write the current position as a board-state file (whole file or nothing)."""
        return _write_json(path, export_board(self.game), sort_keys=True)

    def save_replay(self, path: str | Path) -> Path:
        """Write the game up to the current position as a replay file."""
        if not self.can_save_replay:
            raise UserError("A position opened from a board-state file has no decks and seed to "
                            "replay from: save it as a board state instead.")
        replay = self.cursor.replay
        step = self.cursor.step
        upto = Replay(replay.system, replay.setup, [list(a) for a in replay.answers[:step]],
                      {k: v for k, v in replay.digests.items() if k <= step})
        upto.digests[step] = self.game.digest()
        return _write_json(path, upto.to_dict(), sort_keys=False)

    # ----- reading --------------------------------------------------------------------------

    def position(self) -> PositionView:
        return position_view(self.game, self.cursor.step, self.cursor.length)

    def log_rows(self, start: int = 0) -> list[LogRow]:
        game = self.game
        return [_log_row(n, e, game) for n, e in enumerate(game.log[start:], start=start + 1)]

    def words(self, text: str) -> str:
        """A label or prompt of the position shown, with its places in words."""
        return place_words(self.game, text)

    def pending_answer_words(self, keys: Sequence[str]) -> str:
        """What answering the pending decision with `keys` means, in its labels' words."""
        decision = self.game.pending()
        if decision is None:
            return ", ".join(keys)
        return answer_words(decision, keys, self.game)

    def card_detail(self, iid: int) -> CardDetail | None:
        return card_detail(self.game, iid)


def _log_row(number: int, entry: LogEntry, game: MlpGame | None = None) -> LogRow:
    text = entry.text if game is None else place_words(game, entry.text, lasting=True)
    return LogRow(number, entry.turn, entry.rule, text)


_AREA_KEY = re.compile(r"\b(?:home|problem|dilemma):\d+\b")


def place_words(game: MlpGame, text: str, *, lasting: bool = False) -> str:
    """The engine's area keys in a text ("at problem:0") as the table names them.

    Options and prompts speak of the board as it is: "at Problem Pinkie's
    Pranks (P0's)". A log line stays true later, when another Problem may lie
    in that area, so `lasting` words name the area only: "at P0's Problem".
    """
    areas = game.s["areas"]

    def words(found: re.Match[str]) -> str:
        key = found.group(0)
        area = areas.get(key)
        if area is None:
            kind, _, owner = key.partition(":")
            return f"P{owner}'s home" if kind == "home" else key
        if lasting or area["kind"] == "home":
            noun = {"home": "home", "problem": "Problem"}.get(area["kind"], "Dilemma")
            return f"P{area['owner']}'s {noun}"
        return _area_title(game, key, area, area.get("problem"))

    return _AREA_KEY.sub(words, text)


def answer_words(decision: Decision, keys: Sequence[str], game: MlpGame) -> str:
    """An answer as the judge chose it: the options' labels in words, numbers as numbers."""
    labels = {option.key: option.label for option in decision.options}
    said = []
    for key in keys:
        if key in labels:
            said.append(place_words(game, labels[key]))
        else:
            number = number_of(key)
            said.append(f"{number:,}" if number is not None else key)
    return "; ".join(said) or "nothing"


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
        raise UserError(f"Cannot save {target}: {exc.strerror or exc}.") from None
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            out.write(text)
        os.replace(temp_name, target)
    except BaseException:
        Path(temp_name).unlink(missing_ok=True)
        raise
    return target


# ----- building the rows ---------------------------------------------------------------------


def _card_view(game: MlpGame, iid: int, with_attachments: bool = True) -> CardView:
    c = game.s["cards"][iid]
    spec = game.spec(iid)
    in_play = c["zone"] == "play"
    shown_power = None
    if spec.type in POWER_TYPES:
        shown_power = mlp_power.power(game, iid) if in_play else spec.power
    attachments: tuple[CardView, ...] = ()
    if with_attachments and in_play:
        attachments = tuple(_card_view(game, a, False) for a in game.attachments(iid))
    return CardView(
        iid=iid,
        name=spec.name,
        kind=spec.type,
        owner=c["owner"],
        ctrl=c["ctrl"],
        power=shown_power,
        colors=spec.colors,
        exhausted=c["exhausted"],
        frightened=c["frightened"],
        face_down=c["face_down"],
        boosted=c["boosted"],
        token=bool(c.get("token")),
        counters=tuple(sorted(c["counters"].items())),
        attachments=attachments,
        note=_problem_note(spec) if spec.type == "problem" else "",
        beneath=len(c.get("beneath", ())),
    )


def _requirement(kind: str, color: str | None, amount: int) -> str:
    if kind == "wild" or color is None:
        return f"{amount} Wild"
    return f"{amount} {'non-' if kind == 'not_color' else ''}{color.capitalize()}"


def _problem_note(spec: Any) -> str:
    """What confronting a Problem takes, as printed: owner's colors, the opponent's total."""
    parts = []
    if spec.confront_owner:
        parts.append("owner " + " + ".join(_requirement(*r) for r in spec.confront_owner))
    if spec.confront_opp is not None:
        parts.append(f"opponent {spec.confront_opp}")
    if spec.bonus:
        parts.append(f"bonus {spec.bonus}")
    return "confront: " + "; ".join(parts) if parts else ""


def _area_title(game: MlpGame, key: str, area: dict[str, Any], problem: int | None) -> str:
    owner = area["owner"]
    if area["kind"] == "home":
        return f"P{owner}'s home"
    name = game.spec(problem).name if problem is not None else "no Problem"
    if key.startswith("dilemma:"):
        return f"Dilemma {name} (P{owner}'s)"
    return f"Problem {name} (P{owner}'s)"


def _area_order(game: MlpGame) -> list[str]:
    """Table order: P1's home across the table, the Problems between, P0's home nearest."""
    areas = game.s["areas"]
    problems = [k for k, a in areas.items() if a["kind"] == "problem"]
    problems.sort(key=lambda k: (-areas[k]["owner"], k))
    homes = sorted((k for k, a in areas.items() if a["kind"] == "home"),
                   key=lambda k: -areas[k]["owner"])
    return [*homes[:1], *problems, *homes[1:]]


def position_view(game: MlpGame, number: int = 0, length: int = 0) -> PositionView:
    """The rows for one position of a game."""
    s = game.s
    areas = []
    for key in _area_order(game):
        area = s["areas"][key]
        problem = area.get("problem")
        cards = [i for i in game.at(key) if i != problem and s["cards"][i]["host"] is None]
        cards.sort(key=lambda i: (s["cards"][i]["ctrl"], _kind_order(game.spec(i).type), i))
        areas.append(AreaView(
            key=key,
            kind=area["kind"],
            owner=area["owner"],
            title=_area_title(game, key, area, problem),
            problem=_card_view(game, problem) if problem is not None else None,
            cards=tuple(_card_view(game, i) for i in cards),
            strength=_strength(game, key) if area["kind"] == "problem" and problem else (),
        ))
    players = tuple(_player_view(game, p) for p in (0, 1))
    result = ""
    if s["result"] is not None:
        winner = s["result"]["winner"]
        who = "a draw" if winner is None else f"P{winner} wins"
        result = f"Game over: {who} ({s['result']['reason']}, {s['result']['rule']})"
    return PositionView(
        turn=s["turn"],
        turn_player=s["turn_player"],
        first_player=s["first_player"],
        phase=s["phase"],
        step=s["step"],
        players=(players[0], players[1]),
        areas=tuple(areas),
        decision=game.pending(),
        result=result,
        number=number,
        length=max(length, number),
        time_called=s["time_called"] is not None,
    )


def _strength(game: MlpGame, area: str) -> tuple[tuple[int, int, bool], ...]:
    """Each player's power at a Problem as the confront check counts it (611.3, 503.5)."""
    out = []
    for player in (0, 1):
        total = sum(value for value, _colors in mlp_power.confront_supply(game, player, area))
        meets = (mlp_power.meets(game, player, area)
                 and not mlp_power.blocked_by_troublemaker(game, player, area))
        out.append((player, total, meets))
    return tuple(out)


_KIND_ORDER = ("mane", "friend", "resource", "troublemaker", "event", "problem")


def _kind_order(kind: str) -> int:
    return _KIND_ORDER.index(kind) if kind in _KIND_ORDER else len(_KIND_ORDER)


def _player_view(game: MlpGame, p: int) -> PlayerView:
    player = game.s["players"][p]
    mane = player["mane"]
    mane_name = game.spec(mane).name if mane in game.s["cards"] else "no Mane Character"

    def cards(zone: str, top_first: bool = False) -> tuple[CardView, ...]:
        iids = player[zone][::-1] if top_first else player[zone]
        return tuple(_card_view(game, i, False) for i in iids)

    return PlayerView(
        index=p,
        mane=mane_name,
        score=player["score"],
        tokens=player["tokens"],
        hand=cards("hand"),
        deck=cards("deck", top_first=True),
        discard=cards("discard", top_first=True),
        problem_deck=cards("problem_deck", top_first=True),
        banished=cards("banished"),
    )


def _where(game: MlpGame, iid: int) -> str:
    c = game.s["cards"][iid]
    zone = c["zone"]
    if zone == "play":
        area = game.s["areas"].get(c["area"], {"owner": 0, "kind": "home"})
        where = _area_title(game, c["area"], area, area.get("problem"))
        host = c["host"]
        if host is not None:
            where = f"attached to {game.spec(host).name} #{host}, {where}"
        return f"in play: {where}; controlled by P{c['ctrl']}"
    return f"P{c['owner']}'s {zone.replace('_', ' ')}"


def card_detail(game: MlpGame, iid: int) -> CardDetail | None:
    """A card's printed information, as the side panel shows it; None for an unknown card."""
    if iid not in game.s["cards"]:
        return None
    c = game.s["cards"][iid]
    spec = game.spec(iid)
    card = spec.card
    colors = "/".join(color.capitalize() for color in spec.colors) or "colorless"
    heading = f"{spec.type.capitalize()} · {colors}"
    facts: list[tuple[str, str]] = []
    if spec.cost is not None:
        facts.append(("Cost", str(spec.cost)))
    if spec.reqs:
        facts.append(("Play requirement",
                      ", ".join(f"{n} {color.capitalize()}" for color, n in spec.reqs)))
    if spec.power is not None and spec.type in POWER_TYPES:
        current = mlp_power.power(game, iid) if c["zone"] == "play" else spec.power
        shown = str(spec.power) if current in (None, spec.power) else f"{current} (printed {spec.power})"
        facts.append(("Power", shown))
    if spec.confront_owner:
        facts.append(("Confront (owner)", " + ".join(_requirement(*r) for r in spec.confront_owner)))
    if spec.confront_opp is not None:
        facts.append(("Confront (opponent)", f"{spec.confront_opp} Wild"))
    if spec.bonus:
        facts.append(("Bonus points", str(spec.bonus)))
    if spec.tm_points:
        facts.append(("Points", str(spec.tm_points)))
    if card.traits:
        facts.append(("Traits", ", ".join(card.traits)))
    if card.keywords:
        facts.append(("Keywords", ", ".join(
            k.name if k.value is None else f"{k.name} {k.value}" for k in card.keywords)))
    if c["counters"]:
        facts.append(("Counters", ", ".join(f"{n} {k.replace('_', ' ')}"
                                            for k, n in sorted(c["counters"].items()))))
    if card.code:
        facts.append(("Card", f"{card.code} ({card.set_name})" if card.set_name else card.code))
    if spec.status != "implemented":
        facts.append(("Engine", f"{spec.status}: {', '.join(spec.unsupported) or 'see coverage'}"))
    text = card.text
    if card.errata:
        text += "\n\n" + " ".join(e if e.casefold().startswith("errata") else f"Errata: {e}"
                                 for e in card.errata)
    if spec.type == "mane" and card.boosted is not None:
        other = card.boosted if not c["boosted"] else card
        side = "Boosted" if not c["boosted"] else "Start"
        text += f"\n\n{side} side ({other.full_name}): {other.text}"
    return CardDetail(iid, spec.name, heading, tuple(facts), text.strip(), _where(game, iid))


# ----- rules text ------------------------------------------------------------------------------


def load_rules_text(path: Path | None = None) -> dict[str, str]:
    """The shipped rules text by citation, or nothing when the program ships none."""
    file = path if path is not None else _shipped_rules_file()
    if file is None or not file.is_file():
        return {}
    try:
        data = json.loads(file.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    if not isinstance(data, dict):
        return {}
    return {str(k): str(v) for k, v in data.items()}


def _shipped_rules_file() -> Path | None:
    try:
        return resource_path(*RULES_FILE)
    except FileNotFoundError:
        return None


def rule_text(rules: dict[str, str], citation: str) -> tuple[str, str] | None:
    """(the citation found, its text) for a citation or its nearest parent: 611.3d, 611.3, 611."""
    wanted = citation.strip()
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
