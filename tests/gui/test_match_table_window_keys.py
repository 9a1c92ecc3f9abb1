"""The match table's menu keys work wherever the keyboard focus is in its window."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from pytestqt.qtbot import QtBot

from tests.gui.conftest import open_table
from tourney.gui.board_editor import BoardEditorDialog


class LinuxLineKeys(QObject):
    """A line's claim of Ctrl+E as Linux desktops bind it (the cursor to the end of the line),
    made on every platform the tests run on: the offscreen one binds no such key to a line."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent)
                and event.key() == Qt.Key.Key_E and event.modifiers() == Qt.KeyboardModifier.ControlModifier):
            event.accept()  # (as the line does; the line's own handling comes after)
        return False


def test_ctrl_e_sets_up_a_board_with_the_focus_in_the_why_box(qtbot: QtBot) -> None:
    """With the cursor in the Why box, Ctrl+E (Table → Set up a board…) did nothing: the line
    took the key for its own (the cursor to the end of the line). The window's key wins there,
    and the line's own editing keys stay its own."""
    window = open_table(qtbot, rules={}, size=(1400, 900))
    window.activateWindow()
    qtbot.waitActive(window)
    edit = window.why_panel.question_edit
    claim = LinuxLineKeys(edit)
    edit.installEventFilter(claim)
    edit.setFocus()
    qtbot.waitUntil(edit.hasFocus)
    qtbot.keyClicks(edit, "play Holly Dash")
    qtbot.keyClick(edit, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    assert isinstance(window.board_editor, BoardEditorDialog) and window.board_editor.isVisible()
    assert edit.text() == "play Holly Dash"
    edit.setFocus()
    qtbot.keyClick(edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)  # (select all: the line's)
    assert edit.selectedText() == "play Holly Dash"
