"""A dialog is as wide as its own words: the title bar (beside the window manager's icon
and buttons) and each box's hint show whole, not "Correct the res... ble 1" or "why the
result changes (kept in t..."."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QSettings
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QDialog, QLabel, QLineEdit
from pytestqt.qtbot import QtBot

from tourney.gui.dialogs import TITLE_BAR_ROOM
from tourney.gui.staff_tab import StaffTab
from tourney.services import results, rounds

from .conftest import SampleEvent, open_event_window, play_round


def _words_fit(qtbot: QtBot, dialog: QDialog | None) -> None:
    assert dialog is not None
    qtbot.waitExposed(dialog)
    hinted = [e for e in dialog.findChildren(QLineEdit) if e.placeholderText()]
    assert hinted, "no box with a hint: nothing is tested"
    for edit in hinted:
        needed = edit.fontMetrics().horizontalAdvance(edit.placeholderText())
        assert edit.width() > needed, (edit.placeholderText(), edit.width(), needed)
    for widget in [*hinted, *dialog.findChildren(QLabel)]:  # nothing cut off at the right
        if widget.isVisible():
            right = widget.mapTo(dialog, QPoint(widget.width(), 0)).x()
            assert right <= dialog.width(), (widget.objectName() or type(widget), right, dialog.width())
    for label in dialog.findChildren(QLabel):  # the labels beside the widened boxes too
        if label.isVisible() and label.text():
            assert label.width() >= label.sizeHint().width(), (label.text(), label.width())
    bold = QFont(dialog.font())
    bold.setBold(True)
    title = QFontMetrics(bold).horizontalAdvance(dialog.windowTitle() + " — tourney")
    assert dialog.width() >= title + TITLE_BAR_ROOM, (dialog.windowTitle(), dialog.width(), title)
    dialog.reject()


def test_the_correct_result_dialog_shows_its_title_and_hints_whole(
    qtbot: QtBot, sample: SampleEvent, settings: QSettings
) -> None:
    with sample.db.transaction() as s:
        data = rounds.pair_round(s, sample.event_id)
        rounds.publish_round(s, data.round.id)
        first = next(m for m in data.matches if not m.is_bye)
        results.enter_result(s, first.id, "a")
    window = open_event_window(qtbot, sample, settings)
    tab = window.event_page.rounds_tab
    window.event_page.show_tab(tab)
    tab.select_match(first.id)
    _words_fit(qtbot, tab.correct_selected())


def test_the_add_staff_dialog_shows_its_hints_whole(
    qtbot: QtBot, sample: SampleEvent, settings: QSettings
) -> None:
    window = open_event_window(qtbot, sample, settings)
    tab = window.event_page.tab_of(StaffTab)
    window.event_page.show_tab(tab)
    _words_fit(qtbot, tab.add_staff())


def test_the_top_cut_dialog_shows_its_title_whole(
    qtbot: QtBot, sample: SampleEvent, settings: QSettings
) -> None:
    for _ in range(4):
        play_round(sample)
    window = open_event_window(qtbot, sample, settings)
    tab = window.event_page.rounds_tab
    window.event_page.show_tab(tab)
    dialog = tab.top_cut()
    assert dialog is not None
    qtbot.waitExposed(dialog)
    bold = QFont(dialog.font())
    bold.setBold(True)
    title = QFontMetrics(bold).horizontalAdvance(dialog.windowTitle() + " — tourney")
    assert dialog.width() >= title + TITLE_BAR_ROOM, (dialog.windowTitle(), dialog.width(), title)
    dialog.reject()
