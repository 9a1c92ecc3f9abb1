"""The Players tab's Status says where each player is ("playing at table 4"), not "active"."""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt
from pytestqt.qtbot import QtBot

from tourney.gui.players_tab import PlayersTab
from tourney.gui.rounds_tab import RoundsTab
from tourney.gui.table_models import ROW_ROLE
from tourney.services import rounds

from .conftest import SampleEvent, open_tab_in_small_window, publish_next_round


def _statuses(tab: PlayersTab) -> dict[int, str]:
    titles = [str(tab.model.headerData(c, Qt.Orientation.Horizontal)) for c in range(tab.model.columnCount())]
    column = titles.index("Status")
    return {tab.proxy.index(row, 0).data(ROW_ROLE).registration_id: str(tab.proxy.index(row, column).data())
            for row in range(tab.proxy.rowCount())}


def test_the_status_names_the_table_and_follows_the_result_line(
    qtbot: QtBot, sample: SampleEvent, settings: QSettings
) -> None:
    round_id = publish_next_round(sample)
    with sample.db.transaction() as s:
        first, second = [m for m in rounds.round_pairings(s, round_id).matches if not m.is_bye][:2]
    window, tab = open_tab_in_small_window(qtbot, sample, settings, PlayersTab)
    statuses = _statuses(tab)
    assert statuses[first.player_a_id] == f"playing at table {first.table_number}"
    assert statuses[second.player_b_id] == f"playing at table {second.table_number}"
    assert "active" not in statuses.values()

    rounds_tab = window.event_page.tab_of(RoundsTab)
    window.event_page.show_tab(rounds_tab)
    qtbot.keyClicks(rounds_tab.result_edit, f"{first.table_number} a")
    qtbot.keyClick(rounds_tab.result_edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: rounds_tab.model.rows()[rounds_tab.model.row_of_match(first.id) or 0].result == "a")
    window.event_page.show_tab(tab)
    assert _statuses(tab)[first.player_b_id] == f"finished at table {first.table_number}"
    assert _statuses(tab)[second.player_a_id] == f"playing at table {second.table_number}"
    index = tab.proxy.index(0, [str(tab.model.headerData(c, Qt.Orientation.Horizontal))
                                for c in range(tab.model.columnCount())].index("Status"))
    assert tab.view.columnWidth(index.column()) >= tab.view.fontMetrics().horizontalAdvance(
        f"playing at table {second.table_number}")
