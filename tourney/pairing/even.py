"""Pairing an even number of players in standings order, fast and provably optimal.

Every score-group boundary with an odd number of players above it must be
crossed by a pair-down; that gives a lower bound (`Field.parity_bound`) that
adds up over stretches starting at even places. A pairing that meets it
without a rematch is optimal.

The direct pass pairs the field the way that bound says an optimal pairing
looks: inside a score group the top half meets the bottom half (shifted by a
seeded amount, so opponents vary from seed to seed, swapping partners around
a rematch), and a group left with an odd number sends its lowest-ranked
player down to the next group. It costs about as much as a greedy top-down
pass and almost always meets the bound. It works in segments that end where
an even number of players stands above (no pair-down crosses there).

A segment where the direct pass meets a rematch it cannot swap away is cut
into slices of SLICE_SIZE players, each paired directly or, failing that,
exactly (`solve_sparse`). A slice that still misses its bound is a stretch
whose players may do better with players outside it, or cannot do better at
all (a rematch nobody can avoid, pair-downs forced by who has met whom).
`relaxed_bound` tells the two apart: it bounds what the stretch's players
cost in any pairing of the whole field, so a stretch whose exact pairing
meets it is optimal as part of the whole. A stretch that does not takes in
its neighbour on the side its players would leave by, and is solved again,
up to MERGE_LIMIT players (then it is kept, marked not proven).
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from operator import attrgetter, contains

from tourney.pairing.field import Field, Player, Solution
from tourney.pairing.solvers import (
    Boundaries,
    Forbidden,
    relaxed_bound,
    solve_complete,
    solve_sparse,
)

_POINTS = attrgetter("points")
_ID = attrgetter("id")
_OPPONENTS = attrgetter("opponents")

SMALL_FIELD = 64  # up to this many players, one complete graph
SLICE_SIZE = 32  # players per slice where the direct pass fails
MERGE_LIMIT = 512  # a stretch that cannot be shown optimal stops growing here
TINY = 6  # a failed segment this small grows before it is solved
FEW_OPTIONS = 2  # players with at most this many clean opponents have their partners tried
BRANCH_LIMIT = 64  # beyond this many ways to settle them, the stretches handle them alone


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
    them. `forbidden` pairs (between players who have met everyone) are left
    out; it is set when `_pair_hopeless` has settled which of them meet.
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
    pairs, cost, segments = _direct_pass(field, order, players_in_order)
    if forbidden:
        segments = [
            (*segment[:5], segment[5] and not any(pair in forbidden for pair in pairs[segment[2] : segment[3]]))
            for segment in segments
        ]
    if all(ok for *_, ok in segments):
        return Solution(pairs, cost, at_parity_bound=True)
    if forbidden is None:
        # A player with almost no clean opponent cannot be paired cleanly near
        # their place, so they stand in a segment the direct pass failed on.
        failed = [k for start, end, *_, ok in segments if not ok for k in order[start:end]]
        few = few_options(field, order, failed)
        if few:
            branched = _pair_few_options(field, order, few)
            if branched is not None:
                return branched
    forbidden = forbidden or frozenset()
    parts: list[_Part] = []
    for start, end, first, last, part_cost, ok in segments:
        if ok:
            parts.append(_Part(start, end, Solution(pairs[first:last], part_cost), True))
        else:
            parts.extend(_pieces(field, order, start, end, forbidden, direct_failed=True))
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


def _direct_pass(
    field: Field, order: list[int], players_in_order: Sequence[Player] | None = None
) -> tuple[list[tuple[int, int]], int, list[tuple[int, int, int, int, int, bool]]]:
    """The direct pass over the whole order: pairs, their cost, and the segments.

    A segment ends where an even number of players stands above (nothing
    crosses there); each is (start, end, first pair, end of its pairs, cost,
    paired without a rematch). A failed segment's pairs are left out.
    """
    n = field.n
    sq_unit = field.squared_unit
    seed = field.seed
    if players_in_order is None:
        players = field.players
        players_in_order = players if len(order) == n else [players[i] for i in order]
    m = len(order)
    rising = players_in_order[::-1]  # points rise along it, for bisect
    segments: list[tuple[int, int, int, int, int, bool]] = []
    pairs: list[tuple[int, int]] = []
    total = cost = 0
    ok = True
    segment_start = first_pair = 0
    carry = -1
    carried: Player | None = None
    start = 0
    while start < m:
        if field.by_points:
            p = players_in_order[start].points
            end = m - bisect_left(rising, p, 0, m - start, key=_POINTS)
        else:
            p, end = 0, m
        members = players_in_order[start:end]
        group = order[start:end]
        out = -1
        if (end - start + (carry >= 0)) % 2:
            out = group.pop()
            leaving = members.pop()
        if carried is not None:
            d = carried.points - p
            cost += d * (d * sq_unit + n - carry)
            group.insert(0, carry)
            members.insert(0, carried)
        if group and ok:
            ok = _pair_group(group, members, seed, pairs)
        carry = out
        carried = leaving if out >= 0 else None
        start = end
        if carried is None:  # an even number above: nothing crosses this cut
            if not ok:
                del pairs[first_pair:]
            segments.append((segment_start, end, first_pair, len(pairs), cost, ok))
            total += cost
            segment_start = end
            first_pair = len(pairs)
            cost = 0
            ok = True
    return pairs, total, segments


def few_options(
    field: Field, order: list[int], among: Iterable[int] | None = None
) -> dict[int, list[int]]:
    """Players of `order` (or of `among`, a part of it) with at most FEW_OPTIONS clean
    opponents in `order`, and those opponents."""
    players = field.players
    m = len(order)
    found = {}
    present = None
    for k in field.well_met if among is None else among:
        met = players[k].opponents
        if len(met) < m - 1 - FEW_OPTIONS:
            continue
        if among is None:  # `order` lacks at most a player or two of the field
            if present is None:
                present = set(order)
            if k not in present:
                continue
        clean = [j for j in order if j != k and players[j].id not in met]
        if len(clean) <= FEW_OPTIONS:
            found[k] = clean
    return found


def _pair_few_options(
    field: Field, order: list[int], few: dict[int, list[int]]
) -> Solution | None:
    """Best pairing when some players have almost no clean opponent left: try their partners.

    Such a player (one who has met everyone, or all but one or two) either
    meets one of their few clean opponents, or another such player (two who
    have met everyone take one rematch between them, however far apart they
    stand), or plays a rematch with someone else. These branches are tried
    one at a time, up to BRANCH_LIMIT of them (None beyond that): the
    chosen pairs are set aside and, in the rest, the pairs a branch excludes
    are forbidden. With those settled, every stretch of the rest can be
    certified on its own (see `relaxed_bound`), wherever the partners stand.
    """
    branches = []
    for branch in settlements(sorted(few), few, [], set(), set()):
        branches.append(branch)
        if len(branches) > BRANCH_LIMIT:
            return None
    best: Solution | None = None
    proven = True
    for meeting, banned in branches:
        met = {k for pair in meeting for k in pair}
        rest = [k for k in order if k not in met]
        forbidden = frozenset(pair for pair in banned if pair[0] not in met and pair[1] not in met)
        try:
            solution = pair_even(field, rest, forbidden=forbidden)
        except Infeasible:
            continue
        total = solution.cost + sum(field.pair_cost(a, b) for a, b in meeting)
        proven = proven and solution.proven
        if best is None or total < best.cost:
            best = Solution(solution.pairs + meeting, total)
    assert best is not None
    best.proven = proven
    return best


def settlements(
    todo: list[int],
    few: dict[int, list[int]],
    meeting: list[tuple[int, int]],
    banned: set[tuple[int, int]],
    done: set[int],
) -> Iterator[tuple[list[tuple[int, int]], set[tuple[int, int]]]]:
    """(pairs set aside, pairs forbidden) for every way to settle the players in `todo`."""
    rest = [k for k in todo if k not in done]
    if not rest:
        yield meeting, banned
        return
    k = rest[0]
    partners = [j for j in dict.fromkeys([*few[k], *rest[1:]]) if j not in done]
    for j in partners:
        pair = (k, j) if k < j else (j, k)
        yield from settlements(todo, few, [*meeting, pair], banned, done | {k, j})
    excluded = {(k, j) if k < j else (j, k) for j in partners}
    yield from settlements(todo, few, meeting, banned | excluded, done | {k})


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
        direct = _direct_solution(field, order[start:end])
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
            direct = _direct_solution(field, order[s:e])
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


def _direct_solution(field: Field, order: list[int]) -> Solution | None:
    """The direct pass over `order` if it succeeds everywhere, else None."""
    pairs, cost, segments = _direct_pass(field, order)
    if all(ok for *_, ok in segments):
        return Solution(pairs, cost, at_parity_bound=True)
    return None


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


class Infeasible(Exception):
    """No pairing of the players avoids the forbidden pairs."""


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


def _pair_group(
    group: list[int], members: list[Player], seed: int, pairs: list[tuple[int, int]]
) -> bool:
    """Top half against bottom half, shifted by a seeded amount, swapping around rematches.

    `group` lists field indices best first (a player floating in from above
    comes first) and `members` the same players; every pair added is upper
    first.
    """
    h = len(group) // 2
    shift = hash((seed, members[0].id, h)) % h
    top = members[:h]
    bottom = members[h + shift :] + members[h : h + shift]
    lower = group[h + shift :] + group[h : h + shift]
    if any(map(contains, map(_OPPONENTS, top), map(_ID, bottom))) and not _swap_clashes(
        top, bottom, lower
    ):
        return False
    pairs.extend(zip(group[:h], lower, strict=True))
    return True


def _swap_clashes(top: list[Player], bottom: list[Player], lower: list[int]) -> bool:
    """Swap partners (`bottom` and its indices `lower` together) until no pair has met."""
    h = len(top)
    for t in range(h):
        met = top[t].opponents
        mine = bottom[t].id
        if mine not in met:
            continue
        for t2 in range(h):
            if t2 != t and bottom[t2].id not in met and mine not in top[t2].opponents:
                bottom[t], bottom[t2] = bottom[t2], bottom[t]
                lower[t], lower[t2] = lower[t2], lower[t]
                break
        else:
            return False
    return True
