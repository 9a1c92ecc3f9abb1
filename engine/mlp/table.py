"""The MLP CCG on the judge's match table: `engine.core.table.TableRules` for this game.

Dealing from decks, board states, the position view (`engine.mlp.view`), the
seeded bot and the end-of-match procedure, all with the shipped card
database. The board editor's part is `engine.mlp.editor`.
"""

from __future__ import annotations

import copy
import json
from collections import Counter
from collections.abc import Sequence
from functools import cache
from typing import Any

from engine.core.errors import DeckFormatError
from engine.core.resources import resource_path
from engine.core.table import BoardEditing, Bot, TableRules
from engine.core.view import CardCoverage, CardDetail, GameResult, LogRow, PositionView
from engine.mlp import view
from engine.mlp.api import default_library, load_state, make_setup, new_game
from engine.mlp.boardstate import BOARD_FORMAT, export_board
from engine.mlp.bot import RandomBot
from engine.mlp.cards.database import load_card_database
from engine.mlp.coverage import coverage
from engine.mlp.decks.formats import DEFAULT_FORMAT, get_format
from engine.mlp.decks.model import Deck, ResolvedEntry, section_of
from engine.mlp.decks.parse import read_deck
from engine.mlp.decks.theme import SAMPLE_PAIR, theme_deck_lists
from engine.mlp.decks.validate import LEGALITY_RULE, resolve_deck_list, validate_deck
from engine.mlp.editor import MLP_EDITING
from engine.mlp.procedures.endmatch import call_time
from engine.mlp.state.game import MlpGame

RULES_FILE = ("mlp", "rules.json")
"""Where a shipped copy of the comprehensive rules (citation -> text) would live."""


class MlpTable(TableRules):
    """The MLP CCG as the match table plays it."""

    board_format = BOARD_FORMAT
    rules_name = "the MLP CCG comprehensive rules (3.4)"
    rules_short = "comprehensive rules 3.4"

    @property
    def editing(self) -> BoardEditing:  # type: ignore[override]
        return MLP_EDITING

    def card_db_version(self) -> str:
        return default_library().version or ""

    def theme_decks(self) -> dict[str, str]:
        return theme_deck_lists()

    def sample_pair(self) -> tuple[str, str]:
        return SAMPLE_PAIR

    def read_deck(self, data: bytes | str, source: str) -> list[str]:
        deck, messages = resolve_deck_list(read_deck(data, source), load_card_database())
        errors = [m for m in messages if m.severity == "error"]
        if errors:
            raise DeckFormatError("; ".join((f"line {m.line}: " if m.line else "") + m.text for m in errors))
        ids: list[str] = []
        for entry in deck.entries:
            ids += [entry.card.id] * entry.qty
        return ids

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
        return load_state(copy.deepcopy(document), default_library())

    def export_board(self, game: MlpGame) -> dict[str, Any]:
        return export_board(game)

    def position(self, game: MlpGame, number: int, length: int) -> PositionView:
        return view.position_view(game, number, length)

    def log_rows(self, game: MlpGame, start: int = 0) -> list[LogRow]:
        return view.log_rows(game, start)

    def log_length(self, game: MlpGame) -> int:
        return len(game.log)

    def words(self, game: MlpGame, text: str) -> str:
        return view.place_words(game, text)

    def card_detail(self, game: MlpGame, iid: int) -> CardDetail | None:
        return view.card_detail(game, iid)

    def option_card(self, key: str, label: str) -> int | None:
        return view.option_card(key, label)

    bot_styles = ("uniform", "eager")

    def bot(self, seed: int, style: str = "eager") -> Bot:
        return RandomBot(seed, style=style)

    def result(self, game: MlpGame) -> GameResult | None:
        result = game.result
        if result is None:
            return None
        return GameResult(result["winner"], result["reason"], result["rule"])

    def log_lines(self, game: MlpGame, start: int = 0) -> list[str]:
        return [str(entry) for entry in game.log[start:]]

    def text_gaps(self, game: MlpGame) -> list[str]:
        return view.text_gaps(game)

    def coverage(self) -> list[CardCoverage]:
        return [CardCoverage(row.code, row.name, row.status, tuple(row.unsupported), row.missing_rules,
                             row.set_name, row.card_type) for row in coverage(default_library())]

    def rules_text(self) -> dict[str, str]:
        """The comprehensive rules by citation, when the program ships a copy (mlp/rules.json)."""
        try:
            data = json.loads(resource_path(*RULES_FILE).read_text(encoding="utf-8"))
        except (OSError, ValueError):  # (FileNotFoundError: none shipped)
            return {}
        return {str(k): str(v) for k, v in data.items()} if isinstance(data, dict) else {}

    def call_time(self, game: MlpGame) -> None:
        call_time(game)


@cache
def mlp_table() -> MlpTable:
    return MlpTable()
