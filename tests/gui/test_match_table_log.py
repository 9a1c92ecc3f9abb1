"""The log beside the board is always the log of the position shown.

A judge who played a sample game to its end, stepped back, went to the start,
then to the end, then typed a decision number once read a log that belonged to
another position: at decision 100 (turn 33) the last entries were from turn 45.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tests.gui.conftest import click_sample_game, open_table
from tourney.gui.match_table import MatchTableWindow
from tourney.gui.match_table_dialogs import sample_choice
from tourney.services.match_table import start_game


def shown_log(window: MatchTableWindow) -> list[tuple[str, str, str, str]]:
    """The log table as the judge reads it, row by row (#, turn, rule, what happened)."""
    model = window.log_model
    return [tuple(str(model.index(row, column).data()) for column in range(4))  # type: ignore[misc]
            for row in range(model.rowCount())]


def log_of_a_fresh_walk(step: int) -> list[tuple[str, str, str, str]]:
    """The log of the same game dealt again and stepped straight to `step` (no seeking)."""
    choice = sample_choice()
    table = start_game([deck.card_ids() for deck in choice.decks], choice.seed,
                       (choice.decks[0].label, choice.decks[1].label))
    table.play_out(seed=1)
    replay_answers = list(table.cursor.replay.answers)
    again = start_game([deck.card_ids() for deck in choice.decks], choice.seed,
                       (choice.decks[0].label, choice.decks[1].label))
    for answer in replay_answers[:step]:
        again.answer(answer)
    return [(str(r.number), str(r.turn), r.rule, r.text) for r in again.log_rows()]


def test_the_log_after_seeking_is_the_log_of_the_position_shown(qtbot: QtBot) -> None:
    window = open_table(qtbot, rules={})
    click_sample_game(qtbot, window)
    qtbot.mouseClick(window.decision_panel.play_out_button, Qt.MouseButton.LeftButton)
    assert window.tasks.wait()
    assert window.table is not None and window.table.length > 120
    for _ in range(3):
        qtbot.mouseClick(window.replay_button("backAction"), Qt.MouseButton.LeftButton)
    qtbot.mouseClick(window.replay_button("startAction"), Qt.MouseButton.LeftButton)
    assert window.table.step == 0
    qtbot.mouseClick(window.replay_button("endAction"), Qt.MouseButton.LeftButton)
    assert window.table.step == window.table.length
    spin = window.position_spin
    spin.setFocus()
    spin.selectAll()
    qtbot.keyClicks(spin, "100")
    qtbot.keyClick(spin, Qt.Key.Key_Return)
    assert window.table.step == 100
    shown = shown_log(window)
    turn = window.table.position().turn
    assert max(int(row[1]) for row in shown) == turn, "the log holds entries of a later turn"
    assert shown == log_of_a_fresh_walk(100)


def test_the_rule_pane_follows_the_selected_log_entry_across_moves(qtbot: QtBot) -> None:
    """The log is read again after each move. The entry the judge selected stays selected while
    the log holds it, its rule still in the pane; after a step back takes it away the pane goes
    back to its hint (it kept showing the rule of an entry no longer in the log)."""
    table = open_table(qtbot, rules={"102.2": "Each player chooses a Starting Problem."})
    table.start_new_game(sample_choice(seed=4))
    assert table.tasks.wait()
    for _ in range(2):  # the Starting Problems: each puts a Problem into play (102.2)
        decision = table.decision_panel.decision
        assert table.answer([decision.options[0].key])
    rows = table.log_model.rows()
    chosen = max(i for i, row in enumerate(rows) if row.rule == "102.2")
    table.log_view.setCurrentIndex(table.log_model.index(chosen, 0))
    assert table.rule_panel.citation_label.text().endswith("Rule 102.2</b></span>")
    decision = table.decision_panel.decision
    assert table.answer([decision.options[0].key])  # keep the hand: the log goes on
    assert table.log_view.currentIndex().row() == chosen
    assert "Rule 102.2" in table.rule_panel.citation_label.text()
    table.seek(0)  # before any Starting Problem: the entry is gone
    assert not table.log_view.currentIndex().isValid()
    assert table.rule_panel.text_label.text() == "Select a log entry to see its rule."


def test_what_happened_keeps_half_the_log_in_a_small_window(qtbot: QtBot) -> None:
    """In a 1024×700 window the log's #, Turn and Rule columns kept their first widths and
    "What happened" showed three letters ("What |", "P0 pa"): the judge read no line of the
    log. The column keeps at least half of the log's width, the others narrowing to a few
    digits; at a large size they have their first widths, and widen back as the window does."""
    window = open_table(qtbot, rules={}, size=(1024, 700))
    click_sample_game(qtbot, window)
    view = window.log_view
    header = view.horizontalHeader()
    qtbot.waitUntil(lambda: view.viewport().width() > 0)
    assert header.sectionSize(3) >= view.viewport().width() // 2, \
        [header.sectionSize(c) for c in range(4)] + [view.viewport().width()]
    narrow = [header.sectionSize(c) for c in range(3)]
    digit = view.fontMetrics().horizontalAdvance("0")
    assert narrow[0] >= digit * 4 and narrow[2] >= digit * 6  # (a number, a rule's few digits)
    window.resize(2400, 1000)
    qtbot.waitUntil(lambda: header.sectionSize(2) > narrow[2])
    assert [header.sectionSize(c) for c in range(3)] == [digit * chars + 12 for chars in (6, 5, 14)]
