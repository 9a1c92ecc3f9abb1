"""Every menu and every item in it can be reached with the keyboard: Alt+letter opens a
menu, then one letter chooses an item, and no two items of one menu share the letter."""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMenuBar
from pytestqt.qtbot import QtBot

from tests.gui.conftest import SampleEvent, open_window
from tests.gui.mnemonics import menu_key_problems
from tourney.gui.match_table import MatchTableWindow


def test_the_match_table_and_board_editor_menus_have_access_keys(qtbot: QtBot) -> None:
    table = MatchTableWindow(rules={})
    qtbot.addWidget(table)
    table.show()
    assert menu_key_problems(table.menuBar()) == []
    editor = table.choose_board_setup()
    bars = editor.findChildren(QMenuBar)
    assert len(bars) == 1
    assert menu_key_problems(bars[0]) == []


def test_the_main_window_menus_have_access_keys(
    qtbot: QtBot, sample: SampleEvent, settings: QSettings
) -> None:
    window = open_window(qtbot, sample.db, settings)
    assert menu_key_problems(window.menuBar()) == []
    window.open_event(sample.event_id)
    assert menu_key_problems(window.menuBar()) == []
