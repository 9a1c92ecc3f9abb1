"""The MLP CCG on the judge's match table: `engine.core.table.TableRules` for this game.

Dealing from decks, board states, the position view (`engine.mlp.view`), the
seeded bot and the end-of-match procedure, all with the shipped card
database. The board editor's part is `engine.mlp.editor`.
"""

from __future__ import annotations

import copy
import json
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from functools import cache
from typing import TYPE_CHECKING, Any

from engine.core.decision import Decision
from engine.core.deferred import DeferredModule
from engine.core.errors import DeckFormatError
from engine.core.resources import resource_path
from engine.core.table import (
    UNTIL_DEPTH,
    UNTIL_STOPS,
    Advanced,
    BoardEditing,
    Bot,
    TableRules,
    TimeProcedure,
    WhyAnswer,
)
from engine.mlp.api import default_library, make_setup, new_game
from engine.mlp.bot import RandomBot
from engine.mlp.cards.database import load_card_database
from engine.mlp.decks.formats import DEFAULT_FORMAT, get_format
from engine.mlp.decks.matching import shipped_matcher
from engine.mlp.decks.model import Deck, ResolvedEntry, section_of
from engine.mlp.decks.parse import read_deck
from engine.mlp.decks.theme import SAMPLE_PAIR, theme_deck_lists
from engine.mlp.decks.validate import LEGALITY_RULE, resolve_deck_list, validate_deck
from engine.mlp.procedures.endmatch import call_time
from engine.mlp.procedures.flow import STEP_BEGINS
from engine.mlp.state import gaps
from engine.mlp.state.game import MlpGame
from engine.mlp.state.stages import period_words, phase_name, step_name

if TYPE_CHECKING:
    from engine.core.view import CardCoverage, CardDetail, GameResult, LogRow, PositionView

# (the position view, the "why not?" reader, the coverage report, the board editor and the board-state
# files' reader and writer load when first used, not with every game played: a game is dealt before
# its first position is shown)
boardstate = DeferredModule("engine.mlp.boardstate")
view = DeferredModule("engine.mlp.view")
positions = DeferredModule("engine.core.view")
why = DeferredModule("engine.mlp.why")
coverage_report = DeferredModule("engine.mlp.coverage")
editor = DeferredModule("engine.mlp.editor")
RULES_FILE = ("mlp", "rules.json")
"""The shipped comprehensive rules (citation -> text), made by `scripts/extract_rules.py`."""

SWISS_TIME = TimeProcedure(
    "Swiss round",
    "This turn is finished (and the other player's one more after the first player's turn), "
    "then most points wins; equal points are a draw.",
    "Time called: the end-of-match procedure of the floor rules follows")
"""The floor rules' End of Match Procedures (engine/mlp/procedures/endmatch.py)."""
ELIMINATION_TIME = TimeProcedure(
    "Elimination round",
    "The extra game, begun because the match would end in a draw: played until the first change in points.",
    "Time called: this elimination-round game is played until the first change in points")
"""The same rules' extra game of an elimination round that would end in a draw."""


class MlpTable(TableRules):
    """The MLP CCG as the match table plays it."""

    rules_name = "the MLP CCG comprehensive rules (3.4)"
    rules_short = "comprehensive rules 3.4"
    ready_deck_word = "theme deck"

    @property
    def editing(self) -> BoardEditing:  # type: ignore[override]
        return editor.MLP_EDITING

    @property
    def board_format(self) -> str:  # type: ignore[override]
        return boardstate.BOARD_FORMAT

    @property
    def zone_names(self) -> Mapping[str, str]:  # type: ignore[override]
        return boardstate.ZONE_WORDS

    def card_db_version(self) -> str:
        return default_library().version or ""

    def theme_decks(self) -> dict[str, str]:
        return theme_deck_lists()

    def sample_pair(self) -> tuple[str, str]:
        return SAMPLE_PAIR

    def read_deck(self, data: bytes | str, source: str) -> list[str]:
        return self.read_deck_noted(data, source)[0]

    def read_deck_noted(self, data: bytes | str, source: str) -> tuple[list[str], list[str]]:
        """The deck's card ids, and each line the deck checker remarks on but reads (a
        misspelt name read as the card meant, a line of 0 copies left out), as it says them."""
        deck, messages = resolve_deck_list(read_deck(data, source), load_card_database(), shipped_matcher())
        errors = [m for m in messages if m.severity == "error"]
        if errors:
            raise DeckFormatError("; ".join((f"line {m.line}: " if m.line else "") + m.text for m in errors))
        ids: list[str] = []
        for entry in deck.entries:
            ids += [entry.card.id] * entry.qty
        return ids, [(f"line {m.line}: " if m.line else "") + m.text for m in messages]

    def construction_notes(self, decks: Sequence[Sequence[str]], names: Sequence[str]) -> list[str]:
        """Card counts and copies a deck breaks. Which sets are legal is left out: that depends
        on the event's format, and a judge may be replaying a game from any era."""
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

    def make_setup(self, decks: Sequence[Sequence[str]], seed: int) -> dict[str, Any]:
        return make_setup([list(d) for d in decks], seed, default_library())

    def new_game(self, setup: dict[str, Any]) -> MlpGame:
        return new_game(setup, default_library())

    def load_board(self, document: dict[str, Any]) -> MlpGame:
        # the loader keeps parts of the document it reads: each load gets its own copy
        # (a parsed document only: a text in it is not a path to read a board from)
        return boardstate.load_board(copy.deepcopy(document), default_library())

    def load_board_as_written(self, document: dict[str, Any]) -> MlpGame:
        """A board with a running procedure and no decision pending was stopped between two
        decisions: loaded without running on. A hand-written board (`_begins_at_its_step`)
        begins its turn at its step and is not run yet: advancing it runs that step first, so
        `advance_until` stops at the end of the board's own step, phase or turn even when
        that step asks nothing (a Challenge Step where nothing can be challenged)."""
        if _begins_at_its_step(document):
            return boardstate.load_board(copy.deepcopy(document), default_library(), begin_only=True)
        if isinstance(document, dict) and document.get("stack") and document.get("pending") is None \
                and document.get("result") is None:
            return boardstate.load_board(copy.deepcopy(document), default_library(), run=False)
        return self.load_board(document)

    def load_board_to_ask(self, document: dict[str, Any]) -> MlpGame:
        """The position a judge's question is about (`why_not`): `load_board_as_written`, run to
        its first decision but never past the end of the step a hand-written board starts in.
        A step that asks nothing (no challenge possible in the Challenge Step, one Problem
        confronted under Flim & Flam's limit) is asked about at its end, not in a later turn."""
        game = self.load_board_as_written(document)
        if _begins_at_its_step(document):
            game.halt = _StopAt("end-of-step", game.s["phase"], resuming=True)
            try:
                boardstate.run_loaded(game)
            finally:
                game.halt = None
        return game

    def export_board(self, game: MlpGame) -> dict[str, Any]:
        return boardstate.export_board(game)

    def position(self, game: MlpGame, number: int, length: int) -> PositionView:
        return view.position_view(game, number, length)

    def log_rows(self, game: MlpGame, start: int = 0) -> list[LogRow]:
        return view.log_rows(game, start)

    def log_length(self, game: MlpGame) -> int:
        return len(game.log)

    def words(self, game: MlpGame, text: str) -> str:
        return view.place_words(game, text)

    def key_words(self, game: MlpGame, key: str) -> str | None:
        return view.key_words(game, key)

    def decision_source(self, game: MlpGame) -> str | None:
        return view.decision_source(game)

    def card_detail(self, game: MlpGame, iid: int) -> CardDetail | None:
        return view.card_detail(game, iid)

    def option_card(self, key: str, label: str) -> int | None:
        return view.option_card(key, label)

    def option_labels(self, game: MlpGame, decision: Decision) -> list[str]:
        return view.option_labels(game, decision)

    def place_words(self, detail: CardDetail) -> str | None:
        """A card out of play by its zone in words ("P0's hand", "P1's banished zone; beneath
        ..."); None for a card in play, which its option offers by where it is already, and for
        one resolving or set aside (no other card can be there with it to tell apart)."""
        return view.option_place(detail)

    def stage(self, game: MlpGame) -> tuple[int, str, str]:
        """The turn, phase and step (6xx) the game is in."""
        s = game.s
        return s["turn"], s["phase"], s["step"]

    def time_called(self, game: MlpGame) -> bool:
        return game.s["time_called"] is not None

    def scores(self, game: MlpGame) -> list[int]:
        return [player["score"] for player in game.s["players"]]

    def advance_until(self, game: MlpGame, until: str,
                      answer: Callable[[Decision], Sequence[str]] | None = None,
                      limit: int = 1000) -> Advanced:
        """Answer decisions until the engine reaches the end of the current step, phase or
        turn, and stop the engine there, between two decisions (`MlpGame.halt`): the board
        is then the board at that end, and running the game again goes on from it."""
        if until not in UNTIL_STOPS:
            raise ValueError(f"until must be one of {', '.join(UNTIL_STOPS)}, not {until!r}")
        choose = answer or self.default_answer
        start = self.stage(game)
        depth = UNTIL_DEPTH[until]
        given: list[tuple[str, ...]] = []
        stop = _StopAt(until, start[1], resuming=game.pending() is None and game.result is None)
        game.halt = stop
        try:
            if stop.resuming:  # (a board loaded as written: it may not hang together, `run_loaded`)
                boardstate.run_loaded(game)
            while game.pending() is not None and len(given) < limit:
                keys = list(choose(game.pending()))
                game.submit(keys)
                given.append(tuple(keys))
        finally:
            game.halt = None
        if game.result is not None:
            return Advanced(tuple(given), "the game is over")
        if game.pending() is not None:
            return Advanced(tuple(given), f"stopped after {limit} answers, still in {period_words(*start, depth)}")
        # (the step that ended is still the game's: the next one has not begun)
        ended = period_words(*self.stage(game), depth)
        return Advanced(tuple(given), f"stopped at the end of {ended}, before the {stop.next_words}",
                        paused=True)

    @property
    def why_grammar(self) -> str:  # type: ignore[override]
        return why.GRAMMAR

    @property
    def why_hint(self) -> tuple[str, ...]:  # type: ignore[override]
        return why.HINT

    def why_not(self, game: MlpGame, question: str) -> WhyAnswer:
        """See `engine.mlp.why`: the question's grammar and how it is answered."""
        return why.why_not(game, question, _shipped_rules())

    bot_styles = ("uniform", "eager")

    def bot(self, seed: int, style: str = "eager") -> Bot:
        return RandomBot(seed, style=style)

    def result(self, game: MlpGame) -> GameResult | None:
        result = game.result
        if result is None:
            return None
        return positions.GameResult(result["winner"], result["reason"], result["rule"])

    def text_gaps(self, game: MlpGame) -> list[str]:
        return gaps.game_gaps(game.lib, game.s["cards"].values())

    def coverage(self) -> list[CardCoverage]:
        return [positions.CardCoverage(row.code, row.name, row.status, tuple(row.unsupported), row.missing_rules,
                             row.set_name, row.card_type) for row in coverage_report.coverage(default_library())]

    def rules_text(self) -> dict[str, str]:
        """The comprehensive rules by citation (mlp/rules.json), glossary terms as
        "Glossary: <term>"; empty when the copy is missing or unreadable."""
        return dict(_shipped_rules())

    def time_procedure(self, elimination: bool = False) -> TimeProcedure:
        return ELIMINATION_TIME if elimination else SWISS_TIME

    def play_time(self, game: MlpGame, elimination: bool) -> None:
        call_time(game, elimination)

    concession_rule = "103.4"  # "A player may concede the game at any time. A player that does so loses the game."

    def end_game(self, game: MlpGame, winner: int | None, reason: str, rule: str) -> None:
        game.end_game(winner, reason, rule)


def _begins_at_its_step(document: Any) -> bool:
    """Is the document a hand-written board, which begins its turn at the step it names: no
    running procedure, no decision, no result?"""
    return isinstance(document, dict) and not document.get("stack") and document.get("pending") is None \
        and document.get("result") is None


class _StopAt:
    """`MlpGame.halt` for `MlpTable.advance_until`: true before the first turn step that
    begins a new step (or phase, or turn) of the rules, after the position it started from;
    from the setup of the game, before the first turn's first step, whatever the stop asked."""

    def __init__(self, until: str, phase: str, resuming: bool) -> None:
        self.until = until
        self.phase = phase
        self.resuming = resuming  # (a game stopped here before, or a board not yet run: its first step is let in)
        self.next_words = ""

    def __call__(self, name: str) -> bool:
        begins = STEP_BEGINS.get(name)
        if self.resuming:
            # (the first turn step run is let in: the one stopped before, or the one a
            # hand-written board starts at, which may go on with a step, as "uncover" does)
            if name in STEP_BEGINS and begins is None:
                return False  # (stopped at the end of a turn: the next turn's first step is let in too)
            self.resuming = False
            if begins is not None:
                self.phase = begins[0]  # (the phase it goes on with)
            return False
        if name not in STEP_BEGINS:
            return False
        if begins is None:
            stop, self.next_words = True, "next turn"
        elif self.until == "end-of-turn":
            # (the setup comes before the first turn and is none (102): its end is the end of
            # the period the judge stands in, as the end of its step or phase is)
            stop = self.phase == "setup"
            self.next_words = "first turn (the setup of the game is not a turn, 102)"
        elif self.until == "end-of-phase":
            stop = begins[0] != self.phase
            self.next_words = phase_name(begins[0])
        else:
            # (a step that begins its phase, the Ready Step, is named by the phase it begins)
            stop = True
            phase, step = begins
            named = step_name(step)
            self.next_words = named if named and step != phase else phase_name(phase)
        return stop


@cache
def _shipped_rules() -> dict[str, str]:
    """The shipped rules file, read once."""
    try:
        data = json.loads(resource_path(*RULES_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):  # (FileNotFoundError: none shipped)
        return {}
    return {str(k): str(v) for k, v in data.items()} if isinstance(data, dict) else {}


@cache
def mlp_table() -> MlpTable:
    return MlpTable()

