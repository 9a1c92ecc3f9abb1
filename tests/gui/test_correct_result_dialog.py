"""Correct result… shows the result it is about to replace, winner first, as the slip reads."""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt
from pytestqt.qtbot import QtBot

from tourney.services import results, rounds

from .conftest import SampleEvent, open_window


def test_the_dialog_says_what_the_result_is_now(
    qtbot: QtBot, sample: SampleEvent, settings: QSettings
) -> None:
    with sample.db.transaction() as s:
        data = rounds.pair_round(s, sample.event_id)
        rounds.publish_round(s, data.round.id)
        first, second = [m for m in data.matches if not m.is_bye][:2]
        results.enter_result(s, first.id, "b", score=(0, 1, 0))
        results.enter_result(s, second.id, "draw")
    window = open_window(qtbot, sample.db, settings)
    window.open_event(sample.event_id)
    tab = window.event_page.rounds_tab
    window.event_page.show_tab(tab)

    tab.select_match(first.id)
    dialog = tab.correct_selected()
    assert dialog is not None
    a, b = first.player_a_name, first.player_b_name
    assert dialog.current_label.text() == f"Now: {b} 1–0 {a}"
    # corrected to a win for A: the next correction shows it
    qtbot.keyClicks(dialog.result_edit, "a")
    qtbot.keyClicks(dialog.reason_edit, "slip misread")
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    tab.select_match(first.id)
    dialog = tab.correct_selected()
    assert dialog is not None
    assert dialog.current_label.text() == f"Now: {a} 1–0 {b}"
    dialog.reject()

    tab.select_match(second.id)
    dialog = tab.correct_selected()
    assert dialog is not None
    assert dialog.current_label.text() == (
        f"Now: {second.player_a_name} drew with {second.player_b_name}"
    )
    dialog.reject()
