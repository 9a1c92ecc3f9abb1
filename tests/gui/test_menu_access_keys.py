"""Every menu and every item in it can be reached with the keyboard: Alt+letter opens a
menu, then one letter chooses an item, and no two items of one menu share the letter."""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QLabel, QMenuBar
from pytestqt.qtbot import QtBot

from tests.gui.conftest import SampleEvent, open_window
from tests.gui.mnemonics import clashes, menu_key_problems, visible_mnemonics
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


def test_the_board_editors_lines_have_their_own_alt_letters(qtbot: QtBot) -> None:
    """Alt+A was both Add and Save as…: Qt then only moved the focus between the two and
    pressed neither. Each line and button of the editor has a letter of its own, and a line's
    letter puts the cursor in it."""
    table = MatchTableWindow(rules={})
    qtbot.addWidget(table)
    table.show()
    editor = table.choose_board_setup()
    qtbot.waitExposed(editor)
    assert clashes(editor) == {}
    letters = visible_mnemonics(editor)
    for letter in ("m", "p", "c", "a", "v", "s", "0", "1"):
        assert letter in letters, letter
    p0 = editor.players[0]
    mane = next(label for label in p0.findChildren(QLabel) if label.buddy() is p0.slot_edits["mane"])
    assert mane.text() == "&Mane Character:"
    editor.player_tabs.setCurrentIndex(1)
    assert clashes(editor) == {}
