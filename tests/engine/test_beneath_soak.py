"""Seeded random games between decks full of Teamwork and beneath-card texts: no crash,
no broken invariant, exact save/load at every decision."""

from __future__ import annotations

import json

from engine.mlp.api import default_library
from engine.mlp.boardstate import export_board, load_board
from engine.mlp.procedures.invariants import broken_invariants
from engine.mlp.procedures.setup import new_game
from tests.engine.cardsource import THEME_DECKS, deck_around
from tests.engine.helpers import seeded_bots

TEAMWORK = ["CG5", "CG17", "CG22", "CG31", "CG41", "CG44", "CG50", "CG54", "CG63", "CG65", "CG75", "CG77",
            "CG81", "CG193", "CG194", "CG195", "CG199"]
BENEATH = ["CN9", "CN10", "CN14", "CN34", "CN36", "CN37", "CN38", "CN42", "CN50", "CN52", "CN53", "CN58",
           "CN64", "CN69", "CN73", "CN75", "CN85", "CN86", "CN95", "CN103", "CN133", "CN134", "CN141", "CN142",
           "CN153", "CN164", "CN198", "CG6", "CG36", "CG40", "CG87", "CG164"]


def _play(seed: int, round_trip: bool) -> int:
    lib = default_library()
    decks = [deck_around(lib, THEME_DECKS[seed % 6], TEAMWORK + BENEATH[::2]),
             deck_around(lib, THEME_DECKS[(seed + 1) % 6], BENEATH + TEAMWORK[::3])]
    g = new_game(lib, decks, seed)
    bots = seeded_bots(seed)
    steps = 0
    while g.pending() is not None and g.s["turn"] <= 60:
        if round_trip:
            doc = export_board(g)
            copy = load_board(json.loads(json.dumps(doc)), lib, run=False)
            assert export_board(copy) == doc and copy.digest() == g.digest(), (seed, steps)
        answer = bots[g.pending().player].choose(g.pending())
        g.submit(answer)
        if round_trip:
            copy.submit(answer)
            assert copy.digest() == g.digest(), (seed, steps)
        problems = broken_invariants(g)
        assert not problems, (seed, problems)
        steps += 1
    return steps


def test_random_games_with_teamwork_and_beneath_cards_keep_every_invariant():
    assert sum(_play(seed, round_trip=False) for seed in range(8)) > 600


def test_games_with_beneath_cards_survive_save_load_at_every_decision():
    assert _play(40, round_trip=True) > 100
