"""Swiss pairing: one optimisation decides the pairs and the bye.

Players come in standings order. Later rounds are paired by points; every
possible pairing has a cost (`tourney.pairing.field`) whose parts count, in
strict order of importance:

1. rematches (a rematch appears only when no pairing avoids it);
2. a second bye (given only when every player has had one, or when a bye
   for any player without one would force a rematch);
3. the bye recipient's points: the bye goes to the lowest score group that
   allows the best pairing, never higher than that needs;
4. the sum of squared point differences, so pair-downs are as few and as
   small as the score groups allow, and one big pair-down never beats two
   small ones (within the bye's score group, this picks the player whose
   bye leaves the fewest and smallest pair-downs);
5. the bye recipient's place: ties go to the lowest-ranked;
6. pair-downs pushed to the bottom: each costs its size times how high its
   upper player stands, so a score group's lowest-ranked player floats down.

A seeded term draws opponents within a score group at random yet
reproducibly; it never outweighs any of the rules.

Small fields are one maximum-weight matching on the complete graph, with a
bye vertex when the count is odd (`solvers.solve_complete`). Large fields
are paired slice by slice with a proof of optimality (`even.pair_even`), and
the bye is searched over candidates with lower bounds (`byes.pair_with_bye`).
docs/pairing.md explains why the result equals the complete graph's.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import chain
from operator import attrgetter

from tourney.pairing import even
from tourney.pairing.byes import pair_with_bye
from tourney.pairing.field import Field, Solution
from tourney.pairing.solvers import solve_complete

POINTS = "points"
RANDOM = "random"
SEEDED = "seeded"
METHODS = (POINTS, RANDOM, SEEDED)

_ID = attrgetter("id")
_POINTS = attrgetter("points")


@dataclass(frozen=True, slots=True)
class PairingPlayer:
    """A player to be paired, with what the pairing must know about their past."""

    id: int
    points: int = 0
    opponents: frozenset[int] = frozenset()
    byes: int = 0
    fixed_table: int | None = None
    name: str = ""

    @property
    def label(self) -> str:
        return self.name or f"#{self.id}"


@dataclass(frozen=True, slots=True)
class Pair:
    """One table: `player_b` None is a bye (no table)."""

    table: int | None
    player_a: int
    player_b: int | None

    @property
    def is_bye(self) -> bool:
        return self.player_b is None


@dataclass(frozen=True, slots=True)
class PairingQuality:
    """How good a pairing is; lower is better on every count.

    `bye_points` are the bye recipient's points and `bye_rank` how many
    places above the bottom of the list they stand (both 0 without a bye).
    `proven` is False only when a stretch of a very large field stopped
    growing at its size limit before its optimality could be shown.
    """

    rematches: int = 0
    second_byes: int = 0
    pair_downs: int = 0
    point_difference: int = 0
    squared_difference: int = 0
    position: int = 0
    bye_points: int = 0
    bye_rank: int = 0
    proven: bool = True

    def key(self) -> tuple[int, int, int, int, int, int]:
        """What the pairing minimises, in order of importance."""
        return (
            self.rematches,
            self.second_byes,
            self.bye_points,
            self.squared_difference,
            self.bye_rank,
            self.position,
        )


@dataclass(frozen=True, slots=True)
class Pairing:
    """A paired round: tables in order, warnings naming players, and its quality."""

    pairs: tuple[Pair, ...]
    warnings: tuple[str, ...]
    quality: PairingQuality
    method: str
    seed: int


def pair_round(
    players: Sequence[PairingPlayer],
    *,
    seed: int,
    method: str = POINTS,
    complete_graph: bool = False,
) -> Pairing:
    """Pair one Swiss round.

    `players` are the players to pair, in standings order (best first).
    `method` "points" pairs by points (rounds 2+); "random" shuffles with
    `seed` first (round 1); "seeded" pairs the top half of the list against
    the bottom half in order (round 1 by seeding: give players in seed order).
    `complete_graph` solves the whole field on its complete graph with a bye
    vertex (slow for large fields; the benchmark's and the tests' reference).
    """
    if method not in METHODS:
        raise ValueError(f"unknown pairing method {method!r}")
    order = standings_order(players, seed, method)
    field = Field(order, seed, by_points=method == POINTS)
    solution = _solve(field, complete_graph)
    pairs = solution.pairs
    if method == SEEDED:
        pairs = _seeded_halves(field, solution)
    return finish_pairing(
        order,
        pairs,
        solution.bye,
        seed=seed,
        method=method,
        by_points=method == POINTS,
        proven=solution.proven,
    )


def standings_order(players: Sequence[PairingPlayer], seed: int, method: str) -> list[PairingPlayer]:
    """The order a method pairs in: shuffled by `seed` for "random", else by points.

    Sorting by points is stable, so equal points keep the standings order.
    """
    order = list(players)
    if method == RANDOM:
        random.Random(seed).shuffle(order)
    else:
        order.sort(key=_POINTS, reverse=True)
    return order


def _solve(field: Field, complete_graph: bool) -> Solution:
    if complete_graph or field.n <= even.SMALL_FIELD:
        return solve_complete(field, range(field.n), bye=True)
    if field.n % 2:
        return pair_with_bye(field)
    return even.pair_even(field, list(range(field.n)))


def _seeded_halves(field: Field, solution: Solution) -> list[tuple[int, int]]:
    """Top half against bottom half in seed order, unless that makes a rematch."""
    rest = [i for i in range(field.n) if i != solution.bye]
    half = len(rest) // 2
    pairs = [(rest[k], rest[k + half]) for k in range(half)]
    if any(field.met(u, v) for u, v in pairs):
        return solution.pairs
    return pairs


def finish_pairing(
    order: Sequence[PairingPlayer],
    pairs: Sequence[tuple[int, int]],
    bye: int | None,
    *,
    seed: int,
    method: str,
    by_points: bool = True,
    proven: bool = True,
) -> Pairing:
    """The Pairing of `pairs` (indices into `order`, upper first) and `bye`.

    Checks that every player of `order` appears exactly once (a player
    listed twice is refused), measures the quality (by the players' points,
    or as if all had the same points when not `by_points`), writes the
    warnings and numbers the tables.
    """
    n = len(order)
    if len(set(map(_ID, order))) != n:
        raise ValueError("a player appears twice in the list to pair")
    seats = [bye] if bye is not None else []
    seats.extend(chain.from_iterable(pairs))
    if len(seats) != n or len(set(seats)) != n:
        raise ValueError("the pairing does not seat every player exactly once")
    warnings: list[str] = []
    rematches = pair_downs = difference = squared = position = 0
    for u, lo in pairs:
        a, b = order[u], order[lo]
        real = a.points - b.points
        if real:
            pair_downs += 1
            difference += abs(real)
            if by_points:
                squared += real * real
                position += real * (n - u)
        if b.id in a.opponents:
            rematches += 1
            found = "exists" if proven else "was found"
            warnings.append(
                f"Rematch: {a.label} and {b.label} have played before; "
                f"no pairing without a rematch {found}."
            )
    second_byes = bye_points = bye_rank = 0
    if bye is not None:
        recipient = order[bye]
        bye_points = recipient.points if by_points else 0
        bye_rank = n - 1 - bye
        if recipient.byes:
            second_byes = 1
            if all(p.byes for p in order):
                why = "every player has had one"
            else:
                why = "a bye for any player without one would force a rematch"
            warnings.append(f"Second bye: {recipient.label} already had a bye; {why}.")
    quality = PairingQuality(
        rematches=rematches,
        second_byes=second_byes,
        pair_downs=pair_downs,
        point_difference=difference,
        squared_difference=squared,
        position=position,
        bye_points=bye_points,
        bye_rank=bye_rank,
        proven=proven,
    )
    table_pairs = [(order[u], order[lo]) for u, lo in sorted(pairs)]
    tables = assign_tables(table_pairs, warnings)
    result = [Pair(t, a.id, b.id) for (a, b), t in zip(table_pairs, tables, strict=True)]
    if bye is not None:
        result.append(Pair(None, order[bye].id, None))
    return Pairing(tuple(result), tuple(warnings), quality, method, seed)


def assign_tables(
    pairs: Sequence[tuple[PairingPlayer, PairingPlayer]], warnings: list[str] | None = None
) -> list[int]:
    """Table numbers by standing, honouring players pinned to a table.

    `pairs` are in standings order. A pair with a pinned player sits at that
    table; the others take the lowest free numbers in order. Two pinned
    players at one table, or paired together with different pins, cannot
    both be honoured: the higher-ranked pin wins and a warning says so.
    """
    warnings = warnings if warnings is not None else []
    if all(a.fixed_table is None and b.fixed_table is None for a, b in pairs):
        return list(range(1, len(pairs) + 1))
    tables: list[int | None] = [None] * len(pairs)
    taken: dict[int, int] = {}
    for k, (a, b) in enumerate(pairs):
        for p in (a, b):
            if p.fixed_table is None:
                continue
            if tables[k] is not None:
                if tables[k] != p.fixed_table:
                    warnings.append(
                        f"Fixed seating: {p.label} is pinned to table {p.fixed_table} "
                        f"but plays at table {tables[k]} with a player pinned there."
                    )
                continue
            if p.fixed_table in taken:
                warnings.append(
                    f"Fixed seating: table {p.fixed_table} is already taken; "
                    f"{p.label} gets another table."
                )
                continue
            tables[k] = p.fixed_table
            taken[p.fixed_table] = k
    next_free = 1
    result: list[int] = []
    for t in tables:
        if t is None:
            while next_free in taken:
                next_free += 1
            t = next_free
            taken[t] = -1
        result.append(t)
    return result


def players_from_standings(
    ordered_ids: Sequence[int],
    points: Mapping[int, int],
    opponents: Mapping[int, set[int]],
    byes: Mapping[int, int],
    fixed_tables: Mapping[int, int | None] | None = None,
    names: Mapping[int, str] | None = None,
) -> list[PairingPlayer]:
    """PairingPlayers in the given order from plain lookups."""
    fixed_tables = fixed_tables or {}
    names = names or {}
    return [
        PairingPlayer(
            id=p,
            points=points.get(p, 0),
            opponents=frozenset(opponents.get(p, ())),
            byes=byes.get(p, 0),
            fixed_table=fixed_tables.get(p),
            name=names.get(p, ""),
        )
        for p in ordered_ids
    ]
