"""What a judge reads of each decision, on the command line (`tourney engine advance`) and on
the match table alike (`TableRules.words`, `TableRules.option_labels`): the question and every
option name places in words ("to Problem Runaway Cart (P1's)", "at P0's home", "Dilemma
Canterlot Infiltration #366 (P1's)"), never by the engine's keys ("problem:1", "home:0",
"dilemma:365"), which only the answer typed uses.

Seeded games between random legal decks of the whole card pool
(`engine.mlp.decks.random_decks`, as the benchmark deals them): seed 334 plays two Dilemmas,
a faceoff at every Problem and Canterlot Infiltration's "send those characters to other
Problems instead"."""

from __future__ import annotations

import re

import pytest

from engine.core.rng import SeededRandom
from engine.mlp.api import default_library, new_game
from engine.mlp.bot import RandomBot
from engine.mlp.cards.database import load_card_database
from engine.mlp.decks.random_decks import DeckPool, random_deck
from engine.mlp.table import mlp_table

AREA_KEY = re.compile(r"\b(?:home|problem|dilemma):\d")
MAX_TURNS = 60


def _game(seed: int):
    """The benchmark's game `seed` (`benchmarks/engine.py`, `pool_setups`) and its two bots."""
    lib = default_library()
    rng = SeededRandom(1_000_003 * seed + 17)
    pool = DeckPool.constructed(load_card_database())
    setup = {"seed": seed, "card_db": lib.version, "decks": [random_deck(pool, rng), random_deck(pool, rng)]}
    return new_game(setup, lib), [RandomBot(seed * 3 + p, style="eager" if seed % 2 else "uniform") for p in (0, 1)]


@pytest.mark.parametrize("seed", [334, 5, 8])
def test_every_question_and_option_of_a_whole_pool_game_names_places_in_words(seed: int) -> None:
    table = mlp_table()
    g, bots = _game(seed)
    keyed: list[str] = []
    places = 0
    while g.pending() is not None and g.s["turn"] <= MAX_TURNS:
        decision = g.pending()
        shown = [table.words(g, decision.prompt), *table.option_labels(g, decision)]
        places += sum(bool(AREA_KEY.search(option.label)) for option in decision.options)
        keyed += [text for text in shown if AREA_KEY.search(text)]
        g.submit(bots[decision.player].choose(decision))
    assert places, "no option of this game named a place"
    assert keyed == []
