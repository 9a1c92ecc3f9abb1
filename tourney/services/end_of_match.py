"""The end-of-match procedure for one match: what happens next, and recording the result.

The judge at the table enters who went first, whose turn it is, which part
of the procedure they are in and the points; `tourney.policy.end_of_match`
says what happens next. When the procedure finishes (or a drawn elimination
game must be replayed) the games are recorded and the match result follows
from them.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from sqlmodel import Session

from tourney.db.database import session_now
from tourney.db.models import Game
from tourney.errors import ValidationError
from tourney.policy import end_of_match as policy
from tourney.policy.penalty_effects import Side, games_won
from tourney.services import audit
from tourney.services.clock import match_time_called, seconds_since_time_called
from tourney.services.concurrency import lock_event, lock_event_of
from tourney.services.events import require_event
from tourney.services.penalties import (
    game_summaries,
    registration_of,
    require_head_judge,
)
from tourney.services.recorded_result import already_has_result
from tourney.services.results import recompute_match_from_games
from tourney.services.rounds import require_match

CAP_SETTING = "end_of_match_cap_seconds"


@dataclass(frozen=True, slots=True)
class EndOfMatchOutcome:
    match_id: int
    step: policy.Step
    situation: policy.Situation
    recorded_games: tuple[int, ...] = ()
    match_result: str | None = None


def end_of_match_cap(session: Session, event_id: int) -> int | None:
    value = require_event(session, event_id).settings.get(CAP_SETTING)
    return int(value) if value else None


def set_end_of_match_cap(session: Session, event_id: int, *, enabled: bool, by_person_id: int,
                         actor: str | None = None) -> int | None:
    """Turn the 5-minute limit on the procedure on or off ('at the discretion of the head judge')."""
    lock_event(session, event_id)
    event = require_event(session, event_id)
    require_head_judge(session, event_id, by_person_id, doing="limit the end-of-match procedure")
    before = {CAP_SETTING: event.settings.get(CAP_SETTING)}
    value = policy.END_OF_MATCH_CAP_SECONDS if enabled else None
    event.settings[CAP_SETTING] = value
    session.add(event)
    audit.record(session, actor=actor, action="event.end_of_match_cap", entity="event",
                 entity_id=event_id, event_id=event_id, before=before, after={CAP_SETTING: value})
    return value


def run_end_of_match(
    session: Session,
    match_id: int,
    *,
    first_player: Side,
    turn_player: Side,
    points_a: int,
    points_b: int,
    stage: str = policy.Stage.CURRENT_TURN.value,
    game_winner: Side | None = None,
    record: bool = False,
    now: datetime | None = None,
    actor: str | None = None,
) -> EndOfMatchOutcome:
    """Say what happens next for this match; with `record`, write the result once it is known."""
    if record:
        lock_event_of(session, match_id=match_id)
    match, round_ = require_match(session, match_id)
    if match.is_bye:
        raise ValidationError(f"match {match_id} is a bye: there is no end-of-match procedure")
    if match.result is not None:
        raise ValidationError(already_has_result(session, match, round_, advice=""))
    now = now or session_now(session)
    if not match_time_called(session, match, now=now):
        raise ValidationError(
            f"time has not been called for match {match_id}: the end-of-match procedure starts when it is"
        )
    try:
        stage_value = policy.Stage(stage)
    except ValueError:
        choices = ", ".join(s.value for s in policy.Stage)
        raise ValidationError(f"stage must be one of {choices}, not {stage!r}") from None
    games = game_summaries(session, match)
    if (
        stage_value is not policy.Stage.EXTRA_GAME
        and round_.kind == "elimination"
        and games
        and games[-1].is_draw
    ):
        raise ValidationError(
            f"match {match_id}: the drawn game is recorded; the extra game decides it (--stage extra_game)"
        )
    situation = policy.Situation(
        first_player=first_player, turn_player=turn_player, points_a=points_a, points_b=points_b,
        stage=stage_value, elimination=round_.kind == "elimination",
        cap_seconds=end_of_match_cap(session, round_.event_id),
        elapsed_seconds=seconds_since_time_called(session, match, now=now),
        game_winner=game_winner,
        games_won_a=games_won(games, "a"), games_won_b=games_won(games, "b"),
    )
    step = policy.next_step(situation)
    if not record or step.game_result is None:
        return EndOfMatchOutcome(match_id, step, situation)
    number = len(games) + 1
    replay = stage_value is policy.Stage.EXTRA_GAME
    result = step.game_result
    game = Game(
        match_id=match_id, number=number,
        winner_id=None if result == "draw" else registration_of(match, result),
        is_draw=result == "draw", points_a=points_a, points_b=points_b,
        ended_by="replay" if replay else ("normal" if game_winner else "time"),
    )
    session.add(game)
    session.flush()
    before = audit.snapshot(match)
    recompute_match_from_games(session, match, source="end_of_match")
    session.add(match)
    audit.record(session, actor=actor, action="match.end_of_match", entity="match", entity_id=match_id,
                 event_id=round_.event_id, before=before,
                 after={**audit.snapshot(match), "game": number, "step": step.message})
    return EndOfMatchOutcome(match_id, step, situation, recorded_games=(number,),
                             match_result=match.result)
