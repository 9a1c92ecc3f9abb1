"""The round clock: start, pause, resume, extend a match, call time, and a view for screens.

Times are stored on the Round (and extensions on the Match); every figure
shown is computed by `tourney.policy.clock` from them and a `now`, so the GUI,
a projector window and the CLI agree and tests control time.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from sqlmodel import Session, col, select

from engine.core.plural import how_many
from tourney.db.database import session_now
from tourney.db.models import Event, Match, Round
from tourney.errors import ValidationError
from tourney.policy import clock as policy
from tourney.policy.tiers import tier_rules
from tourney.services import audit, round_titles
from tourney.services.concurrency import lock_event_of
from tourney.services.display_names import event_names
from tourney.services.penalties import apply_pending_game_losses
from tourney.services.places import match_place
from tourney.services.rounds import require_match, require_round

CLOCK_FIELDS = ("time_limit_seconds", "clock_started_at", "clock_paused_at",
                "clock_paused_seconds", "time_called_at")


@dataclass(frozen=True, slots=True)
class MatchClockRow:
    match_id: int
    table_number: int | None
    players: str
    extension_seconds: int
    remaining_seconds: int | None
    time_up: bool
    finished: bool


@dataclass(frozen=True, slots=True)
class RoundClockView:
    """Everything a clock display needs, computed at `now`."""

    round_id: int
    round_number: int
    state: str
    """'not started', 'running', 'paused', 'time called' or 'untimed'."""
    time_limit_seconds: int | None
    elapsed_seconds: int
    remaining_seconds: int | None
    ends_at: datetime | None
    time_called_at: datetime | None
    now: datetime
    matches: tuple[MatchClockRow, ...]
    expected_seconds: int | None = None
    """Untimed rounds with an expected length (Tier 3 elimination: about two hours)."""
    round_name: str = ""
    """An elimination round as the bracket names it ("Quarterfinals"); "" for a Swiss round."""

    @property
    def heading(self) -> str:
        """The round as the clock heads it: "Round 3", "Quarterfinals (round 4)"."""
        return round_titles.round_heading(self.round_number, self.round_name)

    @property
    def remaining_label(self) -> str:
        if self.time_called_at is not None:
            return f"time called at {self.time_called_at:%H:%M:%S} UTC"
        if self.remaining_seconds is None:
            played = f"untimed, {policy.format_seconds(self.elapsed_seconds)} played"
            if self.expected_seconds:
                played += f" (expected within {policy.format_seconds(self.expected_seconds)})"
            return played
        return policy.format_seconds(self.remaining_seconds)


def _clock(round_: Round) -> policy.RoundClock:
    return policy.RoundClock(
        time_limit_seconds=round_.time_limit_seconds,
        started_at=round_.clock_started_at,
        paused_at=round_.clock_paused_at,
        paused_seconds=round_.clock_paused_seconds,
        time_called_at=round_.time_called_at,
    )


def _store(session: Session, round_: Round, clock: policy.RoundClock, *, action: str,
           actor: str | None) -> None:
    before = audit.snapshot(round_, fields=CLOCK_FIELDS)
    round_.clock_started_at = clock.started_at
    round_.clock_paused_at = clock.paused_at
    round_.clock_paused_seconds = clock.paused_seconds
    round_.time_called_at = clock.time_called_at
    session.add(round_)
    audit.record(session, actor=actor, action=action, entity="round", entity_id=round_.id,
                 event_id=round_.event_id, before=before,
                 after=audit.snapshot(round_, fields=CLOCK_FIELDS))


def start_clock(session: Session, round_id: int, *, now: datetime | None = None,
                actor: str | None = None) -> RoundClockView:
    """Start round time; pending Game Losses (issued between matches) apply to this round's games."""
    lock_event_of(session, round_id=round_id)
    round_ = require_round(session, round_id)
    if round_.state == "draft":
        raise ValidationError(f"round {round_.number} is a draft: publish the pairings before starting the clock")
    now = now or session_now(session)
    _store(session, round_, policy.start(_clock(round_), now), action="clock.start", actor=actor)
    # The round's games begin: Game Losses issued between matches land on them now.
    apply_pending_game_losses(session, round_.event_id, actor=actor)
    return clock_view(session, round_id, now=now)


def pause_clock(session: Session, round_id: int, *, now: datetime | None = None,
                actor: str | None = None) -> RoundClockView:
    lock_event_of(session, round_id=round_id)
    round_ = require_round(session, round_id)
    now = now or session_now(session)
    _store(session, round_, policy.pause(_clock(round_), now), action="clock.pause", actor=actor)
    return clock_view(session, round_id, now=now)


def resume_clock(session: Session, round_id: int, *, now: datetime | None = None,
                 actor: str | None = None) -> RoundClockView:
    lock_event_of(session, round_id=round_id)
    round_ = require_round(session, round_id)
    now = now or session_now(session)
    _store(session, round_, policy.resume(_clock(round_), now), action="clock.resume", actor=actor)
    return clock_view(session, round_id, now=now)


def call_time(session: Session, round_id: int, *, early: bool = False, now: datetime | None = None,
              actor: str | None = None) -> RoundClockView:
    """Record that time was called; matches with an extension keep playing until theirs runs out."""
    lock_event_of(session, round_id=round_id)
    round_ = require_round(session, round_id)
    now = now or session_now(session)
    _store(session, round_, policy.call_time(_clock(round_), now, early=early),
           action="clock.call_time", actor=actor)
    return clock_view(session, round_id, now=now)


def extend_match(session: Session, match_id: int, seconds: int, *, reason: str,
                 actor: str | None = None) -> int:
    """Give one match extra time (a judge call, a deck check); returns its total extension."""
    lock_event_of(session, match_id=match_id)
    match, round_ = require_match(session, match_id)
    if match.is_bye:
        raise ValidationError(f"{match_place(session, match, round_)} is a bye: it has no clock to extend")
    if round_.time_limit_seconds is None:
        raise ValidationError(f"round {round_.number} is untimed: there is no time to extend")
    if seconds == 0 or match.time_extension_seconds + seconds < 0:
        raise ValidationError("an extension must change the time and cannot make it negative")
    if not reason.strip():
        raise ValidationError("say why the match gets extra time")
    before = {"time_extension_seconds": match.time_extension_seconds}
    match.time_extension_seconds += seconds
    session.add(match)
    audit.record(session, actor=actor, action="match.extend", entity="match", entity_id=match.id,
                 event_id=round_.event_id, before=before,
                 after={"time_extension_seconds": match.time_extension_seconds, "reason": reason.strip()})
    return match.time_extension_seconds


def round_clock(round_: Round) -> policy.RoundClock:
    """The round's clock as `tourney.policy.clock` reads it."""
    return _clock(round_)


def match_time_called_at(session: Session, match: Match) -> datetime | None:
    """When time is (or will be) called for this match; None while the round's time is not called."""
    round_ = session.get(Round, match.round_id)
    assert round_ is not None
    return _clock(round_).match_time_called_at(extension_seconds=match.time_extension_seconds)


def match_time_called(session: Session, match: Match, *, now: datetime) -> bool:
    """Whether time has been called for this match (the round's call plus its extension)."""
    round_ = session.get(Round, match.round_id)
    assert round_ is not None
    called = _clock(round_).match_time_called_at(extension_seconds=match.time_extension_seconds)
    return called is not None and now >= called


def seconds_since_time_called(session: Session, match: Match, *, now: datetime) -> int:
    """How long the end-of-match procedure has run for this match (0 before time is called)."""
    round_ = session.get(Round, match.round_id)
    assert round_ is not None
    called = _clock(round_).match_time_called_at(extension_seconds=match.time_extension_seconds)
    if called is None:
        return 0
    return max(0, int((now - called).total_seconds()))


def expected_round_seconds(session: Session, round_: Round) -> int | None:
    """How long an untimed round is expected to take (Tier 3 elimination: two hours), else None."""
    event = session.get(Event, round_.event_id)
    if event is None or round_.kind != "elimination":
        return None
    return tier_rules(event.tier).elimination_expected_seconds


def untimed_words(expected: int | None) -> str:
    """What players read where an untimed round's clock would be.

    Without it a phone showed nothing at all in a Tier 3 elimination round, and a
    player could not tell an untimed round from a clock that had not loaded.
    """
    words = "untimed round: play until a player wins the match"
    if not expected:
        return words
    hours, rest = divmod(expected, 3600)
    length = how_many(hours, "hour") if rest == 0 else how_many(expected // 60, "minute")
    return f"{words} (expected within {length})"


def _round_remaining(clock: policy.RoundClock, now: datetime) -> int | None:
    """Seconds left; once time is called, zero or less (how long ago it was called)."""
    called = clock.match_time_called_at()
    if called is not None:
        return min(0, int((called - now).total_seconds()))
    return clock.remaining_seconds(now)


def clock_view(session: Session, round_id: int, *, now: datetime | None = None) -> RoundClockView:
    """The clock and every table's time; names come in one query, as the window re-reads this often."""
    round_ = require_round(session, round_id)
    now = now or session_now(session)
    clock = _clock(round_)
    state = clock.state
    matches = session.exec(
        select(Match).where(Match.round_id == round_id).order_by(col(Match.table_number), col(Match.id))
    ).all()
    names = event_names(session, round_.event_id).labels()

    def name_of(registration_id: int | None) -> str:
        if registration_id is None:
            return "—"
        return names.get(registration_id, "a removed player")

    rows = []
    for m in matches:
        if m.is_bye:
            continue
        remaining = clock.remaining_seconds(now, extension_seconds=m.time_extension_seconds)
        called_at = clock.match_time_called_at(extension_seconds=m.time_extension_seconds)
        if called_at is not None:
            remaining = int((called_at - now).total_seconds())
        rows.append(MatchClockRow(
            match_id=m.id or 0, table_number=m.table_number,
            players=f"{name_of(m.player_a_id)} – {name_of(m.player_b_id)}",
            extension_seconds=m.time_extension_seconds, remaining_seconds=remaining,
            time_up=clock.started_at is not None and remaining is not None and remaining <= 0,
            finished=m.result is not None,
        ))
    return RoundClockView(
        round_id=round_id, round_number=round_.number, state=state,
        time_limit_seconds=clock.time_limit_seconds, elapsed_seconds=clock.elapsed_seconds(now),
        remaining_seconds=_round_remaining(clock, now), ends_at=clock.ends_at(),
        time_called_at=clock.time_called_at, now=now, matches=tuple(rows),
        expected_seconds=expected_round_seconds(session, round_) if clock.time_limit_seconds is None else None,
        round_name=round_titles.round_name(session, round_),
    )
