"""Names and words the judge types are shown on the match table as typed: a player called
"<b>Sam</b> & Co" is never drawn in bold as "Sam & Co"."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from tests.gui.conftest import open_table
from tests.gui.test_match_table import board_document
from tourney.gui.match_table_dialogs import GameChoice, sample_choice

NAMES = ("<b>Sam</b> & Co", "Alex <i>x</i>")


def shown(label: QLabel) -> str:
    """The words a label draws: its text as rich text where Qt reads it as such."""
    text = label.text()
    rich = label.textFormat() == Qt.TextFormat.RichText or (
        label.textFormat() == Qt.TextFormat.AutoText and GuiQt.mightBeRichText(text))
    if not rich:
        return text
    document = QTextDocument()
    document.setHtml(text)
    return document.toPlainText()


def test_player_names_are_drawn_as_typed(qtbot: QtBot) -> None:
    window = open_table(qtbot, rules={}, size=(1024, 700))
    choice = sample_choice(seed=1)
    window.start_new_game(GameChoice(choice.decks, 1, None, NAMES))
    assert window.tasks.wait()
    assert NAMES[0] in shown(window.title_label) and NAMES[1] in shown(window.title_label)
    panels = [shown(panel.name_label) for panel in window.player_panels]
    assert any(text.startswith(NAMES[0] + " · ") for text in panels), panels
    assert shown(window.decision_panel.who_label) == f"{NAMES[0]} decides"
    # the card panel's "where" names the card's player
    window.show_card(1)
    assert NAMES[0] in shown(window.card_panel.where_label)
    # the log's rule pane: the engine's words name the players as typed
    window.log_view.selectRow(0)
    assert NAMES[0] in shown(window.rule_panel.text_label)
    # the why box quotes the question as it was typed
    window.why_panel.question_edit.setText("dance with <b>Holly</b>")
    qtbot.keyClick(window.why_panel.question_edit, Qt.Key.Key_Return)
    assert "'dance with <b>Holly</b>'" in shown(window.why_panel.answer_label)


def test_the_board_editor_says_names_as_typed(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_table(qtbot, rules={}, size=(1024, 700))
    document = board_document()
    document["players"][0]["name"] = NAMES[0]
    path = tmp_path / "board.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    assert window.open_board_file(path)
    editor = window.edit_this_board()
    assert editor is not None
    qtbot.waitExposed(editor)
    editor.show_message("P0's hand holds too many cards")
    assert NAMES[0] in shown(editor.message_label)
