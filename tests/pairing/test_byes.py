"""The bye as part of the optimisation, checked against brute force over small odd fields.

The rule (docs/pairing.md): among players without a bye, the bye goes to the
lowest score group that allows the best pairing (no avoidable rematch or
second bye); within it to the player whose bye leaves the fewest and
smallest pair-downs; ties to the lowest-ranked. `rule_key` computes what
that rule minimises straight from the players, and brute force tries every
pairing (every bye recipient) of fields of up to 11 players.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.pairing.helpers import (
    all_pairings,
    forced_variant,
    met_everyone,
    random_players,
    rule_key,
)
from tourney.pairing import even
from tourney.pairing.swiss import Pair, PairingPlayer, pair_round

seeds = st.integers(min_value=0, max_value=2**32)


def odd_field(seed: int, sizes: tuple[int, ...] = (1, 3, 5, 7, 9)) -> list[PairingPlayer]:
    """An odd field with a random past (size and rounds drawn evenly from the seed),
    sometimes with a rematch, a moved bye or extra pair-downs forced."""
    rng = random.Random(seed)
    return forced_variant(rng, random_players(rng, rng.choice(sizes), rng.randint(0, 7)))


def as_tuples(pairs: tuple[Pair, ...]) -> list[tuple[int, int | None]]:
    return [(p.player_a, p.player_b) for p in pairs]


def bye_of(pairs: tuple[Pair, ...]) -> int:
    return next(p.player_a for p in pairs if p.is_bye)


def check_against_brute_force(players: list[PairingPlayer], seed: int) -> None:
    """pair_round's pairing is what the rule asks for, checked rule by rule."""
    pairing = pair_round(players, seed=seed)
    mine = rule_key(players, as_tuples(pairing.pairs))
    keys = [rule_key(players, p) for p in all_pairings([p.id for p in players])]
    assert pairing.quality.key() == mine, "the reported quality is the pairing's"
    assert pairing.quality.proven

    # No avoidable rematch or second bye (a rematch weighs more than a second bye).
    assert mine[0] == min(k[0] for k in keys)
    assert mine[1] == min(k[1] for k in keys if k[0] == mine[0])
    # The lowest score group that allows that: never higher than the best pairing needs.
    as_good = [k for k in keys if k[:2] == mine[:2]]
    assert mine[2] == min(k[2] for k in as_good)
    if bye_of(pairing.pairs) == players[0].id and players[-1].points < players[0].points:
        assert all(k[2] == players[0].points for k in as_good), "the leader only if no one lower can"
    # Within that group, the fewest and smallest pair-downs; ties to the lowest-ranked.
    same_group = [k for k in as_good if k[2] == mine[2]]
    assert mine[3] == min(k[3] for k in same_group)
    assert mine[4] == min(k[4] for k in same_group if k[3] == mine[3])
    # And the pairing as a whole is the best there is.
    assert mine == min(keys)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seeds)
def test_the_bye_follows_the_rule_on_small_fields(seed: int) -> None:
    check_against_brute_force(odd_field(seed), seed)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seeds)
def test_the_bye_follows_the_rule_on_eleven_players(seed: int) -> None:
    check_against_brute_force(odd_field(seed, (11,)), seed)


@pytest.fixture
def large_field_path(monkeypatch: pytest.MonkeyPatch) -> None:
    """Send tiny fields through the large-field path: direct pass, slices, bye search."""
    monkeypatch.setattr(even, "SMALL_FIELD", 0)
    monkeypatch.setattr(even, "SLICE_SIZE", 2)
    monkeypatch.setattr(even, "MERGE_LIMIT", 10_000)


@settings(
    max_examples=250,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(seeds)
def test_the_large_field_path_follows_the_rule_too(large_field_path: None, seed: int) -> None:
    check_against_brute_force(odd_field(seed, (3, 5, 7, 9, 11)), seed)


# Each rule against the one after it, on fields small enough to check by hand.


def test_a_rematch_weighs_more_than_a_second_bye() -> None:
    # A and B have had no bye, but each has met C; giving either of them the
    # bye forces a rematch with C, so C gets a second bye and A meets B.
    players = [
        PairingPlayer(1, 6, frozenset({3}), name="A"),
        PairingPlayer(2, 3, frozenset({3}), name="B"),
        PairingPlayer(3, 0, frozenset({1, 2}), byes=1, name="C"),
    ]
    pairing = pair_round(players, seed=1)
    assert bye_of(pairing.pairs) == 3
    assert pairing.quality.rematches == 0
    assert pairing.warnings == (
        "Second bye: C already had a bye; a bye for any player without one would force a rematch.",
    )


def test_a_second_bye_weighs_more_than_the_score_group() -> None:
    # Only the leader has had no bye: the leader takes it rather than a second bye lower down.
    players = [PairingPlayer(1, 6), PairingPlayer(2, 3, byes=1), PairingPlayer(3, 0, byes=1)]
    assert bye_of(pair_round(players, seed=1).pairs) == 1


def test_the_score_group_weighs_more_than_pair_downs() -> None:
    # A bye on 0 points leaves two pair-downs of 6; a bye on 6 would leave none.
    players = [PairingPlayer(i, pts) for i, pts in [(1, 6), (2, 6), (3, 6), (4, 0), (5, 0)]]
    pairing = pair_round(players, seed=1)
    assert bye_of(pairing.pairs) == 5
    assert pairing.quality.squared_difference == 36


def test_pair_downs_weigh_more_than_the_place_in_the_group() -> None:
    # X and Y have met: a bye for Z (the lowest) would make both pair up with
    # A and B. A bye for Y (the lower of the two who leave none) is better.
    players = [
        PairingPlayer(1, 3, name="A"),
        PairingPlayer(2, 3, name="B"),
        PairingPlayer(3, 0, frozenset({4}), name="X"),
        PairingPlayer(4, 0, frozenset({3}), name="Y"),
        PairingPlayer(5, 0, name="Z"),
    ]
    pairing = pair_round(players, seed=1)
    assert bye_of(pairing.pairs) == 4
    assert pairing.quality.pair_downs == 0


def test_the_place_in_the_group_weighs_more_than_where_pair_downs_sit() -> None:
    # The two 1-point players both leave one pair-down of 2. The lowest-ranked
    # (5) gets the bye although player 4 then floats instead of 2 (who has
    # met 3), a pair-down higher up than a bye for 3 would leave.
    players = [
        PairingPlayer(1, 3, frozenset({5})),
        PairingPlayer(4, 3, byes=1),
        PairingPlayer(2, 3, frozenset({3})),
        PairingPlayer(3, 1, frozenset({2})),
        PairingPlayer(5, 1, frozenset({1})),
    ]
    pairing = pair_round(players, seed=1)
    assert bye_of(pairing.pairs) == 5
    assert Pair(2, 4, 3) in pairing.pairs


def test_an_unavoidable_rematch_does_not_send_the_bye_to_the_leader() -> None:
    # Every choice of bye leaves a rematch. The leader (13 points) used to
    # get the bye because that rematch-laden pairing was cheapest; the bye
    # belongs to the lowest score group that does as well (11 points).
    players = [
        PairingPlayer(5, 13, frozenset({1, 2, 3})),
        PairingPlayer(2, 11, frozenset({1, 3, 4, 5})),
        PairingPlayer(4, 11, frozenset({2, 3}), byes=3),
        PairingPlayer(3, 11, frozenset({1, 2, 4, 5})),
        PairingPlayer(1, 9, frozenset({2, 3, 5}), byes=2),
    ]
    pairing = pair_round(players, seed=1)
    assert bye_of(pairing.pairs) == 3
    assert pairing.quality.rematches == 1
    check_against_brute_force(players, 1)


def test_a_player_who_has_met_everyone_gets_the_bye_in_a_large_odd_field() -> None:
    # 513 players: the bye search must reach the player (not give up after a
    # few candidates) so that nobody plays a rematch.
    rng = random.Random(7)
    players = met_everyone(random_players(rng, 513, 6), 200)
    pairing = pair_round(players, seed=3)
    assert bye_of(pairing.pairs) == players[200].id
    assert pairing.quality.rematches == 0
    assert pairing.quality.proven
