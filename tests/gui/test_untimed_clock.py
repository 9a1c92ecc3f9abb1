"""The round clock of an untimed round (Tier 3 elimination) says so in the words the players'
pages use, with the length the floor rules expect, instead of a bare "untimed"."""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt
from pytestqt.qtbot import QtBot

from tourney.policy.tiers import tier_rules

from .conftest import make_event, open_event_window, play_round, publish_semifinals


def test_an_untimed_rounds_clock_reads_play_until_a_player_wins_and_how_long_it_may_take(
    qtbot: QtBot, settings: QSettings
) -> None:
    sample = make_event(8, tier=3, swiss_rounds=3)
    for _ in range(3):
        play_round(sample)
    publish_semifinals(sample)
    window = open_event_window(qtbot, sample, settings)
    tab = window.event_page.rounds_tab
    window.event_page.show_tab(tab)
    tab.round_combo.setCurrentIndex(tab.round_combo.findText("Round 4", Qt.MatchFlag.MatchStartsWith))
    clock_window = window.event_page.open_clock()
    assert clock_window is not None
    qtbot.addWidget(clock_window)
    hours = tier_rules(3).elimination_expected_seconds // 3600
    expected = f"Untimed round: play until a player wins the match (expected within {hours} hours)"
    assert clock_window.time_label.text() == "untimed"
    assert clock_window.state_label.text() == f"{expected} — not started"
    assert clock_window.start()
    assert clock_window.state_label.text() == expected
