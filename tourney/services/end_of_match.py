"""The end-of-match procedure for one match: what happens next, and recording the result.

The judge at the table enters who went first, whose turn it is and the
points; `tourney.policy.end_of_match` says what happens next. Where the
procedure stands comes from the match, not from the judge: time is called
for a table when the round's time is called plus the table's extra time,
and a drawn elimination game already recorded means the extra game is on
(`match_procedure`). When the procedure finishes (or a drawn elimination
game must be replayed) the games are recorded and the match result follows
from them. Every message names the players and the table.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from sqlmodel import Session, select

from tourney.db.database import session_now
from tourney.db.models import Game, Match, Round
from tourney.errors import ValidationError
from tourney.policy import end_of_match as policy
from tourney.policy.clock import format_seconds
from tourney.policy.penalty_effects import Side, games_won
from tourney.services import audit
from tourney.services.clock import (
    match_time_called,
    match_time_called_at,
    round_clock,
    seconds_since_time_called,
)
from tourney.services.concurrency import lock_event, lock_event_of
from tourney.services.events import require_event
from tourney.services.penalties import require_head_judge
from tourney.services.places import match_place
from tourney.services.recorded_result import already_has_result, result_phrase
from tourney.services.results import game_summaries, recompute_match_from_games, registration_of
from tourney.services.rounds import require_match, require_round
from tourney.services.standings import player_names

CAP_SETTING = "end_of_match_cap_seconds"


@dataclass(frozen=True, slots=True)
class EndOfMatchOutcome:
    match_id: int
    step: policy.Step
    situation: policy.Situation
    recorded_games: tuple[int, ...] = ()
    match_result: str | None = None
    result_words: str = ""
    """The recorded result in words ("Anna Apple won 2-1"), once there is one."""
    next_stage: policy.Stage | None = None
    next_turn: Side | None = None
    """Where the procedure goes once the players did the step (None when it is over)."""


@dataclass(frozen=True, slots=True)
class MatchProcedure:
    """One match as the end-of-match assistant shows it: who plays, and where the clock is."""

    match_id: int
    round_id: int
    event_id: int
    round_number: int
    table_number: int | None
    place: str
    """'table 7 of round 3'."""
    names: tuple[str, str]
    """Player A's and player B's names."""
    elimination: bool
    timed: bool
    time_called: bool
    """Time is called for this table: the round's call plus the table's extra time has passed."""
    seconds_to_call: int | None
    """Until time is called for this table, once the round's time is called (its extra time)."""
    round_remaining_seconds: int | None
    """Left on the round clock before the round's time is called (None: not running or untimed)."""
    extension_seconds: int
    elapsed_seconds: int
    """Since time was called for this table (the 5-minute limit counts from then)."""
    cap_seconds: int | None
    stage: policy.Stage
    """Where the procedure starts: the turn in progress, or the extra game after a drawn one."""
    games_won: tuple[int, int]
    result_words: str
    """The result already recorded, in words ('' while there is none)."""

    @property
    def can_start(self) -> bool:
        return self.time_called and not self.result_words


def match_at_table(session: Session, round_id: int, table: int) -> int:
    """The match played at a table of a round (the assistant is opened for a table)."""
    round_ = require_round(session, round_id)
    for match in session.exec(select(Match).where(Match.round_id == round_id)):
        if match.table_number == table and not match.is_bye:
            return match.id or 0
    raise ValidationError(f"there is no table {table} in round {round_.number}")


def match_procedure(session: Session, match_id: int, *, now: datetime | None = None) -> MatchProcedure:
    """The match's players and where its end-of-match procedure stands, from the clock and its games."""
    match, round_ = require_match(session, match_id)
    place = match_place(session, match, round_)
    if match.is_bye:
        raise ValidationError(f"{place} is a bye: there is no end-of-match procedure")
    now = now or session_now(session)
    names = _names(session, match, round_)
    games = game_summaries(session, match)
    elimination = round_.kind == "elimination"
    drawn_last = bool(games) and games[-1].is_draw
    called_at = match_time_called_at(session, match)
    clock = round_clock(round_)
    running = clock.started_at is not None and clock.time_called_at is None
    return MatchProcedure(
        match_id=match_id, round_id=round_.id or 0, event_id=round_.event_id, round_number=round_.number,
        table_number=match.table_number, place=place,
        names=names, elimination=elimination, timed=round_.time_limit_seconds is not None,
        time_called=called_at is not None and now >= called_at,
        seconds_to_call=None if called_at is None else max(0, int((called_at - now).total_seconds())),
        round_remaining_seconds=clock.remaining_seconds(now) if running else None,
        extension_seconds=match.time_extension_seconds,
        elapsed_seconds=seconds_since_time_called(session, match, now=now),
        cap_seconds=end_of_match_cap(session, round_.event_id),
        stage=policy.Stage.EXTRA_GAME if elimination and drawn_last else policy.Stage.CURRENT_TURN,
        games_won=(games_won(games, "a"), games_won(games, "b")),
        result_words="" if match.result is None else result_phrase(session, match, round_),
    )


def _names(session: Session, match: Match, round_: Round) -> tuple[str, str]:
    ids = [p for p in (match.player_a_id, match.player_b_id) if p is not None]
    found = player_names(session, round_.event_id, ids)
    a = found.get(match.player_a_id, ("player A", None))[0]
    b = found.get(match.player_b_id, ("player B", None))[0] if match.player_b_id else "player B"
    return a, b


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
    place = match_place(session, match, round_)
    if match.is_bye:
        raise ValidationError(f"{place} is a bye: there is no end-of-match procedure")
    if match.result is not None:
        raise ValidationError(already_has_result(session, match, round_, advice=""))
    now = now or session_now(session)
    if not match_time_called(session, match, now=now):
        raise ValidationError(
            f"time has not been called at {place}: the end-of-match procedure starts when it is"
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
            f"{place}: the drawn game is recorded; the extra game decides the match"
        )
    situation = policy.Situation(
        names=_names(session, match, round_),
        first_player=first_player, turn_player=turn_player, points_a=points_a, points_b=points_b,
        stage=stage_value, elimination=round_.kind == "elimination",
        cap_seconds=end_of_match_cap(session, round_.event_id),
        elapsed_seconds=seconds_since_time_called(session, match, now=now),
        game_winner=game_winner,
        games_won_a=games_won(games, "a"), games_won_b=games_won(games, "b"),
    )
    step = policy.next_step(situation)
    following = (
        None if step.finished else policy.advance(situation, points_a=points_a, points_b=points_b)
    )
    next_stage = following.stage if following is not None else None
    next_turn = following.turn_player if following is not None else None
    if not record or step.game_result is None:
        return EndOfMatchOutcome(match_id, step, situation, next_stage=next_stage, next_turn=next_turn)
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
    words = "" if match.result is None else result_phrase(session, match, round_)
    return EndOfMatchOutcome(match_id, step, situation, recorded_games=(number,),
                             match_result=match.result, result_words=words,
                             next_stage=next_stage, next_turn=next_turn)


def clock_words(procedure: MatchProcedure, seconds_later: int = 0) -> str:
    """Where the clock stands for this table, `seconds_later` than it was read (the window ticks)."""
    if procedure.result_words:
        return f"The match is over: {procedure.result_words}."
    extra = (
        f" (this table has {format_seconds(procedure.extension_seconds)} extra time)"
        if procedure.extension_seconds else ""
    )
    if procedure.seconds_to_call is None:
        if not procedure.timed:
            return "This round is untimed: there is no end-of-match procedure."
        left = procedure.round_remaining_seconds
        running = (
            f" ({format_seconds(max(0, left - seconds_later))} left on the round clock)"
            if left is not None else ""
        )
        return (
            f"Time has not been called for round {procedure.round_number} yet{running}{extra}; "
            "the procedure starts when it is."
        )
    to_call = procedure.seconds_to_call - seconds_later
    if to_call > 0:
        return (
            f"Time is called for round {procedure.round_number}, but this table plays "
            f"{format_seconds(to_call)} more{extra}; the procedure starts then."
        )
    # Read before the call: time has run on since the countdown reached zero.
    since = seconds_later - procedure.seconds_to_call + procedure.elapsed_seconds
    text = f"Time was called at this table {format_seconds(max(0, since))} ago{extra}."
    if procedure.cap_seconds is not None:
        left = procedure.cap_seconds - since
        text += (
            f" The head judge's {procedure.cap_seconds // 60}-minute limit ends in {format_seconds(left)}."
            if left > 0 else
            f" The head judge's {procedure.cap_seconds // 60}-minute limit is reached: points decide."
        )
    return text
