"""Seeded random games between the sample half decks: no crash, no broken invariant, an end.

The default run plays 40 games; the full 1,000 run with `-m slow`.
"""

from __future__ import annotations

from collections import Counter

import pytest

from engine.spellcasters.procedures.invariants import broken_invariants
from engine.spellcasters.state.game import SpellcastersGame
from tests.spellcasters.games import play


def _check(game: SpellcastersGame) -> None:
    problems = broken_invariants(game)
    assert not problems, problems


def _soak(games: int, first_seed: int = 0) -> Counter[str]:
    endings: Counter[str] = Counter()
    for seed in range(first_seed, first_seed + games):
        game, _ = play(seed, _check)
        _check(game)
        assert game.result is not None
        endings[game.result["rule"]] += 1
    return endings


def test_random_games_keep_every_invariant_and_end() -> None:
    endings = _soak(40)
    assert sum(endings.values()) == 40
    assert endings["SC 8.2"] > 0  # the deck runs out in most random games


@pytest.mark.slow
def test_thousand_random_games_keep_every_invariant_and_end() -> None:
    endings = _soak(1000, first_seed=1000)
    assert sum(endings.values()) == 1000
    assert {"SC 8.1", "SC 8.2", "SC 8.3"} <= set(endings)


def test_the_invariants_find_a_broken_position() -> None:
    game, _ = play(2)
    record = next(r for p in (0, 1) for r in game.s["players"][p]["casters"])
    game.s["players"][0]["bleachers"].append(record["iid"])  # the same card in two places
    assert any("2 places" in problem for problem in broken_invariants(game))
