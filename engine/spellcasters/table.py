"""Spellcasters on the judge's match table: `engine.core.table.TableRules` for this game.

Decks are half decks (what a player brings to an event); the sample game deals two of
the shipped sample halves, which the game shuffles together into the one shared deck
(SC 1.1). Rule citations point into the draft as docs/spellcasters-rules.md numbers it.
"""

from __future__ import annotations

import copy
from collections import Counter
from collections.abc import Sequence
from dataclasses import replace
from functools import cache
from typing import Any

from engine.core.decision import Decision
from engine.core.errors import DeckFormatError
from engine.core.player_names import named_players
from engine.core.resources import resource_path
from engine.core.table import (
    CONCESSION_RULE,
    CONCESSION_WORDS,
    BoardEditing,
    Bot,
    TableRules,
    TimeProcedure,
    WhyAnswer,
)
from engine.core.view import (
    CardCoverage,
    CardDetail,
    GameResult,
    LogRow,
    PositionView,
    named_position,
)
from engine.spellcasters import view, why
from engine.spellcasters.api import default_library, load_state, make_setup, new_game
from engine.spellcasters.boardstate import BOARD_FORMAT, export_board
from engine.spellcasters.bot import RandomBot
from engine.spellcasters.cards.database import load_card_database
from engine.spellcasters.citations import RULES as RULE_WORDS
from engine.spellcasters.decks.model import DeckLine, HalfDeckList
from engine.spellcasters.decks.parse import read_deck
from engine.spellcasters.decks.rules import RULES, STANDARD
from engine.spellcasters.decks.validate import check_half_deck, resolve
from engine.spellcasters.editor import SPELLCASTERS_EDITING
from engine.spellcasters.procedures.endmatch import call_time
from engine.spellcasters.procedures.outcome import finish
from engine.spellcasters.state.game import SpellcastersGame

SAMPLE_PAIR = ("Harmony", "Chaos")
"""The shipped sample halves the Sample game deals (resources/spellcasters/decks)."""


def sample_decks() -> dict[str, str]:
    """The shipped sample half decks by name (a file's "# Deck: NAME" line, else its file name)."""
    decks = {}
    for path in sorted(resource_path("spellcasters", "decks").glob("*.txt")):
        text = path.read_text(encoding="utf-8")
        first = text.splitlines()[0] if text else ""
        name = path.stem.title()
        if first.startswith("# Deck:"):
            name = first.removeprefix("# Deck:").split("(")[0].strip() or name
        decks[name] = text
    return decks


ELIMINATION_REFUSAL = ("the Spellcasters draft rules name no procedure for time called in an elimination round: "
                       "they set no time limit at all, and a game ends only as SC 8 says (the deck runs out, "
                       "then Sudden Death on even Bleachers); call time with the Swiss round's procedure, which "
                       "finishes the turns and scores the game as the deck running out does, or play the game on")
"""Why the table plays no elimination procedure for this game (docs/spellcasters-events.md)."""

SWISS_TIME = TimeProcedure(
    "Swiss round",
    "This turn is finished (and the other player's one more after the first player's turn), "
    "then fewer Spellcasters in the Bleachers wins, as the deck running out scores it (SC 8.2); equal "
    "Bleachers are a draw (no Sudden Death).",
    "Time called: the end-of-match procedure follows, then the Bleachers decide (SC 8.2)")
"""The event rules' procedure at time: the floor rules' turns, then the deck-out scoring
(engine/spellcasters/procedures/endmatch.py)."""


class SpellcastersTable(TableRules):
    """Spellcasters as the match table plays it."""

    board_format = BOARD_FORMAT
    rules_name = "the Spellcasters draft rules (fan-made; cited by section and paragraph, \"SC 6.2a\")"
    rules_short = "Spellcasters draft rules"
    bot_styles = ("uniform", "eager")
    phase_names = view.PHASE_NAMES

    @property
    def editing(self) -> BoardEditing:  # type: ignore[override]
        return SPELLCASTERS_EDITING

    def card_db_version(self) -> str:
        return default_library().version

    def theme_decks(self) -> dict[str, str]:
        return sample_decks()

    def sample_pair(self) -> tuple[str, str]:
        return SAMPLE_PAIR

    def read_deck(self, data: bytes | str, source: str) -> list[str]:
        listed = read_deck(data, source)
        deck, messages = resolve(listed, load_card_database())
        errors = [m for m in messages if m.severity == "error"]
        if errors:
            raise DeckFormatError("; ".join(str(m) for m in errors))
        return deck.card_ids()

    def construction_notes(self, decks: Sequence[Sequence[str]], names: Sequence[str]) -> list[str]:
        """Where a half deck breaks the event deck rules (the table plays it anyway)."""
        db = load_card_database()
        notes = []
        for player, ids in enumerate(decks):
            counts = Counter(ids)
            listed = HalfDeckList(tuple(DeckLine(card_id, qty) for card_id, qty in counts.items()), "text")
            verdict = check_half_deck(listed, RULES, db, STANDARD)
            label = f"P{player}'s half deck" + (f" ({names[player]})" if names[player] else "")
            notes += [f"{label}: {m.text} ({m.rule})" for m in verdict.messages if m.severity == "error"]
        return notes

    def make_setup(self, decks: Sequence[Sequence[str]], seed: int) -> dict[str, Any]:
        return make_setup([list(d) for d in decks], seed)

    def new_game(self, setup: dict[str, Any]) -> SpellcastersGame:
        return new_game(setup)

    def load_board(self, document: dict[str, Any]) -> SpellcastersGame:
        return load_state(copy.deepcopy(document))

    def export_board(self, game: SpellcastersGame) -> dict[str, Any]:
        return export_board(game)

    def position(self, game: SpellcastersGame, number: int, length: int) -> PositionView:
        return named_position(view.position_view(game, number, length), game.player_names)

    def log_rows(self, game: SpellcastersGame, start: int = 0) -> list[LogRow]:
        names = game.player_names
        return [replace(row, text=named_players(row.text, names)) for row in view.log_rows(game, start)]

    def words(self, game: SpellcastersGame, text: str) -> str:
        """A prompt or label with the players by the names the board gives them."""
        return named_players(text, game.player_names)

    def log_length(self, game: SpellcastersGame) -> int:
        return len(game.log)

    def card_detail(self, game: SpellcastersGame, iid: int) -> CardDetail | None:
        """The card's panel, its place saying the player as people call them ("in Player 1's hand")."""
        detail = view.card_detail(game, iid)
        return None if detail is None else replace(detail, where=named_players(detail.where, game.player_names))

    def option_card(self, key: str, label: str) -> int | None:
        parts = key.split("|")
        return int(parts[1]) if len(parts) > 1 and parts[1].isdigit() else None

    def default_answer(self, decision: Decision) -> list[str]:
        """"Step" with nothing recorded: end the turn, play no Mana, else the first option."""
        return ["end"] if "end" in decision.keys else super().default_answer(decision)

    why_grammar = why.GRAMMAR
    why_hint = why.HINT

    def why_not(self, game: SpellcastersGame, question: str) -> WhyAnswer:
        """See `engine.spellcasters.why`: the questions read and how they are answered."""
        return why.why_not(game, question, RULE_WORDS)

    def bot(self, seed: int, style: str = "eager") -> Bot:
        return RandomBot(seed, style=style)

    def result(self, game: SpellcastersGame) -> GameResult | None:
        result = game.result
        if result is None:
            return None
        return GameResult(result["winner"], result["reason"], result["rule"])

    def time_procedure(self, elimination: bool = False) -> TimeProcedure:
        return TimeProcedure("Elimination round", refusal=ELIMINATION_REFUSAL) if elimination else SWISS_TIME

    def play_time(self, game: SpellcastersGame, elimination: bool) -> None:
        call_time(game)

    def end_game(self, game: SpellcastersGame, winner: int | None, reason: str, rule: str) -> None:
        finish(game, winner, reason, rule)
        game.changed()

    def rules_text(self) -> dict[str, str]:
        """The draft's words for each citation (engine.spellcasters.citations), and the floor
        rules' for a concession, of which the draft says nothing."""
        return {**RULE_WORDS, CONCESSION_RULE: CONCESSION_WORDS}

    def coverage(self) -> list[CardCoverage]:
        """Every card is data the engine carries out in full (no card needs text the engine skips)."""
        return [CardCoverage(card.id, card.name, "implemented") for card in load_card_database().cards]


@cache
def spellcasters_table() -> SpellcastersTable:
    return SpellcastersTable()
