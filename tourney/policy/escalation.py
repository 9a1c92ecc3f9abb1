"""Deciding the penalty actually issued: defaults, head-judge changes, escalation.

'Tournament Penalties' gives three rules that change a default penalty:
- Game Warning: 'The second Game Warning for the same violation during a
  tournament will result in a player receiving a Game Loss.'
- Tournament Disqualification: 'only to be given by the Head Judge.'
- 'Penalties for severe offenses may be upgraded at the Head Judge's discretion.'
Because 'all penalties are subjective, based on the Head Judge's opinion', the
head judge may also issue less than the default (with a reason), but never
less than a stated minimum (invalid deck list: 'minimum penalty ... Game Loss').
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tourney.errors import ValidationError
from tourney.policy.penalties import Infraction, PenaltyKind

JUDGE_ROLES = frozenset({"head_judge", "floor_judge"})


class PenaltyRefused(ValidationError):
    """The issuer may not give this penalty (role, missing reason, below a minimum)."""


@dataclass(frozen=True, slots=True)
class PriorWarning:
    """A Game Warning the player already holds for the same infraction in this event."""

    penalty_id: int
    round_number: int | None


@dataclass(frozen=True, slots=True)
class PenaltyDecision:
    penalty: PenaltyKind
    escalation_reason: str | None = None
    upgrade_reason: str | None = None


def decide_penalty(
    infraction: Infraction,
    *,
    issuer_role: str,
    requested: PenaltyKind | None = None,
    reason: str | None = None,
    prior_warnings: Sequence[PriorWarning] = (),
) -> PenaltyDecision:
    """The penalty to record, or PenaltyRefused with a message saying which rule refuses it."""
    if issuer_role not in JUDGE_ROLES:
        raise PenaltyRefused(_not_a_judge(issuer_role))
    reason = (reason or "").strip() or None
    penalty = requested or infraction.default_penalty
    change_reason: str | None = None
    if penalty is not infraction.default_penalty:
        direction = "upgrade" if penalty.severity > infraction.default_penalty.severity else "lower"
        if issuer_role != "head_judge":
            raise PenaltyRefused(
                f"only the head judge may {direction} a penalty: {infraction.name} carries a "
                f"{infraction.default_penalty.label} ({infraction.section})"
            )
        if reason is None:
            raise PenaltyRefused(
                f"give a reason to {direction} {infraction.name} from "
                f"{infraction.default_penalty.label} to {penalty.label}"
            )
        if infraction.minimum_penalty and penalty.severity < infraction.minimum_penalty.severity:
            raise PenaltyRefused(
                f"{infraction.name} carries at least a {infraction.minimum_penalty.label} "
                f"({infraction.section})"
            )
        change_reason = reason if direction == "upgrade" else f"lowered: {reason}"
    if penalty is PenaltyKind.DISQUALIFICATION and issuer_role != "head_judge":
        raise PenaltyRefused(
            "a Tournament Disqualification is only to be given by the head judge "
            "(Tournament Penalties: Tournament Disqualification)"
        )
    if penalty is PenaltyKind.GAME_WARNING and prior_warnings:
        return PenaltyDecision(
            penalty=PenaltyKind.GAME_LOSS,
            escalation_reason=escalation_reason(infraction, prior_warnings[0]),
            upgrade_reason=change_reason,
        )
    return PenaltyDecision(penalty=penalty, upgrade_reason=change_reason)


def _not_a_judge(issuer_role: str) -> str:
    """Why the issuer may not give a penalty, in words: the role, never its stored key."""
    if issuer_role in ("", "none"):
        return (
            "only a judge of the event issues penalties, and no judge of it is chosen: "
            "add the event's judges to its staff first"
        )
    return (
        "only a judge of the event issues penalties; the one chosen is its "
        f"{issuer_role.replace('_', ' ')}, not a judge"
    )


def escalation_reason(infraction: Infraction, first: PriorWarning) -> str:
    """The record of why a Game Warning became a Game Loss, naming the warning it follows."""
    where = f" (the first in round {first.round_number})" if first.round_number is not None else ""
    return (
        f"second Game Warning for {infraction.name} in this tournament{where} becomes a Game Loss "
        f"(Tournament Penalties: Game Warning)"
    )
