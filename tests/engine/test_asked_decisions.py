"""The decision a game keeps as it asks is the one its saved state reads back as.

`MlpGame.ask` writes the pending decision into the state and, from the same pass over
the options, builds the `Decision` that `pending()` returns (`Decision.from_pairs`),
instead of `pending()` converting the stored dicts back (`Decision.from_dict`, as for a
game read from a file). Checked at every decision of seeded bot games dealt from the
whole implemented card pool and between theme decks, with both bot styles: the kept
decision equals the one read back, field by field, keys included.
"""

from __future__ import annotations

import random
from collections import Counter

from engine.core.decision import Decision
from engine.mlp.api import default_library
from engine.mlp.bot import RandomBot
from engine.mlp.procedures.setup import deck_from_cards, new_game
from engine.mlp.state.game import MlpGame
from tests.engine import test_card_pool_soak as pool_soak
from tests.engine.cardsource import THEME_DECKS, theme_deck
from tests.engine.helpers import play_checking

SEEDS = (2, 5, 8, 13)
MAX_TURNS = 40


def check(g: MlpGame, seen: Counter) -> None:
    """The kept decision against the one read back from the state."""
    kept = g.pending()
    read = Decision.from_dict(g.s["pending"])
    assert type(kept) is Decision
    assert kept == read, (kept, read)
    assert kept.keys == read.keys and type(kept.keys) is tuple
    assert all(type(key) is str for key in kept.keys)
    assert kept.context == read.context and kept.context is not g.s["pending"]["context"]
    seen[kept.kind] += 1


def _games(lib, seed: int) -> list[tuple[MlpGame, list[RandomBot]]]:
    """A game dealt from the whole pool and one between theme decks."""
    rng = random.Random(seed)
    style = "eager" if seed % 2 else "uniform"
    games = [(new_game(lib, [pool_soak._deck(pool_soak._pool(), rng) for _ in range(2)], seed),
              [RandomBot(seed * 7 + p, style=style) for p in (0, 1)])]
    decks = [deck_from_cards(lib, theme_deck(path)) for path in THEME_DECKS]
    games.append((new_game(lib, [decks[seed % 6], decks[(seed * 5 + 1) % 6]], seed),
                  [RandomBot(seed * 7 + p, style=style) for p in (0, 1)]))
    return games


def test_the_kept_decision_is_the_one_read_back_from_the_state_at_every_decision():
    lib = default_library()
    seen: Counter = Counter()
    for seed in SEEDS:
        for g, bots in _games(lib, seed):
            play_checking(g, bots, MAX_TURNS, lambda g: check(g, seen))
    assert seen["priority"] > 300 and len(seen) >= 4, seen
