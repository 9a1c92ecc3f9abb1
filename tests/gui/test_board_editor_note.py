"""The board editor at 1024×700: the note on a game whose Starting Problems are not chosen yet
took four lines, leaving the hand a row or so. It now takes two, the whole a click away."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tests.gui.conftest import open_table
from tourney.gui.board_editor import NOTE_LINES
from tourney.gui.match_table_dialogs import GameChoice, sample_choice


def test_a_long_note_takes_two_lines_and_opens_whole(qtbot: QtBot) -> None:
    table = open_table(qtbot, rules={}, size=(1024, 700))
    table.start_new_game(sample_choice(seed=4))
    assert table.tasks.wait()
    editor = table.edit_this_board()
    assert editor is not None
    editor.resize(1024, 660)
    qtbot.waitExposed(editor)
    qtbot.wait(50)
    note = editor.note_label.text()
    assert note.startswith("Player 1 and Player 2 have not chosen a Starting Problem yet")
    spacing = editor.note_label.fontMetrics().lineSpacing()
    assert editor.note_label.heightForWidth(editor.note_scroll.viewport().width()) > NOTE_LINES * spacing
    assert editor.note_scroll.height() <= NOTE_LINES * spacing  # (two lines, not four)
    link = editor.note_whole_link
    assert link.isVisible()
    hand = editor.players[0].pile_views["hand"]
    rows = hand.viewport().height() // hand.verticalHeader().defaultSectionSize()
    assert rows >= 2, rows
    dialog = link.show_whole()
    assert dialog.text_label.text() == note
    dialog.close()
    # a short note is whole, with no link
    editor.note_label.setText("Left out of the editor: nothing much.")
    editor._fit_note()
    assert not link.isVisible()
    assert editor.note_scroll.height() == editor.note_label.heightForWidth(editor.note_scroll.viewport().width())
    qtbot.keyClick(editor, Qt.Key.Key_Escape)


def test_two_long_names_leave_the_editor_within_1024(qtbot: QtBot) -> None:
    """Whose turn and First player were as wide as the longest name: two names of twenty letters
    made the editor 1140 pixels at the least, past a 1024-pixel screen. They now cut a long name
    at the box's edge, and their lists show it whole."""
    names = ("Alexandra Montgomery", "Bartholomew Smith")
    table = open_table(qtbot, rules={}, size=(1024, 700))
    choice = sample_choice(seed=1)
    table.start_new_game(GameChoice(choice.decks, 1, None, names))
    assert table.tasks.wait()
    editor = table.edit_this_board()
    assert editor is not None
    qtbot.waitExposed(editor)
    assert editor.minimumSizeHint().width() <= 1024
    for combo in (editor.turn_player, editor.first_player):
        assert [combo.itemText(n) for n in range(combo.count())] == list(names)
        view = combo.view()
        assert view.minimumWidth() >= view.fontMetrics().horizontalAdvance(names[0])
    editor.close()
