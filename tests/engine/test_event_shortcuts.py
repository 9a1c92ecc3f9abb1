"""The keyword triggers' shortcut gives what the plain computation gives.

`abilities._holders` answers "no card has this keyword" without its memo when no card of
the game has the keyword printed and nothing in play could grant one (no Teamwork, no
continuous ability of the "grant_keyword" category in the board index), and
`abilities.keyword_holders_at` reads only the keywords of the cards at one area when
the holders in play would be read from every card's. Checked at every decision of
seeded bot games dealt from the whole implemented card pool (where Teamwork and
granted keywords occur) and between theme decks.
"""

from __future__ import annotations

import random
from collections import Counter

from engine.mlp.api import default_library
from engine.mlp.bot import RandomBot
from engine.mlp.effects import abilities
from engine.mlp.procedures.setup import deck_from_cards, new_game
from engine.mlp.state.game import MlpGame
from engine.mlp.text.keywords import SUPPORTED_KEYWORDS
from engine.mlp.values import power
from tests.engine import test_card_pool_soak as pool_soak
from tests.engine.cardsource import THEME_DECKS, theme_deck
from tests.engine.helpers import play_checking

SEEDS = (3, 11, 14, 16)
MAX_TURNS = 40
def reference_holders(g: MlpGame, keyword: str) -> list[int]:
    """The cards in play with a keyword, asked of each card (`power.keywords`)."""
    return [iid for iid in g.s["play"] if keyword in power.keywords(g, iid)]


def check(g: MlpGame, seen: Counter) -> None:
    board = g.board()
    for keyword in SUPPORTED_KEYWORDS:
        shortcut = not board.teamwork and "grant_keyword" not in board.statics \
            and keyword not in g.keyword_card_ids()
        seen["shortcut" if shortcut else "memo"] += 1
        expected = reference_holders(g, keyword)
        seen["held"] += bool(expected)
        assert abilities.keyword_holders(g, keyword) == expected, (keyword, shortcut)
        seen["read at the area"] += abilities._holders_at_a_look(g, board, keyword) is None
        for area in g.s["areas"]:
            here = [iid for iid in expected if g.s["cards"][iid]["area"] == area]
            seen["held here"] += bool(here)
            assert abilities.keyword_holders_at(g, keyword, area) == here, (keyword, area, shortcut)


def _games(lib, seed: int) -> list[tuple[MlpGame, list[RandomBot]]]:
    """A game dealt from the whole pool and one between theme decks (whose cards print few
    keywords: the shortcut answers most there)."""
    rng = random.Random(seed)
    bots = [RandomBot(seed * 5 + p, style="eager" if seed % 2 else "uniform") for p in (0, 1)]
    games = [(new_game(lib, [pool_soak._deck(pool_soak._pool(), rng) for _ in range(2)], seed), bots)]
    decks = [deck_from_cards(lib, theme_deck(path)) for path in THEME_DECKS]
    games.append((new_game(lib, [decks[seed % 6], decks[(seed * 5 + 1) % 6]], seed), bots))
    return games


def test_keyword_holders_are_the_plain_ones_at_every_decision_of_seeded_games():
    lib = default_library()
    seen: Counter = Counter()
    for seed in SEEDS:
        for g, bots in _games(lib, seed):
            play_checking(g, bots, MAX_TURNS, lambda g: check(g, seen))
    # the games reach both ways of answering and cards holding keywords
    assert seen["shortcut"] > 1000 and seen["memo"] > 1000 and seen["held"] > 100 and seen["held here"] > 100 \
        and seen["read at the area"] > 100, seen
