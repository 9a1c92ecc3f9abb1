"""The Rounds tab keeps the organizer's place in a long pairings list.

Correcting a result, dropping a player or pairing the round again reloads
the round's tables; the table the organizer had selected stays selected
(the same match, or after a re-pair the same table number).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from tourney.gui.main_window import MainWindow
from tourney.services import results, rounds
from tourney.services.rounds import MatchRow

from .conftest import SampleEvent, make_event, open_event_window


@pytest.fixture
def big_event() -> Iterator[SampleEvent]:
    built = make_event(24)
    yield built
    built.db.close()


def _selected_table(window: MainWindow) -> int | None:
    match = window.event_page.rounds_tab.selected_match()
    return None if match is None else match.table_number


def _table(window: MainWindow, number: int) -> MatchRow:
    return next(m for m in window.event_page.rounds_tab.model.rows() if m.table_number == number)


def test_correcting_a_result_keeps_its_table_selected(
    qtbot: QtBot, big_event: SampleEvent, settings: QSettings
) -> None:
    with big_event.db.transaction() as s:
        data = rounds.pair_round(s, big_event.event_id)
        rounds.publish_round(s, data.round.id)
        for m in data.matches[:10]:
            results.enter_result(s, m.id, "a")
    window = open_event_window(qtbot, big_event, settings)
    tab = window.event_page.rounds_tab
    window.event_page.show_tab(tab)
    corrected = _table(window, 9)
    tab.select_match(corrected.id)

    dialog = tab.correct_selected()
    assert dialog is not None
    qtbot.keyClicks(dialog.result_edit, "b")
    qtbot.keyClicks(dialog.reason_edit, "slip misread")
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert _table(window, 9).result != corrected.result
    assert _selected_table(window) == 9

    # a drop at another table reloads the round: table 9 stays selected
    dropped = _table(window, 11).player_a_name
    players_tab = window.event_page.players_tab
    players_tab.view.clearSelection()
    for row in range(players_tab.proxy.rowCount()):
        if players_tab.proxy.index(row, 0).data() == dropped:
            players_tab.view.selectRow(row)
    asked = players_tab.drop_selected()
    assert isinstance(asked, QMessageBox)  # the open match is named before it is conceded
    qtbot.mouseClick(next(b for b in asked.buttons() if b.text() == "Drop"), Qt.MouseButton.LeftButton)
    assert _table(window, 11).result is not None
    assert _selected_table(window) == 9


def test_pairing_again_keeps_the_same_table_selected(
    qtbot: QtBot, big_event: SampleEvent, settings: QSettings
) -> None:
    with big_event.db.transaction() as s:
        rounds.pair_round(s, big_event.event_id)
    window = open_event_window(qtbot, big_event, settings)
    tab = window.event_page.rounds_tab
    tab.select_match(_table(window, 7).id)

    tab.pair_again()
    qtbot.waitUntil(lambda: not window.context.tasks.busy)
    assert _selected_table(window) == 7
