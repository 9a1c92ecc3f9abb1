"""The board editor calls the players what a person calls them: by the names typed for them,
else "Player 1" and "Player 2", in its tabs, its choices of whose turn and of where a card is,
its messages and its Undo items; never the engine's "P0" and "P1"."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox
from pytestqt.qtbot import QtBot

from tests.gui.conftest import open_table
from tests.gui.test_board_editor_undo import menu_items
from tests.gui.test_match_table_board_editor import type_card
from tourney.gui.board_editor import BoardEditorDialog, PlayerEditor

LABEL = re.compile(r"\bP[01]\b")


def combo_texts(editor: BoardEditorDialog) -> list[str]:
    return [combo.itemText(i) for combo in editor.findChildren(QComboBox) for i in range(combo.count())]


def type_name(qtbot: QtBot, side: PlayerEditor, text: str) -> None:
    side.name_edit.setFocus()
    side.name_edit.selectAll()
    qtbot.keyClicks(side.name_edit, text)
    qtbot.keyClick(side.name_edit, Qt.Key.Key_Return)


def test_a_board_with_no_names_says_player_1_and_player_2_everywhere(qtbot: QtBot) -> None:
    table = open_table(qtbot, rules={})
    editor = table.choose_board_setup()
    p0, p1 = editor.players
    assert [editor.player_tabs.tabText(i) for i in (0, 1)] == ["Player &1 (nearest the judge)", "Player &2 (across)"]
    assert [editor.turn_player.itemText(i) for i in (0, 1)] == ["Player 1", "Player 2"]
    assert [editor.first_player.itemText(i) for i in (0, 1)] == ["Player 1", "Player 2"]
    assert "In play at Player 2's Problem" in [p0.add_target.itemText(i) for i in range(p0.add_target.count())]
    assert p0.name_edit.placeholderText() == "none: the player is Player 1"
    type_card(qtbot, p0, "PR54", "play|problem:1")  # Comet Tail, Hale Bopper at the other player's Problem
    assert p0.play_model.index(0, 3).data() == "Player 2's Problem"
    assert menu_items(editor)[0] == ("Undo Add Comet Tail to Player 2's Problem", True)
    qtbot.mouseClick(editor.start_button, Qt.MouseButton.LeftButton)  # (refused: no Mane Characters)
    assert table.tasks.wait()
    assert editor.message_label.text().startswith("Player 1 has no Mane Character"), editor.message_label.text()
    shown = [*combo_texts(editor), editor.message_label.text(), *(editor.player_tabs.tabText(i) for i in (0, 1))]
    assert not [text for text in shown if LABEL.search(text)]
    assert p1.name_edit.text() == ""


def test_names_typed_rename_the_tabs_the_choices_and_the_areas_at_once(qtbot: QtBot) -> None:
    table = open_table(qtbot, rules={})
    editor = table.choose_board_setup()
    p0, p1 = editor.players
    type_card(qtbot, p0, "PR54", "play|problem:1")
    type_name(qtbot, p1, "Sam & Lee")
    assert editor.player_tabs.tabText(1) == "Sam && Lee (player &2, across)"  # (its "&" shown, not a key)
    assert editor.player_tabs.tabText(0) == "Player &1 (nearest the judge)"
    assert [editor.turn_player.itemText(i) for i in (0, 1)] == ["Player 1", "Sam & Lee"]
    assert "In play at Sam & Lee's Problem" in [p0.add_target.itemText(i) for i in range(p0.add_target.count())]
    assert p0.play_model.index(0, 3).data() == "Sam & Lee's Problem"
    assert editor.undo_button.toolTip() == "Undo Name Player 2: Sam & Lee"
    type_name(qtbot, p0, "Rarity Belle")
    assert editor.player_tabs.tabText(0) == "Rarity Belle (player &1, nearest the judge)"
    assert [editor.first_player.itemText(i) for i in (0, 1)] == ["Rarity Belle", "Sam & Lee"]
    editor.undo_action.trigger()  # (the name taken back: the tab says "Player 1" again)
    assert editor.player_tabs.tabText(0) == "Player &1 (nearest the judge)"
    assert not [text for text in combo_texts(editor) if LABEL.search(text)]


def test_a_name_the_other_player_is_called_by_is_refused(qtbot: QtBot) -> None:
    """The second player has no name, so the editor calls them "Player 2": the first player
    can't be named so too (two tabs would read "Player 2")."""
    table = open_table(qtbot, rules={})
    editor = table.choose_board_setup()
    p0 = editor.players[0]
    type_name(qtbot, p0, "player 2")
    assert editor.message_label.text().startswith("Player 1's name stays none: both players are named 'player 2'")
    assert p0.player.name == ""
