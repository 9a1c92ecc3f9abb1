"""Brute force and history builders for checking the pairing core on small events."""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence

from tourney.pairing.swiss import PairingPlayer


def all_pairings(ids: Sequence[int]) -> Iterator[list[tuple[int, int | None]]]:
    """Every way to pair `ids` (one bye, `None` opponent, when the count is odd)."""
    items = list(ids)
    if len(items) % 2:
        for i in range(len(items)):
            rest = items[:i] + items[i + 1 :]
            for pairing in _even_pairings(rest):
                yield [*pairing, (items[i], None)]
    else:
        yield from _even_pairings(items)


def _even_pairings(items: list[int]) -> Iterator[list[tuple[int, int | None]]]:
    if not items:
        yield []
        return
    first = items[0]
    for j in range(1, len(items)):
        rest = items[1:j] + items[j + 1 :]
        for pairing in _even_pairings(rest):
            yield [(first, items[j]), *pairing]


def problems(players: Sequence[PairingPlayer], pairing: list[tuple[int, int | None]]) -> int:
    """Rematches plus second byes in a pairing."""
    by_id = {p.id: p for p in players}
    count = 0
    for a, b in pairing:
        if b is None:
            count += 1 if by_id[a].byes else 0
        elif b in by_id[a].opponents:
            count += 1
    return count


def clean_pairing_exists(players: Sequence[PairingPlayer]) -> bool:
    return any(problems(players, p) == 0 for p in all_pairings([p.id for p in players]))


def random_players(rng: random.Random, n: int, rounds: int) -> list[PairingPlayer]:
    """Players with a random (possibly rematch-ridden) past, in standings order."""
    opponents: dict[int, set[int]] = {i: set() for i in range(1, n + 1)}
    points = dict.fromkeys(opponents, 0)
    byes = dict.fromkeys(opponents, 0)
    ids = list(opponents)
    for _ in range(rounds):
        rng.shuffle(ids)
        if len(ids) % 2:
            byes[ids[-1]] += 1
            points[ids[-1]] += 3
        for a, b in zip(ids[0:-1:2], ids[1::2], strict=False):
            opponents[a].add(b)
            opponents[b].add(a)
            roll = rng.random()
            if roll < 0.1:
                points[a] += 1
                points[b] += 1
            elif roll < 0.55:
                points[a] += 3
                points[b] += 1
            else:
                points[a] += 1
                points[b] += 3
    order = sorted(opponents, key=lambda p: (-points[p], rng.random()))
    return [
        PairingPlayer(p, points[p], frozenset(opponents[p]), byes[p], name=f"P{p}")
        for p in order
    ]
