"""Brute force and history builders for checking the pairing core on small events."""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from dataclasses import replace

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


def rule_key(
    players: Sequence[PairingPlayer], pairing: list[tuple[int, int | None]]
) -> tuple[int, int, int, int, int, int]:
    """What the rules minimise, in their order, computed straight from the players.

    `players` are in standings order. (rematches, second byes, the bye
    recipient's points, sum of squared point differences, the bye
    recipient's places above the bottom, pair-down sizes times the places
    of their upper players counted from the bottom).
    """
    n = len(players)
    place = {p.id: i for i, p in enumerate(players)}
    rematches = second = bye_points = squared = bye_rank = position = 0
    for a, b in pairing:
        if b is None:
            recipient = players[place[a]]
            second = 1 if recipient.byes else 0
            bye_points = recipient.points
            bye_rank = n - 1 - place[a]
            continue
        u, lo = sorted((place[a], place[b]))
        upper, lower = players[u], players[lo]
        rematches += lower.id in upper.opponents
        d = upper.points - lower.points
        squared += d * d
        position += d * (n - u)
    return (rematches, second, bye_points, squared, bye_rank, position)


def met_everyone(
    players: Sequence[PairingPlayer], index: int, byes: int | None = None
) -> list[PairingPlayer]:
    """The same players, with players[index] having met every other one (both ways)."""
    target = players[index].id
    everyone = frozenset(p.id for p in players)
    return [
        replace(p, opponents=everyone - {target}, byes=p.byes if byes is None else byes)
        if k == index
        else replace(p, opponents=p.opponents | {target})
        for k, p in enumerate(players)
    ]


def closed_group(players: Sequence[PairingPlayer], start: int, end: int) -> list[PairingPlayer]:
    """The same players, with players[start:end] all having met each other."""
    group = frozenset(p.id for p in players[start:end])
    return [
        replace(p, opponents=p.opponents | (group - {p.id})) if start <= k < end else p
        for k, p in enumerate(players)
    ]


def forced_variant(rng: random.Random, players: list[PairingPlayer]) -> list[PairingPlayer]:
    """The players, or a variant where a rematch, a moved bye or extra pair-downs are forced."""
    n = len(players)
    kind = rng.randrange(6)
    if kind == 1:
        return met_everyone(players, rng.randrange(n))
    if kind == 2:
        return met_everyone(players, rng.randrange(n), byes=1)
    if kind == 3 and n > 1:
        first, second = rng.sample(range(n), 2)
        return met_everyone(met_everyone(players, first), second)
    if kind == 4:
        start = rng.randrange(n)
        return closed_group(players, start, min(n, start + rng.randint(2, 5)))
    if kind == 5 and n > 1:
        x, z = rng.sample(range(n), 2)
        out = met_everyone(players, x)
        a, b = out[x].id, out[z].id
        out[x] = replace(out[x], opponents=out[x].opponents - {b})
        out[z] = replace(out[z], opponents=out[z].opponents - {a})
        return out
    return players
