"""Seeded random games: no crash, no broken invariant, exact save/load at every decision.

The default run plays a few dozen games; the full counts (1,000 games, 200 save/load
games) run with `-m slow`.
"""

from __future__ import annotations

import json

import pytest

from engine.mlp.boardstate import export_board, load_board
from engine.mlp.bot import RandomBot
from engine.mlp.procedures.invariants import broken_invariants
from engine.mlp.procedures.setup import deck_from_cards, new_game
from tests.engine.cardsource import THEME_DECKS, theme_deck
from tests.engine.helpers import library

MAX_TURNS = 150


def _decks():
    lib = library()
    return [deck_from_cards(lib, theme_deck(path)) for path in THEME_DECKS]


def _soak(games: int, first_seed: int = 0) -> dict[str, int]:
    lib = library()
    decks = _decks()
    finished = 0
    for seed in range(first_seed, first_seed + games):
        style = "eager" if seed % 2 else "uniform"
        g = new_game(lib, [decks[seed % 6], decks[(seed * 5 + 1) % 6]], seed)
        bots = [RandomBot(seed * 7 + p, style=style) for p in (0, 1)]
        scores = [0, 0]
        while g.pending() is not None and g.s["turn"] <= MAX_TURNS:
            decision = g.pending()
            g.submit(bots[decision.player].choose(decision))
            problems = broken_invariants(g)
            assert not problems, (seed, problems)
            now = [p["score"] for p in g.s["players"]]
            assert now[0] >= scores[0] and now[1] >= scores[1], (seed, "a score went down")
            scores = now
        finished += g.result is not None
    return {"games": games, "finished": finished}


def test_random_games_keep_every_invariant():
    result = _soak(24)
    assert result["finished"] >= 20


@pytest.mark.slow
def test_thousand_random_games_keep_every_invariant():
    result = _soak(1000, first_seed=1000)
    assert result["finished"] >= 900


def _round_trip_games(games: int, first_seed: int) -> int:
    lib = library()
    decks = _decks()
    checked = 0
    for seed in range(first_seed, first_seed + games):
        g = new_game(lib, [decks[seed % 6], decks[(seed + 2) % 6]], seed)
        bots = [RandomBot(seed, style="eager"), RandomBot(seed + 1, style="eager")]
        while g.pending() is not None and g.s["turn"] <= MAX_TURNS:
            doc = export_board(g)
            text = json.dumps(doc)
            copy = load_board(json.loads(text), lib, run=False)
            assert export_board(copy) == doc, (seed, g.s["answers"])
            assert copy.digest() == g.digest()
            answer = bots[g.pending().player].choose(g.pending())
            g.submit(answer)
            copy.submit(answer)
            assert copy.digest() == g.digest(), (seed, g.s["answers"])
            checked += 1
    return checked


def test_every_decision_survives_a_save_load_round_trip():
    assert _round_trip_games(4, first_seed=500) > 200


@pytest.mark.slow
def test_two_hundred_games_survive_save_load_at_every_decision():
    assert _round_trip_games(200, first_seed=2000) > 10_000


def test_every_log_entry_cites_a_rule():
    """Rule citations: a rule number (e.g. 611.4), a glossary entry or the floor rules."""
    import re

    lib = library()
    decks = _decks()
    g = new_game(lib, [decks[0], decks[1]], 31)
    bots = [RandomBot(1, style="eager"), RandomBot(2, style="eager")]
    while g.pending() is not None and g.s["turn"] <= MAX_TURNS:
        g.submit(bots[g.pending().player].choose(g.pending()))
    cited = {rule for _, rule, _ in g.log}
    pattern = re.compile(r"\d{3}(\.\d+[a-z]?(\.[ivx]+)?)?|Glossary: [A-Z][a-z]+( [A-Z][a-z]+)?|floor rules: .+")
    assert cited and all(pattern.fullmatch(rule) for rule in cited), sorted(cited)
