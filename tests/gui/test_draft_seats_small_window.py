"""The Limited tab's draft seating in a small window (1024x700) with very long names: every
name in the Player, Passes left to and Passes right to columns reads whole, on more lines
where its column is narrow, and the row's tooltip names everyone at that seat."""

from __future__ import annotations

from datetime import date

from PySide6.QtCore import QSettings, Qt
from pytestqt.qtbot import QtBot

from tourney.db.database import open_memory_database
from tourney.gui.limited_tab import LimitedTab
from tourney.gui.match_table_delegates import name_lines, text_margin
from tourney.services import events, players, pods

from .conftest import SampleEvent, TickClock, open_tab_in_small_window

LONG_NAMES = ("Maximiliana Featherstonehaugh-Wolfeschlegel", "Bartholomew Fairweather-Langley",
              "Anastasia Papadopoulou-Christodoulou", "Fitzwilliam Cholmondeley-Marjoribanks")
NAME_COLUMNS = ("Player", "Passes left to", "Passes right to")


def _seated_draft() -> SampleEvent:
    """A Booster Draft of eight players with long names, seated in one pod."""
    db = open_memory_database(clock=TickClock(), actor="scorekeeper")
    with db.transaction() as s:
        event = events.create_event(s, name="Everfree Draft", start_date=date(2026, 6, 6),
                                    format="booster-draft", rng_seed=9, swiss_rounds=3)
        regs = [players.register_player(s, event.id, f"{LONG_NAMES[i % 4]} {i + 1}",
                                        player_number=str(i + 1)).registration_id
                for i in range(8)]
        pods.seat_pods(s, event.id)
    return SampleEvent(db, event.id, regs, 0, 0)


def test_long_names_in_the_seating_read_whole_at_1024_pixels(
    qtbot: QtBot, settings: QSettings
) -> None:
    """Player and Passes left to took their longest name's width and Passes right to, last,
    got what was left: "Maximiliana Featherstonehaugh-Wolfeschl…". The three name columns
    share the width; a name longer than its column goes on to a second line in a taller row,
    nothing scrolls sideways, and the row's tooltip gives every name at that seat."""
    sample = _seated_draft()
    _, tab = open_tab_in_small_window(qtbot, sample, settings, LimitedTab)
    view = tab.seat_view
    header = view.horizontalHeader()
    model = view.model()
    assert model.rowCount() == 8
    assert view.horizontalScrollBar().maximum() == 0
    assert header.length() == view.viewport().width()
    metrics = view.fontMetrics()
    titles = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    columns = [titles.index(title) for title in NAME_COLUMNS]
    widths = {header.sectionSize(column) for column in columns}
    assert max(widths) - min(widths) <= 1, widths  # the same names in each: an equal share
    room = min(widths) - text_margin(view.style(), view) - 8
    wrapped = 0
    for row in range(model.rowCount()):
        for column in columns:
            name = str(model.index(row, column).data())
            lines = name_lines(name, metrics, room).split("\n")
            assert "…" not in "".join(lines), (name, room)  # no word too long for its column
            assert view.rowHeight(row) >= len(lines) * metrics.lineSpacing(), (name, view.rowHeight(row))
            wrapped += len(lines) > 1
        tooltip = str(model.index(row, 0).data(Qt.ItemDataRole.ToolTipRole))
        for column in columns:
            assert str(model.index(row, column).data()) in tooltip, tooltip
    assert wrapped  # the longest names do not fit a third of 1024 pixels on one line
    sample.db.close()


def test_the_seating_takes_one_line_a_row_in_a_wide_window(qtbot: QtBot, settings: QSettings) -> None:
    """Where the window holds every name on a line, each row is one line high again."""
    sample = _seated_draft()
    _, tab = open_tab_in_small_window(qtbot, sample, settings, LimitedTab, size=(1600, 900))
    view = tab.seat_view
    qtbot.waitUntil(lambda: all(view.rowHeight(row) < 2 * view.fontMetrics().lineSpacing()
                                for row in range(view.model().rowCount())))
    assert view.horizontalHeader().length() == view.viewport().width()
    sample.db.close()
