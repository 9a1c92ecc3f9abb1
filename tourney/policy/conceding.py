"""Concessions and drops ('Conceding and Dropping') as pure decisions.

'A player may choose to drop or withdraw from a tournament at any time. If
this occurs during a game, that player is considered to have conceded that
game. A player who is dropping out must notify the Head Judge prior to the
next round being paired. If the round is already paired and a player drops,
then that player is considered to have conceded that round.'
'Once a judge records the match outcome, that outcome is final.'
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class DropPlan:
    dropped_after_round: int
    """The last round the player plays: they are not paired after it."""
    concede_match: bool
    """True when the player's match in an already-paired round has no result yet."""
    note: str


def plan_drop(
    *,
    latest_round: int | None,
    latest_round_state: str | None,
    has_open_match: bool,
) -> DropPlan:
    """Where a drop takes effect.

    Reading: a round still in 'draft' has not been announced, so it is not yet
    'paired' for the player; the drop takes effect before it, and the draft
    must be paired again without them. A published or complete round is
    paired: the player stays in it and concedes an unfinished match.
    """
    if latest_round is None:
        return DropPlan(0, False, "dropped before round 1")
    if latest_round_state == "draft":
        return DropPlan(
            latest_round - 1,
            False,
            f"dropped before round {latest_round} was published; pair round {latest_round} again",
        )
    if has_open_match:
        return DropPlan(
            latest_round,
            True,
            f"dropped during round {latest_round}; the match is conceded",
        )
    return DropPlan(latest_round, False, f"dropped after round {latest_round}")
