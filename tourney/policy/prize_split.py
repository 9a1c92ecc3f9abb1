"""Prize-split agreements between finalists ('Conceding and Dropping').

'Players may agree to split the advertised prize pool in any way, but may
only split prizes offered to first and second place, may not include anything
additional to the prize pool, and may not concede for prizes. All such
negotiations must be done in the presence of the head judge.'

Reading: 'first and second place' means the two players who can still finish
first or second, i.e. the finalists; the program asks for the final match.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tourney.errors import ValidationError

SPLITTABLE_PLACES = frozenset({1, 2})


class PrizeSplitRefused(ValidationError):
    """An agreement the floor rules do not allow."""


@dataclass(frozen=True, slots=True)
class PrizeSplit:
    players: tuple[int, int]
    """Registration ids of the two players agreeing."""
    places: tuple[int, ...]
    """Prize places the agreement divides (only 1 and 2 are allowed)."""
    terms: str
    head_judge_present: bool
    includes_concession: bool = False
    adds_outside_items: bool = False


def check_prize_split(split: PrizeSplit, finalists: Sequence[int]) -> None:
    """Refuse an agreement the rules forbid; the message names the rule broken."""
    rule = "(Conceding and Dropping)"
    if not split.head_judge_present:
        raise PrizeSplitRefused(f"prize-split negotiations must happen in the presence of the head judge {rule}")
    if split.includes_concession:
        raise PrizeSplitRefused(f"players may not concede for prizes {rule}")
    if split.adds_outside_items:
        raise PrizeSplitRefused(f"a split may not include anything additional to the prize pool {rule}")
    if len(set(split.players)) != 2:
        raise PrizeSplitRefused("a prize split is agreed between two different players")
    if set(split.players) != set(finalists):
        raise PrizeSplitRefused(f"only the two finalists may split the first and second place prizes {rule}")
    places = set(split.places)
    if not places or not places <= SPLITTABLE_PLACES:
        raise PrizeSplitRefused(f"only prizes offered to first and second place may be split {rule}")
    if not split.terms.strip():
        raise PrizeSplitRefused("write down the terms of the split")
