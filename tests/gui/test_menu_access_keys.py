"""Every menu and every item in it can be reached with the keyboard: Alt+letter opens a
menu, then one letter chooses an item, and no two items of one menu share the letter."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QLabel,
    QMenuBar,
    QPushButton,
    QToolButton,
    QWidget,
)
from pytestqt.qtbot import QtBot

from tests.gui.conftest import SampleEvent, open_table, open_window
from tests.gui.mnemonics import clashes, menu_key_problems, mnemonic_of, visible_mnemonics
from tourney.gui.access_keys import with_access_key, with_access_keys
from tourney.gui.match_table_dialogs import NewGameDialog, sample_choice


def test_the_match_table_and_board_editor_menus_have_access_keys(qtbot: QtBot) -> None:
    table = open_table(qtbot, rules={})
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
    table = open_table(qtbot, rules={})
    editor = table.choose_board_setup()
    qtbot.waitExposed(editor)
    assert clashes(editor) == {}
    letters = visible_mnemonics(editor)
    for letter in ("m", "p", "c", "a", "v", "s", "1", "2"):
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
    table = open_table(qtbot, rules={})
    table.start_new_game(sample_choice())
    assert table.tasks.wait()
    assert clashes(table) == {}
    into = {label.text(): label.buddy() for label in table.findChildren(QLabel) if label.buddy() is not None}
    assert into == {"&Why can't…?": table.why_panel.question_edit,
                    "Pending &decision": table.decision_panel.options_view,
                    "Game &log": table.log_view, "The ta&ble": table.board_view,
                    "Hands and p&iles (judge's view: every card)": table.zones_view}


def _without_key(root: QWidget) -> list[str]:
    """The visible buttons of `root` that Alt+letter cannot press."""
    return [button.text() for button in root.findChildren(QAbstractButton)
            if button.isVisible() and button.window() is root and not isinstance(button, (QCheckBox, QToolButton))
            and mnemonic_of(button.text()) is None]


def test_the_new_game_dialogs_buttons_and_lines_have_their_own_alt_letters(qtbot: QtBot) -> None:
    """The New game dialog's buttons had no Alt+letter while every menu had one: each button
    and each line now has a letter of its own, and a line's letter puts the keyboard in it."""
    dialog = NewGameDialog(None, lambda _choice: None)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert _without_key(dialog) == []
    assert clashes(dialog) == {}
    into = {label.text(): label.buddy() for label in dialog.findChildren(QLabel)
            if label.buddy() is not None and mnemonic_of(label.text()) is not None}
    assert into == {"Player &1:": dialog.name_edits[0], "Player &2:": dialog.name_edits[1],
                    "S&eed:": dialog.seed_spin}
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    qtbot.keyClick(dialog, Qt.Key.Key_2, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: dialog.name_edits[1].hasFocus())
    assert set(visible_mnemonics(dialog)) == {"1", "2", "e", "p", "s", "c"}


@pytest.mark.parametrize("system_id", [None, "battledome", "spellcasters"])
def test_the_board_editors_pile_buttons_have_their_own_alt_letters(qtbot: QtBot, system_id: str | None) -> None:
    """Remove, Up, Down, To the top and Move to under the hand and piles had no Alt+letter:
    each has one of its own in every game's editor, beside the game's own lines."""
    table = open_table(qtbot, rules={}, system_id=system_id)
    editor = table.choose_board_setup()
    qtbot.waitExposed(editor)
    for p in (0, 1):
        editor.player_tabs.setCurrentIndex(p)
        assert clashes(editor) == {}
        for name in ("removePileButton", "upButton", "downButton", "topButton", "pileMoveButton",
                     "removePlayButton"):
            button = editor.findChild(QPushButton, f"{name}{p}")
            assert mnemonic_of(button.text()) is not None, button.text()
    letters = visible_mnemonics(editor)
    assert letters["n"] == ["Dow&n"] and letters["h"] == ["To t&he top"]


@pytest.mark.parametrize("system_id", [None, "battledome", "spellcasters"])
def test_every_line_box_and_button_of_the_board_editor_has_its_own_alt_letter(
    qtbot: QtBot, system_id: str | None
) -> None:
    """The Mane Character's exhausted and Boosted side boxes and the Battledome's Move to under
    the piles had no Alt+letter, and the check of the editor's letters left out its Edit menu.
    Every line, box and button of each game's editor now has a letter of its own, Begin at has
    G. The Add button alone has none: Enter in the line of the card to add does the same, and
    that line's label has the letter (MLP's Move to under the cards in play had none, below)."""
    table = open_table(qtbot, rules={}, system_id=system_id)
    editor = table.choose_board_setup()
    qtbot.waitExposed(editor)
    for p in (0, 1):
        editor.player_tabs.setCurrentIndex(p)
        assert clashes(editor) == {}
        without = [button.text() for button in editor.findChildren(QAbstractButton)
                   if button.isVisible() and not isinstance(button, QToolButton) and mnemonic_of(button.text()) is None]
        assert without == ["Add"]
    letters = visible_mnemonics(editor)
    assert letters["e"] == ["&Edit"] and letters["g"] == ["Be&gin at:"]
    editor.activateWindow()
    qtbot.waitUntil(editor.isActiveWindow)
    qtbot.keyClick(editor, Qt.Key.Key_G, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: editor.start_combo.hasFocus())
    if system_id is None:
        boosted = editor.players[1].slot_boxes["mane"]["boosted"]
        assert boosted.text() == "&Boosted side" and not boosted.isChecked()
        qtbot.keyClick(editor, Qt.Key.Key_B, Qt.KeyboardModifier.AltModifier)
        qtbot.waitUntil(boosted.isChecked)


def test_every_mlp_editor_button_that_takes_a_card_has_its_own_alt_letter(qtbot: QtBot) -> None:
    """MLP's editor had 24 texts for the 23 letters they hold, and its Move to under the cards
    in play had no Alt+letter (both Move to buttons wanted the o, the one letter of theirs
    left). The Add button now gives its letter up to the line a card is added from, whose
    Enter adds it, and the button under the cards in play says what it does, Take out to:
    each of them has its letter. Alt+A puts the cursor in the line; the card typed goes in with
    Enter; Alt+K takes the selected card in play out to the pile chosen beside the button."""
    table = open_table(qtbot, rules={})
    editor = table.choose_board_setup()
    qtbot.waitExposed(editor)
    p0 = editor.players[0]
    take_out = editor.findChild(QPushButton, "playMoveButton0")
    move = editor.findChild(QPushButton, "pileMoveButton0")
    assert (take_out.text(), move.text()) == ("Ta&ke out to", "M&ove to")
    assert clashes(editor) == {}
    assert visible_mnemonics(editor)["a"] == ["&Add a card:"]
    editor.activateWindow()
    qtbot.waitUntil(editor.isActiveWindow)
    qtbot.keyClick(editor, Qt.Key.Key_A, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(p0.add_edit.hasFocus)
    p0.add_target.setCurrentIndex(p0.add_target.findData("play|home:0"))
    qtbot.keyClicks(p0.add_edit, "PR20")
    qtbot.keyClick(p0.add_edit, Qt.Key.Key_Return)
    assert [card.card for card in p0.player.in_play] == ["PR20"]
    p0.play_view.selectRow(0)
    p0.play_move_target.setCurrentIndex(p0.play_move_target.findData("discard"))
    qtbot.keyClick(editor, Qt.Key.Key_K, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: not p0.player.in_play)
    assert [card.card for card in p0.player.piles["discard"]] == ["PR20"]


def test_a_row_of_buttons_shares_the_letters_left_so_each_has_one() -> None:
    """One text at a time, "Down" takes the o that "Move to" needed as its last free letter;
    matched as a row, Down takes its n and Move to the o."""
    taken = set("mvetdw")
    assert [with_access_key(text, set(taken)) for text in ("Down", "Move to")] == ["D&own", "M&ove to"]
    assert with_access_keys(["Down", "Move to"], taken) == ["Dow&n", "M&ove to"]
    assert taken == set("mvetdwno")
    assert with_access_keys(["Up", "U"], {"p"}) == ["&Up", "U"]  # (no letter left for U: it stays as it is)
