"""Seeded random games between decks drawn from every card the engine calls implemented.

The theme-deck soak only exercises 99 cards; coverage grows by templates that no
theme deck uses. Here each game deals two decks at random (from a seeded RNG) out of
the whole implemented pool, so every template runs against cards it was not written
for: no crash, no broken invariant, scores only rise, and (in a share of the games)
every decision survives a save/load round trip. `-m slow` plays many more games.
"""

from __future__ import annotations

import json
import random
from functools import cache

import pytest

from engine.mlp.api import default_library
from engine.mlp.boardstate import export_board, load_board
from engine.mlp.coverage import coverage
from engine.mlp.procedures.invariants import broken_invariants
from engine.mlp.procedures.setup import new_game
from tests.engine.helpers import seeded_bots

MAX_TURNS = 60
DRAW_CARDS = 45
PROBLEMS = 10


@cache
def _pool() -> dict[str, list[str]]:
    """Implemented card ids by the deck part they go in, in library order."""
    lib = default_library()
    implemented = {row.code for row in coverage(lib) if row.status == "implemented"}
    pool: dict[str, list[str]] = {"mane": [], "problem": [], "draw": []}
    for card in lib.cards():
        if card.code not in implemented or card.is_token:
            continue  # the printed token cards only stand for tokens made by card text (521.3)
        kind = lib.spec(card.id).type
        part = kind if kind in ("mane", "problem") else "draw"
        pool[part].append(card.id)
    return pool


@cache
def _starting_problems() -> list[str]:
    lib = default_library()
    return [card for card in _pool()["problem"] if lib.card(card).starting_problem]


def _deck(pool: dict[str, list[str]], rng: random.Random) -> dict:
    draw = [card for card in rng.sample(pool["draw"], DRAW_CARDS // 3) for _ in range(3)]
    problems = rng.sample(pool["problem"], PROBLEMS)
    if not set(problems) & set(_starting_problems()):
        # 101.3c: a Problem deck has a Starting Problem, or 102.2 leaves a player without a Problem
        problems[-1] = rng.choice([card for card in _starting_problems() if card not in problems])
    return {"mane": rng.choice(pool["mane"]), "draw": draw, "problems": problems}


def _play(seed: int, round_trip: bool) -> int:
    lib = default_library()
    rng = random.Random(seed)  # the test's own dealing; the game draws from its seeded state
    decks = [_deck(_pool(), rng), _deck(_pool(), rng)]
    g = new_game(lib, decks, seed)
    bots = seeded_bots(seed)
    scores = [0, 0]
    steps = 0
    while g.pending() is not None and g.s["turn"] <= MAX_TURNS:
        decision = g.pending()
        if round_trip:
            doc = export_board(g)
            copy = load_board(json.loads(json.dumps(doc)), lib, run=False)
            assert export_board(copy) == doc and copy.digest() == g.digest(), (seed, decks, steps)
        answer = bots[decision.player].choose(decision)
        g.submit(answer)
        if round_trip:
            copy.submit(answer)
            assert copy.digest() == g.digest(), (seed, decks, steps)
        problems = broken_invariants(g)
        assert not problems, (seed, decks, problems)
        now = [p["score"] for p in g.s["players"]]
        assert now[0] >= scores[0] and now[1] >= scores[1], (seed, decks, "a score went down")
        scores = now
        steps += 1
    return steps


def test_the_implemented_pool_can_fill_decks():
    pool = _pool()
    assert len(pool["mane"]) >= 2 and len(pool["problem"]) >= PROBLEMS
    assert len(pool["draw"]) >= DRAW_CARDS // 3
    assert _starting_problems()


@pytest.mark.parametrize("seed", range(12))
def test_random_pool_games_keep_every_invariant(seed: int):
    assert _play(seed, round_trip=seed % 4 == 0) > 0


@pytest.mark.slow
@pytest.mark.parametrize("block", range(10))
def test_many_random_pool_games_keep_every_invariant(block: int):
    for seed in range(1000 + block * 30, 1000 + (block + 1) * 30):
        assert _play(seed, round_trip=seed % 5 == 0) > 0
