"""The Rounds tab at 1024x700 gives the players' names the room first.

The Result column was as wide as the longest result the round may show
("Bartholomew Applebottom-Cunningham 1 wins (2-1)"), so at 1024 pixels the
names a scorekeeper calls out went on to second lines beside a half-empty
Result column. Now the names read on one line where they can; a long result
goes on to a second line of its row and reads whole in the row's tooltip.
"""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt
from pytestqt.qtbot import QtBot

from tourney.gui.pairings_widths import cell_margin
from tourney.gui.round_models import PLAYER_COLUMNS, RESULT_COLUMN
from tourney.gui.rounds_tab import RoundsTab
from tourney.services import players, results

from .conftest import SampleEvent, make_event, open_tab_in_small_window, publish_next_round

NAMES = ("Bartholomew Applebottom-Cunningham", "Alexandra Montgomery-Wolfeschlegel")


def _event(long_names: bool) -> SampleEvent:
    """Twelve players (every one with a long double name, or the sample's short names),
    round 1 published."""
    sample = make_event(12)
    if long_names:
        with sample.db.transaction() as s:
            for number, registration_id in enumerate(sample.players):
                players.edit_player(s, registration_id, name=f"{NAMES[number % 2]} {number + 1}")
    publish_next_round(sample)
    return sample


def _widest(tab: RoundsTab, columns: tuple[int, ...]) -> int:
    metrics = tab.view.fontMetrics()
    return max(metrics.horizontalAdvance(str(tab.proxy.index(row, column).data()))
               for row in range(tab.proxy.rowCount()) for column in columns)


def test_long_names_read_on_one_line_and_a_long_result_wraps_with_its_tooltip(
    qtbot: QtBot, settings: QSettings
) -> None:
    sample = _event(long_names=True)
    _, tab = open_tab_in_small_window(qtbot, sample, settings, RoundsTab)
    view = tab.view
    names = _widest(tab, PLAYER_COLUMNS)
    for column in PLAYER_COLUMNS:
        assert view.columnWidth(column) >= names + cell_margin(tab.view), (column, view.columnWidth(column), names)
    one_line = view.verticalHeader().defaultSectionSize()
    assert {view.rowHeight(row) for row in range(tab.proxy.rowCount())} == {one_line}
    assert view.horizontalScrollBar().maximum() == 0

    match = tab.model.rows()[0]
    with sample.db.transaction() as s:
        results.enter_result(s, match.id, "b")
    tab.refresh()
    row = tab.proxy.mapFromSource(tab.model.index(tab.model.row_of_match(match.id) or 0, 0)).row()
    result = tab.proxy.index(row, RESULT_COLUMN)
    whole = f"{match.player_b_name} wins (0-1)"
    assert result.data() == whole
    assert view.fontMetrics().horizontalAdvance(whole) > view.columnWidth(RESULT_COLUMN)
    assert view.rowHeight(row) > one_line  # on two lines, whole
    assert f"Result: {whole}" in str(result.data(Qt.ItemDataRole.ToolTipRole)).splitlines()
    sample.db.close()


def test_short_names_leave_the_result_column_its_longest_result(
    qtbot: QtBot, settings: QSettings
) -> None:
    sample = _event(long_names=False)
    _, tab = open_tab_in_small_window(qtbot, sample, settings, RoundsTab)
    match = tab.model.rows()[0]
    longest = tab.view.fontMetrics().horizontalAdvance(f"{match.player_a_name} wins (2-1)")
    assert tab.view.columnWidth(RESULT_COLUMN) >= longest + cell_margin(tab.view)
    sample.db.close()


def test_a_wider_window_gives_the_result_column_its_whole_width(
    qtbot: QtBot, settings: QSettings
) -> None:
    sample = _event(long_names=True)
    window, tab = open_tab_in_small_window(qtbot, sample, settings, RoundsTab)
    narrow = tab.view.columnWidth(RESULT_COLUMN)
    window.resize(1600, 900)
    metrics = tab.view.fontMetrics()
    whole = max(metrics.horizontalAdvance(f"{name} wins (2-1)")
                for m in tab.model.rows() for name in (m.player_a_name, m.player_b_name or ""))
    qtbot.waitUntil(lambda: tab.view.columnWidth(RESULT_COLUMN) >= whole + cell_margin(tab.view))
    assert tab.view.columnWidth(RESULT_COLUMN) > narrow
    names = _widest(tab, PLAYER_COLUMNS)
    assert min(tab.view.columnWidth(c) for c in PLAYER_COLUMNS) >= names + cell_margin(tab.view)
    sample.db.close()
