"""Concessions, drops and prize splits ('Conceding and Dropping').

A concession is recorded as such (result source 'concession', who conceded,
games ended by concession). A drop takes effect before or after the current
round as the floor rules say; a drop from an already-paired round concedes
that match. `drop` is the only way a player is dropped: the window, the CLI
and a Disqualification all call it, so they cannot disagree about what a
drop does. A prize split between the finalists is recorded with the head
judge who witnessed it; conceding for prizes is refused.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from sqlmodel import Session, col, select

from tourney.db.database import session_now
from tourney.db.models import Match, Penalty, Person, Round
from tourney.errors import ValidationError
from tourney.policy.conceding import DropPlan, plan_drop
from tourney.policy.prize_split import PrizeSplit, PrizeSplitRefused, check_prize_split
from tourney.services import audit
from tourney.services.concurrency import lock_event, lock_event_of
from tourney.services.display_names import player_label
from tourney.services.events import require_event
from tourney.services.matches import (
    mark_drafts_after_drop,
    match_of_player,
    require_match,
    require_registration,
)
from tourney.services.places import match_place
from tourney.services.recorded_result import already_has_result
from tourney.services.results import (
    ResultOutcome,
    forfeit_games,
    recompute_match_from_games,
    result_row,
    side_of,
    update_round_state,
)
from tourney.services.staff import require_head_judge

PRIZE_SPLIT_SETTING = "prize_split"


def concede(
    session: Session,
    match_id: int,
    registration_id: int,
    *,
    for_prizes: bool = False,
    source: str = "concession",
    actor: str | None = None,
) -> Match:
    """The player concedes the match: the opponent gets the games the match still needs.

    'Once a judge records the match outcome, that outcome is final', so a
    match with a result cannot be conceded; 'may not concede for prizes'.
    """
    lock_event_of(session, match_id=match_id)
    if for_prizes:
        raise PrizeSplitRefused("players may not concede for prizes (Conceding and Dropping)")
    match, round_ = require_match(session, match_id)
    if match.is_bye:
        raise ValidationError(f"{match_place(session, match, round_)} is a bye: there is nobody to concede to")
    side_of(match, registration_id)
    if match.result is not None:
        raise ValidationError(
            already_has_result(session, match, round_, advice="a recorded outcome is final")
        )
    before = audit.snapshot(match)
    forfeit_games(session, match, round_, registration_id, ended_by="concession")
    recompute_match_from_games(session, match, source=source)
    match.conceded_by = registration_id
    session.add(match)
    audit.record(session, actor=actor, action=f"match.{source}", entity="match", entity_id=match_id,
                 event_id=round_.event_id, before=before, after=audit.snapshot(match))
    return match


def concede_match(
    session: Session,
    match_id: int,
    registration_id: int,
    *,
    actor: str | None = None,
    source: str = "concession",
) -> ResultOutcome:
    """A player concedes (or drops from) a paired match: the opponent wins it."""
    lock_event_of(session, match_id=match_id)
    concede(session, match_id, registration_id, source=source, actor=actor)
    match, round_ = require_match(session, match_id)
    update_round_state(session, round_)
    return ResultOutcome(result_row(session, match, round_), (), round_.state == "complete")


def _drop_plan(
    session: Session, event_id: int, registration_id: int
) -> tuple[Round | None, Match | None, DropPlan]:
    """The latest round, the player's match in it and where a drop now lands (`plan_drop`)."""
    latest = session.exec(
        select(Round).where(Round.event_id == event_id).order_by(col(Round.number).desc())
    ).first()
    match = match_of_player(session, latest, registration_id) if latest is not None else None
    open_match = match is not None and not match.is_bye and match.result is None
    plan = plan_drop(
        latest_round=latest.number if latest else None,
        latest_round_state=latest.state if latest else None,
        has_open_match=open_match,
    )
    return latest, match, plan


@dataclass(frozen=True, slots=True)
class DropConcedes:
    """The open match a drop would concede: asked about before the drop, in names."""

    registration_id: int
    player_name: str
    round_number: int
    table_number: int | None
    opponent_id: int
    opponent_name: str
    match_id: int = 0

    def sentence(self, whose: str = "Their") -> str:
        """"Their match at table 4 is conceded to Rarity Belle." """
        where = (f"at table {self.table_number}" if self.table_number is not None
                 else f"of round {self.round_number}")
        return f"{whose} match {where} is conceded to {self.opponent_name}."


def match_a_drop_concedes(
    session: Session, event_id: int, registration_id: int
) -> DropConcedes | None:
    """The match `drop` would concede for this player now (None when it concedes none).

    Read the way `drop` decides it, so the question asked before a drop names
    the match the drop then concedes.
    """
    require_registration(session, event_id, registration_id)
    latest, match, plan = _drop_plan(session, event_id, registration_id)
    if not plan.concede_match or match is None or latest is None:
        return None
    opponent = match.player_b_id if match.player_a_id == registration_id else match.player_a_id
    if opponent is None:
        return None
    return DropConcedes(
        registration_id, player_label(session, registration_id), latest.number,
        match.table_number, opponent, player_label(session, opponent), match.id or 0,
    )


def not_conceded(session: Session, asked: DropConcedes, outcome: DropOutcome) -> str | None:
    """What to tell the station that was asked "Their match at table 4 is conceded to …" and
    dropped, when the drop did not concede it after all: another station entered the match's
    result in between (that result stands, named with who entered it). None when it was
    conceded as asked."""
    if outcome.conceded_match_id is not None:
        return None
    found = session.get(Match, asked.match_id)
    round_ = session.get(Round, found.round_id) if found is not None else None
    dropped = (f"{outcome.player_name} is dropped after round {outcome.dropped_after_round}, "
               f"but their match was not conceded to {asked.opponent_name}")
    if found is None or round_ is None or found.result is None:
        return f"{dropped}."
    return f"{dropped}: {already_has_result(session, found, round_, advice='that result stands')}."


@dataclass(frozen=True, slots=True)
class DropOutcome:
    """What a drop did: when the player leaves, and the match it conceded (if any)."""

    registration_id: int
    player_name: str
    dropped_after_round: int
    conceded_match_id: int | None
    note: str


def drop(
    session: Session,
    event_id: int,
    registration_id: int,
    *,
    after_round: int | None = None,
    penalty: Penalty | None = None,
    actor: str | None = None,
) -> DropOutcome:
    """The one way a player leaves an event: the window, the CLI and a Disqualification all come here.

    Where the drop lands follows the floor rules (`plan_drop`): before the
    next round is paired, or in a round already paired, conceding its open
    match ("considered to have conceded that round"), so the next round can
    be paired without anyone typing a result. `after_round` is a correction
    of the record (when an earlier drop happened): it sets the round and
    concedes nothing. A Disqualification (`penalty`) forfeits
    the open match as that penalty's games, so withdrawing the penalty takes
    them back, records its effects in the penalty's own audit entry, and
    leaves an earlier drop as it was.
    """
    lock_event(session, event_id)
    require_event(session, event_id)
    registration = require_registration(session, event_id, registration_id)
    name = player_label(session, registration_id)
    if registration.dropped_after_round is not None and penalty is None:
        raise ValidationError(f"{name} is already dropped (after round {registration.dropped_after_round})")
    if after_round is not None and after_round < 0:
        raise ValidationError("drop after round: must be a round number of at least 0")
    latest, match, plan = _drop_plan(session, event_id, registration_id)
    conceded: int | None = None
    if after_round is None and plan.concede_match and match is not None and latest is not None:
        if penalty is None:
            concede(session, match.id or 0, registration_id, source="drop", actor=actor)
        else:
            forfeit_games(session, match, latest, registration_id, ended_by="penalty",
                           penalty_id=penalty.id)
            recompute_match_from_games(session, match, source="penalty")
        conceded = match.id
    dropped_after = plan.dropped_after_round if after_round is None else after_round
    note = plan.note
    if after_round is not None:
        note = "dropped before round 1" if after_round == 0 else f"dropped after round {after_round}"
    if registration.dropped_after_round is None:
        registration.dropped_after_round = dropped_after
        session.add(registration)
        if penalty is None:
            person = session.get(Person, registration.person_id)
            recorded = person.name if person is not None else name
            audit.record(session, actor=actor, action="player.drop", entity="registration",
                         entity_id=registration_id, event_id=event_id,
                         before={"name": recorded, "dropped_after_round": None},
                         after={"name": recorded, "dropped_after_round": dropped_after})
        mark_drafts_after_drop(session, event_id, registration_id, name, dropped_after)
    return DropOutcome(registration_id, name, registration.dropped_after_round or 0, conceded, note)


def finalists(session: Session, event_id: int) -> tuple[int, int] | None:
    """The two players of the final: the last elimination round, when it has a single match."""
    last = session.exec(
        select(Round).where(Round.event_id == event_id, Round.kind == "elimination")
        .order_by(col(Round.number).desc())
    ).first()
    if last is None:
        return None
    matches = [m for m in session.exec(select(Match).where(Match.round_id == last.id)) if not m.is_bye]
    if len(matches) != 1 or matches[0].player_b_id is None:
        return None
    return matches[0].player_a_id, matches[0].player_b_id


def record_prize_split(
    session: Session,
    event_id: int,
    *,
    registration_ids: tuple[int, int],
    terms: str,
    head_judge_person_id: int,
    places: tuple[int, ...] = (1, 2),
    includes_concession: bool = False,
    adds_outside_items: bool = False,
    actor: str | None = None,
) -> dict[str, Any]:
    """Record a prize-split agreement made in front of the head judge."""
    lock_event(session, event_id)
    event = require_event(session, event_id)
    judge = require_head_judge(session, event_id, head_judge_person_id, doing="witness a prize split")
    final = finalists(session, event_id)
    if final is None:
        raise PrizeSplitRefused(
            "a prize split is agreed between the two finalists: the event has no final match yet"
        )
    split = PrizeSplit(players=registration_ids, places=places, terms=terms, head_judge_present=True,
                       includes_concession=includes_concession, adds_outside_items=adds_outside_items)
    check_prize_split(split, final)
    record = {
        "players": [{"registration_id": r, "name": player_label(session, r)} for r in registration_ids],
        "places": list(places),
        "terms": terms.strip(),
        "head_judge_person_id": head_judge_person_id,
        "head_judge": judge.name,
        "recorded_at": session_now(session).isoformat(),
    }
    before = {PRIZE_SPLIT_SETTING: event.settings.get(PRIZE_SPLIT_SETTING)}
    event.settings[PRIZE_SPLIT_SETTING] = record
    session.add(event)
    audit.record(session, actor=actor, action="event.prize_split", entity="event", entity_id=event_id,
                 event_id=event_id, before=before, after={PRIZE_SPLIT_SETTING: record})
    return record
