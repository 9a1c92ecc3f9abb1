"""Pairing an even number of players in standings order, fast and provably optimal.

First the direct pass (`tourney.pairing.direct`), which almost always meets
the parity bound and is then optimal. Where it fails:

- players with almost no clean opponent are settled branch by branch
  (`tourney.pairing.few_options`);
- a failed segment is cut into slices of SLICE_SIZE players, each paired
  directly or, failing that, exactly (`solvers.solve_sparse`);
- a slice that still misses its parity bound is a stretch whose players may
  do better with players outside it, or cannot do better at all (a rematch
  nobody can avoid, pair-downs forced by who has met whom).
  `bounds.relaxed_bound` tells the two apart: it bounds what the stretch's
  players cost in any pairing of the whole field, so a stretch whose exact
  pairing meets it is optimal as part of the whole. A stretch that does not
  takes in a few more players on the side its players would leave by and is
  solved again, up to MERGE_LIMIT players (then it is kept, marked not
  proven).

Stretches start at even places, so their bounds add up to a lower bound for
the whole field: when every stretch meets its bound, the pairing is optimal.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tourney.pairing.bounds import Boundaries, Forbidden, relaxed_bound
from tourney.pairing.direct import direct_pass, direct_solution
from tourney.pairing.few_options import Infeasible, few_options, pair_few_options
from tourney.pairing.field import Field, Player, Solution
from tourney.pairing.solvers import solve_complete, solve_sparse

SMALL_FIELD = 64  # up to this many players, one complete graph
SLICE_SIZE = 32  # players per slice where the direct pass fails
MERGE_LIMIT = 512  # a stretch that cannot be shown optimal stops growing here
TINY = 6  # a failed segment this small grows before it is solved


@dataclass(slots=True)
class _Part:
    start: int
    end: int
    solution: Solution | None  # None: not solved yet (a few players the direct pass could not pair)
    certified: bool
    direct: bool = True  # paired by the direct pass: may be cut and paired again
    at_bound: bool = True  # costs exactly its parity bound
    charged: bool = False  # certified by a bound that charged a rematch for leaving


def pair_even(
    field: Field,
    order: list[int],
    players_in_order: Sequence[Player] | None = None,
    forbidden: Forbidden | None = None,
) -> Solution:
    """Best pairing of `order` (an even number of field indices, standings order).

    `players_in_order` may give the players of `order` when the caller has
    them. `forbidden` pairs are left out; it is set (even if empty) when
    `pair_few_options` has settled the players with few options, and raises
    `Infeasible` when no pairing avoids them.
    """
    m = len(order)
    if m % 2:
        raise ValueError("pair_even needs an even number of players")
    if m <= SMALL_FIELD:
        try:
            return solve_complete(field, order, forbidden=forbidden or frozenset())
        except RuntimeError:
            if not forbidden:
                raise
            raise Infeasible("no pairing avoids the forbidden pairs") from None
    pairs, cost, segments = direct_pass(field, order, players_in_order)
    if forbidden:  # the direct pass knows nothing of forbidden pairs
        segments = [
            s._replace(ok=s.ok and not any(pair in forbidden for pair in pairs[s.first : s.last]))
            for s in segments
        ]
    if all(segment.ok for segment in segments):
        return Solution(pairs, cost, at_parity_bound=True)
    if forbidden is None:
        # A player with almost no clean opponent cannot be paired cleanly near
        # their place, so they stand in a segment the direct pass failed on.
        failed = [k for s in segments if not s.ok for k in order[s.start : s.end]]
        few = few_options(field, order, failed)
        if few:
            branched = pair_few_options(
                field, order, few, lambda rest, banned: pair_even(field, rest, forbidden=banned)
            )
            if branched is not None:
                return branched
    forbidden = forbidden or frozenset()
    parts: list[_Part] = []
    for s in segments:
        if s.ok:
            parts.append(_Part(s.start, s.end, Solution(pairs[s.first : s.last], s.cost), True))
        else:
            parts.extend(_pieces(field, order, s.start, s.end, forbidden, direct_failed=True))
    if not all(part.certified for part in parts):
        _grow_uncertified(field, order, parts, forbidden)
    pairs = []
    cost = 0
    settled_above = []
    settled = True
    for part in parts:
        assert part.solution is not None
        pairs.extend(part.solution.pairs)
        cost += part.solution.cost
        settled = settled and part.certified and not part.charged
        if settled:
            settled_above.append((part.end, cost))
    return Solution(
        pairs,
        cost,
        proven=all(part.certified for part in parts),
        at_parity_bound=all(part.at_bound for part in parts),
        settled_above=settled_above,
    )


def _pieces(
    field: Field,
    order: list[int],
    start: int,
    end: int,
    forbidden: Forbidden = frozenset(),
    *,
    direct_failed: bool = False,
) -> list[_Part]:
    """order[start:end] (start even) paired directly, or in slices, each directly or exactly.

    `direct_failed` says the direct pass already failed on this very stretch.
    A slice the direct pass cannot pair is solved exactly and may still be
    short of its bound; it is then left for `_grow_uncertified`.
    """
    if not direct_failed:
        direct = direct_solution(field, order[start:end])
        if direct is not None:
            return [_Part(start, end, direct, True)]
    if direct_failed and end - start <= TINY:
        return [_Part(start, end, None, False, False, False)]
    bounds = []
    at = start
    while end - at >= 2 * SLICE_SIZE:
        bounds.append((at, at + SLICE_SIZE))
        at += SLICE_SIZE
    bounds.append((at, end))
    parts = []
    for s, e in bounds:
        if len(bounds) > 1:
            direct = direct_solution(field, order[s:e])
            if direct is not None:
                parts.append(_Part(s, e, direct, True))
                continue
        exact = _solve(field, order[s:e], forbidden)
        if exact is None:
            parts.append(_Part(s, e, None, False, False, False))
            continue
        at_bound = exact.cost == field.parity_bound(order, s, e)
        parts.append(_Part(s, e, exact, at_bound, False, at_bound))
    return parts


def _grow_uncertified(
    field: Field, order: list[int], parts: list[_Part], forbidden: Forbidden
) -> None:
    """Replace each uncertified part by a stretch shown optimal (or as large as allowed).

    A stretch takes in a few more players at a time (doubling) on the side
    its players would leave by. From a part paired by the direct pass it
    takes only the players it needs and the rest is paired again; a part
    that had to be solved exactly is taken in whole. Every round of growth
    leaves one more exactly solved stretch, and those never shrink, so this
    ends.
    """
    m = len(order)
    boundaries = Boundaries(field, order, forbidden)
    kept: set[tuple[int, int]] = set()  # stretches kept although not proven
    while True:
        i = next(
            (
                k
                for k, part in enumerate(parts)
                if not part.certified and (part.start, part.end) not in kept
            ),
            None,
        )
        if i is None:
            return
        lo = hi = i
        solution = parts[i].solution
        certified = at_bound = charged = False
        step = 4
        while True:
            start, end = parts[lo].start, parts[hi].end
            if solution is None:  # players who cannot (or may not) pair among themselves
                grow_up = lo > 0
                grow_down = hi < len(parts) - 1
            else:
                if start == 0 and end == m:
                    certified = True  # the whole field: nothing outside to do better with
                    break
                if solution.cost == field.parity_bound(order, start, end):
                    certified = at_bound = True
                    charged = False
                    break
                bound, leaves_up, leaves_down, charged = relaxed_bound(
                    field, boundaries, start, end
                )
                if solution.cost <= bound:
                    certified = True
                    break
                if end - start >= MERGE_LIMIT:
                    break
                grow_up = (leaves_up or not leaves_down) and lo > 0
                grow_down = (leaves_down or not grow_up) and hi < len(parts) - 1
            if grow_up:
                added = _take(field, order, parts, lo - 1, step, forbidden, from_bottom=True)
                lo += added - 1  # the taken piece is now parts[lo - 1]
                hi += added - 1
                lo -= 1
            if grow_down:
                _take(field, order, parts, hi + 1, step, forbidden, from_bottom=False)
                hi += 1
            step *= 2
            solution = _solve(field, order[parts[lo].start : parts[hi].end], forbidden)
            if solution is None and parts[lo].start == 0 and parts[hi].end == m:
                raise Infeasible("no pairing avoids the forbidden pairs")
        assert solution is not None
        merged = _Part(
            parts[lo].start, parts[hi].end, solution, certified, False, at_bound, charged
        )
        parts[lo : hi + 1] = [merged]
        if not certified:
            kept.add((merged.start, merged.end))


def _solve(field: Field, order: list[int], forbidden: Forbidden) -> Solution | None:
    """`solve_sparse`, or None when forbidden pairs leave no way to pair these players."""
    try:
        return solve_sparse(field, order, forbidden)
    except RuntimeError:
        if not forbidden:
            raise
        return None


def _take(
    field: Field,
    order: list[int],
    parts: list[_Part],
    index: int,
    count: int,
    forbidden: Forbidden,
    *,
    from_bottom: bool,
) -> int:
    """Cut about `count` players off parts[index] on the side next to a growing stretch.

    Returns how many parts parts[index] became; the piece next to the
    stretch is the last of them (`from_bottom`) or the first. A part solved
    exactly, or not much larger than `count`, is left whole.
    """
    part = parts[index]
    size = part.end - part.start
    if not part.direct or size <= count + 2:
        return 1
    if from_bottom:
        cut = part.end - count
        rest = _pieces(field, order, part.start, cut, forbidden)
        piece = _Part(cut, part.end, Solution([], 0), False, False, False)
        parts[index : index + 1] = [*rest, piece]
    else:
        cut = part.start + count
        rest = _pieces(field, order, cut, part.end, forbidden)
        piece = _Part(part.start, cut, Solution([], 0), False, False, False)
        parts[index : index + 1] = [piece, *rest]
    return len(rest) + 1


