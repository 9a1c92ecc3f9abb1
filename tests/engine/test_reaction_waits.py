"""Whether an event is a reaction condition to remember, as play asks it, is the plain answer.

`MlpGame.reaction_waits_for` looks at the board and the hands
(`abilities.listened_reaction_events`) only when some card of the game has a reaction
waiting for the event (`keyword_card_ids` files the cards by those events); the plain
answer looks every time. Compared for every listened event at every step of seeded bot
games dealt from the whole card pool (as players build decks), where reactions in play, in hands and
shared by Teamwork occur, and at each event as it is announced.
"""

from __future__ import annotations

from collections import Counter

import pytest

from engine.core.rng import SeededRandom
from engine.mlp.api import default_library
from engine.mlp.cards.database import load_card_database
from engine.mlp.decks.random_decks import DeckPool, random_deck
from engine.mlp.effects import abilities
from engine.mlp.procedures.setup import new_game
from engine.mlp.state.game import LISTENED_REACTION_EVENTS, MlpGame
from tests.engine.helpers import check_before_every_step, play_checking, seeded_bots

SEEDS = (2, 5, 9, 12)
MAX_TURNS = 40


def check(g: MlpGame, seen: Counter, events=LISTENED_REACTION_EVENTS) -> None:
    for event in events:
        plain = event in abilities.listened_reaction_events(g)
        seen["waits" if plain else "not"] += 1
        assert g.reaction_waits_for(event) == plain, event


def test_reaction_conditions_are_the_plain_ones_in_seeded_pool_games(monkeypatch: pytest.MonkeyPatch) -> None:
    lib = default_library()
    seen: Counter = Counter()
    steps = check_before_every_step(monkeypatch, lambda g: check(g, seen))
    announce = MlpGame.emit_event

    def announcing(g: MlpGame, event: str, data: dict) -> None:
        if event in LISTENED_REACTION_EVENTS:
            check(g, seen, (event,))
            seen["announced"] += 1
        announce(g, event, data)

    monkeypatch.setattr(MlpGame, "emit_event", announcing)
    pool = DeckPool.constructed(load_card_database())
    for seed in SEEDS:
        rng = SeededRandom(seed)
        g = new_game(lib, [random_deck(pool, rng) for _ in range(2)], seed)
        play_checking(g, seeded_bots(seed), MAX_TURNS, lambda g: None)
    # the games reach both answers, and events announced while a reaction waits for them
    assert steps[0] > 1000 and seen["waits"] > 1000 and seen["not"] > 10000 and seen["announced"] > 1000, seen
