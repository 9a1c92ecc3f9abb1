"""Entry points of the Spellcasters engine: new games, saved positions, replays.

A setup is the seed, the card data's version and the two halves of the shared deck
(card ids, one per copy), one a player: `make_setup` writes it, `new_game` plays it to
the first decision. Everything takes an optional `CardLibrary`; by default the shipped
starter set is used (read once per process).
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

from engine.core.errors import ReplayFormatError
from engine.core.judge_action import Judge
from engine.core.replay import Replay, ReplayCursor, ReplayRecorder
from engine.core.replay_setup import check_setup_frame, replay_for
from engine.spellcasters.boardstate import load_board, read_board
from engine.spellcasters.cards.database import load_card_database
from engine.spellcasters.procedures.flow import advance
from engine.spellcasters.procedures.setup import DeckError, game_from_setup
from engine.spellcasters.state.game import SpellcastersGame
from engine.spellcasters.state.library import CardLibrary

SYSTEM_ID = "spellcasters"

__all__ = [
    "SYSTEM_ID",
    "DeckError",
    "default_library",
    "load_state",
    "make_setup",
    "new_game",
    "open_replay",
    "start_recording",
]


@cache
def default_library() -> CardLibrary:
    """The shipped card data as the engine reads it."""
    db = load_card_database()
    return CardLibrary(db.cards, version=db.version)


def make_setup(decks: list[list[str]], seed: int, library: CardLibrary | None = None) -> dict[str, Any]:
    """A replayable setup from the two halves of the shared deck (card ids, one per copy)."""
    lib = library or default_library()
    return {"seed": seed, "card_db": lib.version, "decks": [list(d) for d in decks]}


def check_setup(setup: Any) -> dict[str, Any]:
    """A setup as `make_setup` writes it, or a `ReplayFormatError` naming the field."""
    setup = check_setup_frame(setup, "card data's", "a list of two halves of the shared deck")
    decks = setup["decks"]
    for p, deck in enumerate(decks):
        if not isinstance(deck, list):
            raise ReplayFormatError(f"setup.decks[{p}]", "expected a list of card ids")
        for index, card in enumerate(deck):
            if not isinstance(card, str):
                raise ReplayFormatError(f"setup.decks[{p}][{index}]", f"expected a card id, got {card!r}")
    return setup


def new_game(setup: dict[str, Any], library: CardLibrary | None = None) -> SpellcastersGame:
    """A game from a setup (see `make_setup`), run to its first decision."""
    lib = library or default_library()
    game = game_from_setup(lib, check_setup(setup))
    advance(game)
    return game


def load_state(data: dict[str, Any] | str | Path, library: CardLibrary | None = None) -> SpellcastersGame:
    """A game at a judge's board state (a parsed document or a file path). A document that is
    not an object (a list, a number) is refused by the loader by its field, like any bad one."""
    lib = library or default_library()
    if isinstance(data, (str, Path)):
        return read_board(data, lib)
    return load_board(data, lib)


def start_recording(setup: dict[str, Any], library: CardLibrary | None = None,
                    digest_every: int = 10) -> ReplayRecorder:
    """A new game whose answers are recorded: submit through the recorder."""
    return ReplayRecorder(new_game(setup, library), Replay(SYSTEM_ID, setup), digest_every)


def open_replay(replay: Replay | str | Path, library: CardLibrary | None = None,
                keyframe_every: int = 16, judge: Judge | None = None) -> ReplayCursor:
    """A cursor over a replay; checks that the card data is the recorded one. A replay with
    a judge's actions in it needs the game's `judge` (its table rules) to make them again."""
    lib = library or default_library()
    replay = replay_for(replay, SYSTEM_ID, "card data", lib.version)
    return ReplayCursor(lambda setup: new_game(setup, lib), replay, keyframe_every, judge=judge)
