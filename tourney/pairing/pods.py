"""Draft pods: how many, how big, who sits where, and round 1 paired inside them.

Pure functions, no database. The game's limited rules give the recommended
pod size (the MLP CCG: about 8) and the pass direction of each pack; this
module only splits and seats.

Splitting: the pod count is the one whose pods come closest to the
recommended size (the largest distance of any pod from it is smallest; on a
tie, fewer pods), and the pods differ in size by at most one player. So 12
players make two pods of 6 rather than one of 12, 10 or 11 players one
pod, 13 players pods of 7 and 6, 20 players two pods of 10 (three pods of
7, 7 and 6 come no closer: 6 is as far from 8 as 10) and 21 three of 7.

Seating: the players are shuffled with a recorded seed and dealt into the
pods in order; seats are numbered clockwise, so passing left goes to the
next seat number and passing right to the previous one.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from tourney.pairing.swiss import Pairing, PairingPlayer, finish_pairing

PODS = "pods"
LEFT = "left"


def pod_sizes(players: int, recommended: int = 8) -> list[int]:
    """Pod sizes for `players`, largest first, as equal as possible around `recommended`."""
    if players < 1:
        return []
    if recommended < 2:
        raise ValueError("a pod has at least two players")
    best: tuple[int, int] | None = None
    for count in range(1, players + 1):
        small, large = players // count, -(-players // count)
        if small < 2 and count > 1:
            break
        distance = max(abs(small - recommended), abs(large - recommended))
        if best is None or distance < best[0]:
            best = (distance, count)
    assert best is not None
    count = best[1]
    base, extra = divmod(players, count)
    return [base + 1] * extra + [base] * (count - extra)


@dataclass(frozen=True, slots=True)
class Seat:
    """One player's place: pod 1, 2, ... and seat 1..size clockwise within it."""

    player_id: int
    pod: int
    seat: int


def seat_pods(player_ids: Sequence[int], seed: int, recommended: int = 8) -> list[Seat]:
    """Every player seated: shuffled with `seed`, then dealt into pods of `pod_sizes`."""
    if len(set(player_ids)) != len(player_ids):
        raise ValueError("a player is listed twice")
    order = sorted(player_ids)
    random.Random(seed).shuffle(order)
    seats: list[Seat] = []
    start = 0
    for pod, size in enumerate(pod_sizes(len(order), recommended), start=1):
        for seat, player in enumerate(order[start:start + size], start=1):
            seats.append(Seat(player, pod, seat))
        start += size
    return seats


def neighbour(seat: int, size: int, direction: str) -> int:
    """The seat a pack passed `direction` from `seat` reaches, in a pod of `size` (clockwise numbers)."""
    step = 1 if direction == LEFT else -1
    return (seat - 1 + step) % size + 1


def pair_in_pods(
    players: Sequence[PairingPlayer], pod_of: Mapping[int, int], *, seed: int
) -> Pairing:
    """Round 1 paired inside each pod, at random from `seed`.

    A pod with an odd number of players leaves one player over; those left
    over (and anyone seated in no pod, such as a late entrant) are paired
    with each other, and when one is still left they get the bye. A warning
    names every pairing across pods.
    """
    rng = random.Random(seed)
    by_pod: dict[int, list[PairingPlayer]] = {}
    for player in sorted(players, key=lambda p: p.id):
        by_pod.setdefault(pod_of.get(player.id, 0), []).append(player)
    order: list[PairingPlayer] = []
    pairs: list[tuple[int, int]] = []
    left_over: list[int] = []
    for pod in sorted(p for p in by_pod if p):
        members = by_pod[pod]
        rng.shuffle(members)
        base = len(order)
        order.extend(members)
        for k in range(0, len(members) - 1, 2):
            pairs.append((base + k, base + k + 1))
        if len(members) % 2:
            left_over.append(base + len(members) - 1)
    unseated = by_pod.get(0, [])
    rng.shuffle(unseated)
    for player in unseated:
        left_over.append(len(order))
        order.append(player)
    bye = left_over.pop() if len(left_over) % 2 else None
    warnings: list[str] = []
    for k in range(0, len(left_over), 2):
        u, v = left_over[k], left_over[k + 1]
        pairs.append((u, v))
        warnings.append(
            f"Pods: {order[u].label} ({_pod_words(pod_of, order[u].id)}) plays "
            f"{order[v].label} ({_pod_words(pod_of, order[v].id)}): an odd pod leaves a player over."
        )
    pairing = finish_pairing(order, pairs, bye, seed=seed, method=PODS, by_points=False)
    return Pairing(
        pairing.pairs, (*warnings, *pairing.warnings), pairing.quality, PODS, seed
    )


def _pod_words(pod_of: Mapping[int, int], player_id: int) -> str:
    pod = pod_of.get(player_id)
    return f"pod {pod}" if pod else "no pod"
