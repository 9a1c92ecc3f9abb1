"""Players with almost no clean opponent left, settled one way at a time.

A player who has met everyone (or all but one or two) cannot be paired
cleanly near their place, and their best partner may stand anywhere: two
players who have met everyone take one rematch between them however far
apart they stand; a player who has met all but one should meet that one.
Growing a stretch of the standings until it reaches such a partner would be
slow, so `pair_few_options` tries each way to settle these players - meet one
of their clean opponents, meet another such player, or play a rematch with
someone else - and pairs the rest for each with the pairs the branch rules
out forbidden. With those settled, every stretch of the rest can be
certified on its own (`bounds.relaxed_bound` treats a forbidden partner like
a past opponent).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator

from tourney.pairing.bounds import Forbidden
from tourney.pairing.field import Field, Solution

FEW_OPTIONS = 2  # players with at most this many clean opponents have their partners tried
BRANCH_LIMIT = 64  # beyond this many ways to settle them, the stretches handle them alone


class Infeasible(Exception):
    """No pairing of the players avoids the forbidden pairs."""


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


def pair_few_options(
    field: Field,
    order: list[int],
    few: dict[int, list[int]],
    pair_rest: Callable[[list[int], Forbidden], Solution],
) -> Solution | None:
    """Best pairing of `order` trying every way to settle the `few` (None past BRANCH_LIMIT).

    `pair_rest(rest, forbidden)` pairs what a branch leaves; it raises
    `Infeasible` when the forbidden pairs leave no way.
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
            solution = pair_rest(rest, forbidden)
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
