"""Tab goes from control to control in the match table and its board editor: a list takes
one Tab, not one for each of its cells (arrow keys move inside a list)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton, QTableView, QWidget
from pytestqt.qtbot import QtBot

from engine.core.board_setup import EditorCard
from tests.gui.conftest import open_table
from tourney.gui.match_table_dialogs import sample_choice


def _tab_out_of(qtbot: QtBot, view: QTableView) -> QWidget | None:
    """Where the keyboard is after one Tab from a cell of `view`."""
    view.setFocus()
    qtbot.waitUntil(view.hasFocus)
    view.setCurrentIndex(view.model().index(0, 0))
    qtbot.keyClick(view, Qt.Key.Key_Tab)
    return view.window().focusWidget()


def test_one_tab_leaves_the_game_log(qtbot: QtBot) -> None:
    """Tab in the game log went from cell to cell, four to an entry, through the whole log
    of the game before it reached the rule pane's neighbours."""
    table = open_table(qtbot, rules={})
    table.start_new_game(sample_choice())
    assert table.tasks.wait()
    table.activateWindow()
    qtbot.waitUntil(table.isActiveWindow)
    assert table.log_model.rowCount() > 1
    assert _tab_out_of(qtbot, table.log_view) is not table.log_view


def test_one_tab_leaves_the_board_editors_lists(qtbot: QtBot) -> None:
    """Tab in the board editor's cards in play went through every cell of every card (eleven
    to a card for MLP) before it reached Remove from play; in a pile, through two cells a card
    before Remove. One Tab now goes from the list to the button under it."""
    table = open_table(qtbot, rules={})
    editor = table.choose_board_setup()
    qtbot.waitExposed(editor)
    editor.activateWindow()
    qtbot.waitUntil(editor.isActiveWindow)
    p0 = editor.players[0]
    for ref, code in ((1, "PR20"), (2, "PR4")):
        p0.play_model.add(EditorCard(ref, code, area="home:0"))
        p0.pile_models["hand"].add(EditorCard(ref + 10, code))
    assert _tab_out_of(qtbot, p0.play_view) is editor.findChild(QPushButton, "removePlayButton0")
    p0.piles_tabs.setCurrentWidget(p0.pile_views["hand"])
    assert _tab_out_of(qtbot, p0.pile_views["hand"]) is editor.findChild(QPushButton, "removePileButton0")
