"""The round clock as arithmetic over stored times and an injected `now`.

A Round row stores when its clock started, when it was paused (if it is),
how many seconds it has spent paused, and when time was called. Everything a
clock display shows (elapsed, remaining, per-match remaining with a deck-check
extension, whether time is up) is computed here from those values, so the
GUI, a projector view and the CLI agree to the second and tests never sleep.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime, timedelta

from tourney.errors import ValidationError


class ClockRefused(ValidationError):
    """A clock action that makes no sense in the clock's present state."""


@dataclass(frozen=True, slots=True)
class RoundClock:
    time_limit_seconds: int | None
    """None = untimed (Tier 3 elimination rounds)."""
    started_at: datetime | None = None
    paused_at: datetime | None = None
    paused_seconds: int = 0
    time_called_at: datetime | None = None

    @property
    def state(self) -> str:
        """Where the clock stands, in the words the window and the players' pages show."""
        if self.time_limit_seconds is None:
            return "untimed" if self.started_at else "not started"
        if self.time_called_at is not None:
            return "time called"
        if self.paused_at is not None:
            return "paused"
        return "running" if self.started_at is not None else "not started"

    @property
    def running(self) -> bool:
        return self.started_at is not None and self.paused_at is None and self.time_called_at is None

    def elapsed_seconds(self, now: datetime) -> int:
        """Round time used so far, not counting pauses."""
        if self.started_at is None:
            return 0
        until = self.paused_at or now
        seconds = (until - self.started_at).total_seconds() - self.paused_seconds
        return max(0, int(seconds))

    def remaining_seconds(self, now: datetime, *, extension_seconds: int = 0) -> int | None:
        """Seconds left for a match with this extension; negative once over; None if untimed."""
        if self.time_limit_seconds is None:
            return None
        return self.time_limit_seconds + extension_seconds - self.elapsed_seconds(now)

    def time_is_up(self, now: datetime, *, extension_seconds: int = 0) -> bool:
        remaining = self.remaining_seconds(now, extension_seconds=extension_seconds)
        return remaining is not None and remaining <= 0

    def match_time_called_at(self, *, extension_seconds: int = 0) -> datetime | None:
        """When time is called for a match: the round's call plus the match's extension.

        A match given extra time (a deck check, a judge call) keeps playing
        that long after the round's time is called.
        """
        if self.time_called_at is None:
            return None
        return self.time_called_at + timedelta(seconds=extension_seconds)

    def ends_at(self, *, extension_seconds: int = 0) -> datetime | None:
        """When time runs out if nobody pauses; None while stopped, paused or untimed."""
        if self.time_limit_seconds is None or self.started_at is None or self.paused_at is not None:
            return None
        return self.started_at + timedelta(
            seconds=self.time_limit_seconds + extension_seconds + self.paused_seconds
        )


def start(clock: RoundClock, now: datetime) -> RoundClock:
    if clock.started_at is not None:
        raise ClockRefused("the round clock is already started")
    return replace(clock, started_at=now)


def pause(clock: RoundClock, now: datetime) -> RoundClock:
    if clock.started_at is None:
        raise ClockRefused("the round clock has not started")
    if clock.time_called_at is not None:
        raise ClockRefused("time has already been called for this round")
    if clock.paused_at is not None:
        raise ClockRefused("the round clock is already paused")
    return replace(clock, paused_at=now)


def resume(clock: RoundClock, now: datetime) -> RoundClock:
    if clock.paused_at is None:
        raise ClockRefused("the round clock is not paused")
    paused_for = max(0, int((now - clock.paused_at).total_seconds()))
    return replace(clock, paused_at=None, paused_seconds=clock.paused_seconds + paused_for)


def call_time(clock: RoundClock, now: datetime, *, early: bool = False) -> RoundClock:
    """Record that time was called; refused before the limit unless the judge says `early`."""
    if clock.time_limit_seconds is None:
        raise ClockRefused(
            "this round is untimed (Tier 3 elimination): time is never called"
        )
    if clock.started_at is None:
        raise ClockRefused("the round clock has not started")
    if clock.time_called_at is not None:
        raise ClockRefused("time has already been called for this round")
    if not early and not clock.time_is_up(now):
        left = clock.remaining_seconds(now) or 0
        raise ClockRefused(
            f"{format_seconds(left)} remain on the round clock; call time early only on purpose"
        )
    if clock.paused_at is not None:
        clock = resume(clock, now)
    return replace(clock, time_called_at=now)


def format_seconds(seconds: int) -> str:
    """'12:05', or '-0:30' when over time; hours shown for long untimed rounds."""
    sign = "-" if seconds < 0 else ""
    seconds = abs(seconds)
    hours, rest = divmod(seconds, 3600)
    minutes, secs = divmod(rest, 60)
    if hours:
        return f"{sign}{hours}:{minutes:02d}:{secs:02d}"
    return f"{sign}{minutes}:{secs:02d}"
