"""Entry points the MLP game system exposes: new games, saved positions, replays.

`engine.mlp.system.GAME_SYSTEM` can wire `new_game` and `load_state` from
here. Everything takes an optional `CardLibrary`; by default the shipped card
database is used (read once per process).
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

from engine.core.deferred import DeferredModule
from engine.core.errors import ReplayFormatError
from engine.core.json_reader import refuse_unknown_keys
from engine.core.judge_action import Judge
from engine.core.replay import Replay, ReplayCursor, ReplayRecorder
from engine.core.replay_setup import check_setup_frame, replay_for
from engine.mlp.cards.database import load_card_database
from engine.mlp.procedures.setup import DeckError, deck_from_cards, game_from_setup
from engine.mlp.state.game import MlpGame
from engine.mlp.state.library import CardLibrary

# (the board-state reader loads with the first board read: a game dealt from decks needs none of it)
boardstate = DeferredModule("engine.mlp.boardstate")

SYSTEM_ID = "mlp"


@cache
def default_library() -> CardLibrary:
    """The shipped card database as the engine reads it."""
    db = load_card_database()
    return CardLibrary(db.cards_by_id, version=db.version)


def make_setup(decks: list[list[str]], seed: int, library: CardLibrary | None = None) -> dict[str, Any]:
    """A replayable setup from two flat lists of card ids (one entry per copy)."""
    lib = library or default_library()
    return {"seed": seed, "card_db": lib.version,
            "decks": [deck_from_cards(lib, d, f"decks[{index}]") for index, d in enumerate(decks)]}


def new_game(setup: dict[str, Any], library: CardLibrary | None = None) -> MlpGame:
    """A game from a setup (see `make_setup`), run to its first decision."""
    lib = library or default_library()
    for field in ("seed", "decks"):
        if field not in setup:
            raise DeckError(f"setup.{field} is missing")
    check_setup(setup)
    return game_from_setup(lib, setup)


DECK_FIELDS = frozenset(("mane", "draw", "problems"))


def check_setup(setup: Any) -> None:
    """A replay's setup as `make_setup` writes it, or a `ReplayFormatError` naming the field.

    Whether the cards exist and make a deck a game can start with is the game's to say
    (`DeckError`); this checks only the shape."""
    decks = check_setup_frame(setup, "card database", "a list of two decks")["decks"]
    for p, deck in enumerate(decks):
        where = f"setup.decks[{p}]"
        if not isinstance(deck, dict):
            raise ReplayFormatError(where, "expected an object {mane, draw, problems}")
        refuse_unknown_keys(deck, DECK_FIELDS, where, ReplayFormatError)
        if not isinstance(deck.get("mane"), str):
            raise ReplayFormatError(f"{where}.mane", f"expected a card id, got {deck.get('mane')!r}")
        for part in ("draw", "problems"):
            cards = deck.get(part)
            if not isinstance(cards, list):
                raise ReplayFormatError(f"{where}.{part}", "expected a list of card ids")
            for index, card in enumerate(cards):
                if not isinstance(card, str):
                    raise ReplayFormatError(f"{where}.{part}[{index}]", f"expected a card id, got {card!r}")


def load_state(data: dict[str, Any] | str | Path, library: CardLibrary | None = None) -> MlpGame:
    """A game at a judge's board state (a parsed document or a file path). A document that is
    not an object (a list, a number) is refused by the loader by its field, like any bad one."""
    lib = library or default_library()
    if isinstance(data, (str, Path)):
        return boardstate.read_board(data, lib)
    return boardstate.load_board(data, lib)


def start_recording(setup: dict[str, Any], library: CardLibrary | None = None,
                    digest_every: int = 10) -> ReplayRecorder:
    """A new game whose answers are recorded: submit through the recorder."""
    game = new_game(setup, library)
    return ReplayRecorder(game, Replay(SYSTEM_ID, setup), digest_every)


def open_replay(replay: Replay | str | Path, library: CardLibrary | None = None,
                keyframe_every: int = 16, judge: Judge | None = None) -> ReplayCursor:
    """A cursor over a replay; checks that the card database is the recorded one. A replay with
    a judge's actions in it needs the game's `judge` (its table rules) to make them again."""
    lib = library or default_library()
    replay = replay_for(replay, SYSTEM_ID, "card database", lib.version)
    return ReplayCursor(lambda setup: new_game(setup, lib), replay, keyframe_every, judge=judge)
