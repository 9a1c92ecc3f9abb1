"""A dialog a test leaves open is closed as the test ends (the autouse fixture of
tests/gui/conftest.py), with the window it was shown over deleted: the next test finds no
earlier test's box among its own (the application's windows come in no fixed order, so
such a leftover was sometimes the refusal box a test found first). The two tests run in
this order, the second reading what the first left behind."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QDialog
from pytestqt.qtbot import QtBot
from shiboken6 import isValid

from tests.gui.conftest import open_table
from tourney.gui.errors import show_user_error

LEFT: list[QDialog] = []
"""The dialogs the first test leaves on the screen."""


def test_a_test_leaves_a_refusal_box_and_a_dialog_open(qtbot: QtBot) -> None:
    window = open_table(qtbot, rules={})
    box = show_user_error(window, "An earlier test's refusal")
    alone = QDialog()
    alone.setWindowTitle("New game on the match table")
    alone.show()
    window.close()  # (the box stays up over the closed window until Qt deletes the window)
    LEFT.extend((box, alone))
    assert box.isVisible() and alone.isVisible()


def test_the_next_test_finds_none_of_them() -> None:
    assert len(LEFT) == 2
    assert not any(isValid(dialog) and dialog.isVisible() for dialog in LEFT)
    assert not [w for w in QApplication.topLevelWidgets() if isinstance(w, QDialog) and w.isVisible()]
    assert not isValid(LEFT[0])  # (deleted with the window it was shown over)
