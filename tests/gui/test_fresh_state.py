"""Issue 19, defect 9: the screen shows the event as it is now.

The header follows the event's stage on every change, the Rounds tab's
status line does not carry one round's news into the next, and actions that
cannot apply to a finished event are switched off.
"""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt
from pytestqt.qtbot import QtBot

from tests.gui.conftest import (
    SampleEvent,
    make_event,
    open_event_window,
    pair_in_window,
)
from tests.gui.eventful import eventful_event
from tourney.gui.main_window import MainWindow
from tourney.gui.rounds_tab import TopCutDialog


def _type_every_result(qtbot: QtBot, window: MainWindow) -> None:
    tab = window.event_page.rounds_tab
    for match in [m for m in tab.model.rows() if not m.is_bye and m.result is None]:
        tab.result_edit.setText(f"{match.table_number} a")
        qtbot.keyClick(tab.result_edit, Qt.Key.Key_Return)


def _status(window: MainWindow) -> str:
    return window.event_page.details_label.text().rsplit("status: ", 1)[-1]


def test_the_header_follows_the_event_to_its_champion(
    qtbot: QtBot, settings: QSettings
) -> None:
    sample = make_event(4, swiss_rounds=2)
    window = open_event_window(qtbot, sample, settings)
    tab = window.event_page.rounds_tab
    assert _status(window) == "not started"
    pair_in_window(qtbot, window)
    assert _status(window) == "Swiss rounds"
    _type_every_result(qtbot, window)
    pair_in_window(qtbot, window)
    _type_every_result(qtbot, window)
    dialog = tab.top_cut()
    assert isinstance(dialog, TopCutDialog)
    dialog.size_spin.setValue(2)
    dialog.accept()
    assert _status(window) == "top cut"
    assert tab.pair_elimination_round()
    assert tab.publish()
    _type_every_result(qtbot, window)
    # the final is played: the header says what is left, as the button does, not "top cut"
    assert _status(window) == "final played — declare the champion"
    assert tab.elimination_button.text() == "Declare the champ&ion"
    window.show_event_list()
    listed = window.event_list.model.rows()[0]
    assert listed.status_label == "final played — declare the champion"
    window.open_event(sample.event_id)
    assert tab.pair_elimination_round()  # one player left: the champion
    assert "Champion" in tab.status_label.text()
    assert _status(window) == "finished"
    sample.db.close()


def test_the_status_line_speaks_only_of_the_round_on_screen(
    qtbot: QtBot, sample: SampleEvent, settings: QSettings
) -> None:
    window = open_event_window(qtbot, sample, settings)
    tab = window.event_page.rounds_tab
    pair_in_window(qtbot, window)
    _type_every_result(qtbot, window)
    assert tab.status_label.text().endswith("The round is complete.")
    pair_in_window(qtbot, window)  # round 2: round 1's news is gone
    assert tab.current_round().number == 2
    assert tab.status_label.text() == ""
    match = next(m for m in tab.model.rows() if not m.is_bye)
    tab.result_edit.setText(f"{match.table_number} a")
    qtbot.keyClick(tab.result_edit, Qt.Key.Key_Return)
    assert tab.status_label.text().startswith(f"Table {match.table_number}: ")
    tab.round_combo.setCurrentIndex(0)  # looking back at round 1: round 2's news does not apply
    assert tab.status_label.text() == ""


def test_a_finished_event_offers_no_pairing_and_no_top_cut(
    qtbot: QtBot, settings: QSettings
) -> None:
    played = eventful_event()
    window = open_event_window(qtbot, played, settings)
    tab = window.event_page.rounds_tab
    window.event_page.show_tab(tab)
    assert _status(window) == "finished"
    for shown in range(tab.round_combo.count()):
        tab.round_combo.setCurrentIndex(shown)
        for button in (tab.pair_button, tab.cut_button, tab.elimination_button,
                       tab.repair_button, tab.publish_button, tab.discard_button, tab.swap_button):
            assert not button.isEnabled(), (tab.round_combo.currentText(), button.text())
    assert tab.cut_button.toolTip() == "The event is finished."
    # a scorekeeper's correction still goes through: select a result and it is on offer
    match = next(m for m in tab.model.rows() if m.result is not None and not m.is_bye)
    tab.select_match(match.id)
    assert tab.correct_button.isEnabled()
    played.db.close()


def test_after_the_cut_only_elimination_rounds_are_paired(
    qtbot: QtBot, settings: QSettings
) -> None:
    sample = make_event(4, swiss_rounds=1)
    window = open_event_window(qtbot, sample, settings)
    tab = window.event_page.rounds_tab
    assert not tab.elimination_button.isEnabled()  # no cut yet
    pair_in_window(qtbot, window)
    _type_every_result(qtbot, window)
    assert tab.cut_button.isEnabled() and tab.pair_button.isEnabled()
    dialog = tab.top_cut()
    assert isinstance(dialog, TopCutDialog)
    dialog.size_spin.setValue(4)
    dialog.accept()
    assert tab.elimination_button.isEnabled()
    assert not tab.pair_button.isEnabled() and not tab.cut_button.isEnabled()
    assert tab.pair_button.toolTip() == "The top cut is made: only elimination rounds follow."
    sample.db.close()
