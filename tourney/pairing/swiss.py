"""Swiss pairing as a maximum-weight matching.

Players come in standings order. Later rounds are paired by points with
rustworkx's maximum-weight matching (max_cardinality, so everyone present is
paired) on integer edge weights that encode, in strict order of importance:

1. no rematch (a huge penalty, so a rematch appears only when no pairing
   without one exists);
2. the smallest sum of squared point differences, so pair-downs are as few
   and as small as the score groups allow, and one big pair-down never beats
   two small ones;
3. pair-downs pushed to the bottom of the standings: each pair-down costs its
   size times how high its upper player stands, so the lowest-ranked player
   of a score group is the one who floats down;
4. a seeded pseudo-random term, so opponents within a score group are drawn
   at random yet reproducibly.

The bye (odd count) is settled first: it goes to the lowest-ranked player
without a bye, unless that makes a rematch unavoidable, in which case the
next one up gets it.

The complete graph is quadratic, so larger events are solved in slices of
the standings. A slice starts at an even position, which keeps every score
group boundary's parity, so the parity lower bound on (2) and (3) can be
computed per slice: a slice whose matching meets that bound with no rematch
is provably optimal. A slice that does not is merged with the next one and
solved again while merging still lowers the cost; slices are solved on a
band of standings neighbours first and on their complete graph when that
band is not enough. `benchmarks/pairing.py` checks the result against the
complete graph of the whole event.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import rustworkx as rx

POINTS = "points"
RANDOM = "random"
SEEDED = "seeded"
METHODS = (POINTS, RANDOM, SEEDED)

SLICE_SIZE = 32  # target players per slice
BAND = 8  # standings neighbours each player is linked to within a slice
COMPLETE_LIMIT = 160  # slices up to this size get a complete-graph retry
MERGE_LIMIT = 512  # a slice that misses its bound grows up to this many players
BYE_TRIES = 6  # in big events, bye candidates tried before settling for the least bad
_RANDOM_SPAN = 1024


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
    """How good a pairing is; lower is better on every count."""

    rematches: int = 0
    second_byes: int = 0
    pair_downs: int = 0
    point_difference: int = 0
    squared_difference: int = 0
    position: int = 0

    def key(self) -> tuple[int, int, int, int]:
        """What the pairing minimises, in order of importance."""
        return (self.rematches + self.second_byes, self.squared_difference, self.position, 0)


@dataclass(frozen=True, slots=True)
class Pairing:
    """A paired round: tables in order, warnings naming players, and its quality."""

    pairs: tuple[Pair, ...]
    warnings: tuple[str, ...]
    quality: PairingQuality
    method: str
    seed: int


@dataclass(slots=True)
class _Solved:
    pairs: list[tuple[int, int]]  # positions in the ordered list, upper first
    rematches: int
    squared: int
    position: int

    def cost(self) -> tuple[int, int, int]:
        return (self.rematches, self.squared, self.position)


class _Problem:
    """Ordered players and the cost terms of pairing two of them."""

    def __init__(self, order: Sequence[PairingPlayer], points: Sequence[int], seed: int):
        self.order = order
        self.points = points
        self.ids = [p.id for p in order]
        self.opponents = [p.opponents for p in order]
        self.n = len(order)
        self.seed = seed

    def terms(self, u: int, lo: int) -> tuple[int, int, int]:
        d = self.points[u] - self.points[lo]
        return (
            1 if self.ids[lo] in self.opponents[u] else 0,
            d * d,
            d * (self.n - u),
        )

    def lower_bound(self, start: int, end: int) -> tuple[int, int]:
        """Least (squared, position) cost any pairing of order[start:end] can have."""
        pts = self.points
        squared = position = 0
        for i in range(start, end - 1):
            if pts[i] != pts[i + 1] and (i - start) % 2 == 0:
                d = pts[i] - pts[i + 1]
                squared += d * d
                position += d * (self.n - i)
        return squared, position

    def solve(self, start: int, end: int, band: int | None) -> _Solved:
        """Optimal pairing of order[start:end] on a band (None: complete graph)."""
        m = end - start
        if m == 0:
            return _Solved([], 0, 0, 0)
        pts = self.points
        ids = self.ids
        opp = self.opponents
        n = self.n
        seed = self.seed
        d_max = pts[start] - pts[end - 1]
        half = m // 2 + 1
        unit_pos = _RANDOM_SPAN * half
        unit_sq = unit_pos * (half * d_max * n + 1)
        unit_rematch = unit_sq * (half * d_max * d_max + 1)
        top = 2 * unit_rematch
        edges = []
        append = edges.append
        reach = m if band is None else band
        for i in range(m):
            u = start + i
            pu = pts[u]
            ou = opp[u]
            iu = ids[u]
            slack = n - u
            for lo in range(u + 1, min(end, u + reach + 1)):
                d = pu - pts[lo]
                il = ids[lo]
                w = top - hash((seed, iu, il) if iu < il else (seed, il, iu)) % _RANDOM_SPAN
                if d:
                    w -= d * d * unit_sq + d * slack * unit_pos
                if il in ou:
                    w -= unit_rematch
                append((i, lo - start, w))
        graph = rx.PyGraph(multigraph=False)
        graph.add_nodes_from(range(m))
        graph.add_edges_from(edges)
        matched = rx.max_weight_matching(graph, max_cardinality=True, weight_fn=int)
        pairs = []
        rematches = squared = position = 0
        for a, b in matched:
            u, lo = (start + a, start + b) if a < b else (start + b, start + a)
            r, s, p = self.terms(u, lo)
            rematches += r
            squared += s
            position += p
            pairs.append((u, lo))
        if len(pairs) * 2 != m:
            raise RuntimeError("matching left players unpaired")  # band too thin; caller widens
        return _Solved(pairs, rematches, squared, position)


def _solve_range(problem: _Problem, start: int, end: int) -> _Solved:
    """Best pairing of a stretch of the standings, trying cheap graphs first.

    The band of standings neighbours is tried first; when it misses the
    bound, a complete graph (small stretches) or a four times wider band is
    tried, and a rematch that the wider band cannot avoid sends the stretch
    to its complete graph, so a rematch is never caused by a thin graph.
    """
    m = end - start
    if m <= BAND + 1:
        return problem.solve(start, end, None)
    try:
        found: _Solved | None = problem.solve(start, end, BAND)
    except RuntimeError:
        found = None
    if found is not None and _certified(problem, found, start, end):
        return found
    if m <= COMPLETE_LIMIT:
        wider = problem.solve(start, end, None)
    else:
        try:
            wider = problem.solve(start, end, 4 * BAND)
        except RuntimeError:
            wider = problem.solve(start, end, None)
        if wider.rematches:
            wider = problem.solve(start, end, None)
    if found is None or wider.cost() < found.cost():
        return wider
    return found


def _slices(n: int) -> list[tuple[int, int]]:
    if n <= 2 * SLICE_SIZE:
        return [(0, n)]
    bounds = []
    start = 0
    while n - start >= 2 * SLICE_SIZE:
        bounds.append((start, start + SLICE_SIZE))
        start += SLICE_SIZE
    bounds.append((start, n))
    return bounds


def _certified(problem: _Problem, found: _Solved, start: int, end: int) -> bool:
    """True when no pairing of order[start:end] can do better: no rematch, at the bound."""
    return found.rematches == 0 and (found.squared, found.position) == problem.lower_bound(
        start, end
    )


def _match_all(problem: _Problem) -> _Solved:
    """Pair an even number of ordered players, slice by slice.

    A slice that misses its bound is merged with its neighbours on both
    sides (reopening the slice above) and solved again, growing until it
    meets its bound or spans MERGE_LIMIT players. The result is then optimal for that stretch, though not proven
    optimal for the event (the benchmark compares it with the complete
    graph). A stretch left with a rematch keeps growing up to the whole event.
    """
    bounds = _slices(problem.n)
    done: list[tuple[int, int, _Solved]] = []
    i = 0
    while i < len(bounds):
        start, end = bounds[i]
        i += 1
        found = _solve_range(problem, start, end)
        while not _certified(problem, found, start, end):
            previous = done.pop() if done else None
            new_start = previous[0] if previous else start
            new_end = bounds[i][1] if i < len(bounds) else end
            if (new_start, new_end) == (start, end) or (
                end - start >= MERGE_LIMIT and not found.rematches
            ):
                if previous is not None:
                    done.append(previous)
                break  # the whole event, or as far as it may grow
            if new_end != end:
                i += 1
            start, end = new_start, new_end
            found = _solve_range(problem, start, end)
        done.append((start, end, found))
    pairs: list[tuple[int, int]] = []
    rematches = squared = position = 0
    for _start, _end, found in done:
        pairs.extend(found.pairs)
        rematches += found.rematches
        squared += found.squared
        position += found.position
    return _Solved(pairs, rematches, squared, position)


def _match_complete(problem: _Problem) -> _Solved:
    """The whole event on its complete graph: the reference the slices must match."""
    if problem.n == 0:
        return _Solved([], 0, 0, 0)
    return problem.solve(0, problem.n, None)


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
    `complete_graph` solves the whole event on its complete graph (slow; the
    benchmark's reference).
    """
    if method not in METHODS:
        raise ValueError(f"unknown pairing method {method!r}")
    ids = [p.id for p in players]
    if len(set(ids)) != len(ids):
        raise ValueError("a player appears twice in the list to pair")
    rng = random.Random(seed)
    order = list(players)
    if method == RANDOM:
        rng.shuffle(order)
    else:
        # Stable: standings order within equal points.
        order.sort(key=lambda p: -p.points)

    bye: PairingPlayer | None = None
    if len(order) % 2:
        bye, order, solved, problem = _settle_bye(order, seed, method, complete_graph)
    else:
        problem, solved = _solve(order, seed, method, complete_graph)

    return _finish(problem, solved, bye, seed, method)


def _solve(
    order: list[PairingPlayer], seed: int, method: str, complete_graph: bool
) -> tuple[_Problem, _Solved]:
    points = [p.points for p in order] if method == POINTS else [0] * len(order)
    problem = _Problem(order, points, seed)
    if method == SEEDED:
        half = len(order) // 2
        pairs = [(i, i + half) for i in range(half)]
        rematches = sum(problem.terms(u, lo)[0] for u, lo in pairs)
        if rematches == 0:
            return problem, _Solved(pairs, 0, 0, 0)
    if complete_graph:
        return problem, _match_complete(problem)
    return problem, _match_all(problem)


def _settle_bye(
    order: list[PairingPlayer], seed: int, method: str, complete_graph: bool
) -> tuple[PairingPlayer, list[PairingPlayer], _Solved, _Problem]:
    """Give the bye to the lowest-ranked player without one whose removal pairs cleanly."""
    candidates = [i for i in range(len(order) - 1, -1, -1) if order[i].byes == 0]
    if not candidates:
        candidates = [len(order) - 1]  # everyone has had a bye: the least bad choice
    best = None
    tries = candidates if len(order) <= 4 * SLICE_SIZE else candidates[:BYE_TRIES]
    for i in tries:
        rest = order[:i] + order[i + 1 :]
        problem, solved = _solve(rest, seed, method, complete_graph)
        if best is None or solved.cost() < best[2].cost():
            best = (order[i], rest, solved, problem)
        if solved.rematches == 0:
            break
    assert best is not None
    return best


def _finish(
    problem: _Problem,
    solved: _Solved,
    bye: PairingPlayer | None,
    seed: int,
    method: str,
) -> Pairing:
    order = problem.order
    warnings: list[str] = []
    pair_downs = difference = 0
    for u, lo in solved.pairs:
        a, b = order[u], order[lo]
        d = abs(a.points - b.points)
        if d:
            pair_downs += 1
            difference += d
        if b.id in a.opponents:
            warnings.append(
                f"Rematch: {a.label} and {b.label} have played before; "
                "no pairing without a rematch exists."
            )
    second_byes = 0
    if bye is not None and bye.byes:
        second_byes = 1
        warnings.append(
            f"Second bye: {bye.label} already had a bye; every player has had one."
        )
    quality = PairingQuality(
        rematches=solved.rematches,
        second_byes=second_byes,
        pair_downs=pair_downs,
        point_difference=difference,
        squared_difference=solved.squared,
        position=solved.position,
    )
    ordered = sorted(solved.pairs)  # by the upper player's standing
    table_pairs = [(order[u], order[lo]) for u, lo in ordered]
    tables = assign_tables(table_pairs, warnings)
    pairs = [Pair(t, a.id, b.id) for (a, b), t in zip(table_pairs, tables, strict=True)]
    if bye is not None:
        pairs.append(Pair(None, bye.id, None))
    return Pairing(tuple(pairs), tuple(warnings), quality, method, seed)


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
