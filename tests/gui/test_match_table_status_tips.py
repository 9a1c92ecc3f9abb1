"""The match table's confirmations stay readable: a hovered button's tip no longer takes the
place of "Position saved to …" in the status bar, and the mouse moving off no longer wipes it."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QStatusTipEvent
from PySide6.QtWidgets import QToolButton
from pytestqt.qtbot import QtBot

from tests.gui.conftest import open_board, open_table
from tests.gui.test_match_table import board_document


def test_a_hovered_tip_leaves_the_saved_message(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_table(qtbot, rules={}, size=(1024, 700))
    open_board(window, tmp_path / "board.json", board_document())
    saved = tmp_path / "position.json"
    assert window.save_board_file(saved)
    message = window.statusBar().currentMessage()
    assert message.startswith("Position saved to") and saved.name in message
    # the mouse over a toolbar button: Qt has its action send the button its status tip
    action = window.new_game_action
    button = next(b for b in window.findChildren(QToolButton) if b.defaultAction() is action)
    assert action.statusTip()
    assert action.showStatusText(button)
    assert window.statusBar().currentMessage() == message
    tip = window.status_tips.label
    assert tip.isVisible() and tip.tip == action.statusTip()
    # (beside a long message, the tip is cut with "…" and whole in its tooltip)
    assert tip.text() == action.statusTip() or (tip.text().endswith("…") and tip.toolTip() == action.statusTip())
    assert action.statusTip().startswith(tip.text().removesuffix("…"))
    # the mouse off it again (Qt sends an empty tip): the tip goes, the message stays
    QCoreApplication.sendEvent(button, QStatusTipEvent(""))
    assert tip.text() == ""
    assert window.statusBar().currentMessage() == message


def test_a_long_tip_is_cut_beside_the_message(qtbot: QtBot) -> None:
    """At 1024 pixels a tip takes under half the status bar, cut with "…", whole in its tooltip."""
    window = open_table(qtbot, rules={}, size=(1024, 700))
    long_tip = "Deal a new game " * 20
    QCoreApplication.sendEvent(window.new_game_action.parent(), QStatusTipEvent(long_tip))
    tip = window.status_tips.label
    assert tip.text().endswith("…") and tip.toolTip() == long_tip
    assert tip.width() <= window.statusBar().width() // 2
