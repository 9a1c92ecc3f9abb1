"""Tab goes from control to control across the tournament window: every table (players,
pairings, standings, penalties, deck checks, staff, history, the clock's matches, the
backups) takes one Tab, and the arrow keys move inside it, as in the match table."""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QAbstractItemView, QTableView, QWidget
from pytestqt.qtbot import QtBot

from tests.gui.conftest import SampleEvent, open_event_window, play_round
from tests.gui.test_event_flow import activate


def _tables(widget: QWidget) -> list[QTableView]:
    return widget.findChildren(QTableView)


def test_one_tab_leaves_each_table_of_the_event_page(
    qtbot: QtBot, sample: SampleEvent, settings: QSettings
) -> None:
    """Tab in the Players tab's list went from cell to cell, four to a player, through every
    player before it reached the buttons; so did the pairings, standings and the rest."""
    play_round(sample)
    window = open_event_window(qtbot, sample, settings)
    activate(qtbot, window)
    page = window.event_page
    walked = 0
    for index in range(page.tabs.count()):
        if not page.tabs.isTabVisible(index):
            continue
        page.tabs.setCurrentIndex(index)
        for view in _tables(page.tabs.widget(index)):
            if not view.isVisible() or view.model().rowCount() == 0:
                continue
            view.setFocus()
            qtbot.waitUntil(view.hasFocus)
            view.setCurrentIndex(view.model().index(0, 0))
            qtbot.keyClick(view, Qt.Key.Key_Down)  # the arrow keys still move inside the list
            assert view.currentIndex().row() == min(1, view.model().rowCount() - 1)
            qtbot.keyClick(view, Qt.Key.Key_Tab)
            assert window.focusWidget() is not view, view.objectName()
            walked += 1
    assert walked >= 4  # players, pairings, standings, staff at least
    # the lists of the clock and of the backups, in windows of their own, too
    others = [page.open_clock(), window.open_backups()]
    for other in others:
        assert other is not None
        qtbot.addWidget(other)
    views = [v for w in (window, *others) for v in w.findChildren(QAbstractItemView)
             if isinstance(v, QTableView)]
    assert views and not [v.objectName() for v in views if v.tabKeyNavigation()]
