"""The window's part of issue 19's people defects: drops, same-named players, corrections, CSV."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from tourney.gui.main_window import MainWindow
from tourney.services import rounds

from .conftest import SampleEvent, open_window, play_round


@pytest.fixture
def window(qtbot: QtBot, sample: SampleEvent, settings: QSettings) -> MainWindow:
    main = open_window(qtbot, sample.db, settings)
    main.open_event(sample.event_id)
    return main


def _boxes(window: MainWindow) -> list[QMessageBox]:
    return [b for b in window.findChildren(QMessageBox) if b.isVisible()]


def _publish_next(sample: SampleEvent) -> int:
    with sample.db.transaction() as s:
        data = rounds.pair_round(s, sample.event_id)
        rounds.publish_round(s, data.round.id)
        return data.round.id


def test_drop_in_the_players_tab_concedes_the_open_match(
    qtbot: QtBot, window: MainWindow, sample: SampleEvent
) -> None:
    """Players tab → Drop during a published round: the match is conceded, the next round pairs."""
    play_round(sample)
    round_id = _publish_next(sample)
    with sample.db.transaction() as s:
        data = rounds.round_pairings(s, round_id)
    # every table but one gets its result; the dropping player's table is left open
    open_match = next(m for m in data.matches if not m.is_bye)
    with sample.db.transaction() as s:
        from tourney.services import results

        for m in data.matches:
            if not m.is_bye and m.id != open_match.id:
                results.enter_result(s, m.id, "a")
    page = window.event_page
    tab = page.players_tab
    page.show_tab(tab)
    tab.select_player(open_match.player_b_id or 0)
    qtbot.mouseClick(tab.drop_button, Qt.MouseButton.LeftButton)
    assert not _boxes(window)

    rounds_tab = page.rounds_tab
    page.show_tab(rounds_tab)
    rounds_tab.refresh()
    shown = next(m for m in rounds_tab.model.rows() if m.id == open_match.id)
    assert shown.result == "a" and shown.result_source == "drop"
    assert shown.conceded_by == open_match.player_b_id
    assert rounds_tab.current_round().state == "complete"
    dropped = next(r for r in tab.model.rows() if r.registration_id == open_match.player_b_id)
    assert dropped.dropped_after_round == 2

    # the next round pairs without the dropped player and without anyone typing a result
    qtbot.mouseClick(rounds_tab.pair_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not window.context.tasks.busy)
    assert not _boxes(window)
    draft = rounds_tab.current_round()
    assert draft.number == 3 and draft.state == "draft"
    seated = {p for m in rounds_tab.model.rows() for p in (m.player_a_id, m.player_b_id)}
    assert open_match.player_b_id not in seated
