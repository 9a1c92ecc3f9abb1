"""Draft pods: splitting every field from 4 to 64 players, seating, pass directions, round 1 in pods."""

from __future__ import annotations

from collections import Counter

import pytest

from tourney.pairing.pods import LEFT, neighbour, pair_in_pods, pod_sizes, seat_pods
from tourney.pairing.swiss import PairingPlayer

RIGHT = "right"


def _distance(sizes: list[int]) -> int:
    return max(abs(s - 8) for s in sizes)


@pytest.mark.parametrize("players", range(4, 65))
def test_pods_are_as_equal_as_possible_around_eight(players: int) -> None:
    sizes = pod_sizes(players)
    assert sum(sizes) == players
    assert max(sizes) - min(sizes) <= 1, sizes
    assert sizes == sorted(sizes, reverse=True)
    assert min(sizes) >= 4 or len(sizes) == 1
    # no other pod count comes closer to the recommended size
    for count in range(1, players // 2 + 1):
        base, extra = divmod(players, count)
        other = [base + 1] * extra + [base] * (count - extra)
        assert _distance(sizes) <= _distance(other), (sizes, other)
        if _distance(other) == _distance(sizes):
            assert len(sizes) <= count  # on a tie, fewer pods


@pytest.mark.parametrize("players, sizes", [
    (4, [4]), (7, [7]), (8, [8]), (10, [10]), (11, [11]), (13, [7, 6]), (12, [6, 6]), (16, [8, 8]),
    (20, [10, 10]), (21, [7, 7, 7]), (24, [8, 8, 8]), (28, [7, 7, 7, 7]), (64, [8] * 8),
])
def test_pod_sizes_of_familiar_fields(players: int, sizes: list[int]) -> None:
    assert pod_sizes(players) == sizes


def test_pod_sizes_follow_the_recommended_size() -> None:
    assert pod_sizes(12, recommended=6) == [6, 6]
    assert pod_sizes(0) == []


@pytest.mark.parametrize("players", [4, 9, 17, 33, 64])
def test_every_player_gets_one_seat_and_the_seed_decides(players: int) -> None:
    ids = list(range(100, 100 + players))
    seats = seat_pods(ids, seed=5)
    assert sorted(s.player_id for s in seats) == ids
    by_pod = Counter(s.pod for s in seats)
    assert sorted(by_pod.values(), reverse=True) == pod_sizes(players)
    for pod, size in by_pod.items():
        assert sorted(s.seat for s in seats if s.pod == pod) == list(range(1, size + 1))
    assert seat_pods(list(reversed(ids)), seed=5) == seats  # the list's order does not matter
    assert seat_pods(ids, seed=6) != seats


def test_pass_left_goes_clockwise_and_right_back() -> None:
    assert [neighbour(s, 8, LEFT) for s in range(1, 9)] == [2, 3, 4, 5, 6, 7, 8, 1]
    assert [neighbour(s, 8, RIGHT) for s in range(1, 9)] == [8, 1, 2, 3, 4, 5, 6, 7]
    assert neighbour(neighbour(3, 5, LEFT), 5, RIGHT) == 3


def _players(n: int) -> list[PairingPlayer]:
    return [PairingPlayer(id=i, name=f"P{i}") for i in range(1, n + 1)]


def test_round_one_pairs_inside_even_pods() -> None:
    seats = seat_pods(list(range(1, 17)), seed=3)
    pod_of = {s.player_id: s.pod for s in seats}
    pairing = pair_in_pods(_players(16), pod_of, seed=9)
    assert not pairing.warnings
    assert len(pairing.pairs) == 8 and all(not p.is_bye for p in pairing.pairs)
    assert all(pod_of[p.player_a] == pod_of[p.player_b] for p in pairing.pairs)
    assert [p.table for p in pairing.pairs] == list(range(1, 9))
    assert pair_in_pods(_players(16), pod_of, seed=9) == pairing


def test_odd_pods_pair_their_left_over_players_and_one_bye() -> None:
    pod_of = {i: 1 for i in range(1, 6)} | {i: 2 for i in range(6, 11)} | {11: 3, 12: 3, 13: 3}
    players = [*_players(13), PairingPlayer(id=14, name="Late")]
    pairing = pair_in_pods(players, pod_of, seed=1)
    seated = [p.player_a for p in pairing.pairs] + [p.player_b for p in pairing.pairs if p.player_b]
    assert sorted(seated) == list(range(1, 15))
    across = [p for p in pairing.pairs if p.player_b and pod_of.get(p.player_a) != pod_of.get(p.player_b)]
    byes = [p for p in pairing.pairs if p.is_bye]
    # three odd pods and an unseated late entrant: four left over, two pairs across pods, no bye
    assert len(across) == 2 and not byes
    assert len(pairing.warnings) == 2 and all(w.startswith("Pods: ") for w in pairing.warnings)
    assert any("(no pod)" in w for w in pairing.warnings)
    odd = pair_in_pods(_players(13), pod_of, seed=1)
    assert len([p for p in odd.pairs if p.is_bye]) == 1
