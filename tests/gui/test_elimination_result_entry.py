"""The Rounds tab in the top cut: no draw and no drawn games are offered, and one typed is refused.

An elimination match needs a winner and a drawn game in it is replayed, so
the result line and the correction dialog offer only the games won; a typed
"2-1-1" is refused in red, naming the table and its players, and nothing is
recorded. Swiss rounds still offer draws.
"""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt
from pytestqt.qtbot import QtBot

from tourney.services import rounds

from .conftest import open_event_window, rounds_tab_at, tier3_semifinals


def test_the_top_cut_result_line_offers_no_draw_and_refuses_a_drawn_game(
    qtbot: QtBot, settings: QSettings
) -> None:
    sample, data = tier3_semifinals()
    semifinal = next(m for m in data.matches if not m.is_bye)
    window = open_event_window(qtbot, sample, settings)
    tab = rounds_tab_at(window, 4)

    hint = tab.result_edit.placeholderText()
    assert "12 2-1" in hint and "drawn game is replayed" in hint
    assert "(draw)" not in hint and "double loss" not in hint

    qtbot.keyClicks(tab.result_edit, f"{semifinal.table_number} 2-1-1")
    qtbot.keyClick(tab.result_edit, Qt.Key.Key_Return)
    refusal = tab.refusal_label.text()
    assert tab.refusal_label.isVisibleTo(tab)
    assert f"{semifinal.player_a_name} against {semifinal.player_b_name}" in refusal
    assert f"able {semifinal.table_number} of the Semifinals, round {data.round.number} (" in refusal
    assert "no drawn games" in refusal
    with sample.db.transaction() as s:
        [still] = [m for m in rounds.round_pairings(s, data.round.id).matches if m.id == semifinal.id]
    assert still.result is None

    tab.result_edit.clear()
    qtbot.keyClicks(tab.result_edit, f"{semifinal.table_number} 2-1")
    qtbot.keyClick(tab.result_edit, Qt.Key.Key_Return)
    assert not tab.refusal_label.isVisibleTo(tab)
    tab.select_match(semifinal.id)
    dialog = tab.correct_selected()
    assert dialog is not None
    assert dialog.result_edit.placeholderText() == "the games each won, like 2-1 (no drawn games)"
    dialog.reject()

    rounds_tab_at(window, 1)
    assert "12 d (draw)" in tab.result_edit.placeholderText()
