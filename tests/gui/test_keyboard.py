"""Issue 19, defect 10: the keyboard works as a scorekeeper types.

Ctrl+Shift+P and Ctrl+Shift+U work from every tab of the event page; a
refused result is said under the result line, so the next keys still go to
the line; every field and button has its own Alt+letter; and "Pair again"
asks before it undoes a published round.
"""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from tests.gui.conftest import SampleEvent, open_event_window, open_window, pair_in_window
from tests.gui.mnemonics import clashes
from tests.gui.test_event_flow import activate
from tourney.gui.dialogs import PlayerDialog, StaffDialog
from tourney.gui.main_window import MainWindow
from tourney.gui.staff_tab import StaffTab

CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


def _boxes() -> list[QMessageBox]:
    return [w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible()]


def _asking() -> QMessageBox:
    """The question on screen (a closed one may linger until Qt deletes it)."""
    shown = [b for b in _boxes() if b.objectName() == "confirmPairAgain"]
    assert len(shown) == 1
    return shown[0]


def _window(qtbot: QtBot, sample: SampleEvent, settings: QSettings) -> MainWindow:
    window = open_event_window(qtbot, sample, settings)
    activate(qtbot, window)
    return window


def _press(qtbot: QtBot, widget: QWidget, key: Qt.Key, modifiers: Qt.KeyboardModifier) -> None:
    widget.setFocus()
    qtbot.keyClick(widget, key, modifiers)


def test_pair_and_publish_keys_work_from_any_tab(
    qtbot: QtBot, sample: SampleEvent, settings: QSettings
) -> None:
    window = _window(qtbot, sample, settings)
    page = window.event_page
    rounds_tab = page.rounds_tab
    # typing in the Players tab's filter: Ctrl+Shift+P pairs the next round
    page.show_tab(page.players_tab)
    _press(qtbot, page.players_tab.filter_edit, Qt.Key.Key_P, CTRL_SHIFT)
    qtbot.waitUntil(lambda: not window.context.tasks.busy)
    assert rounds_tab.current_round() is not None
    assert rounds_tab.current_round().state == "draft"
    assert page.tabs.currentWidget() is rounds_tab  # the draft is on screen to review
    # reading the standings: Ctrl+Shift+U publishes it
    page.show_tab(page.standings_tab)
    _press(qtbot, page.standings_tab.view, Qt.Key.Key_U, CTRL_SHIFT)
    assert rounds_tab.current_round().state == "published"
    # and Ctrl+R, from the History tab, puts the cursor in the result line
    staff = page.tab_of(StaffTab)
    page.show_tab(staff)
    _press(qtbot, staff.view, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert page.tabs.currentWidget() is rounds_tab
    assert QApplication.focusWidget() is rounds_tab.result_edit


def test_a_refused_result_is_said_under_the_line_and_typing_goes_on(
    qtbot: QtBot, sample: SampleEvent, settings: QSettings
) -> None:
    window = _window(qtbot, sample, settings)
    tab = window.event_page.rounds_tab
    rounds_tab_keys = tab.result_edit
    window.event_page.show_tab(tab)
    pair_in_window(qtbot, window)
    match = next(m for m in tab.model.rows() if not m.is_bye)
    rounds_tab_keys.setFocus()
    qtbot.keyClicks(rounds_tab_keys, "99 a")
    qtbot.keyClick(rounds_tab_keys, Qt.Key.Key_Return)
    assert not _boxes()  # no box to swallow the next keys
    assert tab.refusal_label.text() == "There is no table 99 in this round."
    assert not tab.refusal_label.isHidden()
    assert "#b00020" in tab.refusal_label.styleSheet()  # in red
    assert rounds_tab_keys.selectedText() == "99 a"  # kept, selected for correction
    # the very next keys replace the mistake, and a space is a space, not an OK
    qtbot.keyClicks(rounds_tab_keys, f"{match.table_number} a")
    assert rounds_tab_keys.text() == f"{match.table_number} a"
    qtbot.keyClick(rounds_tab_keys, Qt.Key.Key_Return)
    assert tab.model.rows()[tab.model.row_of_match(match.id) or 0].result == "a"
    assert tab.refusal_label.isHidden() and rounds_tab_keys.text() == ""
    # a refusal from the service (a result twice) is said the same way
    qtbot.keyClicks(rounds_tab_keys, f"{match.table_number} b")
    qtbot.keyClick(rounds_tab_keys, Qt.Key.Key_Return)
    assert not _boxes()
    assert tab.refusal_label.text().startswith(
        f"Table {match.table_number} of round 1 ({match.player_a_name} against {match.player_b_name}) "
        "already has a result")


def test_every_field_has_its_own_alt_letter(
    qtbot: QtBot, sample: SampleEvent, settings: QSettings
) -> None:
    window = _window(qtbot, sample, settings)
    page = window.event_page
    player_dialog = page.players_tab.add_player()
    assert isinstance(player_dialog, PlayerDialog)
    assert clashes(player_dialog) == {}
    # Alt+U reaches the player number, Alt+N the name
    player_dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is player_dialog)
    qtbot.keyClick(player_dialog, Qt.Key.Key_U, Qt.KeyboardModifier.AltModifier)
    assert QApplication.focusWidget() is player_dialog.number_edit
    qtbot.keyClick(player_dialog, Qt.Key.Key_N, Qt.KeyboardModifier.AltModifier)
    assert QApplication.focusWidget() is player_dialog.name_edit
    player_dialog.reject()
    staff_dialog = page.tab_of(StaffTab).add_staff()
    assert isinstance(staff_dialog, StaffDialog)
    assert clashes(staff_dialog) == {}
    staff_dialog.reject()
    # and on the event page, whichever tab is shown (the menus count too)
    for index in range(page.tabs.count()):
        page.tabs.setCurrentIndex(index)
        assert clashes(window) == {}, page.tabs.tabText(index)


def test_pair_again_asks_before_a_published_round_becomes_a_draft(
    qtbot: QtBot, sample: SampleEvent, settings: QSettings
) -> None:
    window = _window(qtbot, sample, settings)
    tab = window.event_page.rounds_tab
    pair_in_window(qtbot, window)
    tables = [(m.table_number, m.player_a_id) for m in tab.model.rows()]
    qtbot.mouseClick(tab.repair_button, Qt.MouseButton.LeftButton)
    box = _asking()
    assert box.text().startswith("Round 1 is published: its 4 tables")
    assert "throws away the published tables" in box.informativeText()
    assert tab.current_round().state == "published"  # nothing happened yet
    box.button(QMessageBox.StandardButton.Cancel).click()
    qtbot.waitUntil(lambda: not window.context.tasks.busy)
    assert tab.current_round().state == "published"
    assert [(m.table_number, m.player_a_id) for m in tab.model.rows()] == tables
    # agreeing pairs it again, as a draft
    qtbot.mouseClick(tab.repair_button, Qt.MouseButton.LeftButton)
    agree = next(b for b in _asking().buttons() if b.text() == "Pair again")
    agree.click()
    qtbot.waitUntil(lambda: not window.context.tasks.busy)
    assert tab.current_round().state == "draft"
    # a draft is paired again without asking: there is nothing published to lose
    tab.pair_again()
    assert not [b for b in _boxes() if b.objectName() == "confirmPairAgain"]
    qtbot.waitUntil(lambda: not window.context.tasks.busy)
    assert tab.current_round().state == "draft"


def test_enter_on_the_chosen_event_opens_it(
    qtbot: QtBot, sample: SampleEvent, settings: QSettings
) -> None:
    """Choosing an event and pressing Enter did nothing: only a double-click or Open did."""
    window = open_window(qtbot, sample.db, settings)
    activate(qtbot, window)
    page = window.event_list
    assert window.stack.currentWidget() is page
    row = page.view.visualRect(page.view.model().index(0, 0)).center()
    qtbot.mouseClick(page.view.viewport(), Qt.MouseButton.LeftButton, pos=row)
    assert page.view.selectionModel().selectedRows()
    assert window.stack.currentWidget() is page  # one click chooses, it does not open
    qtbot.keyClick(page.view, Qt.Key.Key_Return)
    assert window.stack.currentWidget() is window.event_page
    assert window.event_page.event_id == sample.event_id
    window.show_event_list()
    qtbot.mouseClick(page.view.viewport(), Qt.MouseButton.LeftButton, pos=row)  # as a mouse does
    qtbot.mouseDClick(page.view.viewport(), Qt.MouseButton.LeftButton, pos=row)
    assert window.stack.currentWidget() is window.event_page  # a double-click still opens it
