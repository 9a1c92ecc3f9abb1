"""The round clock's window: Call time asks with the very figure the clock shows.

The clock counts down on screen from its last reading of the database; the
question once quoted that reading ("35:00 remain") while the clock showed 34:58.
"""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from tests.gui.conftest import SampleEvent, open_event_window
from tourney.gui.clock_window import ClockWindow, clock_text
from tourney.services import clock, rounds


def test_call_time_early_quotes_the_time_the_clock_shows(
    qtbot: QtBot, sample: SampleEvent, settings: QSettings
) -> None:
    with sample.db.transaction() as s:
        data = rounds.pair_round(s, sample.event_id)
        rounds.publish_round(s, data.round.id)
        clock.start_clock(s, data.round.id)
    window = open_event_window(qtbot, sample, settings)
    clock_window = window.event_page.open_clock()
    assert isinstance(clock_window, ClockWindow)
    qtbot.addWidget(clock_window)
    clock_window.tick()
    read = clock_window.view_data
    assert read is not None and read.state == "running" and read.remaining_seconds
    clock_window._loaded_at -= 2  # two seconds of counting down since the last reading
    clock_window.call_time()
    box = clock_window.findChild(QMessageBox, "callTimeEarly")
    assert box is not None
    shown = clock_window.time_label.text()
    assert box.text() == f"{shown} remain on the round clock. Call time now?"
    assert shown == clock_text(read.remaining_seconds - 2)
    box.close()

