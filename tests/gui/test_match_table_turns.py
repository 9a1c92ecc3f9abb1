"""The match table goes to a turn of a replay: the Turn box beside the decision number."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tests.gui.conftest import open_table
from tests.gui.test_match_table import everything_shown, write_board
from tourney.gui.match_table_dialogs import sample_choice


def test_a_turn_typed_shows_its_first_decision_and_a_turn_past_the_end_the_end(qtbot: QtBot) -> None:
    window = open_table(qtbot, rules={})
    window.start_new_game(sample_choice(seed=4))
    assert window.tasks.wait()
    assert not window.turn_spin.isEnabled()  # (no line to go along yet)
    window.play_out()
    assert window.tasks.wait()
    table = window.table
    assert table is not None and table.length > 100
    last_turn = table.position().turn
    # where each turn starts, found by stepping from the start as a judge would
    window.seek(0)
    first_of: dict[int, int] = {}
    while table.step < table.length:
        first_of.setdefault(table.position().turn, table.step)
        window.forward()
    wanted = sorted(first_of)[len(first_of) // 2]
    window.seek(first_of[wanted])
    at_start_of_turn = everything_shown(window)

    window.turn_action.trigger()  # Ctrl+G: the keyboard in the Turn box
    spin = window.turn_spin
    assert window.focusWidget() is spin
    window.seek(0)
    spin.selectAll()
    qtbot.keyClicks(spin, str(wanted))
    qtbot.keyClick(spin, Qt.Key.Key_Return)
    assert table.step == first_of[wanted]
    assert everything_shown(window) == at_start_of_turn  # the board agrees with the position
    assert window.position_spin.value() == first_of[wanted] and spin.value() == wanted
    assert f"turn {wanted} from its first decision (step {first_of[wanted]})" in window.statusBar().currentMessage()
    # the arrow key goes on to the next turn's first decision
    qtbot.keyClick(spin, Qt.Key.Key_Up)
    assert table.step == first_of[wanted + 1] and spin.value() == wanted + 1
    # a turn the game never reached: its end, said so
    spin.selectAll()
    qtbot.keyClicks(spin, str(last_turn + 5))
    qtbot.keyClick(spin, Qt.Key.Key_Return)
    assert table.step == table.length and spin.value() == last_turn
    assert f"the line ends in turn {last_turn}" in window.statusBar().currentMessage()


def test_a_turn_before_a_boards_own_turn_shows_the_start_of_the_line(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_table(qtbot, rules={})
    assert window.open_board_file(write_board(tmp_path / "board.json"))  # (turn 3)
    assert window.answer(["pass"])  # (P0 passes: the Main Phase ends, and P1 is asked in turn 4)
    assert window.turn_spin.isEnabled() and window.turn_spin.value() == 4
    assert window.seek_turn(1)
    assert window.table is not None and window.table.step == 0
    assert "the line starts in turn 3: shown at its start (step 0)" in window.statusBar().currentMessage()
