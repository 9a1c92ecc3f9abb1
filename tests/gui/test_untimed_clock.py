"""The round clock of an untimed round (Tier 3 elimination) says so in the words the players'
pages use, with the length the floor rules expect, instead of a bare "untimed"."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from tourney.policy.tiers import tier_rules
from tourney.services import results

from .conftest import open_event_window, rounds_tab_at, tier3_semifinals


def _semifinals_clock(qtbot: QtBot, settings: QSettings) -> tuple[Any, Any, Any]:
    """The round clock of a Tier 3 event's untimed semifinals (round 4), opened from its
    Rounds tab; with the sample event and its round's data."""
    sample, data = tier3_semifinals()
    window = open_event_window(qtbot, sample, settings)
    rounds_tab_at(window, 4)
    clock_window = window.event_page.open_clock()
    assert clock_window is not None
    qtbot.addWidget(clock_window)
    return clock_window, sample, data


def test_an_untimed_rounds_clock_reads_play_until_a_player_wins_and_how_long_it_may_take(
    qtbot: QtBot, settings: QSettings
) -> None:
    clock_window, _sample, _data = _semifinals_clock(qtbot, settings)
    hours = tier_rules(3).elimination_expected_seconds // 3600
    expected = f"Untimed round: play until a player wins the match (expected within {hours} hours)"
    assert clock_window.time_label.text() == "untimed"
    assert clock_window.state_label.text() == f"{expected} — not started"
    assert clock_window.start()
    assert clock_window.state_label.text() == expected


def test_an_untimed_rounds_clock_lists_the_tables_still_playing(
    qtbot: QtBot, settings: QSettings
) -> None:
    """No table of an untimed round gets extra time or runs out of it: the judges' list of
    tables is the tables still playing, and a table is gone from it once its result is in."""
    clock_window, sample, data = _semifinals_clock(qtbot, settings)
    assert clock_window.start()
    model = clock_window.model
    left = [model.index(row, 3).data() for row in range(model.rowCount())]
    tables = sorted(int(model.index(row, 0).data()) for row in range(model.rowCount()))
    assert tables == sorted(m.table_number for m in data.matches if not m.is_bye)
    assert left == ["playing"] * len(tables)
    first = next(m for m in data.matches if not m.is_bye)
    with sample.db.transaction() as s:
        results.enter_result(s, first.id, score=(2, 0, 0))
    clock_window.tick()
    still = sorted(int(model.index(row, 0).data()) for row in range(model.rowCount()))
    assert still == [t for t in tables if t != first.table_number]
