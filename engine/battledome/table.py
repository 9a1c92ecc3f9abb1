"""The Battledome as the judge's match table plays it (`engine.core.table.TableRules`).

The game system's `table_rules` points at `battledome_table()`. Decks come through the
deck-list reader of `engine.battledome.decks`, sample games deal the two shipped decks,
and every position is read through `view.position_view`.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from functools import cache
from typing import Any

from engine.battledome import api, boardstate, view, why
from engine.battledome.bot import STYLES, RandomBot
from engine.battledome.cards.database import load_card_database
from engine.battledome.decks.model import Deck, ResolvedEntry, section_of
from engine.battledome.decks.parse import read_deck
from engine.battledome.decks.samples import sample_deck_texts
from engine.battledome.decks.validate import INVALID, check_deck, resolve_deck_list
from engine.battledome.editor import BattledomeEditing
from engine.battledome.effects import stats
from engine.battledome.effects.texts import TEXTS
from engine.battledome.procedures.rounds import finish
from engine.battledome.state.game import STEP_NAMES, ZONE_NAMES, BattledomeGame
from engine.core.decision import Decision
from engine.core.errors import DeckFormatError
from engine.core.player_names import named_players
from engine.core.resources import resource_path
from engine.core.table import (
    CONCESSION_RULE,
    CONCESSION_WORDS,
    Bot,
    TableRules,
    TimeProcedure,
    WhyAnswer,
)
from engine.core.view import (
    CARD_NUMBER,
    CardCoverage,
    CardDetail,
    GameResult,
    LogRow,
    PositionView,
    named_position,
)

RULES_NAME = "the Neopets Battledome TCG comprehensive rules"
NO_TIME_LIMIT = (f"{RULES_NAME} name no end-of-match procedure: they set no time limit and say nothing of "
                 "Swiss or elimination rounds, so time cannot be called at the match table in this game; "
                 "at an event, the event's end-of-match assistant handles time for the round "
                 "(the floor rules' procedure)")
"""Why calling time is refused in this game, in either kind of round, and where time is handled instead:
an event's rounds are timed by its organizer, and the floor rules' end-of-match procedure, kept by the
event's assistant (`tourney.services.end_of_match`, `tourney eom`), is the event's, not the game's."""

PHASE_NAMES = {"setup": "setup of the game", "beginning": "Beginning of Turn", "draw": "Draw Phase",
               "train": "Train Phase", "preparation": "Preparation Phase", "battle": "Battle Phase",
               "end": "End of Turn"}
"""The periods of a turn as the rules name them (5.1-5.5.8), and the setup before the first (2)."""


@cache
def _rule_words() -> dict[str, str]:
    """The shipped rules by number (resources/battledome/rules.json, written from the rules text
    by scripts/extract_battledome_rules.py); {} when the file is missing, so the table still
    shows the numbers."""
    path = resource_path("battledome", "rules.json")
    if not path.is_file():
        return {}
    return dict(json.loads(path.read_text(encoding="utf-8")))


class BattledomeTable(TableRules):
    board_format = boardstate.BOARD_FORMAT
    rules_name = RULES_NAME
    rules_short = "Battledome comprehensive rules"
    bot_styles = STYLES
    phase_names = PHASE_NAMES
    step_names = STEP_NAMES
    zone_names = ZONE_NAMES

    def __init__(self) -> None:
        self.database = load_card_database()
        self.library = {card.id: card for card in self.database.cards}
        self.editing = BattledomeEditing(self.library)

    # ----- decks and new games ------------------------------------------------------------------

    def card_db_version(self) -> str:
        return self.database.version

    def theme_decks(self) -> dict[str, str]:
        return sample_deck_texts()

    def sample_pair(self) -> tuple[str, str]:
        names = list(sample_deck_texts())
        return names[0], names[1]

    def read_deck(self, data: bytes | str, source: str) -> list[str]:
        deck, messages = resolve_deck_list(read_deck(data, source), self.database)
        bad = [str(m) for m in messages if m.classification == INVALID]
        if bad:
            raise DeckFormatError("; ".join(bad))
        return [entry.card.id for entry in deck.entries for _ in range(entry.qty)]

    def construction_notes(self, decks: Sequence[Sequence[str]], names: Sequence[str]) -> list[str]:
        notes = []
        for ids, name in zip(decks, names, strict=False):
            counts: dict[str, int] = {}
            for card_id in ids:
                counts[card_id] = counts.get(card_id, 0) + 1
            deck = Deck(tuple(ResolvedEntry(self.library[i], n, section_of(self.library[i]))
                              for i, n in counts.items() if i in self.library), name)
            notes += [f"{name}: {m}" for m in check_deck(deck) if m.severity == "error"]
        return notes

    def make_setup(self, decks: Sequence[Sequence[str]], seed: int) -> dict[str, Any]:
        return api.make_setup(decks, seed)

    def new_game(self, setup: dict[str, Any]) -> BattledomeGame:
        return api.new_game(setup, self.library)

    # ----- board states -------------------------------------------------------------------------

    def load_board(self, document: dict[str, Any]) -> BattledomeGame:
        return boardstate.load_board(document, self.library)

    def export_board(self, game: BattledomeGame) -> dict[str, Any]:
        return boardstate.export_board(game, self.database.version)

    # ----- reading a position -------------------------------------------------------------------

    def position(self, game: BattledomeGame, number: int, length: int) -> PositionView:
        result = self.result(game)
        shown = "" if result is None else (f"Game over: {result.reason} ({result.rule})")
        return named_position(view.position_view(game, number, length, shown), game.player_names)

    def log_rows(self, game: BattledomeGame, start: int = 0) -> list[LogRow]:
        names = game.player_names
        return [LogRow(n, e.turn, e.rule, named_players(e.text, names))
                for n, e in enumerate(game.log[start:], start=start + 1)]

    def words(self, game: BattledomeGame, text: str) -> str:
        """A prompt or label with the players by the names the board gives them."""
        return named_players(text, game.player_names)

    def log_length(self, game: BattledomeGame) -> int:
        return len(game.log)

    def card_detail(self, game: BattledomeGame, iid: int) -> CardDetail | None:
        record = game.s["cards"].get(iid)
        if record is None:
            return None
        card = game.card(iid)
        facts: list[tuple[str, str]] = []
        if card.species:
            facts.append(("Species", card.species))
        for name in stats.STATS:
            value = getattr(card, name, None)
            if value is not None:
                now = f" (now {stats.stat(game, iid, name)})" if record["zone"] == "active" else ""
                facts.append((stats.SHORT[name], f"{value}{now}"))
        if record["zone"] == "active":
            facts.append(("Damage", str(record["damage"])))
        facts.append(("Level requirement", "none" if card.level is None else str(card.level)))
        if card.boosts:
            facts.append(("Boosts", ", ".join(str(b) for b in card.boosts)))
        if card.teams:
            facts.append(("Team", ", ".join(card.teams)))
        flags = view.statuses(game, iid)
        if flags:
            facts.append(("Status", ", ".join(flags)))
        facts.append((CARD_NUMBER, card.id))
        heading = card.kind.label + (f" · {card.species}" if card.species else "")
        where = named_players(f"P{record['at']}'s {ZONE_NAMES[record['zone']]}", game.player_names)
        return CardDetail(iid, card.name, heading, tuple(facts), card.text, where, unofficial=card.unofficial)

    def stage(self, game: BattledomeGame) -> tuple[int, str, str]:
        """The turn, phase and step (the Battle Phase's, 5.5.2-5.5.7, or the End of Round)."""
        s = game.s
        return s["turn"], s["phase"], s["step"]

    def default_answer(self, decision: Decision) -> list[str]:
        """What "Step" answers: pass, keep, decline, take the first turn; nothing where nothing may be
        chosen (no reroll, no search find); else the first options."""
        keys = decision.option_keys()
        for wanted in ("pass", "keep", "decline", "no", "first"):
            if wanted in keys:
                return [wanted]
        return keys[: decision.min] if decision.min else []

    why_grammar = why.GRAMMAR
    why_hint = why.HINT

    def why_not(self, game: BattledomeGame, question: str) -> WhyAnswer:
        """See `engine.battledome.why`: the questions read and how they are answered."""
        return why.why_not(game, question, _rule_words())

    def bot(self, seed: int, style: str = "eager") -> Bot:
        return RandomBot(seed, style)

    def result(self, game: BattledomeGame) -> GameResult | None:
        r = game.s["result"]
        return None if r is None else GameResult(r["winner"], r["reason"], r["rule"])

    def time_procedure(self, elimination: bool = False) -> TimeProcedure:
        """Refused in plain words: the comprehensive rules name no time limit and no end-of-match
        procedure, in a Swiss round or an elimination round, so the table plays none."""
        return TimeProcedure("Elimination round" if elimination else "Swiss round", refusal=NO_TIME_LIMIT)

    def end_game(self, game: BattledomeGame, winner: int | None, reason: str, rule: str) -> None:
        finish(game, winner, reason, rule)

    def rules_text(self) -> dict[str, str]:
        """The comprehensive rules' words for each number the engine cites, and the floor
        rules' for a concession, of which the comprehensive rules say nothing."""
        return {**_rule_words(), CONCESSION_RULE: CONCESSION_WORDS}

    def coverage(self) -> list[CardCoverage]:
        return coverage(self.library)


def coverage(library: dict[str, Any]) -> list[CardCoverage]:
    """Every card with how much of its text the engine carries out: a card with no text (a
    Neopet, a Codestone, a Paint Brush that only transforms) needs none."""
    out = []
    for card in sorted(library.values(), key=lambda c: c.id):
        written = TEXTS.get(card.name)
        if not card.text.strip() or (str(card.kind) == "paint_brush" and written is None and not card.text):
            status, missing = "implemented", ()
        elif written is None:
            status, missing = "missing", (card.text,)
        elif written.unsupported:
            status, missing = "partial", written.unsupported
        else:
            status, missing = "implemented", ()
        out.append(CardCoverage(card.id, card.name, status, tuple(missing)))
    return out


@cache
def battledome_table() -> BattledomeTable:
    """The table rules the game system's `table_rules` names (made once per process)."""
    return BattledomeTable()
