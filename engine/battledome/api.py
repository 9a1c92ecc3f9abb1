"""Start, load and save Battledome games: the entry points every client uses.

A setup is plain data (`make_setup`): the seed and each player's deck as card ids, one
per copy; which of the three decks a card joins follows from its kind (Neopets to the
Neopet Deck, Rainbow Pool Neopets and cards that begin the game there to the Rainbow
Pool, everything else to the Main Deck, 1.1-1.5).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.battledome import wiring  # noqa: F401  (fills the handler tables)
from engine.battledome.boardstate import export_board, load_board
from engine.battledome.library import deck_zone, default_library
from engine.battledome.state.game import BattledomeGame, add_card, new_state
from engine.core.errors import StateFormatError
from engine.core.player_names import give_names
from engine.core.replay_setup import setup_names


def make_setup(decks: Sequence[Sequence[str]], seed: int) -> dict[str, Any]:
    """A replayable setup from two decks (card ids, one per copy) and a seed."""
    if len(decks) != 2:
        raise ValueError("a Battledome game is played by two players")
    return {"seed": int(seed), "decks": [list(deck) for deck in decks]}


def new_game(setup: Mapping[str, Any], library: Mapping[str, Any] | None = None) -> BattledomeGame:
    """A game from a setup, run to its first decision (the cut of P0's deck)."""
    library = dict(default_library() if library is None else library)
    decks = setup.get("decks")
    if not isinstance(decks, list) or len(decks) != 2:
        raise StateFormatError("setup.decks", "expected two decks of card ids")
    seed = setup.get("seed")
    if not isinstance(seed, int):
        raise StateFormatError("setup.seed", "expected a whole number")
    state = new_state(seed)
    give_names(state["players"], setup_names(dict(setup)))
    for owner, deck in enumerate(decks):
        for index, card_id in enumerate(deck):
            if card_id not in library:
                raise StateFormatError(f"setup.decks[{owner}][{index}]", f"unknown card {card_id!r}")
            add_card(state, card_id, owner, deck_zone(library[card_id]))
    game = BattledomeGame(state, library)
    state["frames"] = [{"op": "game"}, {"op": "setup", "stage": 0}]
    game.note("2", "A new game: each player has a Main Deck, a Neopet Deck and a Rainbow Pool")
    game.run()
    return game


def export_state(game: BattledomeGame) -> dict[str, Any]:
    """The board-state document of a position (`boardstate.export_board`)."""
    return export_board(game)


def load_state(document: Mapping[str, Any], library: Mapping[str, Any] | None = None) -> BattledomeGame:
    """A game at a board-state document's position; `BoardFormatError` names the first bad field."""
    return load_board(dict(document), library)


__all__ = ["deck_zone", "default_library", "export_state", "load_state", "make_setup", "new_game"]
