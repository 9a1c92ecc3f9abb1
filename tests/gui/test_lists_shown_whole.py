"""A list beside a details box shows its rows whole in a small window (1024x700): the
deck lists' player names are not cut to "Fluttershy ...", and no standings column is
pushed out of sight, while the details box beside them still has room."""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QTableView
from pytestqt.qtbot import QtBot

from tourney.gui.deck_lists_tab import DeckListsTab
from tourney.gui.standings_tab import StandingsTab
from tourney.services import players, topcut

from .conftest import SampleEvent, open_tab_in_small_window, play_round

LONG_NAMES = ("Fluttershy Meadow", "Lyra Heartstrings", "Starlight Glimmer")


def _register_long_names(sample: SampleEvent) -> None:
    with sample.db.transaction() as s:
        for number, name in enumerate(LONG_NAMES, start=201):
            players.register_player(s, sample.event_id, name, player_number=str(number))


def _columns_shown_whole(view: QTableView) -> None:
    header = view.horizontalHeader()
    last = max(c for c in range(header.count()) if not header.isSectionHidden(c))
    right_edge = header.sectionViewportPosition(last) + header.sectionSize(last)
    assert right_edge <= view.viewport().width(), (right_edge, view.viewport().width())


def test_the_deck_lists_show_each_player_name_whole_in_a_small_window(
    qtbot: QtBot, sample: SampleEvent, settings: QSettings
) -> None:
    _register_long_names(sample)
    _, tab = open_tab_in_small_window(qtbot, sample, settings, DeckListsTab)
    view = tab.view
    metrics = view.fontMetrics()
    widest = max(metrics.horizontalAdvance(name) for name in LONG_NAMES)
    assert view.columnWidth(0) > widest, (view.columnWidth(0), widest)
    _columns_shown_whole(view)
    assert tab.details.width() >= 300


def test_the_standings_show_every_column_in_a_small_window(
    qtbot: QtBot, sample: SampleEvent, settings: QSettings
) -> None:
    _register_long_names(sample)
    play_round(sample)
    _, tab = open_tab_in_small_window(qtbot, sample, settings, StandingsTab)
    _columns_shown_whole(tab.view)
    assert tab.explanation.width() >= 300


def test_the_final_standings_show_every_column_in_a_small_window(
    qtbot: QtBot, sample: SampleEvent, settings: QSettings
) -> None:
    """After a top cut a Place column leads, beside the Swiss rank, and the bracket is drawn
    beside them: still every column in sight."""
    _register_long_names(sample)
    for _ in range(3):
        play_round(sample)
    with sample.db.transaction() as s:
        topcut.cut_to_top(s, sample.event_id, 4)
    _, tab = open_tab_in_small_window(qtbot, sample, settings, StandingsTab)
    assert tab.model.headerData(0, Qt.Orientation.Horizontal) == "Place"
    _columns_shown_whole(tab.view)
