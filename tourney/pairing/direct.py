"""The direct pass: pairing score group by score group the way the parity bound says.

Every score-group boundary with an odd number of players above it must be
crossed by a pair-down; that gives the parity bound (`Field.parity_bound`).
The direct pass pairs the way that bound says an optimal pairing looks:
inside a score group the top half meets the bottom half (shifted by a
seeded amount, so opponents vary from seed to seed), partners are swapped
around a rematch, and a group left with an odd number sends its
lowest-ranked player down to meet the next group. It costs about as much as
a greedy top-down pass, and when it succeeds it meets the bound exactly, so
the pairing is optimal.

It works in segments that end where an even number of players stands above
(no pair-down crosses there); a segment where a rematch cannot be swapped
away is reported as failed for `even.pair_even` to solve otherwise.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Sequence
from operator import attrgetter, contains
from typing import NamedTuple

from tourney.pairing.field import Field, Player, Solution

_POINTS = attrgetter("points")
_ID = attrgetter("id")
_OPPONENTS = attrgetter("opponents")


class Segment(NamedTuple):
    """Players order[start:end] and their pairs pairs[first:last] (left out if not `ok`)."""

    start: int
    end: int
    first: int
    last: int
    cost: int
    ok: bool


def direct_pass(
    field: Field, order: list[int], players_in_order: Sequence[Player] | None = None
) -> tuple[list[tuple[int, int]], int, list[Segment]]:
    """The direct pass over `order` (field indices, standings order, even count).

    Returns the pairs (upper first), their cost and the segments.
    """
    n = field.n
    sq_unit = field.squared_unit
    seed = field.seed
    if players_in_order is None:
        players = field.players
        players_in_order = players if len(order) == n else [players[i] for i in order]
    if not isinstance(players_in_order, list):
        players_in_order = list(players_in_order)  # groups are cut from it and edited
    m = len(order)
    rising = players_in_order[::-1]  # points rise along it, for bisect
    segments: list[Segment] = []
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
            segments.append(Segment(segment_start, end, first_pair, len(pairs), cost, ok))
            total += cost
            segment_start = end
            first_pair = len(pairs)
            cost = 0
            ok = True
    return pairs, total, segments


def direct_solution(field: Field, order: list[int]) -> Solution | None:
    """The direct pass over `order` if it succeeds everywhere, else None."""
    pairs, cost, segments = direct_pass(field, order)
    if all(segment.ok for segment in segments):
        return Solution(pairs, cost, at_parity_bound=True)
    return None


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
