"""What the judge's match table and board editor ask of a game.

A game system that can be played on the table gives a `TableRules` (its
`GameSystem.table`): how to deal a game from decks, load and write a board
state, read a position (`engine.core.view`), put an answer in words, and a bot
that finishes a game. `BoardEditing` is the board editor's part. The match
table keeps a position as a starting point plus the answers given since, under
the engine's `ReplayCursor`, so a game only has to be a `ReplayableGame`.
"""

from __future__ import annotations

import re
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, Protocol

from engine.core.board_limits import misplaced_words
from engine.core.decision import Decision, number_of
from engine.core.deferred import DeferredModule
from engine.core.errors import EngineError, IllegalAnswer
from engine.core.labels import told_apart
from engine.core.player_names import named_players
from engine.core.plural import how_many
from engine.core.replayable import ReplayableGame
from engine.core.why_answer import WhyAnswer

if TYPE_CHECKING:
    from engine.core.board_setup import BoardSchema, BoardSetup, BuiltBoard, CardChoice, CardPlace
    from engine.core.view import CardCoverage, CardDetail, GameResult, LogRow, PositionView

# the board editor's types: loaded when a game's board is edited, not when one is dealt
board_setup = DeferredModule("engine.core.board_setup")


class Bot(Protocol):
    """A player that answers any decision by itself (seeded, so a play-out repeats)."""

    def choose(self, decision: Decision) -> list[str]: ...


UNTIL_STOPS = ("end-of-step", "end-of-phase", "end-of-turn")
"""Where `TableRules.advance_until` stops, as the CLI's `--until` and the table's buttons say it."""

_PERIOD_WORDS = {"end-of-step": "step", "end-of-phase": "phase", "end-of-turn": "turn"}
UNTIL_DEPTH = {"end-of-step": 3, "end-of-phase": 2, "end-of-turn": 1}
"""How much of a `TableRules.stage` (turn, phase, step) stays the same up to each stop."""


@dataclass(frozen=True, slots=True)
class Advanced:
    """What `TableRules.advance_until` did: the answers it gave, in order, and why it stopped."""

    answers: tuple[tuple[str, ...], ...]
    stopped: str
    """Why it stopped, in words ("the next answer (Pass priority) ends the main phase")."""
    paused: bool = False
    """The game stands between two decisions, at the end asked for (no decision pending, the
    game not over): the engine goes on from there when it runs again (a board file written
    now and loaded again runs on to the next decision)."""


UNKNOWN_CARD = "unknown card"
"""How the editor names a typing that is no card (a game may add why after a colon)."""


class BoardEditing(ABC):
    """The board editor's part of a game: its schema, its cards, and its documents."""

    schema: BoardSchema

    @abstractmethod
    def card_choices(self) -> list[CardChoice]:
        """Every card a judge can type, for completion."""

    @abstractmethod
    def find_card(self, text: str) -> CardChoice | None:
        """The one card a code or full name names, or None."""

    def match_card(self, text: str) -> str:
        """What a judge's typing should become: a code when it names one card, else the typing."""
        return board_setup.entry_text(text)

    def describe_card(self, text: str) -> str:
        """The full name and kind of the card typed, or why it is not a card."""
        if not text.strip():
            return "(no card)"
        card = self.find_card(board_setup.entry_text(text))
        return UNKNOWN_CARD if card is None else card.described

    def card_named(self, text: str) -> str | None:
        """The name a judge reads for the card a code, database id or full name gives (None:
        it gives no card): the words that say where a refused card is name it so."""
        card = self.find_card(board_setup.entry_text(text))
        return None if card is None else card.name

    def card_gap(self, text: str) -> str:
        """What of the typed card's text the rules engine does not carry out, in words
        ("" = all of it, or no such card): the editor marks such a card."""
        return ""

    def card_kind(self, text: str) -> str | None:
        """The type of the card typed (lower case), or None when it names no card."""
        card = self.find_card(board_setup.entry_text(text))
        return None if card is None else card.kind.lower()

    beneath_pile = ""
    """The pile of the cards a judge can put beneath a card in play (MLP: banished, 410.5);
    "" when the game has no cards beneath cards."""

    def put_beneath(self, setup: BoardSetup, ref: int, host: int) -> None:
        """Put the card `ref` of a `beneath_pile` beneath the card in play `host` (last, the
        newest), taking it from beneath any other card."""
        raise NotImplementedError("this game has no cards beneath cards")

    def host_fits(self, card: str, host: str, own: bool) -> bool:
        """Can the card typed be attached to the card typed as `host` (`own`: both are one player's),
        as the card's text allows? The editor offers such hosts only. True when either names no card
        (the loader says what is wrong then)."""
        return True

    def misplaced(self, text: str, zone: str, player: int) -> str:
        """Why the card typed cannot be in `zone` ("mane", "hand", "play"...) of `player`'s board,
        in words naming the card and the rule ("" = it can, or it names no card: the name cell
        and the loader say that). The editor refuses such a card where it is typed."""
        kinds = self.schema.kinds_of(zone)
        card = self.find_card(board_setup.entry_text(text))
        if card is None or not kinds or card.kind.lower() in kinds:
            return ""
        return misplaced_words(card.name, self.schema.kind_word(card.kind), self.place_words(zone, player),
                               self.schema.holds(zone)) + "."

    def place_words(self, zone: str, player: int) -> str:
        """A slot, a pile or the cards in play of `player`'s, as a refusal of a card out of place
        names it ("P0's hand"): as the game's board check names the same place, where it has one."""
        if zone == "play":
            return f"P{player}'s cards in play"
        return self.schema.place_label(board_setup.CardPlace(player, zone)).split(", row")[0]

    def choices_for(self, zone: str) -> list[CardChoice]:
        """The cards completion offers for a slot, a pile or the cards in play: those it can hold."""
        kinds = self.schema.kinds_of(zone)
        return [c for c in self.card_choices() if not kinds or c.kind.lower() in kinds]

    def new_setup(self) -> BoardSetup:
        return board_setup.empty_setup(self.schema)

    @abstractmethod
    def build(self, setup: BoardSetup) -> BuiltBoard:
        """The board-state document of a setup; `BoardSetupProblem` for what it cannot hold."""

    def place_of(self, built: BuiltBoard, field: str) -> CardPlace | None:
        """The editor card a loader's field names ("cards[3].card"), when it names one."""
        found = re.match(r"cards\[(\d+)\]", field)
        if found and int(found.group(1)) < len(built.places):
            return built.places[int(found.group(1))]
        return None

    @abstractmethod
    def setup_from(self, game: Any) -> BoardSetup:
        """The position of a game as the editor's data, to change and start again."""

    def carried_on(self, setup: BoardSetup) -> dict[int, str]:
        """What the editor keeps of `setup.carried` for each card in play, in words, by ref
        (the in-play list's column `BoardSchema.carried_title`)."""
        return {}

    def carried_note(self, setup: BoardSetup) -> str:
        """What the editor keeps of `setup.carried` as the setup now stands, and what of it
        the judge's changes leave out, in words for the editor's note ("" = nothing)."""
        return ""


CONCESSION_RULE = "floor rules: conceding"
"""The citation of a concession in a game whose own rules say nothing of conceding."""
CONCESSION_WORDS = ("(the tournament floor rules, Conceding and Dropping, which the program applies to every "
                    "game's events) A player may choose to concede a game at any time. ... A conceded game "
                    "counts as a loss for the conceding player and a win for that player's opponent.")
"""The floor rules' words a `CONCESSION_RULE` log entry shows in the rules pane."""


@dataclass(frozen=True, slots=True)
class TimeProcedure:
    """One end-of-match procedure time can be called with at the table, as the game's own
    rules give it: the judge's choice (Judge → Call time) says it in these words, so each
    game describes its own procedure, and one the game does not play is greyed with why."""

    round: str
    """The round it is for, as the choice is named ("Swiss round", "Elimination round")."""
    words: str = ""
    """What the procedure does, in the game's words, shown under the choice ("" when the game
    plays none: `refusal` says why)."""
    called: str = ""
    """What the table says once time is called with it ("Time called: ...")."""
    refusal: str = ""
    """Why the game plays no such procedure ("" = it plays it): calling time with it is
    refused in these words, and the choice is greyed with them."""


class TableRules(ABC):
    """A game as the match table plays it."""

    board_format: str
    """The `format` field of the game's board-state files."""
    rules_name: str = "the game's rules"
    """The document rule citations point into ("the MLP CCG comprehensive rules (3.4)")."""
    rules_short: str = "the game's rules"
    """The same in a few words, for a column's tooltip ("comprehensive rules 3.4")."""
    ready_deck_word: str = "ready-made deck"
    """What the game calls its shipped decks, after a deck's name ("Twilight Sparkle theme deck")."""
    editing: BoardEditing | None = None
    phase_names: ClassVar[Mapping[str, str]] = {}
    """What the game's rules call each phase `stage` gives ("draw": "Draw Phase"), for the
    sentences that name where the game stopped; the engine's own short names are never shown
    when the rules name the period."""
    zone_names: ClassVar[Mapping[str, str]] = {}
    """What the game's rules call the zones its board files name by key ("active": "Active
    Neopet"), for the words that say where a refused card is; a key not here is said as it is."""
    step_names: ClassVar[Mapping[str, str]] = {}
    """What the game's rules call each step `stage` gives, whole ("Attack Step (Battle Phase)"),
    for the same sentences."""

    def card_named(self, text: str) -> str | None:
        """The name a judge reads for the card a board file gives by code, id or name (None:
        it gives none, or the game has no editor to know its cards by)."""
        return None if self.editing is None else self.editing.card_named(text)

    # ----- decks and new games ------------------------------------------------------------------

    @abstractmethod
    def card_db_version(self) -> str:
        """The card database a replay must have been recorded with ("" = any)."""

    @abstractmethod
    def theme_decks(self) -> dict[str, str]:
        """Ready-made decks by name, as deck-list text."""

    @abstractmethod
    def sample_pair(self) -> tuple[str, str]:
        """The two theme decks the Sample game deals."""

    @abstractmethod
    def read_deck(self, data: bytes | str, source: str) -> list[str]:
        """Card ids, one per copy, of a deck list; `DeckFormatError` naming what is wrong."""

    def read_deck_noted(self, data: bytes | str, source: str) -> tuple[list[str], list[str]]:
        """`read_deck`, and what reading the list took on trust, each in words, by its line
        ("line 3: 'Hard Hatt': misspelled; read as Hard Hat"): a game whose deck reader
        forgives nothing has nothing to say."""
        return self.read_deck(data, source), []

    def construction_notes(self, decks: Sequence[Sequence[str]], names: Sequence[str]) -> list[str]:
        """Where each deck breaks deck building (the table plays it anyway)."""
        return []

    @abstractmethod
    def make_setup(self, decks: Sequence[Sequence[str]], seed: int) -> dict[str, Any]:
        """A replayable setup from decks (card ids) and a seed."""

    @abstractmethod
    def new_game(self, setup: dict[str, Any]) -> ReplayableGame:
        """A game from a setup, run to its first decision."""

    # ----- board states -------------------------------------------------------------------------

    @abstractmethod
    def load_board(self, document: dict[str, Any]) -> ReplayableGame:
        """A game at a board-state document's position; `StateFormatError` naming the field."""

    def load_board_as_written(self, document: dict[str, Any]) -> ReplayableGame:
        """`load_board`, except that a board written where `advance_until` stopped the engine
        between two decisions stays there (advancing it goes on from there) instead of running
        on to the next decision. A game that never stops between decisions needs nothing else."""
        return self.load_board(document)

    def load_board_to_ask(self, document: dict[str, Any]) -> ReplayableGame:
        """The position a judge's "why not?" is about: `load_board_as_written`, run on to the
        next decision. A game whose boards start at a step that may ask nothing can stop at
        that step's end instead, so the question is about that step, not a later turn."""
        return self.load_board(document)

    @abstractmethod
    def export_board(self, game: Any) -> dict[str, Any]:
        """The board-state document of a position."""

    # ----- reading a position -------------------------------------------------------------------

    @abstractmethod
    def position(self, game: Any, number: int, length: int) -> PositionView:
        """What the table shows for a position."""

    @abstractmethod
    def log_rows(self, game: Any, start: int = 0) -> list[LogRow]:
        """The log from entry `start` on (numbered from 1), each with its rule."""

    def words(self, game: Any, text: str) -> str:
        """A label or prompt with the game's internal names (area keys) in words; the players
        as a person calls them (`named_players`: "Player 1" for the engine's "P0"), where the
        game names no players of its own."""
        return named_players(text, ())

    def decision_source(self, game: Any) -> str | None:
        """The card whose text asks the pending decision, as people read it ("Princess
        Twilight Sparkle, There's A Spell For That! #1"), when its prompt does not name it;
        None for a question of the rules, or when the prompt says it already."""
        return None

    def asked_by(self, game: Any) -> str | None:
        """The line shown under the pending decision's prompt when a card's text asks it
        ("Asked by the text of ..."): the command line and the match table say it alike."""
        source = self.decision_source(game)
        return None if source is None else f"Asked by the text of {source}"

    def option_labels(self, game: Any, decision: Decision) -> list[str]:
        """A decision's option labels as every reader shows them (the command line, the match
        table, an answer in words): places in words, and two options that would read the same
        told apart by their cards' numbers and where each is, in words ("Pay 2 to play Stack of
        Suitcases #41 (copy 1 of 2 in P0's hand) at home", `distinct_labels`)."""
        options = decision.options

        def card_words(iid: int) -> tuple[str, str | None] | None:
            detail = self.card_detail(game, iid)
            return None if detail is None else (detail.name, self.place_words(detail))

        return told_apart([self.words(game, option.label) for option in options],
                          [self.option_card(option.key, option.label) for option in options], card_words)

    def place_words(self, detail: CardDetail) -> str | None:
        """Where a card an option names is, in the words that tell two options naming alike
        cards apart ("P0's hand"), or None where the option says it already (a card in play
        is offered by where it is)."""
        return None

    def answer_words(self, game: Any, decision: Decision, keys: Sequence[str]) -> str:
        """An answer as the judge chose it: the options' labels, numbers as numbers."""
        labels = dict(zip(decision.option_keys(), self.option_labels(game, decision), strict=True))
        said = []
        for key in keys:
            if key in labels:
                said.append(labels[key])
            else:
                number = number_of(key)
                said.append(f"{number:,}" if number is not None else key)
        return "; ".join(said) or "nothing"

    def key_words(self, game: Any, key: str) -> str | None:
        """An answer's key in words, whether or not the pending decision offers it: the cards it
        names by name and number, places as the table names them; None where the game cannot
        say it (a key of no form it writes). What a recorded answer that no longer fits says."""
        return None

    def not_fitting(self, game: Any, exc: IllegalAnswer) -> str:
        """Why a recorded answer does not fit the pending decision, for a judge: what it says in
        words and the decision in words, with the options that name the same card, never the
        option keys the engine lists to a person typing an answer."""
        decision = game.pending()
        if exc.unknown is None or decision is None:
            return str(exc)
        said = self.key_words(game, exc.unknown)
        what = f"it says to {said}, none" if said else "it is none"
        why = self.words(game, f"{what} of the {how_many(len(decision.options), 'option')} of "
                               f"P{decision.player}'s decision: {decision.prompt}")
        card = self.option_card(exc.unknown, "")
        if card is None:
            return why
        labels = self.option_labels(game, decision)
        near = [label for option, label in zip(decision.options, labels, strict=True)
                if self.option_card(option.key, "") == card]
        return f"{why}; those with that card: {'; '.join(near)}" if near else why

    @abstractmethod
    def card_detail(self, game: Any, iid: int) -> CardDetail | None:
        """A card's printed information and where it is; None for no such card."""

    def option_card(self, key: str, label: str) -> int | None:
        """The card an option names (to show it when the option is chosen), if any."""
        found = re.search(r"#(\d+)\b", label)
        return int(found.group(1)) if found else None

    def log_length(self, game: Any) -> int:
        """How many entries the log of a position has."""
        return len(self.log_rows(game))

    def default_answer(self, decision: Decision) -> list[str]:
        """What "Step" answers when nothing is recorded: pass, decline, or the first options."""
        keys = decision.option_keys()
        for wanted in ("pass", "done", "keep", "no", "none", "skip"):
            if wanted in keys:
                return [wanted]
        return keys[: max(decision.min, 1 if decision.max else 0)]

    # ----- stopping where the judge needs to look -----------------------------------------------

    def stage(self, game: Any) -> tuple[int, str, str]:
        """(turn, phase, step) of a position, by their names in the rules; a game without steps
        inside its phases gives "" for the step (its steps are then its phases)."""
        view = self.position(game, 0, 0)
        return view.turn, view.phase, ""

    def time_called(self, game: Any) -> bool:
        """Whether time has been called in the game (the end-of-match procedure under way)."""
        return self.position(game, 0, 0).time_called

    def scores(self, game: Any) -> list[int]:
        """Each player's score, the first player's first. A game may read these (and `stage`)
        from its state, not through the whole position: a game played from the command line
        asks them at every decision."""
        return [player.score for player in self.position(game, 0, 0).players]

    def advance_until(self, game: Any, until: str,
                      answer: Callable[[Decision], Sequence[str]] | None = None,
                      limit: int = 1000) -> Advanced:
        """Answer decision after decision (`answer`, by default `default_answer`) for as long as
        the game stays in its current step, phase or turn (`until`, one of `UNTIL_STOPS`); stop
        at the decision whose answer would end it, so the judge sees the board as it is at the
        end of that step, phase or turn, with the answer that ends it still to give.

        Each answer is tried on the game and taken back when it ends the period (`snapshot`,
        `restore`): a game needs nothing more than `ReplayableGame` and `stage`. The game is
        left at the stopping decision. Asked again there (the first answer ends the period: a
        board saved at the stop, the table's button pressed again), that answer is given and
        the game stops at the end of the next period, so each request moves the game on. A
        game with its own notion of these ends can override.
        """
        if until not in UNTIL_STOPS:
            raise ValueError(f"until must be one of {', '.join(UNTIL_STOPS)}, not {until!r}")
        depth = UNTIL_DEPTH[until]
        period = _PERIOD_WORDS[until]
        choose = answer or self.default_answer
        begun = self.stage(game)
        start = begun[:depth]
        given: list[tuple[str, ...]] = []
        while len(given) < limit:
            decision = game.pending()
            if decision is None:
                return Advanced(tuple(given), "the game is over")
            keys = list(choose(decision))
            before = game.snapshot()
            game.submit(keys)
            ended = game.pending() is None or self.stage(game)[:depth] != start
            if ended and given:
                words = ("the game" if game.pending() is None
                         else stage_words(begun, depth, self.phase_names, self.step_names))
                game.restore(before)
                said = self.answer_words(game, decision, keys)
                return Advanced(tuple(given), f"the next answer ({said}) ends {words}")
            given.append(tuple(keys))
            if ended:  # (the first answer: asked again at the stop, it moves on to the next period)
                begun = self.stage(game)
                start = begun[:depth]
        return Advanced(tuple(given), f"stopped after {limit} answers still inside the {period}")

    # ----- the judge's "why not?" ---------------------------------------------------------------

    why_grammar: str = ""
    """The questions `why_not` reads, in a line ("" when the game answers none)."""
    why_hint: tuple[str, ...] = ()
    """A few of those questions, the commonest first, for the question box's hint, which shows
    as many as it has room for (the whole `why_grammar` is its tooltip and the answer to an
    empty question)."""

    def why_not(self, game: Any, question: str) -> WhyAnswer:
        """Why an action the judge expected is not offered (or which option it is), from the
        engine's own legality checks; `EngineError` saying what could not be read."""
        raise EngineError("this game's rules engine does not answer why-not questions")

    @abstractmethod
    def bot(self, seed: int, style: str = "eager") -> Bot:
        """A seeded player for "Play to the end"; `style` is one of `bot_styles`."""

    bot_styles: tuple[str, ...] = ("eager",)

    @abstractmethod
    def result(self, game: Any) -> GameResult | None:
        """How the game ended; None while it goes on."""

    def log_lines(self, game: Any, start: int = 0) -> list[str]:
        """The log as the engine wrote it, one line an entry (for a terminal)."""
        return [f"[T{row.turn:>3}] ({row.rule}) {row.text}" for row in self.log_rows(game, start)]

    def text_gaps(self, game: Any) -> list[str]:
        """The cards of a game whose text the engine does not fully carry out, one line each
        naming the card and what it leaves out, so a ruling never rests on silence."""
        return []

    def coverage(self) -> list[CardCoverage]:
        """Every card with how much of its text the engine carries out."""
        return []

    def rules_text(self) -> dict[str, str]:
        """The rules by citation, when the program ships them."""
        return {}

    # ----- the end-of-match procedure -----------------------------------------------------------

    def time_procedure(self, elimination: bool = False) -> TimeProcedure:
        """The procedure time is called with in a Swiss round, or with `elimination` in an
        elimination round (where a match may not end in a draw), in the game's own words, or
        why the game plays none. A game without any refuses both."""
        round_name = "Elimination round" if elimination else "Swiss round"
        return TimeProcedure(round_name, refusal=f"{self.rules_name} name no end-of-match procedure, "
                                                 "so time cannot be called in this game")

    def call_time(self, game: Any, elimination: bool = False) -> None:
        """Time is called in the match now: the game's end-of-match procedure starts, or the
        call is refused in the words `time_procedure` gives. The match table and the command
        line both call time through here."""
        refusal = self.time_procedure(elimination).refusal
        if refusal:
            raise EngineError(refusal)
        self.play_time(game, elimination)

    def play_time(self, game: Any, elimination: bool) -> None:
        """Carry out time called with a procedure `time_procedure` does not refuse."""
        raise NotImplementedError("this game has no end-of-match procedure")

    concession_rule: str = CONCESSION_RULE
    """The rule a concession is logged with: the game's own rule when its rules name one (MLP
    103.4), else the tournament floor rules' "Conceding and Dropping", which the program
    applies to the events of every game (`CONCESSION_WORDS`)."""

    def concede(self, game: Any, player: int) -> None:
        """`player` concedes the game now and loses it, the log naming `concession_rule`; the
        match table, the command line and a replay's judge's actions all record a concession
        through here, so every game records one alike (a game only gives `end_game`)."""
        if self.result(game) is not None:
            raise EngineError("the game is already over")
        self.end_game(game, 1 - player, f"P{player} conceded", self.concession_rule)

    def end_game(self, game: Any, winner: int | None, reason: str, rule: str) -> None:
        """End the game now, as the game's own end of a game does: the result kept, the log
        line saying who wins and why with `rule`, no decision pending (`concede` uses it)."""
        raise NotImplementedError("this game's engine records no concession")


def stage_words(stage: Sequence[Any], depth: int, phases: Mapping[str, str] | None = None,
                steps: Mapping[str, str] | None = None) -> str:
    """The period a stage names, in words: "the Draw Phase of turn 3", "turn 3".

    `phases` and `steps` are the rules' names for the engine's (`TableRules.phase_names`,
    `TableRules.step_names`; a step's name is said whole); a phase or
    step the rules do not name is said as the engine keeps it ("the main phase"). Turn 0 is
    before the first turn, the setup: it is named without a turn ("the setup of the game").
    """
    turn = stage[0]
    phase = _period_name(stage[1], phases, "phase") if len(stage) > 1 else ""
    if turn == 0 and phase:
        return f"the {phase}"
    if depth == 1:
        return f"turn {turn}"
    step = str(stage[2]) if len(stage) > 2 else ""
    if depth == 2 or not step or step == stage[1]:
        return _of_turn(phase, turn)
    if steps and step in steps:
        return _of_turn(steps[step], turn)
    return _of_turn(f"{_period_name(step, None, 'step')} ({phase})", turn)


def _period_name(key: Any, names: Mapping[str, str] | None, kind: str) -> str:
    """The rules' name of a phase or step, else the engine's with the kind after it."""
    if names and str(key) in names:
        return names[str(key)]
    return f"{str(key).replace('_', ' ')} {kind}"


def _of_turn(period: str, turn: int) -> str:
    """"the Draw Phase of turn 3"; a period the rules name after the turn itself takes the
    turn's number: "the Beginning of Turn 3", not "the Beginning of Turn of turn 3"."""
    if period.endswith(" of Turn"):
        return f"the {period} {turn}"
    return f"the {period} of turn {turn}"
