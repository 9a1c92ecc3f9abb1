"""The standings in a wide window give their spare room to the players' names."""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt
from pytestqt.qtbot import QtBot

from tourney.gui.standings_tab import StandingsTab
from tourney.services import players, results, rounds, topcut

from .conftest import make_event, open_tab_in_small_window, play_round

VERY_LONG_NAME = "Jean-Baptiste Maximilien de la Tour d'Auvergne"


def test_a_very_long_name_is_whole_in_the_final_standings_of_a_wide_window(
    qtbot: QtBot, settings: QSettings
) -> None:
    """At 1600x1000 "Jean-Baptiste Maximilien de la Tour d'Auvergne" was cut to "… de la Tour …"
    while the Random column, last in the table, took 400 pixels it did not need."""
    sample = make_event(8, swiss_rounds=3)
    with sample.db.transaction() as s:
        players.edit_player(s, sample.players[0], name=VERY_LONG_NAME)
    for _ in range(3):
        play_round(sample)
    with sample.db.transaction() as s:
        topcut.cut_to_top(s, sample.event_id, 4)
        while (data := topcut.pair_next_elimination_round(s, sample.event_id)) is not None:
            rounds.publish_round(s, data.round.id)
            for match in data.matches:
                results.enter_result(s, match.id, "a")
    _, tab = open_tab_in_small_window(qtbot, sample, settings, StandingsTab, size=(1600, 1000))
    view = tab.view
    header = view.horizontalHeader()
    titles = [str(tab.model.headerData(c, Qt.Orientation.Horizontal)) for c in range(header.count())]
    longest = view.fontMetrics().horizontalAdvance(VERY_LONG_NAME)
    assert header.sectionSize(titles.index("Player")) >= longest + 8
    assert view.horizontalScrollBar().maximum() == 0, "a column pushed out of sight"
    sample.db.close()
