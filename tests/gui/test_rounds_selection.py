"""The Rounds tab keeps the organizer's place in a long pairings list.

Correcting a result, dropping a player or pairing the round again reloads
the round's tables; the table the organizer had selected stays selected
(the same match, or after a re-pair the same table number).
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from tourney.gui.main_window import MainWindow
from tourney.services import events, players, results, rounds
from tourney.services.rounds import MatchRow

from .conftest import SampleEvent, make_event, open_event_window, play_round, publish_next_round


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


def _open_from_the_event_list(qtbot: QtBot, window: MainWindow, name: str) -> None:
    """← All events, then the event's row selected and Open pressed, as the organizer does."""
    qtbot.mouseClick(window.event_page.back_button, Qt.MouseButton.LeftButton)
    event_list = window.event_list
    model = event_list.view.model()
    [row] = [r for r in range(model.rowCount()) if model.index(r, 0).data() == name]
    event_list.view.selectRow(row)
    qtbot.mouseClick(event_list.open_button, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is window.event_page


def _shown_round(window: MainWindow) -> int:
    shown = window.event_page.rounds_tab.current_round()
    assert shown is not None
    return shown.number


def test_an_event_opened_again_shows_the_round_last_looked_at_until_a_newer_one_is_paired(
    qtbot: QtBot, settings: QSettings
) -> None:
    """Opening an event from the event list always showed its newest round: an organizer
    reviewing round 1 while round 3 was played, who looked at another event, came back to
    round 3. The round last looked at in this window comes back, each event its own; once a
    newer round is paired (here at another station) the newest comes first again."""
    sample = make_event(8)
    for _ in range(3):
        play_round(sample)
    with sample.db.transaction() as s:
        other = events.create_event(s, name="Cloudsdale Cup", start_date=date(2026, 6, 7))
        for number in range(4):
            players.register_player(s, other.id, f"Flyer {number}")
        for _ in range(2):
            data = rounds.pair_round(s, other.id)
            rounds.publish_round(s, data.round.id)
            for match in data.matches:
                results.enter_result(s, match.id, "a")
    window = open_event_window(qtbot, sample, settings)
    tab = window.event_page.rounds_tab
    assert _shown_round(window) == 3  # opened the first time: the newest
    tab.round_combo.setCurrentIndex(0)
    assert _shown_round(window) == 1
    _open_from_the_event_list(qtbot, window, "Cloudsdale Cup")
    assert _shown_round(window) == 2  # the other event's newest
    tab.round_combo.setCurrentIndex(0)
    _open_from_the_event_list(qtbot, window, "Ponyville Open")
    assert _shown_round(window) == 1
    assert tab.model.rows() and tab.round_combo.currentText().startswith("Round 1 ")
    _open_from_the_event_list(qtbot, window, "Cloudsdale Cup")
    assert _shown_round(window) == 1
    publish_next_round(sample)  # round 4, paired at another station
    _open_from_the_event_list(qtbot, window, "Ponyville Open")
    assert _shown_round(window) == 4
    sample.db.close()
