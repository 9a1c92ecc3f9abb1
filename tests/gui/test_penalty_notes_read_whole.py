"""A penalty's long note on the Penalties tab (1024x700) reads whole: its row grows to show the
note wrapped over lines, and the note's tooltip holds all of it, wrapped to a readable width."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSettings, Qt
from pytestqt.qtbot import QtBot

from tourney.gui.penalties_tab import PenaltiesTab
from tourney.services import penalties

from .conftest import make_event, open_tab_in_small_window, publish_next_round

LONG_NOTE = (
    "Drew two extra cards while resolving a card that said draw one; the opponent noticed at "
    "once and called a judge, who found both cards still face up beside the hand, and the "
    "player agreed that was what happened. Hand and deck were shown to the head judge after."
)
WITHDRAWN_BECAUSE = "the floor judge misread the card: it does say draw two, so nothing was wrong"
NOTES_COLUMN = 7


def _wrapped_height(tab: PenaltiesTab, text: str) -> int:
    """How tall `text` is wrapped to the width of the Notes column."""
    width = tab.view.columnWidth(NOTES_COLUMN)
    flags = int(Qt.TextFlag.TextWordWrap)
    return tab.view.fontMetrics().boundingRect(QRect(0, 0, width, 10_000), flags, text).height()


def test_a_long_note_wraps_on_its_row_and_its_tooltip_holds_all_of_it(
    qtbot: QtBot, settings: QSettings
) -> None:
    sample = make_event(8)
    publish_next_round(sample)
    with sample.db.transaction() as s:
        penalties.issue_penalty(s, sample.event_id, sample.players[0], infraction_code="slow_play",
                                issued_by_person_id=sample.floor_judge, description="slow")
        long = penalties.issue_penalty(s, sample.event_id, sample.players[1],
                                       infraction_code="drawing_extra_cards",
                                       issued_by_person_id=sample.floor_judge, description=LONG_NOTE)
        penalties.withdraw_penalty(s, long.id, reason=WITHDRAWN_BECAUSE, by_person_id=sample.head_judge)
    _, tab = open_tab_in_small_window(qtbot, sample, settings, PenaltiesTab)
    assert tab.view.horizontalHeader().length() == tab.view.viewport().width()  # no scroll bar

    proxy = tab.view.model()
    rows = {proxy.index(r, 0).data(): r for r in range(proxy.rowCount())}
    long_row, short_row = rows[str(long.id)], next(r for i, r in rows.items() if i != str(long.id))
    note = proxy.index(long_row, NOTES_COLUMN)
    shown = note.data()
    assert LONG_NOTE in shown and WITHDRAWN_BECAUSE in shown
    line = tab.view.fontMetrics().height()
    assert _wrapped_height(tab, shown) > 2 * line  # the note is longer than the column is wide
    assert tab.view.rowHeight(long_row) >= _wrapped_height(tab, shown)  # and its row shows it whole
    assert tab.view.rowHeight(short_row) < 2 * line  # a short note keeps its row one line high

    tip = note.data(Qt.ItemDataRole.ToolTipRole)
    assert tip.startswith("<p style='white-space:pre-wrap'>")  # wrapped, not one screen-wide line
    assert LONG_NOTE in tip
    assert WITHDRAWN_BECAUSE in tip
    sample.db.close()
