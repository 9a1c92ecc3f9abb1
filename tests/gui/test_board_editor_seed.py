"""The board editor's Seed box holds any seed a position may have: a game dealt from the
command line (`tourney engine play --seed`) or a board file takes seeds up to 2**64 - 1, and
Edit this board on such a position stopped on an OverflowError (the box held 2**31 - 1)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tests.gui.conftest import open_table
from tests.gui.test_match_table import write_board

BIG_SEED = 2**40 + 7


def test_edit_this_board_keeps_a_seed_beyond_what_a_spin_box_holds(qtbot: QtBot, tmp_path: Path) -> None:
    table = open_table(qtbot, rules={})
    assert table.open_board_file(write_board(tmp_path / "board.json", seed=BIG_SEED))
    editor = table.edit_this_board()
    assert editor is not None
    assert editor.setup.seed == BIG_SEED
    assert editor.seed_spin.text() == str(BIG_SEED)
    assert editor.seed_spin.value() == BIG_SEED


def test_a_seed_typed_in_the_editor_is_the_boards(qtbot: QtBot) -> None:
    table = open_table(qtbot, rules={})
    editor = table.choose_board_setup()
    qtbot.waitExposed(editor)
    box = editor.seed_spin
    box.setFocus()
    box.selectAll()
    qtbot.keyClicks(box, str(2**63))
    qtbot.keyClick(box, Qt.Key.Key_Tab)
    assert editor.setup.seed == 2**63
    qtbot.keyClicks(box, "x")  # (digits only)
    assert box.text() == str(2**63)
