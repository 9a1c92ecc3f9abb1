"""At 1024×700 the log's "What happened" column is narrow: a long entry read "P0 starts with
Twiligh…" and was whole only in its tooltip. It now goes on to more lines, its row as tall as
they are, so the judge reads every entry without hovering."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from tests.gui.conftest import open_table
from tourney.gui.match_table import MatchTableWindow
from tourney.gui.match_table_delegates import text_margin, wrapped_lines
from tourney.gui.match_table_dialogs import sample_choice


def long_entries(window: MatchTableWindow) -> dict[int, list[str]]:
    """The log's entries longer than their column, by row: the lines their words fit on."""
    view, model = window.log_view, window.log_model
    column = model.columnCount() - 1
    room = view.columnWidth(column) - text_margin(view.style(), view)
    metrics = view.fontMetrics()
    texts = {row: str(model.index(row, column).data()) for row in range(model.rowCount())}
    return {row: wrapped_lines(text, metrics, room) for row, text in texts.items()
            if metrics.horizontalAdvance(text) > room}


def test_a_long_log_entry_is_whole_on_more_lines_at_a_small_screen(qtbot: QtBot) -> None:
    window = open_table(qtbot, rules={}, size=(1024, 700))
    window.start_new_game(sample_choice(seed=4))
    assert window.tasks.wait()
    for _ in range(3):  # the Starting Problems and the hands kept: a dozen entries
        window.step()
    qtbot.wait(50)
    view = window.log_view
    longer = long_entries(window)
    assert len(longer) >= 3, view.columnWidth(3)  # (the test reads entries longer than the column)
    spacing = view.fontMetrics().lineSpacing()
    for row, lines in longer.items():
        whole = str(window.log_model.index(row, 3).data())
        assert " ".join(lines) == whole, lines  # (no word cut at this width)
        assert view.rowHeight(row) >= len(lines) * spacing, (whole, lines, view.rowHeight(row))
    window.grab().save("/tmp/te/log-wrap.png")
    # a wider log takes fewer lines: the rows follow the column as the judge drags the splitter
    heights = sum(view.rowHeight(row) for row in longer)
    window.bottom_splitter.setSizes([150, 750, 124])
    qtbot.wait(50)
    assert sum(view.rowHeight(row) for row in longer) < heights
    for row, lines in long_entries(window).items():
        assert view.rowHeight(row) >= len(lines) * spacing
