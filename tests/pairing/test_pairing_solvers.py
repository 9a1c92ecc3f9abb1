"""The large-field solvers against the complete graph: sparse edges, bounds, slices.

What makes large fields fast is never solving the whole field's complete
graph: `solve_sparse` lists only the pairs an optimal pairing can use, and
stretches of the standings are certified by lower bounds. These tests check
each piece against the complete graph (and brute force) on random fields,
with and without forced rematches.
"""

from __future__ import annotations

import random
import signal
from collections.abc import Iterator
from itertools import pairwise

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.pairing.helpers import forced_variant, met_everyone, random_players
from tourney.pairing import even
from tourney.pairing.bounds import Boundaries, relaxed_bound
from tourney.pairing.field import Field
from tourney.pairing.solvers import solve_complete, solve_sparse
from tourney.pairing.swiss import PairingPlayer, pair_round, standings_order

seeds = st.integers(min_value=0, max_value=2**32)


def random_field(seed: int, smallest: int, largest: int) -> tuple[random.Random, list[PairingPlayer]]:
    """Players with a random past, sometimes with a rematch or extra pair-downs forced.

    The size and the number of past rounds are drawn evenly from the seed
    (hypothesis on its own leans towards the smallest values).
    """
    rng = random.Random(seed)
    players = random_players(rng, rng.randint(smallest, largest), rng.randint(0, 12))
    return rng, forced_variant(rng, players)


def field_of(players: list[PairingPlayer], seed: int = 0) -> Field:
    return Field(standings_order(players, seed, "points"), seed)


@settings(max_examples=150, deadline=None)
@given(seeds)
def test_sparse_edges_hold_an_optimal_pairing(history_seed: int) -> None:
    rng, players = random_field(history_seed, 4, 40)
    field = field_of(players, history_seed)
    order = list(range(field.n))
    if field.n % 2:
        del order[rng.randrange(field.n)]  # as the bye search does
    assert solve_sparse(field, order).cost == solve_complete(field, order).cost


@settings(max_examples=150, deadline=None)
@given(seeds, seeds)
def test_stretch_bounds_add_up_to_a_lower_bound(history_seed: int, cuts_seed: int) -> None:
    """Any cut of the standings at even places into stretches, each bounded by the
    parity bound or the relaxed bound, bounds the best pairing of the whole field."""
    _rng, players = random_field(history_seed, 4, 40)
    players = players[: len(players) - len(players) % 2]
    field = field_of(players, history_seed)
    order = list(range(field.n))
    best = solve_complete(field, order).cost
    cut_rng = random.Random(cuts_seed)
    cuts = sorted({0, field.n, *(2 * cut_rng.randrange(field.n // 2) for _ in range(3))})
    boundaries = Boundaries(field, order)
    total = 0
    for start, end in pairwise(cuts):
        if start == end:
            continue
        if (start, end) != (0, field.n) and cut_rng.random() < 0.6:
            total += relaxed_bound(field, boundaries, start, end)[0]
        else:
            total += field.parity_bound(order, start, end)
    assert total <= best


@pytest.fixture
def tiny_slices(monkeypatch: pytest.MonkeyPatch) -> None:
    """Slices of a few players, so small fields take the large-field path."""
    monkeypatch.setattr(even, "SMALL_FIELD", 4)
    monkeypatch.setattr(even, "SLICE_SIZE", 4)
    monkeypatch.setattr(even, "MERGE_LIMIT", 10_000)


@settings(
    max_examples=150,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(seeds)
def test_large_field_path_equals_the_complete_graph(tiny_slices: None, history_seed: int) -> None:
    _rng, players = random_field(history_seed, 9, 70)
    sliced = pair_round(players, seed=history_seed)
    whole = pair_round(players, seed=history_seed, complete_graph=True)
    assert sliced.quality.key() == whole.quality.key()
    assert sliced.quality.proven


@pytest.fixture
def watchdog() -> Iterator[None]:
    """Fail after a minute instead of hanging for many (these rounds take milliseconds)."""

    def stop(_signum: int, _frame: object) -> None:
        raise TimeoutError("a forced rematch spread to the whole event again")

    previous = signal.signal(signal.SIGALRM, stop)
    signal.alarm(60)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def test_forced_rematches_in_a_large_field_stay_local(watchdog: None) -> None:
    """The cases that used to fall back to the complete graph of the whole event
    (two minutes for 1,024 players) are settled near the players concerned."""
    rng = random.Random(11)
    base = random_players(rng, 1025, 7)
    even_field = base[:1024]

    one = pair_round(met_everyone(even_field, 500), seed=1).quality
    assert (one.rematches, one.proven) == (1, True)

    both = pair_round(met_everyone(met_everyone(base, 0), 600), seed=1).quality
    assert (both.rematches, both.second_byes, both.proven) == (1, 0, True)

    # The leader has met all but a player far down: they meet, nobody plays a rematch.
    far = met_everyone(even_field, 0)
    a, z = far[0], far[900]
    far[0] = PairingPlayer(a.id, a.points, a.opponents - {z.id}, a.byes)
    far[900] = PairingPlayer(z.id, z.points, z.opponents - {a.id}, z.byes)
    pairing = pair_round(far, seed=1)
    assert pairing.quality.rematches == 0
    assert any({p.player_a, p.player_b} == {a.id, z.id} for p in pairing.pairs)
