"""Exact maximum-weight matchings for pairing.

Two solvers, both on field indices (see `tourney.pairing.field`):

- `solve_complete`: every player against every player, plus a bye vertex
  that any player can be matched to when the count is odd, so one matching
  decides the bye together with the pairs. Exact, quadratic: small fields
  and the benchmark's reference.
- `solve_sparse`: an even stretch of the standings on far fewer edges, still
  exact (the argument is in `solve_sparse`'s docstring and docs/pairing.md).
"""

from __future__ import annotations

from collections.abc import Sequence

import rustworkx as rx

from tourney.pairing.bounds import Forbidden
from tourney.pairing.field import RANDOM_SPAN, Field, Solution

HIGH_DEGREE = 16  # players with more earlier opponents than this get their edges listed one by one
FEW_PLAYERS = 8  # solve_sparse hands this few players to solve_complete


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
    if m % 2:
        raise ValueError("solve_sparse pairs an even number of players")
    if m <= FEW_PLAYERS:  # nearly every pair would be listed anyway
        return solve_complete(field, order, forbidden=forbidden)
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
