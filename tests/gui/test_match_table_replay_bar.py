"""The match table's replay bar: its buttons stay under the mouse while the judge steps."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.gui.conftest import open_table
from tourney.gui.match_table_dialogs import sample_choice


def test_back_clicked_twice_in_one_place_goes_back_two_decisions(qtbot: QtBot) -> None:
    """A judge clicks ◀ Back twice without moving the mouse: the second click is a step back
    too. The words beside the Step box grow from "of 40" to "of 40 (1 ahead)" at the first
    step back; the buttons after them kept moving right, and the second click landed on
    |◀ Start and went to the start of the game."""
    window = open_table(qtbot, rules={})
    window.start_new_game(sample_choice(seed=4))
    assert window.tasks.wait()
    window.play_out()
    assert window.tasks.wait()
    table = window.table
    assert table is not None and table.length > 10
    window.seek(table.length)
    QApplication.processEvents()
    bar = window.findChild(type(window.position_slider.parentWidget()), "replayBar")
    back = window.replay_button("backAction")
    point = back.geometry().center()  # where the judge's mouse stays
    for clicks in (1, 2, 3):
        under = bar.childAt(point)
        assert under is back, f"click {clicks}: the mouse is over {under.text() if under else None!r}"
        qtbot.mouseClick(under, Qt.MouseButton.LeftButton)
        QApplication.processEvents()
        assert table.step == table.length - clicks


def test_a_step_past_the_end_typed_in_the_step_box_is_said_and_shown_at_the_end(qtbot: QtBot) -> None:
    """99 typed in the Step box of an 8-step line: the box refused the second 9 without a word
    and Enter stayed where it was. The number is taken as typed, the line shown at its end, and
    the status bar says there is no such step."""
    window = open_table(qtbot, rules={})
    window.start_new_game(sample_choice(seed=4))
    assert window.tasks.wait()
    for _ in range(8):
        assert window.step()
    assert window.seek(3)
    table = window.table
    assert table is not None and table.length == 8
    box = window.position_spin
    box.setFocus()
    box.selectAll()
    qtbot.keyClicks(box, "99")
    assert box.text() == "99"
    qtbot.keyClick(box, Qt.Key.Key_Return)
    assert table.step == 8 and box.value() == 8
    assert window.statusBar().currentMessage() == "There is no step 99: the line ends at step 8, shown here."
    box.selectAll()
    qtbot.keyClicks(box, "5")
    qtbot.keyClick(box, Qt.Key.Key_Return)  # (a step in the line goes there as before)
    assert table.step == 5
