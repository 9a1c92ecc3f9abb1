"""The Rounds tab at 1024x700 with long names: a scorekeeper calling a table reads both players'
names whole, a long one going on to a second line of its row, and the table they selected
stays selected (and its names whole) when the round reloads, sorts or is filtered."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSettings, Qt
from PySide6.QtWidgets import QStyle
from pytestqt.qtbot import QtBot

from tourney.gui.round_models import PLAYER_COLUMNS
from tourney.gui.rounds_tab import RoundsTab
from tourney.gui.table_models import ROW_ROLE
from tourney.services import players
from tourney.services.rounds import MatchRow

from .conftest import SampleEvent, make_event, open_tab_in_small_window, publish_next_round

# Too long for a line even with the names given the room first (see test_rounds_result_width)
LONG_NAMES = ("Bartholomew Applebottom-Cunningham-Whitfield", "Alexandra Montgomery-Wolfeschlegelstein")


def _event_of_long_names() -> SampleEvent:
    """Twelve players, every other one with a long double name, round 1 published."""
    sample = make_event(12)
    with sample.db.transaction() as s:
        for number, registration_id in enumerate(sample.players):
            if number % 2 == 0:
                name = f"{LONG_NAMES[number // 2 % 2]} {number + 1}"
                players.edit_player(s, registration_id, name=name)
    publish_next_round(sample)
    return sample


def _cut_names(tab: RoundsTab) -> list[str]:
    """The player cells shown that need more height than their row has: names read cut."""
    view = tab.view
    metrics = view.fontMetrics()
    margin = 2 * (view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + 1)
    flags = int(Qt.TextFlag.TextWordWrap | Qt.TextFlag.TextWrapAnywhere)
    cut = []
    for row in range(tab.proxy.rowCount()):
        for column in PLAYER_COLUMNS:
            text = str(tab.proxy.index(row, column).data())
            room = QRect(0, 0, view.columnWidth(column) - margin, 10_000)
            if metrics.boundingRect(room, flags, text).height() > view.rowHeight(row):
                cut.append(text)
    return cut


def _selected_table(tab: RoundsTab) -> int | None:
    match = tab.selected_match()
    return None if match is None else match.table_number


def test_long_names_on_the_rounds_tab_read_whole_at_1024(qtbot: QtBot, settings: QSettings) -> None:
    """"Bartholomew Applebottom-Cu…": the Player A and B columns cut a long name at 1024
    pixels. Its row grows to a second line instead, every name reads whole, rows of short
    names stay one line high, and nothing is pushed out of sight sideways."""
    sample = _event_of_long_names()
    _, tab = open_tab_in_small_window(qtbot, sample, settings, RoundsTab)
    view = tab.view
    rows = tab.proxy.rowCount()
    long_rows = [
        row for row in range(rows)
        if any(str(tab.proxy.index(row, c).data()).startswith(LONG_NAMES) for c in PLAYER_COLUMNS)
    ]
    assert long_rows, "no long name paired"
    metrics = view.fontMetrics()
    widest = max(metrics.horizontalAdvance(str(tab.proxy.index(row, 1).data())) for row in long_rows)
    assert widest > view.columnWidth(1), "the names fit on a line: nothing to wrap"
    assert _cut_names(tab) == []
    one_line = view.verticalHeader().defaultSectionSize()
    assert max(view.rowHeight(row) for row in long_rows) > one_line
    short_rows = [row for row in range(rows) if row not in long_rows]
    assert [view.rowHeight(row) for row in short_rows] == [one_line] * len(short_rows), [[str(tab.proxy.index(r, c).data()) for c in range(5)] for r in short_rows]
    assert view.horizontalScrollBar().maximum() == 0
    # the whole pairing is still a hover away
    match = tab.proxy.index(long_rows[0], 1).data(ROW_ROLE)
    assert isinstance(match, MatchRow)
    assert match.player_a_name in str(tab.proxy.index(long_rows[0], 1).data(Qt.ItemDataRole.ToolTipRole))
    sample.db.close()


def test_the_selected_table_stays_selected_and_whole_through_reload_sort_and_filter(
    qtbot: QtBot, settings: QSettings
) -> None:
    """The rows' heights follow their names as the rows move: sorted by Player B or filtered
    to one long name, no row keeps the height of the row that stood there before, and the
    table the scorekeeper selected is still selected after the round reloads."""
    sample = _event_of_long_names()
    window, tab = open_tab_in_small_window(qtbot, sample, settings, RoundsTab)
    chosen = next(
        m for m in tab.model.rows()
        if m.player_a_name.startswith(LONG_NAMES) or (m.player_b_name or "").startswith(LONG_NAMES)
    )
    tab.select_match(chosen.id)
    tab.refresh()
    assert _selected_table(tab) == chosen.table_number
    assert _cut_names(tab) == []

    tab.view.sortByColumn(2, Qt.SortOrder.DescendingOrder)
    assert _cut_names(tab) == []
    one_line = tab.view.verticalHeader().defaultSectionSize()
    for row in range(tab.proxy.rowCount()):
        texts = [str(tab.proxy.index(row, c).data()) for c in PLAYER_COLUMNS]
        if not any(text.startswith(LONG_NAMES) for text in texts):
            assert tab.view.rowHeight(row) == one_line, texts
    assert _selected_table(tab) == chosen.table_number

    tab.filter_edit.setText(LONG_NAMES[1])
    assert tab.proxy.rowCount() >= 1
    assert _cut_names(tab) == []
    tab.filter_edit.clear()
    assert _cut_names(tab) == []

    window.resize(1200, 700)  # wider: the names go back on to one line where they fit
    qtbot.waitUntil(lambda: tab.view.columnWidth(1) > 300)
    assert _cut_names(tab) == []
    sample.db.close()


def test_the_heights_kept_for_a_reload_are_the_heights_measured_afresh(
    qtbot: QtBot, settings: QSettings
) -> None:
    """The fitter keeps each measured height for the same names at the same widths, so that a
    reload of a big round measures nothing again: whatever it kept, after a reload, a sort and
    a wider window, is what measuring every row afresh gives."""
    sample = _event_of_long_names()
    window, tab = open_tab_in_small_window(qtbot, sample, settings, RoundsTab)
    fitter = tab.rows_fitter

    def heights() -> list[int]:
        return [tab.view.rowHeight(row) for row in range(tab.proxy.rowCount())]

    def afresh() -> list[int]:
        kept = heights()
        fitter._heights.clear()
        fitter.fit()
        measured = heights()
        assert kept == measured
        return measured

    tab.refresh()
    tab.refresh()  # the second reload takes every height from what the first measured
    first = afresh()
    assert max(first) > tab.view.verticalHeader().defaultSectionSize()
    tab.view.sortByColumn(2, Qt.SortOrder.DescendingOrder)
    tab.refresh()
    afresh()
    window.resize(1200, 700)
    qtbot.waitUntil(lambda: tab.view.columnWidth(1) > 300)
    tab.refresh()
    afresh()
    sample.db.close()
