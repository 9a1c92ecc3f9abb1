"""The History tab's long entries read whole: a tooltip holds them, and a double-click or Enter
opens one in a window of its own (its Details column ends a long entry in "…" at 1024×700)."""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tourney.gui.history_tab import HistoryTab
from tourney.services import results, rounds

from .conftest import SampleEvent, open_event_window, publish_next_round

REASON = ("the slip was filled in wrongly by both players, who agreed at the judge station that the "
          "player in seat A won the second and third games after a long discussion of the score")


def test_a_long_history_entry_reads_whole_in_a_window(
    qtbot: QtBot, sample: SampleEvent, settings: QSettings
) -> None:
    round_id = publish_next_round(sample)
    with sample.db.transaction() as s:
        match = next(m for m in rounds.round_pairings(s, round_id).matches if not m.is_bye)
        results.enter_result(s, match.id, "b")
    with sample.db.transaction() as s:
        results.correct_result(s, match.id, "a", reason=REASON)
    window = open_event_window(qtbot, sample, settings)
    window.resize(1024, 700)
    tab = window.event_page.tab_of(HistoryTab)
    window.event_page.show_tab(tab)
    tab.refresh()
    column = 4
    row = next(r for r in range(tab.proxy.rowCount()) if REASON in tab.proxy.index(r, column).data())
    index = tab.proxy.index(row, column)
    shown = tab.view.visualRect(index).width()
    needed = tab.view.fontMetrics().horizontalAdvance(index.data())
    assert needed > shown  # the row cannot hold it: its cell ends in "…"
    assert REASON in index.data(Qt.ItemDataRole.ToolTipRole)
    assert "Double-click or press Enter" in index.data(Qt.ItemDataRole.ToolTipRole)

    tab.view.setCurrentIndex(index)
    tab.view.setFocus()
    qtbot.keyClick(tab.view, Qt.Key.Key_Return)
    dialog = tab.dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.text() == index.data()
    assert dialog.heading_label.text().startswith("<b>Result corrected</b>")
    screen = QApplication.primaryScreen().availableGeometry()
    assert dialog.width() <= screen.width() and dialog.height() <= screen.height()
    dialog.close()
    window.close()
