"""A decision answered from the keyboard alone: the options list takes the arrow keys, and
Enter answers with the option chosen there, as a double-click or the Answer button does."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from engine.core.decision import Decision, Option
from tests.gui.conftest import open_table
from tourney.gui.match_table_dialogs import sample_choice
from tourney.gui.match_table_panels import DecisionPanel


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


def test_escape_in_the_options_takes_back_the_choice_and_answers_nothing(qtbot: QtBot) -> None:
    """Escape in the options list did nothing: the option chosen stayed chosen. It now clears
    the choice (Answer is off again) and never answers; the arrow keys go on from the same
    row."""
    table, view = _options_focused(qtbot)
    step = table.table.cursor.step
    qtbot.keyClick(view, Qt.Key.Key_Down)
    row = view.currentIndex().row()
    assert table.decision_panel.chosen_keys()
    assert table.decision_panel.answer_button.isEnabled()
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert table.decision_panel.chosen_keys() == []
    assert not table.decision_panel.answer_button.isEnabled()
    assert view.currentIndex().row() == row and view.hasFocus()
    assert table.tasks.wait()
    assert table.table.cursor.step == step and table.isVisible()
    qtbot.keyClick(view, Qt.Key.Key_Down)
    assert view.currentIndex().row() == row + 1 and table.decision_panel.chosen_keys()


def test_escape_in_a_typed_number_clears_it_and_goes_back_to_the_options(qtbot: QtBot) -> None:
    """A number decision (802): Escape in the number box took nothing back. It clears the
    number typed (Answer is off again) and puts the keys in the options list."""
    panel = DecisionPanel()
    qtbot.addWidget(panel)
    answers: list[list[str]] = []
    panel.answer_requested.connect(answers.append)
    panel.show_decision(Decision(0, "number", "Choose how many times the loop is repeated",
                                 (Option("number:24567838", "24,567,838"),), 1, 1,
                                 {"number": {"min": 24567838, "max": None}}))
    panel.set_enabled_for(False, True)
    panel.show()
    qtbot.waitExposed(panel)
    panel.activateWindow()
    panel.number_edit.setFocus()
    qtbot.waitUntil(panel.number_edit.hasFocus)
    qtbot.keyClicks(panel.number_edit, "30000000")
    assert panel.answer_button.isEnabled()
    qtbot.keyClick(panel.number_edit, Qt.Key.Key_Escape)
    assert panel.number_edit.text() == "" and panel.chosen_keys() == []
    assert not panel.answer_button.isEnabled() and answers == []
    qtbot.waitUntil(panel.options_view.hasFocus)
