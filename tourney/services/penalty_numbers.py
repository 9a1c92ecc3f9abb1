"""A penalty as people name it: the player's name and which of their penalties it is.

A judge withdrawing or upgrading a penalty knows whom it was given to and
reads the player's history ("her second penalty, the Game Loss"); the number
the database keeps for it means nothing at the table. Each player's penalties
are numbered 1, 2, ... in the order they were issued, withdrawn ones
included, so a number never moves once printed.
"""

from __future__ import annotations

from sqlmodel import Session, col, select

from tourney.db.models import Penalty
from tourney.errors import ValidationError
from tourney.policy.penalties import PenaltyKind, infraction
from tourney.services.display_names import player_label
from tourney.services.events import require_event


def _players_penalties(session: Session, event_id: int, registration_id: int) -> list[Penalty]:
    return list(session.exec(
        select(Penalty)
        .where(Penalty.event_id == event_id, Penalty.registration_id == registration_id)
        .order_by(col(Penalty.id))
    ))


def penalty_numbers(session: Session, event_id: int) -> dict[int, int]:
    """Penalty id -> its number among its player's penalties (1 for the first issued)."""
    counts: dict[int, int] = {}
    numbers: dict[int, int] = {}
    for penalty in session.exec(select(Penalty).where(Penalty.event_id == event_id).order_by(col(Penalty.id))):
        counts[penalty.registration_id] = counts.get(penalty.registration_id, 0) + 1
        numbers[penalty.id or 0] = counts[penalty.registration_id]
    return numbers


def penalty_number(session: Session, penalty_id: int) -> int:
    """Which of its player's penalties this one is (1 for their first)."""
    penalty = session.get(Penalty, penalty_id)
    assert penalty is not None
    ids = [p.id for p in _players_penalties(session, penalty.event_id, penalty.registration_id)]
    return ids.index(penalty_id) + 1


def _in_words(number: int, penalty: Penalty) -> str:
    round_words = f", round {penalty.round_number}" if penalty.round_number is not None else ""
    withdrawn = ", withdrawn" if penalty.withdrawn_at is not None else ""
    return (f"{number}: {PenaltyKind(penalty.penalty).label} for {infraction(penalty.infraction).name}"
            f"{round_words}{withdrawn}")


def find_penalty(session: Session, event_id: int, registration_id: int, number: int | None) -> int:
    """The id of the player's penalty `number` (as `penalty list` numbers it); without a number,
    their only penalty. Anything else is refused with the player's penalties listed."""
    name = player_label(session, registration_id)
    given = _players_penalties(session, event_id, registration_id)
    if not given:
        raise ValidationError(f"{name} has no penalty in {require_event(session, event_id).name}")
    listing = "; ".join(_in_words(n, p) for n, p in enumerate(given, start=1))
    if number is None:
        if len(given) == 1:
            return given[0].id or 0
        raise ValidationError(f"{name} has {len(given)} penalties: give the number of one ({listing})")
    if not 1 <= number <= len(given):
        raise ValidationError(f"{name} has no penalty {number} ({listing})")
    return given[number - 1].id or 0
