"""Exact maximum-weight matchings for pairing, and a lower bound for a stretch of the standings.

Three tools, all on field indices (see `tourney.pairing.field`):

- `solve_complete`: every player against every player, plus a bye vertex
  that any player can be matched to when the count is odd, so one matching
  decides the bye together with the pairs. Exact, quadratic: small fields
  and the benchmark's reference.
- `solve_sparse`: an even stretch of the standings on far fewer edges, still
  exact (the argument is in `solve_sparse`'s docstring and docs/pairing.md).
- `relaxed_bound`: a lower bound on what the players of a stretch cost in
  any pairing of the whole field, letting them leave the stretch at the
  least it could cost. A stretch whose own best pairing meets this bound
  needs nothing from outside it.
"""

from __future__ import annotations

from collections.abc import Sequence

import rustworkx as rx

from tourney.pairing.field import RANDOM_SPAN, Field, Solution

HIGH_DEGREE = 16  # players with more earlier opponents than this get their edges listed one by one


def _weights(field: Field, pairs: int) -> tuple[int, int]:
    """(scale, top): weight = top - cost * scale - random keeps the cost first."""
    scale = RANDOM_SPAN * (pairs + 1)
    return scale, 2 * field.rematch_unit * scale


def _matched(
    field: Field, order: Sequence[int], graph: rx.PyGraph, bye_node: int | None
) -> Solution:
    matched = rx.max_weight_matching(graph, max_cardinality=True, weight_fn=int)
    pairs: list[tuple[int, int]] = []
    cost = 0
    bye = None
    for a, b in matched:
        if bye_node is not None and bye_node in (a, b):
            bye = order[a if b == bye_node else b]
            cost += field.bye_cost(bye)
            continue
        u, v = (order[a], order[b]) if a < b else (order[b], order[a])
        cost += field.pair_cost(u, v)
        pairs.append((u, v))
    expected = len(order) // 2
    if len(pairs) != expected or (bye_node is not None and bye is None):
        raise RuntimeError("the matching left players unpaired")
    return Solution(pairs, cost, bye)


Forbidden = frozenset[tuple[int, int]]  # pairs of field indices (lower index first) left out


def solve_complete(
    field: Field, order: Sequence[int], *, bye: bool = False, forbidden: Forbidden = frozenset()
) -> Solution:
    """Best pairing of `order` (field indices, standings order) on its complete graph.

    With `bye`, an odd `order` also gets a bye vertex joined to every player,
    its edge weighted by the bye rules (second bye, the recipient's points,
    the recipient's place), so the bye is chosen inside the same optimisation.
    """
    m = len(order)
    if m == 0:
        return Solution([], 0)
    if m % 2 and not bye:
        raise ValueError("an odd number of players needs a bye")
    scale, top = _weights(field, (m + 1) // 2)
    pair_cost = field.pair_cost
    random_term = field.random_term
    edges = []
    for a in range(m):
        u = order[a]
        for b in range(a + 1, m):
            v = order[b]
            if forbidden and (u, v) in forbidden:
                continue
            edges.append((a, b, top - pair_cost(u, v) * scale - random_term(u, v)))
    bye_node = None
    if m % 2:
        bye_node = m
        edges.extend((a, m, top - field.bye_cost(order[a]) * scale) for a in range(m))
    graph = rx.PyGraph(multigraph=False)
    graph.add_nodes_from(range(m + (bye_node is not None)))
    graph.add_edges_from(edges)
    return _matched(field, order, graph, bye_node)


def solve_sparse(field: Field, order: Sequence[int], forbidden: Forbidden = frozenset()) -> Solution:
    """Best pairing of an even `order` on the edges an optimal pairing can use.

    Why it is exact: take a best pairing (by cost, without the random term)
    whose pairs span the fewest standings places in total. Let (u, v) be one
    of its pairs and a a player standing between u and v, paired with c.
    Re-pairing the four as (u, a) and (c, v) - or (c, u) and (a, v) when c
    stands above u - never adds to the squared differences or to the
    position term (points fall down the standings and the position weight
    falls too) and shortens the total span, so it must add a rematch: u or v
    has met a or c. Each earlier opponent of u or v thus accounts for at most
    two players between them (itself and its partner), so at most
    2 * (opponents of u + opponents of v), counting opponents present, stand
    between u and v. Only those pairs are listed here. `forbidden` pairs are
    left out; a swap that would create one is blocked as by a rematch, so
    each forbidden pair counts as an opponent of both its players.
    """
    m = len(order)
    if m == 0:
        return Solution([], 0)
    if m % 2:
        raise ValueError("solve_sparse pairs an even number of players")
    players = field.players
    present = {players[i].id for i in order}
    degree = [len(players[i].opponents & present) for i in order]
    if forbidden:
        extra: dict[int, int] = {}
        for pair in forbidden:  # a forbidden pair blocks a swap as a rematch does
            for i in pair:
                extra[i] = extra.get(i, 0) + 1
        degree = [d + extra.get(i, 0) for d, i in zip(degree, order, strict=True)]
    high = [k for k in range(m) if degree[k] > HIGH_DEGREE]
    is_high = [False] * m
    for k in high:
        is_high[k] = True
    normal_max = max((d for d, h in zip(degree, is_high, strict=True) if not h), default=0)
    scale, top = _weights(field, m // 2)
    pair_cost = field.pair_cost
    random_term = field.random_term
    edges = []
    for a in range(m):
        if is_high[a]:
            continue
        u = order[a]
        da = degree[a]
        for b in range(a + 1, min(m, a + 2 * (da + normal_max) + 2)):
            if is_high[b] or b - a - 1 > 2 * (da + degree[b]):
                continue
            v = order[b]
            edges.append((a, b, top - pair_cost(u, v) * scale - random_term(u, v)))
    for h in high:
        for b in range(m):
            if b == h or (is_high[b] and b < h) or abs(b - h) - 1 > 2 * (degree[h] + degree[b]):
                continue
            a, c = (h, b) if h < b else (b, h)
            u, v = order[a], order[c]
            if forbidden and (u, v) in forbidden:
                continue
            edges.append((a, c, top - pair_cost(u, v) * scale - random_term(u, v)))
    graph = rx.PyGraph(multigraph=False)
    graph.add_nodes_from(range(m))
    graph.add_edges_from(edges)
    return _matched(field, order, graph, None)


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
