"""A lower bound on what the players of a stretch of the standings cost in any pairing.

`relaxed_bound` lets the stretch's players leave it at the least leaving
could cost; a stretch whose own best pairing meets this bound needs nothing
from outside it. With the parity bound (`Field.parity_bound`) of the other
stretches, it adds up to a lower bound for the whole field.
"""

from __future__ import annotations

from collections.abc import Sequence

import rustworkx as rx

from tourney.pairing.field import Field

Forbidden = frozenset[tuple[int, int]]  # pairs of field indices (lower index first) left out


class Boundaries:
    """Who has met everyone across a cut of one standings order, computed when asked.

    "a has met b" is read from the upper player's list of opponents, as
    `Field.pair_cost` reads it (the lists come from the same history, so
    either player's list would do).
    """

    def __init__(self, field: Field, order: Sequence[int], forbidden: Forbidden = frozenset()):
        self.field = field
        self.order = order
        self.forbidden = forbidden
        self.banned: dict[int, set[int]] = {}  # field index -> partners it may not have
        for a, b in forbidden:
            self.banned.setdefault(a, set()).add(b)
            self.banned.setdefault(b, set()).add(a)
        self._someone_met_all_below: dict[tuple[int, int], bool] = {}
        self._max_degree: int | None = None

    def met_all_below(self, k: int, cut: int) -> bool:
        """Can order[k] (above `cut`) meet nobody from `cut` down but in a rematch?"""
        order = self.order
        players = self.field.players
        opp = players[order[k]].opponents
        banned = self.banned.get(order[k], ())
        return all(
            players[order[j]].id in opp or order[j] in banned
            for j in range(len(order) - 1, cut - 1, -1)
        )

    def met_all_above(self, k: int, cut: int) -> bool:
        """Can order[k] (at or below `cut`) meet nobody above `cut` but in a rematch?"""
        order = self.order
        players = self.field.players
        mine = players[order[k]].id
        banned = self.banned.get(order[k], ())
        return all(
            mine in players[order[j]].opponents or order[j] in banned for j in range(cut)
        )

    def someone_met_all_below(self, cut: int, partner: int) -> bool:
        """Has a player above `cut` whom order[partner] may meet met everyone from `cut` down?"""
        banned = self.banned.get(self.order[partner])
        key = (cut, self.order[partner] if banned else -1)
        if key not in self._someone_met_all_below:
            self._someone_met_all_below[key] = self._find_met_all_below(cut, banned or set())
        return self._someone_met_all_below[key]

    def _find_met_all_below(self, cut: int, banned: set[int]) -> bool:
        order = self.order
        players = self.field.players
        if self._max_degree is None:
            most_banned = max(map(len, self.banned.values()), default=0)
            self._max_degree = max((len(p.opponents) for p in players), default=0) + most_banned
        if len(order) - cut > self._max_degree:
            return False
        return any(
            self.met_all_below(k, cut) for k in range(cut) if order[k] not in banned
        )


def relaxed_bound(
    field: Field, bounds: Boundaries, start: int, end: int
) -> tuple[int, bool, bool, bool]:
    """A lower bound on the cost the players of order[start:end] carry in any pairing.

    Cuts sit at even places, so every pairing of the whole field is cut by
    the stretch's two cuts into pairs inside it and pairs leaving it. A pair
    leaving it is charged here only for its part of the point range inside
    the stretch: down to the first player below the stretch when it leaves
    downwards (the gap at a cut belongs to the stretch above it), up to the
    stretch's first player when it leaves upwards, with the squared part
    split so that the parts never add to more than the whole (a squared sum
    is at least the sum of the squares of its parts), and the position part
    at the least weight its upper player can have. A rematch is charged to a
    leaving pair only when it is certain: the player has met everyone on the
    other side; upwards only when nobody above whom the player may meet has
    met everyone below (then that player's stretch charges it). The parity bound and this bound charge
    disjoint parts of every pair, so stretches certified either way add up to
    a lower bound for the whole field.

    Returns (bound, leaves_up, leaves_down, charged): whether the bound's
    best arrangement sends players out through the top or the bottom cut,
    and whether any way out was charged a rematch (such a bound depends on
    exactly who stands beyond the cuts).
    """
    order = bounds.order
    m = len(order)
    n = field.n
    players = field.players
    by_points = field.by_points
    sq_unit = field.squared_unit
    rematch = field.rematch_unit
    inf = None
    top_points = players[order[start]].points if by_points else 0
    below_points = players[order[end]].points if end < m and by_points else 0
    upper_weight = n - order[start - 1] if start > 0 else 0
    exit_cost: list[int] = []
    exit_up: list[bool] = []
    charged = False
    for k in range(start, end):
        p = order[k]
        points = players[p].points if by_points else 0
        down = up = inf
        if end < m:
            d = points - below_points
            down = d * (d * sq_unit + n - p)
            if bounds.met_all_below(k, end):
                down += rematch
                charged = True
        if start > 0:
            d = top_points - points
            up = d * (d * sq_unit + upper_weight)
            if bounds.met_all_above(k, start) and not bounds.someone_met_all_below(start, k):
                up += rematch
                charged = True
        if up is None and down is None:
            raise ValueError("the whole field has no cut to leave through")
        if down is None or (up is not None and up < down):
            exit_cost.append(up)  # type: ignore[arg-type]
            exit_up.append(True)
        else:
            exit_cost.append(down)
            exit_up.append(False)
    size = end - start
    most = max(exit_cost)
    edges = []
    pair_cost = field.pair_cost
    for a in range(size):
        xa = exit_cost[a]
        u = order[start + a]
        pu = players[u].points if by_points else 0
        for b in range(a + 1, size):
            v = order[start + b]
            d = pu - players[v].points if by_points else 0
            if d * d * sq_unit >= xa + most:
                break  # points only fall from here: no pair below can gain
            gain = xa + exit_cost[b] - pair_cost(u, v)
            if gain > 0 and (u, v) not in bounds.forbidden:
                edges.append((a, b, gain))
    graph = rx.PyGraph(multigraph=False)
    graph.add_nodes_from(range(size))
    graph.add_edges_from(edges)
    matched = rx.max_weight_matching(graph, max_cardinality=False, weight_fn=int)
    covered = [False] * size
    gained = 0
    for a, b in matched:
        covered[a] = covered[b] = True
        gained += graph.get_edge_data(a, b)
    leaves_up = any(exit_up[a] for a in range(size) if not covered[a])
    leaves_down = any(not exit_up[a] for a in range(size) if not covered[a])
    return sum(exit_cost) - gained, leaves_up, leaves_down, charged
