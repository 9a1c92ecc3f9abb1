"""Every menu and every item in it can be reached with the keyboard: Alt+letter opens a
menu, then one letter chooses an item, and no two items of one menu share the letter."""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QLabel, QMenuBar
from pytestqt.qtbot import QtBot

from tests.gui.conftest import SampleEvent, open_window
from tests.gui.mnemonics import clashes, menu_key_problems, visible_mnemonics
from tourney.gui.match_table import MatchTableWindow
from tourney.gui.match_table_dialogs import sample_choice


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


def test_the_match_tables_panes_are_reached_with_alt_letters(qtbot: QtBot) -> None:
    """The Why can't…? line, the options, the log, the table and the hands could only be
    reached by pressing Tab through the window; each pane's title now carries a letter of
    its own that puts the keyboard in it."""
    table = MatchTableWindow(rules={})
    qtbot.addWidget(table)
    table.show()
    qtbot.waitExposed(table)
    table.start_new_game(sample_choice())
    assert table.tasks.wait()
    assert clashes(table) == {}
    into = {label.text(): label.buddy() for label in table.findChildren(QLabel) if label.buddy() is not None}
    assert into == {"&Why can't…?": table.why_panel.question_edit,
                    "Pending &decision": table.decision_panel.options_view,
                    "Game &log": table.log_view, "The ta&ble": table.board_view,
                    "Hands and p&iles (judge's view: every card)": table.zones_view}
