"""Seeded random games between decks drawn from the card pool.

The theme-deck soak only exercises 99 cards; coverage grows by templates that no
theme deck uses. Here each game deals two decks at random (from a seeded RNG) out of
the cards whose text the engine carries out, or out of the whole pool (every card of
the shipped database a constructed deck may hold, text carried out or not: a card whose
text is unknown must still play without breaking the game), so every template runs
against cards it was not written for: no crash, no broken invariant, scores only rise,
and (in a share of the games) every decision survives a save/load round trip, the game read
back logging what the game played on logs. The
bounded games run with every test run; `-m slow` plays 1,000 games from the whole pool.
"""

from __future__ import annotations

import json
import random
from functools import cache

import pytest

from engine.mlp.api import default_library
from engine.mlp.boardstate import export_board, load_board
from engine.mlp.cards.database import load_card_database
from engine.mlp.coverage import carried_out, coverage
from engine.mlp.decks.random_decks import in_constructed_play
from engine.mlp.procedures.invariants import broken_invariants
from engine.mlp.procedures.setup import new_game
from tests.engine.helpers import seeded_bots

MAX_TURNS = 60
DRAW_CARDS = 45
PROBLEMS = 10


@cache
def _pool(whole: bool = False) -> dict[str, list[str]]:
    """Card ids by the deck part they go in, in library order: those whose text the engine
    carries out, or (`whole`) every card of the shipped database, of those a constructed
    deck may hold (no token, 521.3, no Villain Challenge card: `in_constructed_play`)."""
    lib = default_library()
    db = load_card_database()
    done = carried_out(coverage(lib))
    pool: dict[str, list[str]] = {"mane": [], "problem": [], "draw": []}
    for card in lib.cards():
        if (not whole and card.code not in done) or not in_constructed_play(db, card):
            continue
        kind = lib.spec(card.id).type
        part = kind if kind in ("mane", "problem") else "draw"
        pool[part].append(card.id)
    return pool


@cache
def _starting_problems(whole: bool = False) -> list[str]:
    lib = default_library()
    return [card for card in _pool(whole)["problem"] if lib.card(card).starting_problem]


def _deck(pool: dict[str, list[str]], rng: random.Random, starting: list[str] | None = None) -> dict:
    """Two random decks' worth of cards from `pool`; `starting`: the Starting Problems to
    fall back on (those of the carried-out pool unless given)."""
    starting = _starting_problems() if starting is None else starting
    draw = [card for card in rng.sample(pool["draw"], DRAW_CARDS // 3) for _ in range(3)]
    problems = rng.sample(pool["problem"], PROBLEMS)
    if not set(problems) & set(starting):
        # 101.3c: a Problem deck has a Starting Problem, or 102.2 leaves a player without a Problem
        problems[-1] = rng.choice([card for card in starting if card not in problems])
    return {"mane": rng.choice(pool["mane"]), "draw": draw, "problems": problems}


def _play(seed: int, round_trip: bool, whole: bool = False) -> int:
    lib = default_library()
    rng = random.Random(seed)  # the test's own dealing; the game draws from its seeded state
    pool, starting = _pool(whole), _starting_problems(whole)
    decks = [_deck(pool, rng, starting), _deck(pool, rng, starting)]
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
        logged = len(g.log)
        g.submit(answer)
        if round_trip:
            copy.submit(answer)
            assert copy.digest() == g.digest(), (seed, decks, steps)
            # (the log read back on reads as the game's own: `engine.mlp.said_before`)
            assert copy.log == g.log[logged:], (seed, decks, steps)
        problems = broken_invariants(g)
        assert not problems, (seed, decks, problems)
        now = [p["score"] for p in g.s["players"]]
        assert now[0] >= scores[0] and now[1] >= scores[1], (seed, decks, "a score went down")
        scores = now
        steps += 1
    return steps


@pytest.mark.parametrize("whole", [False, True])
def test_the_pool_can_fill_decks(whole: bool):
    pool = _pool(whole)
    assert len(pool["mane"]) >= 2 and len(pool["problem"]) >= PROBLEMS
    assert len(pool["draw"]) >= DRAW_CARDS // 3
    assert _starting_problems(whole)
    lib = default_library()
    dealt = [lib.card(card) for part in pool.values() for card in part]
    assert not [card.code for card in dealt if card.set_name == "Villain Challenge"]  # a format of its own
    if whole:  # every card of the database but the printed tokens and the Villain Challenge's
        assert len(dealt) == sum(1 for card in lib.cards()
                                 if not card.is_token and card.set_name != "Villain Challenge")


@pytest.mark.parametrize("seed", range(12))
def test_random_pool_games_keep_every_invariant(seed: int):
    assert _play(seed, round_trip=seed % 4 == 0) > 0


@pytest.mark.parametrize("seed", range(5000, 5006))
def test_random_whole_pool_games_keep_every_invariant(seed: int):
    """The bounded share of the 1,000 whole-pool games below, run with every test run."""
    assert _play(seed, round_trip=seed % 3 == 0, whole=True) > 0


WHOLE_POOL_GAMES = 1000
BLOCKS = 20


@pytest.mark.slow
@pytest.mark.parametrize("block", range(BLOCKS))
def test_a_thousand_whole_pool_games_keep_every_invariant(block: int):
    """1,000 seeded games with random decks from the whole pool, in 20 blocks of 50
    (seeds 10000-10999); one in ten also round-trips every decision through a save."""
    size = WHOLE_POOL_GAMES // BLOCKS
    for seed in range(10000 + block * size, 10000 + (block + 1) * size):
        assert _play(seed, round_trip=seed % 10 == 0, whole=True) > 0


def test_an_attachment_played_under_its_players_control_moves_with_its_host():
    """509.2, 509.3: in this whole-pool game P1 plays Chicken Costume, a card P0 owns, on
    Noteworthy, Humdinger, then moves Noteworthy: the Costume, under P1's control as it enters
    (513.2), goes with it. Its host was set only after that change of control was answered,
    which filed the Costume with no host, so it stayed behind."""
    assert _play(10612, round_trip=False, whole=True) > 189


def test_a_copied_exhaust_that_character_is_judged_without_a_card_of_its_own():
    """712.3, 520.1: in this whole-pool game P1 copies the effect of Plum Tuckered Out with
    Princess Twilight Sparkle, Headmare. The copy is no card in play, and its "exhaust that
    character" was judged, when nothing happened, as if it exhausted "this card": the copy's
    own card, which does not exist, so the game stopped."""
    assert _play(78158, round_trip=True, whole=True) > 0
