"""The game log's Rule column at 1024×700: a citation naming no numbered rule, "floor rules: end
of match" when time is called, read "floor r…". It now goes on to more lines of its row."""

from __future__ import annotations

from PySide6.QtWidgets import QStyleOptionViewItem
from pytestqt.qtbot import QtBot

from tests.gui.conftest import open_table
from tourney.gui.match_table_delegates import text_margin, wrapped_lines
from tourney.gui.match_table_dialogs import sample_choice
from tourney.gui.match_table_panels import LOG_RULE_COLUMN

FLOOR = "floor rules: end of match"


def test_a_long_citation_is_read_whole_in_the_rule_column(qtbot: QtBot) -> None:
    window = open_table(qtbot, rules={}, size=(1024, 700))
    window.start_new_game(sample_choice(seed=4))
    assert window.tasks.wait()
    assert window.call_time(elimination=False)
    qtbot.wait(50)
    view, model = window.log_view, window.log_model
    rows = [row for row in range(model.rowCount()) if model.index(row, LOG_RULE_COLUMN).data() == FLOOR]
    assert rows, "time called cites the floor rules"
    metrics = view.fontMetrics()
    room = view.columnWidth(LOG_RULE_COLUMN) - text_margin(view.style(), view)
    assert metrics.horizontalAdvance(FLOOR) > room  # (the column is narrower than the citation)
    lines = wrapped_lines(FLOOR, metrics, room)
    assert " ".join(lines) == FLOOR, lines  # (every word whole)
    for row in rows:
        index = model.index(row, LOG_RULE_COLUMN)
        assert view.rowHeight(row) >= len(lines) * metrics.lineSpacing(), (row, view.rowHeight(row), lines)
        view.scrollTo(index)
        option = QStyleOptionViewItem()
        view.initViewItemOption(option)
        option.rect = view.visualRect(index)
        _top, drawn = view.text_delegate.drawn_lines(option, index)
        assert drawn == lines  # (as the cell draws it)
