"""A decision answered from the keyboard alone: the options list takes the arrow keys, and
Enter answers with the option chosen there, as a double-click or the Answer button does."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tests.gui.conftest import open_table
from tourney.gui.match_table_dialogs import sample_choice


def _options_focused(qtbot: QtBot):
    table = open_table(qtbot, rules={})
    table.start_new_game(sample_choice())
    assert table.tasks.wait()
    table.activateWindow()
    qtbot.waitUntil(table.isActiveWindow)
    view = table.decision_panel.options_view
    view.setFocus()
    qtbot.waitUntil(view.hasFocus)
    return table, view


def test_enter_in_the_options_answers_with_the_option_chosen(qtbot: QtBot) -> None:
    """Enter in the options list did nothing (only a double-click or the Answer button
    answered): a judge working from the keyboard had to Tab to the button."""
    table, view = _options_focused(qtbot)
    decision = table.decision_panel.decision
    assert decision is not None and decision.max == 1 and len(decision.options) > 1
    step = table.table.cursor.step
    qtbot.keyClick(view, Qt.Key.Key_Down)  # an option chosen with the arrow keys
    chosen = table.decision_panel.chosen_keys()
    assert len(chosen) == 1 and chosen[0] in {o.key for o in decision.options}
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert table.tasks.wait()
    assert table.table.cursor.step == step + 1
    assert table.table.cursor.replay.answers[step] == chosen


def test_enter_with_nothing_chosen_answers_nothing(qtbot: QtBot) -> None:
    table, view = _options_focused(qtbot)
    table.decision_panel.options_view.selectionModel().clearSelection()
    step = table.table.cursor.step
    qtbot.keyClick(view, Qt.Key.Key_Enter)
    assert table.tasks.wait()
    assert table.table.cursor.step == step
