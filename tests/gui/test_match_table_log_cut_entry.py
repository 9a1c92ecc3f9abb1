"""At 1024x700, a move that fills the log scrolls it to its end, and the view shows the last
entry whole by cutting the one at the top: "Ol' Salt, Salt Blocked #127 is moved from P1's home
to ..." had its first line above the log's top, its number, turn and rule centred beside the
rest, and read as an entry of its own, "#127 is moved from P1's home to ...", no card named
(the engine's words were right: the view cut them). The first line in view of a cut entry now
starts with "…", and every cell's text starts at the top of its row, level with the entry's
first line, a cut entry's number on its first line in view."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QStyleOptionViewItem
from pytestqt.qtbot import QtBot

from tests.engine.helpers import Board
from tests.gui.conftest import open_board, open_table
from tourney.gui.match_table import MatchTableWindow
from tourney.gui.match_table_delegates import ENTRY_CUT, text_margin

OL_SALT = "PR48"


def ol_salt_board() -> Board:
    """P0 with 2 action tokens, Ol' Salt, Salt Blocked at home and nothing else to do: moving
    her spends the turn, and P1's turn begins in the log."""
    b = Board()
    b.players[0]["tokens"] = 2
    b.add(OL_SALT, 0, "play", "home:0")
    return b


def drawn(window: MatchTableWindow, row: int, column: int) -> tuple[int, list[str]]:
    """Where the log draws a cell's text (the top of its first line in view) and its lines."""
    view = window.log_view
    index = window.log_model.index(row, column)
    option = QStyleOptionViewItem()
    option.initFrom(view.viewport())
    option.rect = view.visualRect(index)
    option.widget = view
    return view.itemDelegateForIndex(index).drawn_lines(option, index)


def double_click_option(qtbot: QtBot, window: MatchTableWindow, words: str) -> None:
    """Double-click the option whose label holds `words`, as a judge answers with the mouse."""
    view = window.decision_panel.options_view
    model = view.model()
    row = next(r for r in range(model.rowCount()) if words in str(model.index(r, 0).data()))
    view.scrollTo(model.index(row, 0))
    centre = view.visualRect(model.index(row, 0)).center()
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    QTest.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    qtbot.wait(50)


def test_an_entry_cut_at_the_top_of_the_log_reads_as_cut(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_table(qtbot, rules={}, size=(1024, 700))
    open_board(window, tmp_path / "ol-salt.json", ol_salt_board().doc())
    double_click_option(qtbot, window, "move Ol' Salt")
    assert window.table is not None and window.table.step == 1  # (the double-click answered)
    view, model = window.log_view, window.log_model
    last = model.columnCount() - 1
    texts = [str(model.index(row, last).data()) for row in range(model.rowCount())]
    moved = next(row for row, text in enumerate(texts) if "Ol' Salt, Salt Blocked" in text and "moved" in text)
    # the log at its end, the move's entry cut at the top of the view (as the judge saw it)
    assert view.verticalScrollBar().value() == view.verticalScrollBar().maximum()
    top = view.rowAt(0)
    assert top == moved and view.rowViewportPosition(top) < 0, (top, moved, view.rowViewportPosition(top))
    for row in range(top, model.rowCount()):
        at, lines = drawn(window, row, last)
        cell = view.visualRect(model.index(row, last)).width()  # (the column less its grid line)
        whole = view.text_delegate.lines(texts[row], view.fontMetrics(), cell, view)
        if view.rowViewportPosition(row) < 0:  # cut: what shows says so, and shows no line cut through
            assert lines and lines[0].startswith(ENTRY_CUT), (texts[row], lines)
            assert at >= 0
            assert " ".join(lines)[len(ENTRY_CUT):] in texts[row]  # (its words in view whole)
        else:
            assert lines == whole, (texts[row], lines)
        for column in range(last):  # number, turn and rule on the entry's first line in view
            cell_at, cell = drawn(window, row, column)
            assert cell_at == at, (row, column, cell_at, at)
            assert cell == [str(model.index(row, column).data())]


def test_the_number_turn_and_rule_are_at_the_top_of_a_tall_row(qtbot: QtBot, tmp_path: Path) -> None:
    """A wrapped entry's number, turn and rule are level with its first line, not centred."""
    window = open_table(qtbot, rules={}, size=(1024, 700))
    open_board(window, tmp_path / "ol-salt.json", ol_salt_board().doc())
    double_click_option(qtbot, window, "move Ol' Salt")
    view, model = window.log_view, window.log_model
    last = model.columnCount() - 1
    view.scrollToTop()
    qtbot.wait(20)
    spacing = view.fontMetrics().lineSpacing()
    tall = [row for row in range(model.rowCount())
            if view.rowHeight(row) > 2 * spacing and view.rowViewportPosition(row) >= 0]
    assert tall, [view.rowHeight(row) for row in range(model.rowCount())]
    for row in tall:
        at, lines = drawn(window, row, last)
        assert len(lines) >= 2
        assert at - view.rowViewportPosition(row) < spacing  # the entry's first line: the row's top
        for column in range(last):
            assert drawn(window, row, column)[0] == at


def test_each_entry_is_drawn_within_its_row_at_every_width(qtbot: QtBot, tmp_path: Path) -> None:
    """The row is as tall as the lines its entry is drawn on, at whatever width the judge drags
    the log to: it was measured at the column's width, and drawn a pixel narrower (the grid
    line), so at some widths "Ol' Salt, Salt Blocked #127 is moved from P1's home to It's
    Alive! #113 (P0's)" took a line more than its row and lost "(P0's)"."""
    window = open_table(qtbot, rules={}, size=(1100, 760))
    open_board(window, tmp_path / "ol-salt.json", ol_salt_board().doc())
    double_click_option(qtbot, window, "move Ol' Salt")
    view, model = window.log_view, window.log_model
    last = model.columnCount() - 1
    spacing = view.fontMetrics().lineSpacing()
    short = []
    for log_width in range(300, 520, 3):
        window.bottom_splitter.setSizes([400, log_width, 300])
        view.scrollToTop()
        for row in range(model.rowCount()):
            if view.rowViewportPosition(row) < 0:
                continue
            at, lines = drawn(window, row, last)
            if at + len(lines) * spacing > view.rowViewportPosition(row) + view.rowHeight(row):
                short.append((view.columnWidth(last), row, lines))
    assert not short, short[:3]


def test_a_cut_entry_wraps_after_its_mark_at_every_width(qtbot: QtBot, tmp_path: Path) -> None:
    """Where the rest of a cut entry did not fit after the "…" on the lines in view, its first
    line lost its end ("… Salt Blocked #127 is moved from P1's h…"), read whole only in the
    tooltip. The rest now wraps after the mark as any entry does: every line drawn holds whole
    words of the entry, in order to its end, none cut, and no more lines than the row shows."""
    window = open_table(qtbot, rules={}, size=(1024, 700))
    open_board(window, tmp_path / "ol-salt.json", ol_salt_board().doc())
    double_click_option(qtbot, window, "move Ol' Salt")
    view, model = window.log_view, window.log_model
    last = model.columnCount() - 1
    metrics = view.fontMetrics()
    spacing = metrics.lineSpacing()
    cut_seen = 0
    for log_width in range(240, 480, 4):
        window.bottom_splitter.setSizes([480, log_width, 1024 - 480 - log_width])
        view.scrollToBottom()
        top = view.rowAt(0)
        if view.rowViewportPosition(top) >= 0:
            continue
        text = str(model.index(top, last).data())
        at, lines = drawn(window, top, last)
        cell = view.visualRect(model.index(top, last))
        if not lines or lines == view.text_delegate.lines(text, metrics, cell.width(), view):
            continue  # (less than a line of it in view, or none of its lines above the view's top)
        cut_seen += 1
        room = cell.width() - text_margin(view.style(), view)
        assert lines[0].startswith(ENTRY_CUT), (log_width, lines)
        words = " ".join(lines)[len(ENTRY_CUT):]
        assert text.endswith(words) and text[len(text) - len(words) - 1] == " ", (log_width, lines)  # whole words
        assert all(metrics.horizontalAdvance(line) <= room for line in lines), (log_width, lines)
        assert not any(line.endswith("…") for line in lines), (log_width, lines)
        assert at + len(lines) * spacing <= cell.bottom() + 1, (log_width, at, lines, cell)
    assert cut_seen > 10
