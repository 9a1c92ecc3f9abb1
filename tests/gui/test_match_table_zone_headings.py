"""The hands-and-piles view's player headings: each row as tall as the lines its heading
takes in the pane, no blank line under it."""

from __future__ import annotations

from PySide6.QtWidgets import QStyleOptionViewItem
from pytestqt.qtbot import QtBot

from tests.gui.conftest import open_table
from tourney.gui.match_table import MatchTableWindow
from tourney.gui.match_table_dialogs import sample_choice


def _heading_heights(window: MatchTableWindow) -> list[tuple[str, int, int]]:
    """Each player's heading: its text, its row's height and the height its lines take."""
    view = window.zones_view
    model = view.model()
    delegate = view.itemDelegateForColumn(0)
    out = []
    for row in range(model.rowCount()):
        index = model.index(row, 0)
        option = QStyleOptionViewItem()
        option.initFrom(view)
        option.widget = view
        out.append((str(index.data()), view.visualRect(index).height(), delegate.sizeHint(option, index).height()))
    return out


def test_a_players_heading_has_no_blank_line_after_time_is_called(qtbot: QtBot) -> None:
    """At 1024x700, "Player 1 · Twilight Sparkle, Faithful Student · 0 points, 0 action tokens"
    takes three lines in the pane, but its row was four lines tall (a blank one under it) after
    time was called: its height was measured before the heading was let run across the pane,
    in the Card column's width alone, and kept."""
    window = open_table(qtbot, rules={}, size=(1024, 700))
    window.start_new_game(sample_choice(seed=4))
    assert window.tasks.wait()
    assert window.call_time(elimination=False)
    qtbot.wait(50)
    headings = _heading_heights(window)
    assert [text.split(" · ")[0] for text, _shown, _needed in headings] == ["Player 2", "Player 1"]
    for text, shown, needed in headings:
        assert shown == needed, (text, shown, needed)
