"""Windows open within the screen: a small laptop screen (or a large font) must not put a
window's bottom row (the board editor's Start here and Close, the status bar) off screen."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from tests.gui.conftest import open_table
from tourney.gui.board_editor import BoardEditorDialog
from tourney.gui.window_size import TITLE_BAR, resize_within_screen


def _fits(window: QWidget) -> bool:
    room = window.screen().availableGeometry()
    return window.width() <= room.width() and window.height() <= room.height() - TITLE_BAR


def test_the_match_table_and_its_board_editor_open_within_the_screen(qtbot: QtBot) -> None:
    table = open_table(qtbot, rules={})
    room = table.screen().availableGeometry()
    assert room.height() - TITLE_BAR < 900, "the test screen is as tall as the table asks: nothing is tested"
    assert _fits(table), (table.size(), room)
    table.setup_board_action.trigger()
    editor = table.board_editor
    assert isinstance(editor, BoardEditorDialog) and editor.isVisible()
    assert editor.height() <= room.height() - TITLE_BAR, (editor.size(), room)


def test_a_window_the_screen_has_room_for_opens_at_the_size_asked(qtbot: QtBot) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    resize_within_screen(window, 300, 200)
    assert (window.width(), window.height()) == (300, 200)
