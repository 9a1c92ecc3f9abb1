"""Round clock arithmetic with an injected time."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from tourney.policy import clock
from tourney.policy.clock import ClockRefused, RoundClock

T0 = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)


def at(minutes: float) -> datetime:
    return T0 + timedelta(minutes=minutes)


def test_start_pause_resume_and_remaining() -> None:
    # 'Match Time Limit': 35 minutes.
    c = clock.start(RoundClock(35 * 60), T0)
    assert c.remaining_seconds(at(10)) == 25 * 60
    c = clock.pause(c, at(10))
    assert c.remaining_seconds(at(20)) == 25 * 60  # frozen while paused
    c = clock.resume(c, at(20))
    assert c.paused_seconds == 600
    assert c.remaining_seconds(at(30)) == 15 * 60
    assert c.ends_at() == at(45)


def test_extension_per_match() -> None:
    # Tier 2 'Deck Checks': 'The selected players will be given extra time to finish the round.'
    c = clock.start(RoundClock(35 * 60), T0)
    assert c.time_is_up(at(35))
    assert not c.time_is_up(at(35), extension_seconds=240)
    assert c.remaining_seconds(at(35), extension_seconds=240) == 240


def test_call_time_refused_early_unless_asked() -> None:
    c = clock.start(RoundClock(35 * 60), T0)
    with pytest.raises(ClockRefused, match="remain"):
        clock.call_time(c, at(30))
    assert clock.call_time(c, at(30), early=True).time_called_at == at(30)
    called = clock.call_time(c, at(36))
    with pytest.raises(ClockRefused, match="already been called"):
        clock.call_time(called, at(37))


def test_untimed_round_never_calls_time() -> None:
    # Tier 3 'Time Limit': elimination rounds untimed.
    c = clock.start(RoundClock(None), T0)
    assert c.remaining_seconds(at(200)) is None
    assert c.elapsed_seconds(at(120)) == 7200
    with pytest.raises(ClockRefused, match="untimed"):
        clock.call_time(c, at(200))


def test_state_errors() -> None:
    with pytest.raises(ClockRefused, match="not started"):
        clock.pause(RoundClock(60), T0)
    c = clock.start(RoundClock(60), T0)
    with pytest.raises(ClockRefused, match="already started"):
        clock.start(c, T0)
    with pytest.raises(ClockRefused, match="not paused"):
        clock.resume(c, T0)


def test_format_seconds() -> None:
    assert clock.format_seconds(725) == "12:05"
    assert clock.format_seconds(-30) == "-0:30"
    assert clock.format_seconds(7322) == "2:02:02"
