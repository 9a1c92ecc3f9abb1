"""The top cut an organizer plans with the event: set in the event dialog, shown on the Event
tab, and offered first when the cut is made, as the command line's `--top-cut` sets it."""

from __future__ import annotations

from datetime import date

from PySide6.QtCore import QSettings, Qt
from pytestqt.qtbot import QtBot

from tourney.gui.dialogs import EventDialog
from tourney.gui.setup_tab import SetupTab
from tourney.services import events

from .conftest import SampleEvent, open_event_window, open_window, play_round


def _event(sample: SampleEvent, name: str | None = None) -> events.EventRow:
    with sample.db.reading() as s:
        if name is None:
            return events.get_event(s, sample.event_id)
        (row,) = [e for e in events.list_events(s) if e.name == name]
        return row


def _event_tab_text(window) -> str:  # type: ignore[no-untyped-def]
    tab = window.event_page.tab_of(SetupTab)
    window.event_page.show_tab(tab)
    return tab.summary.text()


def test_new_event_dialog_sets_the_planned_cut(qtbot: QtBot, sample: SampleEvent, settings: QSettings) -> None:
    window = open_window(qtbot, sample.db, settings)
    qtbot.mouseClick(window.event_list.new_button, Qt.MouseButton.LeftButton)
    dialog = window.event_list.dialog
    assert isinstance(dialog, EventDialog)
    qtbot.keyClicks(dialog.name_edit, "Crystal Cup")
    dialog.cut_combo.setCurrentIndex(dialog.cut_combo.findData(8))
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert _event(sample, "Crystal Cup").top_cut == 8
    assert "<b>Top cut</b></td><td>top 8</td>" in _event_tab_text(window)


def test_edit_keeps_a_cut_set_from_the_command_line(
    qtbot: QtBot, sample: SampleEvent, settings: QSettings
) -> None:
    with sample.db.transaction() as s:
        events.edit_event(s, sample.event_id, top_cut=6)  # not among the dialog's named choices
    window = open_event_window(qtbot, sample, settings)
    assert "top 6" in _event_tab_text(window)
    dialog = window.event_page.tab_of(SetupTab).edit_event()
    assert isinstance(dialog, EventDialog)
    assert dialog.cut_combo.currentText() == "Top 6"
    dialog.venue_edit.setText("Sugarcube Corner")
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    row = _event(sample)
    assert (row.venue, row.top_cut) == ("Sugarcube Corner", 6)


def test_no_planned_cut_reads_as_the_suggestion(qtbot: QtBot, sample: SampleEvent, settings: QSettings) -> None:
    window = open_event_window(qtbot, sample, settings)
    assert "suggested by player count (now top 4 for 8 players)" in _event_tab_text(window)
    dialog = window.event_page.tab_of(SetupTab).edit_event()
    assert isinstance(dialog, EventDialog)
    dialog.cut_combo.setCurrentIndex(dialog.cut_combo.findData(0))
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert _event(sample).top_cut == 0
    assert "<b>Top cut</b></td><td>none</td>" in _event_tab_text(window)


def test_the_cut_dialog_offers_the_planned_cut(qtbot: QtBot, sample: SampleEvent, settings: QSettings) -> None:
    with sample.db.transaction() as s:
        events.edit_event(s, sample.event_id, top_cut=2, swiss_rounds=2)
    play_round(sample)
    play_round(sample)
    window = open_event_window(qtbot, sample, settings)
    tab = window.event_page.rounds_tab
    window.event_page.show_tab(tab)
    cut = tab.top_cut()
    assert cut is not None
    assert cut.size_spin.value() == 2  # not the floor rules' top 4 for 8 players
    assert "set up with a top 2" in " ".join(w.text() for w in cut.findChildren(type(tab.warnings_label)))
    qtbot.mouseClick(cut.ok_button, Qt.MouseButton.LeftButton)
    assert "top 2, made" in _event_tab_text(window)


def test_end_date_follows_the_start(qtbot: QtBot, sample: SampleEvent, settings: QSettings) -> None:
    window = open_window(qtbot, sample.db, settings)
    qtbot.mouseClick(window.event_list.new_button, Qt.MouseButton.LeftButton)
    dialog = window.event_list.dialog
    assert isinstance(dialog, EventDialog)
    dialog.start_edit.setDate(date(2031, 5, 3))
    dialog.multi_day.setChecked(True)
    assert dialog.values().end_date == date(2031, 5, 3)
