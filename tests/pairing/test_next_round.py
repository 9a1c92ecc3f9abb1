"""Whole events through the pure core: drops, late entries, byes, round after round."""

from __future__ import annotations

import random
from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.mlp.system import MLP_SCORING
from tourney.pairing.next_round import active_players, pair_next_round
from tourney.pairing.records import Entrant, History, MatchRecord


@settings(max_examples=40, deadline=None)
@given(
    st.integers(min_value=0, max_value=2**32),
    st.integers(min_value=2, max_value=24),
    st.integers(min_value=1, max_value=6),
    st.sampled_from(["random", "seeded"]),
)
def test_each_round_pairs_exactly_the_players_still_in(
    seed: int, n: int, rounds: int, first: str
) -> None:
    rng = random.Random(seed)
    entrants = {
        i: Entrant(i, f"P{i}", seed=i, late_entry_round=rng.choice([None, None, None, 2, 3]))
        for i in range(1, n + 1)
    }
    matches: list[MatchRecord] = []
    for number in range(1, rounds + 1):
        history = History(tuple(entrants.values()), tuple(matches), tuple(range(1, number)))
        expected = set(active_players(history, number))
        if len(expected) < 2:
            break
        pairing = pair_next_round(history, MLP_SCORING, number, seed=seed + number, first_round=first)
        again = pair_next_round(history, MLP_SCORING, number, seed=seed + number, first_round=first)
        assert again.pairs == pairing.pairs
        paired = [p for pair in pairing.pairs for p in (pair.player_a, pair.player_b) if p]
        assert sorted(paired) == sorted(expected)
        byes = [pair.player_a for pair in pairing.pairs if pair.is_bye]
        assert len(byes) == len(expected) % 2
        for pair in pairing.pairs:
            result = "a" if pair.is_bye else rng.choice(["a", "b", "draw"])
            matches.append(MatchRecord(number, pair.player_a, pair.player_b, result))
        for p in list(entrants):
            if entrants[p].dropped_after_round is None and rng.random() < 0.1:
                entrants[p] = replace(entrants[p], dropped_after_round=number)
