"""The round clock of an untimed round (Tier 3 elimination) says so in the words the players'
pages use, with the length the floor rules expect, instead of a bare "untimed"."""

from __future__ import annotations

from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from tourney.policy.tiers import tier_rules

from .conftest import open_event_window, rounds_tab_at, tier3_semifinals


def test_an_untimed_rounds_clock_reads_play_until_a_player_wins_and_how_long_it_may_take(
    qtbot: QtBot, settings: QSettings
) -> None:
    sample, _ = tier3_semifinals()
    window = open_event_window(qtbot, sample, settings)
    rounds_tab_at(window, 4)
    clock_window = window.event_page.open_clock()
    assert clock_window is not None
    qtbot.addWidget(clock_window)
    hours = tier_rules(3).elimination_expected_seconds // 3600
    expected = f"Untimed round: play until a player wins the match (expected within {hours} hours)"
    assert clock_window.time_label.text() == "untimed"
    assert clock_window.state_label.text() == f"{expected} — not started"
    assert clock_window.start()
    assert clock_window.state_label.text() == expected
