"""Choosing the bye of a large odd field as part of the optimisation.

Small fields decide the bye inside one matching (a bye vertex in
`solve_complete`). Large ones try candidates in the order the rules prefer
them - players without a bye first, lowest points first, lowest-ranked
first - pair the rest of the field for each (`pair_even`) and keep the
cheapest total (bye cost plus the pairing's cost; see `tourney.pairing.field`).

Almost always the first candidate's pairing is rematch-free and meets the
parity bound, which ends the search at once. Otherwise candidates are
skipped when a lower bound shows they cannot win. The bound is the bye's own
cost plus the most of: the parity bound of the field without them (the same
for every member of a score group); the rematches certainly forced with them
out (`ForcedRematches`); the cost of the stretches above them that the first
candidate's pairing settled with proofs looking at nobody below; and the
least cost over the ways to settle players with almost no clean opponent
(`_SettledBound`). Candidates are sorted by the bye's own cost, so once a
rematch-free pairing is found the search stops at the first candidate in a
worse class (a second bye, or more points).
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from itertools import groupby

import rustworkx as rx

from tourney.pairing.even import pair_even
from tourney.pairing.few_options import BRANCH_LIMIT, few_options, settlements
from tourney.pairing.field import Field, Solution

LOW_FREEDOM = 32  # players with at most this many possible clean opponents are studied
EVALUATION_LIMIT = 256  # candidates paired before the search settles for the best so far


def pair_with_bye(field: Field) -> Solution:
    """Best pairing of an odd field, the bye included."""
    n = field.n
    if n % 2 == 0:
        raise ValueError("pair_with_bye needs an odd number of players")
    players = field.players
    # The rules' first choice: the lowest-ranked player without a bye (who
    # is in the lowest such score group, as points fall down the list).
    first = next((i for i in range(n - 1, -1, -1) if not players[i].byes), n - 1)
    everyone = list(range(n))
    solution = pair_even(
        field, everyone[:first] + everyone[first + 1 :], players[:first] + players[first + 1 :]
    )
    best = Solution(solution.pairs, field.bye_cost(first) + solution.cost, first, solution.proven)
    # Rematch-free and at the parity bound: anyone else is in a worse class,
    # or higher in the same score group (a worse place, the same bound).
    if solution.at_parity_bound:
        return best
    without = _ParityWithout(field)
    if best.cost < field.rematch_unit and best.cost == field.bye_cost(first) + without(first):
        return best
    return _search(field, best, without, solution.settled_above)


def _search(
    field: Field,
    best: Solution,
    without: _ParityWithout,
    settled_above: list[tuple[int, int]],
) -> Solution:
    """Try the other candidates in the rules' order while a lower bound says they might win.

    `settled_above` comes from pairing the field without the first
    candidate: (cut, cost above it) where the pairs above the cut were shown
    optimal for those players by a proof that looks at nobody below. For a
    candidate below such a cut, the players above it are the same players
    in the same places, so they cost at least that much again, and the rest
    at least its parity bound.
    """
    first = best.bye
    assert first is not None
    cuts = [cut for cut, _ in settled_above]
    n = field.n
    pts = field.points
    byes = [p.byes for p in field.players]
    candidates = sorted(range(n), key=lambda i: (byes[i] > 0, pts[i], -i))
    best_class = (byes[first] > 0, pts[first])
    forced: ForcedRematches | None = None
    settled: _SettledBound | None = None
    evaluations = 0
    everyone = list(range(n))
    for b in candidates:
        if b == best.bye:
            continue
        candidate_class = (byes[b] > 0, pts[b])
        if best.cost < field.rematch_unit and candidate_class > best_class:
            break  # a worse class can no longer win
        own = field.bye_cost(b)
        lower = own + without(b)
        if best.cost >= field.rematch_unit:
            if forced is None:
                forced = ForcedRematches(field)
            lower += forced.bound(b) * field.rematch_unit
        if lower < best.cost and cuts:
            k = bisect_left(cuts, min(b, first)) - 1  # a cut above both: same players below it
            if k >= 0:
                cut, above = settled_above[k]
                lower = max(lower, own + above + without.squared_from(cut, b))
        if lower < best.cost:
            if settled is None:
                settled = _SettledBound(field, without)
            lower = max(lower, own + settled.bound(b))
        if lower >= best.cost:
            continue
        if evaluations >= EVALUATION_LIMIT:
            best.proven = False  # stopped at the limit: another candidate might do better
            break
        solution = pair_even(field, everyone[:b] + everyone[b + 1 :])
        evaluations += 1
        total = own + solution.cost
        if total < best.cost:
            best = Solution(solution.pairs, total, b, best.proven and solution.proven)
            best_class = candidate_class
        elif not solution.proven:
            best.proven = False  # that candidate might have done better
    return best


def _odd_gaps_squared(rows: list[tuple[int, int]]) -> int:
    """The squared part of a parity bound over score groups given as (points, players), highest
    first: below a group with an odd number of players above it someone is paired down, so
    each such gap in points counts once, squared."""
    total = above = 0
    for k in range(len(rows) - 1):
        above += rows[k][1]
        if above % 2:
            d = rows[k][0] - rows[k + 1][0]
            total += d * d
    return total


class _ParityWithout:
    """The parity bound of the field without one player, from its score groups."""

    def __init__(self, field: Field):
        self.field = field
        starts = []
        at = 0
        for _points, run in groupby(field.points):
            starts.append(at)
            at += len(list(run))
        self.starts = starts
        self.ends = [*starts[1:], field.n]
        self._memo: dict[tuple[int, bool], int] = {}
        self._squared: dict[tuple[tuple[int, int], ...], int] = {}
        self._from: dict[tuple[int, int], int] = {}

    def group_of(self, b: int) -> int:
        return bisect_right(self.starts, b) - 1

    def squared_without(self, removed: tuple[int, ...]) -> int:
        """The squared part of the parity bound without the `removed` players."""
        counts: dict[int, int] = {}
        for b in removed:
            g = self.group_of(b)
            counts[g] = counts.get(g, 0) + 1
        key = tuple(sorted(counts.items()))
        if key not in self._squared:
            pts = self.field.points
            sizes = [
                (pts[s], e - s - counts.get(g, 0))
                for g, (s, e) in enumerate(zip(self.starts, self.ends, strict=True))
            ]
            rows = [row for row in sizes if row[1]]
            self._squared[key] = _odd_gaps_squared(rows) * self.field.squared_unit
        return self._squared[key]

    def squared_from(self, cut: int, removed: int) -> int:
        """The squared part of the parity bound of the players from `cut` down, one removed."""
        key = (cut, self.group_of(removed))
        if key not in self._from:
            pts = self.field.points
            g0 = self.group_of(cut)
            rows = []
            for g in range(g0, len(self.starts)):
                size = self.ends[g] - max(self.starts[g], cut) - (g == key[1])
                if size:
                    rows.append((pts[self.starts[g]], size))
            self._from[key] = _odd_gaps_squared(rows) * self.field.squared_unit
        return self._from[key]

    def __call__(self, b: int) -> int:
        g = bisect_right(self.starts, b) - 1
        key = (g, b == self.ends[g] - 1)
        if key not in self._memo:
            self._memo[key] = self._bound(*key)
        return self._memo[key]

    def _bound(self, removed_group: int, removed_last: bool) -> int:
        field = self.field
        pts = field.points
        weight = field.weight
        unit = field.squared_unit
        rows = []  # (points, size, lowest member's index) without the removed player
        for g, (s, e) in enumerate(zip(self.starts, self.ends, strict=True)):
            size = e - s
            lowest = e - 1
            if g == removed_group:
                size -= 1
                if removed_last:
                    lowest -= 1
            if size:
                rows.append((pts[s], size, lowest))
        total = 0
        above = 0
        for k in range(len(rows) - 1):
            above += rows[k][1]
            if above % 2:
                d = rows[k][0] - rows[k + 1][0]
                total += d * (d * unit + weight[rows[k][2]])
        return total


class _SettledBound:
    """A lower bound on pairing the field without one player, settling the few-option players.

    Players with almost no clean opponent left (`even.few_options`) are
    settled every way `even.settlements` lists: pairs set aside cost what they
    cost; a player left to play someone else plays a rematch; the rest costs
    at least its parity bound in squared differences (the position part is
    left out: it is worth less than one place of the bye, which is all this
    bound has to separate). The least over the branches bounds any pairing.
    """

    def __init__(self, field: Field, without: _ParityWithout):
        self.field = field
        self.without = without
        self.few = few_options(field, list(range(field.n)))
        self.relevant = set(self.few)
        for options in self.few.values():
            self.relevant.update(options)
        self.settlements: dict[int | None, list[tuple[int, int, tuple[int, ...]]] | None] = {}
        self._memo: dict[tuple[int | None, int], int] = {}

    def bound(self, b: int) -> int:
        key = b if b in self.relevant else None
        branches = self._settle(key, b)
        if branches is None:
            return 0
        group = self.without.group_of(b)
        memo_key = (key, group)
        if key is not None or memo_key not in self._memo:
            self._memo[memo_key] = min(
                cost + self.without.squared_without((*removed, b)) for _, cost, removed in branches
            )
        return self._memo[memo_key]

    def _settle(self, key: int | None, b: int) -> list[tuple[int, int, tuple[int, ...]]] | None:
        """(restricted players, cost of the branch's own pairs and rematches, players set aside)."""
        if key not in self.settlements:
            few = {
                k: [j for j in options if j != b]
                for k, options in self.few.items()
                if k != b or key is None
            }
            if key is None:
                few = self.few
            field = self.field
            listed = []
            for meeting, _banned in settlements(sorted(few), few, [], set(), set()):
                if len(listed) > BRANCH_LIMIT:
                    listed = None
                    break
                met = {k for pair in meeting for k in pair}
                alone = sum(1 for k in few if k not in met)
                cost = sum(field.pair_cost(x, y) for x, y in meeting) + alone * field.rematch_unit
                listed.append((alone, cost, tuple(met)))
            self.settlements[key] = listed
        return self.settlements[key]


class ForcedRematches:
    """Rematches no pairing can avoid, from the players with few possible opponents.

    A player who has met all but a few of the others can only be paired
    cleanly with one of those few. The most such players any pairing can
    pair cleanly is a maximum matching among them and their possible
    opponents; each of the rest plays a rematch, and one rematch pairs at
    most two of them. With a bye candidate out, the same count without them.
    """

    def __init__(self, field: Field, limit: int = LOW_FREEDOM):
        n = field.n
        ids = [p.id for p in field.players]
        opp = [p.opponents for p in field.players]
        free: dict[int, list[int]] = {}
        for p in range(n):
            if len(opp[p]) < n - 1 - limit:
                continue
            options = [q for q in range(n) if q != p and ids[q] not in opp[p]]
            if len(options) <= limit:
                free[p] = options
        self.free = free
        self.relevant = set(free)
        for options in free.values():
            self.relevant.update(options)
        self._memo: dict[int | None, int] = {}

    def bound(self, removed: int) -> int:
        key = removed if removed in self.relevant else None
        if key not in self._memo:
            self._memo[key] = self._count(key)
        return self._memo[key]

    def _count(self, removed: int | None) -> int:
        low = [p for p in self.free if p != removed]
        if not low:
            return 0
        nodes = sorted(self.relevant - {removed} if removed is not None else self.relevant)
        node_of = {p: k for k, p in enumerate(nodes)}
        edges = {}
        for p in low:
            for q in self.free[p]:
                if q == removed:
                    continue
                a, b = (p, q) if p < q else (q, p)
                edges[(node_of[a], node_of[b])] = 2 if q in self.free else 1
        graph = rx.PyGraph(multigraph=False)
        graph.add_nodes_from(range(len(nodes)))
        graph.add_edges_from([(a, b, w) for (a, b), w in edges.items()])
        matched = rx.max_weight_matching(graph, max_cardinality=False, weight_fn=int)
        covered = sum(edges[(a, b) if a < b else (b, a)] for a, b in matched)
        return (len(low) - covered + 1) // 2
