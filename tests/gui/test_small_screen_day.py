"""An organizer's day on a small screen (1024x700): what the window shows is shown whole,
without scrolling for the part that matters, and in words a person would say."""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QComboBox
from pytestqt.qtbot import QtBot

from tourney.services import staff

from .conftest import SampleEvent, open_window


def _needed_width(combo: QComboBox) -> int:
    """The width a combo box needs to show its current choice whole."""
    probe = QComboBox()
    probe.setFont(combo.font())
    probe.addItem(combo.currentText())
    probe.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
    return probe.sizeHint().width()


def test_the_deck_lists_judge_box_shows_the_judge_whole_in_a_small_window(
    qtbot: QtBot, sample: SampleEvent, settings: QSettings
) -> None:
    """The judge who issues a deck-list penalty read "Celestia Sol (hea" beside the penalty
    buttons at 1024 pixels."""
    with sample.db.transaction() as s:
        staff.assign_staff(s, sample.event_id, role="head_judge", name="Celestia Sol")
        staff.assign_staff(s, sample.event_id, role="floor_judge", name="Princess Luna Nightingale")
    window = open_window(qtbot, sample.db, settings)
    window.resize(1024, 700)
    window.open_event(sample.event_id)
    tab = window.event_page.deck_lists_tab
    window.event_page.show_tab(tab)
    qtbot.wait(50)
    combo = tab.judge_combo
    assert combo.count() >= 3
    for index in range(combo.count()):
        combo.setCurrentIndex(index)
        assert combo.width() >= _needed_width(combo), (combo.currentText(), combo.width())
    for button in (tab.penalty_button, tab.correct_button):
        assert button.width() >= button.sizeHint().width(), button.text()
