"""The players of one round as the pairing solvers see them, and what a pairing costs.

A pairing's cost is one integer whose "digits" are the pairing rules in
strict order of importance, each digit worth more than any total of the
digits after it:

1. rematches;
2. a second bye;
3. the bye recipient's points (the bye goes to the lowest score group that
   allows the best pairing);
4. the sum of squared point differences of the pairs (fewest and smallest
   pair-downs; two one-step pair-downs beat one two-step pair-down);
5. how many places above the bottom the bye recipient stands (ties go to the
   lowest-ranked);
6. where the pair-downs sit: each costs its size times a weight that falls
   down the standings, so the lowest-ranked player of a score group floats.

Comparing two integers therefore compares pairings rule by rule. A seeded
random term, used only by the matching solvers to draw opponents, lies below
all of these and never changes which pairing is best.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Protocol

RANDOM_SPAN = 1024  # the seeded random term of one pair lies in [0, RANDOM_SPAN)


@dataclass(frozen=True, slots=True)
class Cost:
    """A pairing's cost split back into its rules (see the module docstring)."""

    rematches: int
    second_bye: int
    bye_points: int  # above the field's lowest points
    squared: int
    bye_rank: int
    position: int


@dataclass(slots=True)
class Solution:
    """Pairs of field indices (upper first), the bye's index, and the cost.

    `proven` is False only when a stretch of the standings stopped growing at
    its size limit before its optimality could be shown.
    """

    pairs: list[tuple[int, int]]
    cost: int
    bye: int | None = None
    proven: bool = True
    at_parity_bound: bool = False  # known to cost exactly the parity bound (so no rematch)
    # (cut, cost above it): the pairs above each cut are optimal for them with
    # the proof depending on nobody below (see `byes._search`)
    settled_above: list[tuple[int, int]] = field(default_factory=list)


class Player(Protocol):
    """What the solvers read from a player."""

    @property
    def id(self) -> int: ...

    @property
    def opponents(self) -> frozenset[int]: ...

    @property
    def byes(self) -> int: ...

    @property
    def points(self) -> int: ...


class Field:
    """Players in standings order (best first) with the cost units; solvers use indices.

    `by_points` False pairs as if everyone had the same points (a random or
    seeded first round). Points never rise down the list. The points and
    position weights are read into lists only when a solver needs them.
    """

    def __init__(self, players: Sequence[Player], seed: int, *, by_points: bool = True):
        n = len(players)
        self.n = n
        self.players = players
        self.seed = seed
        self.by_points = by_points
        top = players[0].points if n and by_points else 0
        self.min_points = players[-1].points if n and by_points else 0
        spread = top - self.min_points
        max_position = n * spread * n + 1  # any n items of size * weight
        self.rank_unit = max_position
        self.squared_unit = self.rank_unit * (n + 1)
        self.points_unit = self.squared_unit * (n * spread * spread + 1)
        self.second_bye_unit = self.points_unit * (spread + 1)
        self.rematch_unit = self.second_bye_unit * 2

    @cached_property
    def points(self) -> list[int]:
        """The points the pairing uses, by index."""
        if not self.by_points:
            return [0] * self.n
        return [p.points for p in self.players]

    @cached_property
    def well_met(self) -> list[int]:
        """Indices of players who have met all but a few of the others (slack of 4)."""
        least = self.n - 5
        return [k for k, p in enumerate(self.players) if len(p.opponents) >= least]

    @cached_property
    def weight(self) -> list[int]:
        """Position weight by index: falls by one per place down the standings."""
        return list(range(self.n, 0, -1))

    def met(self, a: int, b: int) -> bool:
        """Has `a` met `b`? (Read from a's opponents; the lists come from one history.)"""
        return self.players[b].id in self.players[a].opponents

    def pair_cost(self, upper: int, lower: int) -> int:
        """Cost of pairing field indices `upper` < `lower`."""
        a = self.players[upper]
        b = self.players[lower]
        cost = self.rematch_unit if b.id in a.opponents else 0
        if self.by_points:
            d = a.points - b.points
            cost += d * (d * self.squared_unit + self.n - upper)
        return cost

    def bye_cost(self, player: int) -> int:
        """Cost of giving field index `player` the bye."""
        recipient = self.players[player]
        cost = (self.n - 1 - player) * self.rank_unit
        if self.by_points:
            cost += (recipient.points - self.min_points) * self.points_unit
        if recipient.byes:
            cost += self.second_bye_unit
        return cost

    def random_term(self, a: int, b: int) -> int:
        """The seeded random term of a pair, the same for (a, b) and (b, a)."""
        ia, ib = self.players[a].id, self.players[b].id
        key = (self.seed, ia, ib) if ia < ib else (self.seed, ib, ia)
        return hash(key) % RANDOM_SPAN

    def split(self, cost: int) -> Cost:
        """The rules' totals inside a cost (every total fits below its next unit)."""
        rematches, rest = divmod(cost, self.rematch_unit)
        second, rest = divmod(rest, self.second_bye_unit)
        points, rest = divmod(rest, self.points_unit)
        squared, rest = divmod(rest, self.squared_unit)
        rank, position = divmod(rest, self.rank_unit)
        return Cost(rematches, second, points, squared, rank, position)

    def parity_bound(self, order: Sequence[int], start: int, end: int) -> int:
        """Least cost any rematch-free pairing of order[start:end] can have.

        `order` lists field indices in standings order and `start` is even
        within it. Every score-group boundary with an odd number of these
        players above it must be crossed by a pair-down, costing at least the
        gap squared and the gap times the weight of the group's lowest player.
        """
        if not self.by_points:
            return 0
        players = self.players
        n = self.n
        unit = self.squared_unit
        total = 0
        for i in range(start, end - 1, 2):
            upper = order[i]
            d = players[upper].points - players[order[i + 1]].points
            if d:
                total += d * (d * unit + n - upper)
        return total
